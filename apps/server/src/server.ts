import { installationMode, loadConfigOrExit, startRefusal } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { seed } from "./db/seed/seed.ts";
import { buildApp } from "./app.ts";
import { loadDemoYear } from "./modules/dev/index.ts";

/** Starts the product: config → database (+migrations, seed) → app → listen; graceful shutdown on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfigOrExit();
  // demo or production (docs/security.md §1): a public address with simulated transports, or an incomplete production
  const refusal = startRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(78);
  }
  const notices: string[] = [];
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    poolSize: config.DATABASE_POOL_SIZE,
    dataDir: config.DATA_DIR,
    onNotice: (m) => notices.push(m),
  });
  await migrate(database);
  await seed(database);
  if (config.DEMO_DATA === "year") await loadDemoYear(config, database);
  const app = await buildApp({ config, database });
  for (const notice of notices) app.log.warn(notice);
  if (config.JOBS_ENABLED) app.ctx.scheduler.start(config.JOB_TICK_MS);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests, runs onClose hooks (jobs stop)
      await database.close();
      process.exit(0);
    } catch (e) {
      app.log.error({ err: e }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const { mode, embedded } = installationMode(config);
  app.log.info(
    { mode, embedded, host: config.HOST },
    mode === "demo" ? "running in demo mode" : "running in production mode",
  );
  // `npm start` (scripts/start.mjs) ends its output with "Open <address>": PUBLIC_BASE_URL, by default this machine
  // at PORT (config.ts defaultPublicBaseUrl)
  (process as NodeJS.EventEmitter).emit("chauffeur:listening", config.PUBLIC_BASE_URL.replace(/\/+$/, ""));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

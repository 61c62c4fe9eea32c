// Integration tests: always on PGlite; again on PostgreSQL when TEST_DATABASE_URL is set (README "Testing").
// Without TEST_DATABASE_URL the PostgreSQL pass is skipped with a line saying so; with EXPECT_POSTGRES=1 (.ci/run) a
// missing or silent database fails instead, so CI cannot lose the pass without anyone noticing.
//
//   node scripts/test-int.mjs [--only=pglite|--only=postgres] [vitest arguments…]
import { spawnSync } from "node:child_process";
import net from "node:net";

const argv = process.argv.slice(2);
const only = argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
const vitestArgs = argv.filter((a) => !a.startsWith("--only="));
if (only && only !== "pglite" && only !== "postgres") throw new Error(`--only=pglite or --only=postgres, not ${only}`);
const expectPostgres = process.env.EXPECT_POSTGRES === "1";

const run = (env) =>
  spawnSync("npx", ["vitest", "run", "--project", "int", ...vitestArgs], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });

/** Whether something answers at the URL's host and port within three seconds. */
function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || "127.0.0.1", port: Number(port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

if (only !== "postgres") {
  const r = run({ DB_TARGET: "pglite" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (only !== "pglite") {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (expectPostgres) {
      console.error("EXPECT_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL pass cannot run");
      process.exit(1);
    }
    console.log("integration tests on PostgreSQL: skipped (set TEST_DATABASE_URL to run them there too)");
    process.exit(0);
  }
  if (expectPostgres && !(await answers(url))) {
    console.error(`EXPECT_POSTGRES=1 but nothing answers at ${new URL(url).host}: the PostgreSQL pass cannot run`);
    process.exit(1);
  }
  console.log("\n== integration tests on PostgreSQL ==");
  const r = run({ DB_TARGET: "postgres" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

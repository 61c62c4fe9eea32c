import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import { lazyChildLoggerFactory } from "./lib/request-logger.ts";
import type { Database } from "./db/client.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import { createRateLimiter } from "./lib/rate-limit.ts";
import { redactingLoggerOptions } from "./lib/log-redaction.ts";
import { withGeneratedSecrets } from "./lib/server-secret.ts";
import { type Adapters, createAdapters } from "./adapters/index.ts";
import { createScheduler } from "./jobs/scheduler.ts";
import errorsPlugin from "./plugins/errors.ts";
import inputGuardPlugin from "./plugins/input-guard.ts";
import securityPlugin from "./plugins/security.ts";
import sessionPlugin from "./plugins/session.ts";
import docsPlugin from "./plugins/docs.ts";
import webPlugin, { inlineScriptHashes } from "./plugins/web.ts";
import observabilityPlugin from "./observability/plugin.ts";
import type { AppModule } from "./modules/module.ts";
import { systemModule } from "./modules/system/index.ts";
import { accountsModule } from "./modules/accounts/index.ts";
import { leadsModule } from "./modules/leads/index.ts";
import { faresModule } from "./modules/fares/index.ts";
import { bookingsModule } from "./modules/bookings/index.ts";
import { paymentsModule } from "./modules/payments/index.ts";
import { opsModule } from "./modules/ops/index.ts";
import { flightsModule } from "./modules/flights/index.ts";
import { ridesModule } from "./modules/rides/index.ts";
import { closeLiveStreams, createLiveHub } from "./modules/live/index.ts";
import { devModule } from "./modules/dev/index.ts";
import { notificationsModule } from "./modules/notifications/index.ts";
import { backupsModule } from "./modules/backups/index.ts";
import { companiesModule } from "./modules/companies/index.ts";
import { eventsModule } from "./modules/events/index.ts";
import { dispatchModule } from "./modules/dispatch/index.ts";
import { booksModule } from "./modules/books/index.ts";
import { dashboardModule } from "./modules/dashboard/index.ts";
import "./context.ts";

export const MODULES: AppModule[] = [
  systemModule,
  accountsModule,
  leadsModule,
  faresModule,
  bookingsModule,
  paymentsModule,
  opsModule,
  ridesModule,
  flightsModule,
  companiesModule,
  eventsModule,
  dispatchModule,
  booksModule,
  dashboardModule,
  notificationsModule,
  backupsModule,
  devModule,
];

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  adapters?: Partial<Adapters>;
  /** pino options or false; tests pass false */
  logger?: boolean | Record<string, unknown>;
  webRoot?: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_ROOT = path.resolve(here, "../../web/build/client");

export function loggerOptions(config: Config) {
  const pretty = config.LOG_PRETTY ?? config.NODE_ENV === "development";
  return {
    level: config.LOG_LEVEL,
    // secrets redacted wherever they appear, failed queries logged without their values (lib/log-redaction.ts)
    ...redactingLoggerOptions,
    ...(pretty
      ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" } } }
      : {}),
  };
}

function trustProxy(value: string): boolean | string | number {
  if (!value) return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // comma-separated addresses or CIDR ranges
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;

/**
 * Fastify requires ajv and fast-json-stringify (about 180 files, a fifth of the server's start-up) when an instance is
 * created unless it is given compilers. Every route here validates and serializes with zod (setValidatorCompiler and
 * setSerializerCompiler below, before any route), so fastify never calls these factories; they load the real ones on
 * first use all the same (decision record 012).
 */
function lazyCompilersFactory(): CompilersFactory {
  type Build = (...args: unknown[]) => unknown;
  const lazy = (name: string): Build => {
    let build: Build | undefined;
    return (...args) => {
      build ??= (createRequire(createRequire(import.meta.url).resolve("fastify"))(name) as () => Build)();
      return build(...args);
    };
  };
  return {
    buildValidator: lazy("@fastify/ajv-compiler"),
    buildSerializer: lazy("@fastify/fast-json-stringify-compiler"),
  } as unknown as CompilersFactory;
}

/** Builds the whole application: external plugins, then app plugins, then module routes (docs/ARCHITECTURE.md §2). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { database } = opts;
  for (const m of MODULES) m.checkConfig?.(opts.config); // e.g. an unknown notification channel stops the start here
  // every secret the environment leaves unset is the installation's own random value, kept in the database
  const config: Config = await withGeneratedSecrets(opts.config, database);
  const app = Fastify({
    logger: opts.logger === undefined ? loggerOptions(config) : opts.logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxy(config.TRUST_PROXY) as boolean | string,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // each request's pino child is made only when the request logs (lib/request-logger.ts)
    childLoggerFactory: lazyChildLoggerFactory,
    logController: new LogController({
      requestIdLogLabel: "requestId",
      disableRequestLogging: config.LOG_LEVEL !== "debug" && config.LOG_LEVEL !== "trace",
    }),
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: lazyCompilersFactory() },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = opts.clock ?? systemClock();
  // ioredis is loaded only when REDIS_URL is set
  const redis = config.REDIS_URL
    ? new (await import("ioredis")).Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const instanceId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  // live updates reach every instance: LISTEN/NOTIFY, and Redis pub/sub for positions when REDIS_URL is set
  const live = await createLiveHub({ database, log: app.log, instanceId, redis });
  app.decorate("ctx", {
    config,
    database,
    db: database.db,
    clock,
    rateLimiter: createRateLimiter({ database, clock, redis }),
    adapters: { ...createAdapters(config, database), ...opts.adapters },
    scheduler: createScheduler({ database, clock, instanceId, log: app.log }),
    instanceId,
    live,
    log: app.log,
    injectSelf: (o) => app.inject(o),
  });
  // open live streams end first, or the server would wait for them to close before it stops
  app.addHook("preClose", async () => closeLiveStreams(app.ctx));
  app.addHook("onClose", async () => {
    await app.ctx.scheduler.stop();
    await app.ctx.live.close();
    await redis?.quit().catch(() => {});
    await app.ctx.adapters.mail.close?.();
  });

  const webRoot = opts.webRoot ?? config.WEB_DIST_DIR ?? DEFAULT_WEB_ROOT;
  await app.register(errorsPlugin);
  // metrics and traces, each only when configured (decision record 013): before every route, so their hooks see all
  await app.register(observabilityPlugin);
  await app.register(inputGuardPlugin); // control characters refused in every body, query and path (docs/security.md §6)
  // cookies: parsed in the security plugin's onRequest hook and set by the session plugin (lib/cookies.ts), without a
  // cookie plugin and its onSend hook on every request (decision record 012)
  // form-encoded bodies: only the payment callback parses them (modules/payments/payments.routes.ts)
  await app.register(securityPlugin, { inlineScriptHashes: inlineScriptHashes(webRoot) });
  await app.register(sessionPlugin);
  await app.register(docsPlugin);

  for (const m of MODULES) {
    if (m.routes) await app.register(m.routes);
    for (const job of m.jobs?.(app.ctx) ?? []) app.ctx.scheduler.register(job);
  }
  if (existsSync(webRoot)) await app.register(webPlugin, { root: webRoot });
  else {
    const notBuilt = (request: FastifyRequest, reply: FastifyReply) =>
      request.url.startsWith("/api/")
        ? reply.status(404).send({ success: false, message: "Not found", code: "not_found" })
        : reply.status(503).type("text/plain").send("The web app is not built yet: run npm run build.");
    // a GET route as the web app's catch-all is, so a token page's address gets its headers here too (guardTokenPages)
    app.get("/*", notBuilt);
    app.setNotFoundHandler(notBuilt);
  }
  return app;
}

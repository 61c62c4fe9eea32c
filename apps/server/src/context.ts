import type { FastifyBaseLogger, InjectOptions } from "fastify";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import type { Clock } from "./lib/clock.ts";
import type { RateLimiter } from "./lib/rate-limit.ts";
import type { Adapters } from "./adapters/index.ts";
import type { Scheduler } from "./jobs/scheduler.ts";
import type { LiveHub } from "./modules/live/index.ts";

/**
 * Everything a module needs, built once at start and decorated on the app as `app.ctx`. Services take this context,
 * not the Fastify instance; routes pass `app.ctx`.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  adapters: Adapters;
  scheduler: Scheduler;
  instanceId: string;
  /** live updates: streams subscribe, transient events (positions) are published here (modules/live) */
  live: LiveHub;
  /** the application's logger (app.log) */
  log: FastifyBaseLogger;
  /** a request through the application's own routes, in process: the sandbox gateway delivers its webhooks so */
  injectSelf: (opts: InjectOptions) => Promise<unknown>;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

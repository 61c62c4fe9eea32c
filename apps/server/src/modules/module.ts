import type { Config } from "../config.ts";
import type { AppContext } from "../context.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { JobDefinition } from "../jobs/scheduler.ts";

/**
 * A domain module: its routes and the scheduled jobs it owns. app.ts lists them all. Other modules import a module
 * only through its index.ts (its public entry), never a file inside its folder.
 */
export interface AppModule {
  name: string;
  /** absent for a module without HTTP endpoints (notifications) */
  routes?: FastifyPluginAsyncZod;
  /** the module's scheduled jobs, built from the application context once at start */
  jobs?: (ctx: AppContext) => JobDefinition[];
  /** the module's check of the configuration at start: throwing stops buildApp before anything is opened */
  checkConfig?: (config: Config) => void;
}

import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { JobDefinition } from "../jobs/scheduler.ts";

/** A domain module: its routes and the scheduled jobs it owns. app.ts lists them all. */
export interface AppModule {
  name: string;
  routes: FastifyPluginAsyncZod;
  jobs?: (app: FastifyInstance) => JobDefinition[];
}

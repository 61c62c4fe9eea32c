import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiErrorSchema, AppConfigSchema, HealthSchema, apiPaths } from "@chauffeur/contracts";
import { publicAppConfig } from "./app-config.ts";
import { healthRoutes } from "./health.routes.ts";

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes); // liveness and readiness probes
  app.get(
    apiPaths.health,
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database check",
        response: { 200: HealthSchema, 503: ApiErrorSchema },
      },
    },
    async (_req, reply) => {
      try {
        await app.ctx.database.query("SELECT 1");
      } catch {
        return reply
          .status(503)
          .send({ success: false as const, message: "Database unavailable", code: "database_unavailable" as const });
      }
      return { status: "ok" as const, database: app.ctx.database.kind, time: app.ctx.clock.now().toISOString() };
    },
  );

  // computed and serialised once: the configuration cannot change while the process runs
  const cfgJson = JSON.stringify(publicAppConfig(app.ctx.config));
  app.get(
    apiPaths.appConfig,
    {
      schema: {
        tags: ["system"],
        summary: "Public app configuration (business details, providers)",
        response: { 200: AppConfigSchema },
      },
    },
    // not async: a promise and its continuation per request cost more than this route's own work
    (_req, reply) => {
      reply
        .header("cache-control", "public, max-age=60")
        .type("application/json; charset=utf-8")
        .send(cfgJson as never); // a string payload is sent as is
    },
  );
};

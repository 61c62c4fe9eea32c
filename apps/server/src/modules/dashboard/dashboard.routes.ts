import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DashboardCsvParamsSchema,
  DashboardQuerySchema,
  DashboardResponseSchema,
  dashboardPaths,
} from "@chauffeur/contracts";
import { z } from "zod";
import { dashboardCsv, dashboardFigures } from "./dashboard.service.ts";

const tags = ["ops"];

/** The owner's dashboard (operators only: the module's scope checks the role on every request). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    dashboardPaths.figures,
    {
      schema: {
        tags,
        summary: "The dashboard: every chart's series and the headline figures for a range of Asia/Kolkata days",
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      return dashboardFigures(ctx, req.query);
    },
  );
  app.get(
    `${dashboardPaths.figures}/:chart.csv`,
    {
      schema: {
        tags,
        summary: "One chart's numbers as CSV (money in rupees), for the same range and grain",
        params: DashboardCsvParamsSchema,
        querystring: DashboardQuerySchema,
        response: { 200: z.string().describe("text/csv: a column of labels, then one per series") },
      },
    },
    async (req, reply) => {
      const { filename, csv } = await dashboardCsv(ctx, req.params.chart, req.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CompanyDocumentSchema,
  CompanyIdParamsSchema,
  CompanyTripsQuerySchema,
  CompanyTripsResponseSchema,
  companyPaths,
} from "@chauffeur/contracts";
import { requireCompanyRole } from "./access.ts";
import { companyTripsCsv, listCompanyTrips } from "./trips.service.ts";

/**
 * The portal's trips and their CSV (README "Company accounts"): any member may ask; admins and approvers get every
 * trip of the company, bookers and travellers the trips they booked or travel on (trips.repository.ts tripsWhere).
 */
const tags = ["companies"];

export const tripsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    companyPaths.trips(":id"),
    {
      schema: {
        tags,
        summary: "The company's trips (every trip: admins and approvers; else the caller's), newest pickup first",
        params: CompanyIdParamsSchema,
        querystring: CompanyTripsQuerySchema,
        response: { 200: CompanyTripsResponseSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "member");
      return { success: true as const, ...(await listCompanyTrips(ctx, caller, req.query)) };
    },
  );
  app.get(
    companyPaths.tripsCsv(":id"),
    {
      schema: {
        tags,
        summary: "The trips the same filters select, as CSV (at most 50,000 lines)",
        params: CompanyIdParamsSchema,
        querystring: CompanyTripsQuerySchema.omit({ cursor: true, limit: true }),
        response: { 200: CompanyDocumentSchema },
      },
    },
    async (req, reply) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "member");
      const { filename, csv } = await companyTripsCsv(ctx, caller, req.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};

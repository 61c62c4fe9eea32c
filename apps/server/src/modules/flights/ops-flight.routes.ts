import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  FlightUpdateRequestSchema,
  flightPaths,
  OpsBookingIdParamsSchema,
  OpsFlightResponseSchema,
} from "@chauffeur/contracts";
import { currentUser, requireOperator } from "../../plugins/session.ts";
import { opsFlight, recordFlightUpdate } from "./ops-flight.service.ts";

const tags = ["ops"];

/** A booking's flight in the console (operators only): read it, and record a delay, landing or cancellation. */
export const opsFlightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireOperator);
  const path = flightPaths.opsFlight(":id");

  app.get(
    path,
    {
      schema: {
        tags,
        summary: "An airport booking's flight, its history and polling state",
        params: OpsBookingIdParamsSchema,
        response: { 200: OpsFlightResponseSchema },
      },
    },
    async (req) => opsFlight(app.ctx, req.params.id),
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: "Record a flight's new expected time, landing or departure, cancellation or diversion",
        params: OpsBookingIdParamsSchema,
        body: FlightUpdateRequestSchema,
        response: { 200: OpsFlightResponseSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      return recordFlightUpdate(app.ctx, { userId: user.id }, req.params.id, req.body);
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ApiErrorSchema,
  DeparturePickupRequestSchema,
  DeparturePickupResponseSchema,
  flightPaths,
} from "@chauffeur/contracts";
import { proposeDeparturePickup } from "./departure-pickup.service.ts";

const PROPOSED = "Latest pickup worked out from your flight";

/**
 * The departure pickup proposal (decision record 011). Public, like the route preview: the airport transfer form asks
 * for it as soon as the pickup address and the departure are filled in, before the rider signs in (Check Fare is where
 * sign-in is required); it stores nothing and reveals nothing about anyone. A paid maps provider is rate-limited per
 * client address in the service.
 */
export const departurePickupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    flightPaths.departurePickup,
    {
      schema: {
        tags: ["fares"],
        summary:
          "The latest pickup for a departure: the flight's departure − check-in closing − buffer − the drive at that hour − a margin",
        body: DeparturePickupRequestSchema,
        response: {
          200: DeparturePickupResponseSchema,
          400: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: PROPOSED,
      data: await proposeDeparturePickup(app.ctx, request.body, request.ip),
    }),
  );
};

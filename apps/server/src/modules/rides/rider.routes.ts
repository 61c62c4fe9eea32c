import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  RatingInputSchema,
  RatingResponseSchema,
  ridePaths,
  RideViewSchema,
  ShareCreatedSchema,
  ShareLinkListSchema,
  ShareRevokedSchema,
  SosResponseSchema,
} from "@chauffeur/contracts";
import { currentUser } from "../../plugins/session.ts";
import { liveTopics, streamLive } from "../live/index.ts";
import { rateRide } from "./rating.service.ts";
import { loadOwnTrip, riderTripView } from "./rider-view.service.ts";
import { createShare, listShares, revokeShare } from "./shares.service.ts";
import { answers, BookingIdParams, riderBookingRoute, type RoutesApp as App } from "./route-guards.ts";
import { raiseSos } from "./sos.service.ts";

const ShareParams = BookingIdParams.extend({ shareId: z.uuid({ error: "That trip link does not exist." }) });

/**
 * The rider's live trip (README "The day of the ride"): the trip page's view and its live stream, share links, SOS
 * and the rating. Riders only (chauffeurs are refused by requireRider), and only their own bookings: another
 * rider's booking answers 404 exactly like a missing one.
 */
export const riderRoutes: FastifyPluginAsyncZod = async (app) => {
  tripRoutes(app);
  shareRoutes(app);
  safetyAndRatingRoutes(app);
};

function tripRoutes(app: App) {
  const { ctx } = app;
  app.get(
    ridePaths.ride(":id"),
    riderBookingRoute("The rider's live trip: 'Your chauffeur', the Ride PIN, steps, position, ETA, extras, rating", {
      response: answers(RideViewSchema),
    }),
    async (req) => {
      const user = await currentUser(req);
      return riderTripView(ctx, await loadOwnTrip(ctx.db, user.id, req.params.id));
    },
  );

  app.get(
    ridePaths.stream(":id"),
    riderBookingRoute("Server-Sent Events of the rider's trip: snapshot (the trip view), step, position, extras", {}),
    async (req, reply) => {
      const user = await currentUser(req);
      const { id } = req.params;
      await loadOwnTrip(ctx.db, user.id, id); // authorization before the stream opens
      await streamLive(ctx, req, reply, {
        topics: [liveTopics.booking(id)],
        snapshot: async () => riderTripView(ctx, await loadOwnTrip(ctx.db, user.id, id)),
      });
      return reply;
    },
  );
}

function shareRoutes(app: App) {
  const { ctx } = app;
  app.post(
    ridePaths.shares(":id"),
    riderBookingRoute("'Share trip': a read-only link to the live trip (the URL is shown this once)", {
      response: answers(ShareCreatedSchema),
    }),
    async (req) => createShare(ctx, await currentUser(req), req.params.id),
  );

  app.get(
    ridePaths.shares(":id"),
    riderBookingRoute("The trip's share links that still work", {
      response: answers(ShareLinkListSchema),
    }),
    async (req) => ({ shares: await listShares(ctx, await currentUser(req), req.params.id) }),
  );

  app.delete(
    ridePaths.share(":id", ":shareId"),
    riderBookingRoute(
      "Revoke a share link: it stops working at once",
      { response: answers(ShareRevokedSchema) },
      ShareParams,
    ),
    async (req) => revokeShare(ctx, await currentUser(req), req.params.id, req.params.shareId),
  );
}

function safetyAndRatingRoutes(app: App) {
  const { ctx } = app;
  app.post(
    ridePaths.sos(":id"),
    riderBookingRoute("SOS during the trip: alerts operations, texts the emergency contact the trip link (audited)", {
      response: answers(SosResponseSchema),
    }),
    async (req) => raiseSos(ctx, await currentUser(req), req.params.id),
  );

  app.post(
    ridePaths.rating(":id"),
    riderBookingRoute("Rate a completed ride once: 1 to 5 stars and an optional comment", {
      body: RatingInputSchema,
      response: answers(RatingResponseSchema),
    }),
    async (req) => rateRide(ctx, await currentUser(req), req.params.id, req.body),
  );
}

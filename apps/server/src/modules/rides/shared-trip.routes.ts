import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { ApiErrorSchema, rideMessages, SharedTripViewSchema } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { addressKey } from "../../lib/client-address.ts";
import { liveTopics, streamLive } from "../live/index.ts";
import { sharedTripView } from "./rider-view.service.ts";
import { resolveShare } from "./shares.service.ts";

/** token look-ups (the page and its stream's reconnects) one address may make in a minute */
const LOOKUPS_PER_MINUTE = 120;
/** an open share stream checks this often that its link still works (revoked, or an hour past the trip's end) */
export const SHARE_RECHECK_MS = 15_000;
/** a share page sees the steps and the car's position, nothing else on the booking's topic */
const SHARED_KINDS = new Set(["step", "position"]);

// a malformed token answers like an unknown one (404), so the schema only bounds the length
const TokenParams = z.object({ token: z.string().max(200) });
const BASE = "/api/v1/shared-trips/:token";

async function limitLookups(ctx: AppContext, req: FastifyRequest) {
  await ctx.rateLimiter.enforce(
    `shared-trip:${addressKey(req.ip)}`,
    { limit: LOOKUPS_PER_MINUTE, windowSeconds: 60 },
    rideMessages.tooManyLookups,
  );
}

/**
 * A share link, read-only and signed out (README "The day of the ride"): the trip's status, the chauffeur's first
 * name, the car, its position and ETA, nothing about the rider. A link works until revoked or an hour after the trip
 * ends; then it answers 404 'expired or revoked', and an open stream is closed within SHARE_RECHECK_MS.
 */
export const sharedTripRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    BASE,
    {
      schema: {
        tags: ["rides"],
        summary: "A shared trip: status, chauffeur's first name, car, plate, live position and ETA",
        params: TokenParams,
        response: { 200: SharedTripViewSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req) => {
      await limitLookups(ctx, req);
      return sharedTripView((await resolveShare(ctx, req.params.token)).trip);
    },
  );

  app.get(
    `${BASE}/stream`,
    {
      schema: {
        tags: ["rides"],
        summary: "Server-Sent Events of a shared trip: snapshot, step and position only",
        params: TokenParams,
      },
    },
    async (req, reply) => {
      await limitLookups(ctx, req);
      const { token } = req.params;
      const { trip } = await resolveShare(ctx, token);
      await streamLive(ctx, req, reply, {
        topics: [liveTopics.booking(trip.booking.id)],
        snapshot: async () => sharedTripView((await resolveShare(ctx, token)).trip),
        filter: (e) => SHARED_KINDS.has(e.kind),
      });
      const res = reply.raw;
      if (res.writableEnded || res.destroyed) return reply;
      const recheck = setInterval(() => {
        resolveShare(ctx, token).catch(() => {
          clearInterval(recheck);
          res.end(); // the browser reconnects, gets 404 and stops
        });
      }, SHARE_RECHECK_MS);
      res.on("close", () => clearInterval(recheck));
      return reply;
    },
  );
};

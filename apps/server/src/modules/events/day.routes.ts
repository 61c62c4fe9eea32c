import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { ApiErrorSchema, EventLiveViewSchema } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { addressKey } from "../../lib/client-address.ts";
import { liveTopics, streamLive } from "../live/index.ts";
import { liveView } from "./runs-view.ts";

/** token look-ups (the page and its stream's reconnects) one address may make in a minute */
const LOOKUPS_PER_MINUTE = 120;
/** the coordinator's page sees the cars' steps and positions, nothing else on their bookings' topics */
const LIVE_KINDS = new Set(["step", "position"]);
// a malformed token answers like an unknown one (404), so the schema only bounds the length
const TokenParams = z.object({ token: z.string().max(200) });
// eventPaths.live encodes its token, so the routes' patterns are written out (the same paths)
const LIVE = "/api/v1/events/live/:token";

async function limitLookups(ctx: AppContext, req: FastifyRequest) {
  await ctx.rateLimiter.enforce(
    `event-live:${addressKey(req.ip)}`,
    { limit: LOOKUPS_PER_MINUTE, windowSeconds: 60 },
    "Too many requests for event pages from your network. Please wait a minute.",
  );
}

const view = async (ctx: AppContext, token: string) => {
  const { runIds: _ids, ...v } = await liveView(ctx.db, token);
  return v;
};

/**
 * The coordinator's event page (README "Weddings and events"), read-only and signed out, by an unguessable token
 * (only its SHA-256 is stored): every car of the event with its status, the chauffeur's first name, the plate and
 * its position, streamed live the way a share link's trip is (the runs' booking topics, steps and positions only).
 */
export const eventDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    LIVE,
    {
      schema: {
        tags: ["events"],
        summary: "The coordinator's event page: every car's status, chauffeur's first name, plate and position",
        params: TokenParams,
        response: { 200: EventLiveViewSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req) => {
      await limitLookups(ctx, req);
      return view(ctx, req.params.token);
    },
  );

  app.get(
    `${LIVE}/stream`,
    {
      schema: {
        tags: ["events"],
        summary: "Server-Sent Events of the coordinator's event page: snapshot, then the cars' steps and positions",
        params: TokenParams,
      },
    },
    async (req, reply) => {
      await limitLookups(ctx, req);
      const { token } = req.params;
      const { runIds } = await liveView(ctx.db, token);
      await streamLive(ctx, req, reply, {
        topics: runIds.map((id) => liveTopics.booking(id)),
        snapshot: () => view(ctx, token),
        filter: (e) => LIVE_KINDS.has(e.kind),
      });
      return reply;
    },
  );
};

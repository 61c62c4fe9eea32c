import { z } from "zod";
import type { FastifyRequest } from "fastify";
import { desc, eq, sql } from "drizzle-orm";
import { DevOutboxQuerySchema, DevOutboxResponseSchema, apiPaths } from "@chauffeur/contracts";
import type { AppModule } from "../module.ts";
import { notFound } from "../../lib/errors.ts";
import {
  type Config,
  installationMode,
  isLoopbackDemo,
  isLoopbackHost,
  usesEmbeddedMail,
  usesEmbeddedSms,
} from "../../config.ts";
import { outboxMessages } from "../../db/schema/index.ts";
import { requireOperator } from "../../plugins/session.ts";
import { demoMarked } from "../notifications/index.ts";
import { registerBookingPickupAid } from "./booking-time.ts";
import { registerEventSampleAid } from "../events/index.ts";
import { registerEventDayAid } from "./event-day.ts";
import { registerDashboardSampleAid } from "./dashboard-sample.ts";

/** Headers a proxy adds: a request carrying any of them did not come straight from this machine. */
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "via", "x-forwarded-host"];

/** The host part of a Host header ("127.0.0.1:4000", "[::1]:4000", "localhost"). */
function hostName(header: string | undefined): string | undefined {
  if (!header) return undefined;
  if (header.startsWith("[")) return header.slice(0, header.indexOf("]") + 1);
  return header.split(":")[0];
}

/**
 * A request straight from this machine to a loopback demo: a loopback socket, no proxy's forwarding headers, and a
 * loopback Host (a page on another site that rebinds its DNS name to 127.0.0.1 still sends its own name).
 */
export function isLocalRequest(config: Config, req: FastifyRequest): boolean {
  if (!isLoopbackDemo(config)) return false;
  if (!isLoopbackHost(req.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
  return isLoopbackHost(hostName(req.headers.host));
}

/**
 * The dev routes' guard (docs/security.md §1): on a loopback demo, open to this machine; anywhere else only a signed-in
 * operator passes (a guest gets 401, a rider 403).
 */
async function localOrOperator(req: FastifyRequest) {
  if (isLocalRequest(req.server.ctx.config, req)) return;
  await requireOperator(req);
}

/**
 * Demo aids. They exist only in demo mode (docs/security.md §1): in production mode none of these routes is registered,
 * so every /api/v1/dev/* path answers 404.
 * - the outbox (every SMS and e-mail the embedded transports kept), while both embedded transports are in use;
 * - the movable clock and the job trigger, only when ENABLE_TEST_CLOCK is on (browser tests move time past the
 *   72-hour and 30-day account rules and order expiries), and one booking's pickup moved close to now (booking-time.ts).
 */
export const devModule: AppModule = {
  name: "dev",
  routes: async (app) => {
    const { config } = app.ctx;
    if (installationMode(config).mode !== "demo") return;

    if (usesEmbeddedMail(config) && usesEmbeddedSms(config))
      app.get(
        apiPaths.devOutbox,
        {
          onRequest: localOrOperator,
          schema: { hide: true, querystring: DevOutboxQuerySchema, response: { 200: DevOutboxResponseSchema } },
        },
        async (req) => {
          const { db } = app.ctx;
          // "+91…" arrives as " 91…" when the caller forgot to encode the plus sign; 10 digits alone mean +91 too
          let to = req.query.to?.trim();
          if (to && /^91\d{10}$/.test(to)) to = `+${to}`;
          else if (to && /^\d{10}$/.test(to)) to = `+91${to}`;
          const rows = await db
            .select()
            .from(outboxMessages)
            .where(to ? eq(outboxMessages.toAddress, to.includes("@") ? to.toLowerCase() : to) : undefined)
            .orderBy(desc(outboxMessages.createdAt), desc(sql`ctid`))
            .limit(200);
          return {
            messages: rows.map((m) => ({
              channel: m.channel,
              to: m.toAddress,
              // shown as delivered: marked as a demo message (notifications/demo.ts)
              ...demoMarked({ channel: m.channel, subject: m.subject, text: m.text, html: m.html }, true),
              // a push message's page; other messages keep their shape
              ...(m.url ? { url: m.url } : {}),
              createdAt: m.createdAt.toISOString(),
            })),
          };
        },
      );

    if (!config.ENABLE_TEST_CLOCK) return;
    app.post(
      "/api/v1/dev/clock",
      {
        onRequest: localOrOperator,
        schema: {
          hide: true,
          body: z.object({ offsetMs: z.number().int() }),
        },
      },
      async (req) => {
        app.ctx.clock.setOffsetMs(req.body.offsetMs);
        return { success: true, now: app.ctx.clock.now().toISOString() };
      },
    );
    app.post(
      "/api/v1/dev/jobs/:name",
      { onRequest: localOrOperator, schema: { hide: true, params: z.object({ name: z.string() }) } },
      async (req) => {
        if (!app.ctx.scheduler.jobs().includes(req.params.name)) throw notFound("Unknown job");
        const outcome = await app.ctx.scheduler.runNow(req.params.name);
        return { success: true, outcome: outcome ?? "ok" };
      },
    );
    registerBookingPickupAid(app, localOrOperator);
    registerEventSampleAid(app, localOrOperator);
    registerEventDayAid(app, localOrOperator);
    registerDashboardSampleAid(app, localOrOperator);
  },
};
export {
  countBookings,
  DEFAULT_DEMO_SEED,
  FINISH_HOOKS,
  generateYear,
  loadDemoYear,
  type YearOptions,
  type YearSummary,
} from "./year/index.ts";
export { DEMO_RIDER_PASSWORD, demoRiderLine, openDemoRider } from "./year/demo-rider.ts";

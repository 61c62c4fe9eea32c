import { z } from "zod";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bookings } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";

/** The dev path that moves one booking's pickup (browser tests; README "The day of the ride"). */
export const DEV_BOOKING_PICKUP_PATH = "/api/v1/dev/bookings/:id/pickup";

const Body = z.object({
  /** the new pickup, this many minutes from the server's now (negative: already past) */
  minutesFromNow: z
    .number()
    .int()
    .min(-24 * 60)
    .max(24 * 60),
  /** leave a pickup already sooner than that as it is (a test's own near trip, e.g. an airport arrival) */
  onlyIfLater: z.boolean().optional(),
});

/** Every time stored in a booking's trip, moved by `deltaMs` (the outward pickup, a round trip's return, a flight). */
function shiftedTrip(trip: Record<string, unknown>, deltaMs: number) {
  const out = { ...trip };
  for (const key of ["startTime", "returnTime", "flightTime"]) {
    const v = out[key];
    const d = typeof v === "string" && v ? new Date(v) : null;
    if (d && !Number.isNaN(d.getTime())) out[key] = new Date(d.getTime() + deltaMs).toISOString();
  }
  return out;
}

/**
 * Test aid beside the movable clock (registered only with ENABLE_TEST_CLOCK, never in production): moves one booking's
 * pickup close to now, with its planned end, the car's hold and a round trip's return by the same delta, so a browser
 * test can press the day-of-ride steps (they open ON_MY_WAY_OPENS_MINUTES before pickup) without moving the clock every
 * parallel test shares.
 */
type App = Parameters<FastifyPluginAsyncZod>[0];
export function registerBookingPickupAid(app: App, guard: (req: FastifyRequest) => Promise<void>) {
  app.post(
    DEV_BOOKING_PICKUP_PATH,
    { onRequest: guard, schema: { hide: true, params: z.object({ id: z.uuid("Booking not found") }), body: Body } },
    async (req) => {
      const body = req.body;
      const { db, clock } = app.ctx;
      const [b] = await db.select().from(bookings).where(eq(bookings.id, req.params.id));
      if (!b) throw notFound("Booking not found");
      const start = new Date(clock.now().getTime() + body.minutesFromNow * 60_000);
      if (body.onlyIfLater && b.pickupAt.getTime() <= start.getTime())
        return { success: true, startTime: b.pickupAt.toISOString() };
      const delta = start.getTime() - b.pickupAt.getTime();
      const at = (d: Date) => new Date(d.getTime() + delta);
      await db
        .update(bookings)
        .set({
          pickupAt: start,
          endTime: at(b.endTime),
          holdUntil: at(b.holdUntil),
          trip: shiftedTrip(b.trip, delta),
          updatedAt: clock.now(),
        })
        .where(eq(bookings.id, b.id));
      return { success: true, startTime: start.toISOString() };
    },
  );
}

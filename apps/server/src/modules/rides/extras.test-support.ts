// Test-only helpers of the extras integration tests (extras*.int.test.ts): rides at a chosen moment, settling them
// as 'Complete trip' / 'Rider did not come' do, and the rider's 'Pay extras'.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { extrasPaths, ridePaths, type ExtrasView } from "@chauffeur/contracts";
import { bookings, rides } from "../../db/schema/index.ts";
import type { TestApp } from "../../../test/helpers.ts";
import { transitionBooking } from "../bookings/index.ts";
import { settleExtras } from "./extras.service.ts";
import { createRideFixture, type RideFixtureOptions } from "./test-factories.ts";

const MIN = 60_000;

/**
 * A ride at the step asked for, whose booked pickup is `pickupAt` (default: 2 hours before the test clock's now),
 * with arrival and start at the minutes given relative to the pickup (null: not reached).
 */
export async function rideAt(
  t: TestApp,
  o: RideFixtureOptions & {
    pickupAt?: Date;
    arrivedMin?: number | null;
    startedMin?: number | null;
    transferType?: string | null;
  },
) {
  const now = t.clock.now();
  const pickupAt = o.pickupAt ?? new Date(now.getTime() - 2 * 3600_000);
  const f = await createRideFixture(t, { ...o, start: pickupAt });
  const at = (m: number | null | undefined) =>
    m === null || m === undefined ? null : new Date(pickupAt.getTime() + m * MIN);
  const [ride] = await t.database.db
    .update(rides)
    .set({
      arrivedAt: at(o.arrivedMin) ?? f.ride.arrivedAt,
      startedAt: o.startedMin === null ? null : (at(o.startedMin) ?? f.ride.startedAt),
    })
    .where(eq(rides.bookingId, f.booking.id))
    .returning();
  const [booking] = await t.database.db
    .update(bookings)
    .set({ trip: { ...f.booking.trip, transferType: o.transferType ?? null } })
    .where(eq(bookings.id, f.booking.id))
    .returning();
  return { ...f, ride, booking, pickupAt };
}

/** An hourly rental of `hours` on the trip: the chauffeur arrived at the pickup time and started `startedMin` later. */
export const hourlyOnTrip = (t: TestApp, hours: number, startedMin = 0) =>
  rideAt(t, { step: "started", service: "hourly-rental", hours, arrivedMin: 0, startedMin });

/**
 * A completed airport arrival: the chauffeur arrived at the pickup time, the rider came `startedMin` later (the
 * waiting due past the free wait) and the trip ended `completedMin` after the pickup.
 */
export async function completedAirportArrival(t: TestApp, startedMin: number, completedMin: number) {
  const f = await rideAt(t, {
    step: "started",
    service: "airport-transfer",
    transferType: "airport-to-city",
    arrivedMin: 0,
    startedMin,
  });
  await endRide(t, f.booking.id, "completed", new Date(f.pickupAt.getTime() + completedMin * MIN));
  return f;
}

/**
 * Ends a ride the way the step service's 'Complete trip' / 'Rider did not come' does: the booking and ride locked,
 * the step written and settleExtras called in the same transaction, at `at`.
 */
export async function endRide(t: TestApp, bookingId: string, ending: "completed" | "no_show", at: Date) {
  return t.app.ctx.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    const [ride] = await tx.select().from(rides).where(eq(rides.bookingId, bookingId)).for("update");
    await tx
      .update(rides)
      .set(ending === "completed" ? { step: "completed", completedAt: at } : { step: "no_show", noShowAt: at })
      .where(eq(rides.bookingId, bookingId));
    // the booking moves through its machine as the chauffeur's step would; a retried step finds it moved already
    if (booking.status !== (ending === "completed" ? "completed" : "cancelled"))
      await transitionBooking(tx, {
        booking,
        event: ending === "completed" ? "complete" : "no-show",
        actor: { kind: "chauffeur", userId: null },
        now: at,
      });
    return settleExtras(t.app.ctx, tx, { booking, ride, ending, now: at });
  });
}

/** GET extrasPaths.list as the rider. */
export async function extrasOfBooking(t: TestApp, bookingId: string, cookie: string): Promise<ExtrasView> {
  const res = await t.app.inject({ method: "GET", url: extrasPaths.list(bookingId), headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ExtrasView;
}

/** 'Pay extras': POST ridePaths.extrasOrder, with any body the browser might send (the server ignores it). */
export async function extrasOrder(t: TestApp, bookingId: string, cookie: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: ridePaths.extrasOrder(bookingId),
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

import { eq } from "drizzle-orm";
import { NO_SHOW_WAIT_MIN, type Eta, type LivePosition, type RideStep } from "@chauffeur/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, rides } from "../../db/schema/index.ts";
import { newRidePin } from "./pin.ts";

/**
 * Reads of a booking's ride (decision record 010), shared by every file of the rides module: the row, the row locked
 * for a step, and the pieces of the views (times, ETA, latest position) built from it. Writes of steps live in
 * steps.service.ts, positions in positions.service.ts.
 */
export type RideRow = typeof rides.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

export async function findRide(db: DbOrTx, bookingId: string): Promise<RideRow | undefined> {
  const [r] = await db.select().from(rides).where(eq(rides.bookingId, bookingId)).limit(1);
  return r;
}

/** The ride locked for an update (lock the booking first when both are locked: steps do, positions lock the ride only). */
export async function lockRide(db: DbOrTx, bookingId: string): Promise<RideRow | undefined> {
  const [r] = await db.select().from(rides).where(eq(rides.bookingId, bookingId)).for("update").limit(1);
  return r;
}

/** The step a booking confirmed before rides existed (or written directly by a test) is at. */
const stepOfStatus = (status: BookingRow["status"]): RideStep =>
  status === "ongoing" ? "started" : status === "completed" ? "completed" : "assigned";

/**
 * The ride of a confirmed or ongoing booking, locked, made on the spot when the booking has none (bookings confirmed
 * before migration 0800): the console's start and complete work on every booking they could work on before.
 */
export async function ensureRide(db: DbOrTx, booking: BookingRow, now: Date): Promise<RideRow> {
  const existing = await lockRide(db, booking.id);
  if (existing) return existing;
  await db
    .insert(rides)
    .values({
      bookingId: booking.id,
      pin: newRidePin(),
      step: stepOfStatus(booking.status),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return (await lockRide(db, booking.id))!;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Each step's time, as the driver and rider views send them. */
export function rideStepTimes(r: RideRow) {
  return {
    onMyWayAt: iso(r.onMyWayAt),
    arrivedAt: iso(r.arrivedAt),
    startedAt: iso(r.startedAt),
    completedAt: iso(r.completedAt),
    noShowAt: iso(r.noShowAt),
  };
}

/** The ETA last computed (rides/eta.ts), or null before the first one and once the ride has ended. */
export function rideEta(r: RideRow): Eta | null {
  if (r.etaMinutes === null || !r.etaTo || !r.etaComputedAt) return null;
  if (r.step === "completed" || r.step === "no_show" || r.step === "assigned") return null;
  return { minutes: r.etaMinutes, to: r.etaTo, at: r.etaComputedAt.toISOString() };
}

/** The car's latest position, or null before the first one. */
export function rideLastPosition(r: RideRow): LivePosition | null {
  if (r.lastLat === null || r.lastLng === null || !r.lastPositionAt) return null;
  return { lat: r.lastLat, lng: r.lastLng, heading: r.lastHeading ?? null, at: r.lastPositionAt.toISOString() };
}

/**
 * When 'Rider did not come' becomes possible: NO_SHOW_WAIT_MIN minutes after the later of the arrival and the pickup
 * time (README "Policy readings": a no-show after a 30-minute wait). Null before the chauffeur has arrived.
 */
export function noShowFrom(r: Pick<RideRow, "arrivedAt">, pickupAt: Date): Date | null {
  if (!r.arrivedAt) return null;
  return new Date(Math.max(r.arrivedAt.getTime(), pickupAt.getTime()) + NO_SHOW_WAIT_MIN * 60_000);
}

/** Steps during which the chauffeur app sends positions and the rider's page shows the car. */
export const TRACKING_STEPS: readonly RideStep[] = ["on_my_way", "arrived", "started"];
/** Steps a ride ends at. */
export const ENDED_STEPS: readonly RideStep[] = ["completed", "no_show"];

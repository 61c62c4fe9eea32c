import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, flightTracking, flightUpdates, users } from "../../db/schema/index.ts";
import { q } from "../../lib/sql.ts";
import { FLIGHT_TRACK_FROM_HOURS } from "@chauffeur/contracts";

export type TrackingRow = typeof flightTracking.$inferSelect;

/** Bookings a flight is followed for: paid airport transfers with a flight, pending or confirmed (decision record 011). */
const FOLLOWED = sql`b.service_type = 'airport-transfer' AND b.status IN ('pending', 'confirmed')
  AND b.payment_status = 'paid' AND coalesce(b.trip->>'flightNumber', '') <> ''`;

/**
 * Adopts the paid airport bookings that have no tracking row yet (one statement, idempotent): an arrival's scheduled
 * landing is the trip's flightTime (older bookings stored it as startTime), a departure's its flightTime (a departure
 * without one has nothing to follow). Returns the adopted booking ids.
 */
export async function adoptFlights(db: DbOrTx, opts: { now: Date; tracking: "provider" | "manual" }) {
  const rows = await q<{ booking_id: string }>(
    db,
    sql`INSERT INTO flight_tracking (booking_id, flight_number, direction, airport_code, international, scheduled_at,
          notified_pickup, tracking, next_poll_at)
        SELECT b.id, b.trip->>'flightNumber',
          CASE WHEN b.trip->>'transferType' = 'airport-to-city' THEN 'arrival' ELSE 'departure' END,
          coalesce(b.trip->>'airportCode', 'BBI'), coalesce((b.trip->>'international')::boolean, false),
          CASE WHEN coalesce(b.trip->>'flightTime', '') <> '' THEN (b.trip->>'flightTime')::timestamptz ELSE b.start_time END,
          b.start_time, ${opts.tracking},
          CASE WHEN ${opts.tracking} = 'provider' THEN GREATEST(${opts.now}::timestamptz,
            (CASE WHEN coalesce(b.trip->>'flightTime', '') <> '' THEN (b.trip->>'flightTime')::timestamptz ELSE b.start_time END)
              - make_interval(hours => ${FLIGHT_TRACK_FROM_HOURS})) END
        FROM bookings b LEFT JOIN flight_tracking ft ON ft.booking_id = b.id
        WHERE ft.booking_id IS NULL AND ${FOLLOWED} AND b.start_time > ${opts.now}::timestamptz - interval '12 hours'
          AND (b.trip->>'transferType' = 'airport-to-city' OR coalesce(b.trip->>'flightTime', '') <> '')
        ON CONFLICT (booking_id) DO NOTHING
        RETURNING booking_id`,
  );
  return rows.map((r) => r.booking_id);
}

/** Tracking rows due a poll at `now`, oldest first. */
export async function dueFlights(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(flightTracking)
    .where(and(isNotNull(flightTracking.nextPollAt), lte(flightTracking.nextPollAt, now)))
    .orderBy(flightTracking.nextPollAt)
    .limit(limit);
}

export async function lockTracking(db: DbOrTx, bookingId: string) {
  const [row] = await db.select().from(flightTracking).where(eq(flightTracking.bookingId, bookingId)).for("update");
  return row;
}

export async function findTracking(db: DbOrTx, bookingId: string) {
  const [row] = await db.select().from(flightTracking).where(eq(flightTracking.bookingId, bookingId));
  return row;
}

export async function bookingOf(db: DbOrTx, bookingId: string) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return b;
}

/** The console's history of a flight, newest first. */
export async function flightHistory(db: DbOrTx, bookingId: string) {
  return db
    .select({ u: flightUpdates, by: users.name })
    .from(flightUpdates)
    .leftJoin(users, eq(users.id, flightUpdates.actorUserId))
    .where(eq(flightUpdates.bookingId, bookingId))
    .orderBy(desc(flightUpdates.createdAt), desc(flightUpdates.id))
    .limit(100);
}

import { and, gt, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import { bookingTexts } from "@chauffeur/contracts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";

/** Statuses in which a booking may hold its car and chauffeur for [start_time, hold_until). */
export const HOLDING_STATUSES = ["awaiting_approval", "pending", "confirmed", "ongoing"] as const;

/**
 * The one rule for "this booking holds a car" at `now`, as a condition on the `bookings` table: an awaiting-approval
 * (a company's ride waiting for its approver), pending, confirmed or ongoing booking whose payment is not expired or
 * given back, except an unpaid one not yet confirmed past its payment window (it no longer holds a car even before
 * the expiry job has run). A ride on a company's account (`on_account`) has no payment window: it holds its car. The order path counts it against the
 * class's active cars (assertCarFree); the operations console uses it for clashes and for a car's upcoming trips.
 */
export function holdsCar(now: Date): SQL {
  return sql`(${bookings.status} IN ('awaiting_approval', 'pending', 'confirmed', 'ongoing')
    AND ${bookings.paymentStatus} NOT IN ('expired', 'refunded', 'refund_pending')
    AND NOT (${bookings.status} IN ('awaiting_approval', 'pending') AND ${bookings.paymentStatus} IN ('pending', 'failed')
      AND ${bookings.pendingExpiresAt} IS NOT NULL AND ${bookings.pendingExpiresAt} <= ${now}))`;
}

/**
 * Fleet capacity. Inside the order transaction the vehicle class row is locked (SELECT … FOR UPDATE),
 * so concurrent orders for one class queue here; then bookings holding a car of that class over an overlapping
 * window [start_time, hold_until) (holdsCar) are counted against the active cars. A booking moved to another time
 * (a reschedule) is checked without counting itself (`exceptBookingId`).
 */
export async function assertCarFree(
  tx: Tx,
  opts: { vehicleClass: string; start: Date; holdUntil: Date; now: Date; exceptBookingId?: string },
) {
  const cls = await q(tx, sql`SELECT code FROM vehicle_classes WHERE code = ${opts.vehicleClass} FOR UPDATE`);
  if (cls.length === 0) throw new AppError(400, "Invalid booking details provided", "unknown_class");
  const row = await classAvailability(tx, opts);
  if (!row || row.busy >= row.cars)
    throw new AppError(
      409,
      bookingTexts.noCarFree,
      "no_car_free",
      undefined,
      { carType: opts.vehicleClass } /* API edge name */,
    );
}

/**
 * A class's active cars and the bookings holding one of them over [start, holdUntil) at `now` (holdsCar): the one
 * count the order's check and the console's event capacity (modules/events) read.
 */
export async function classAvailability(
  db: DbOrTx,
  opts: { vehicleClass: string; start: Date; holdUntil: Date; now: Date; exceptBookingId?: string },
) {
  return q1<{ cars: number; busy: number }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM cars WHERE class_code = ${opts.vehicleClass} AND active) AS cars,
      (SELECT count(*)::int FROM bookings
        WHERE car_type = ${opts.vehicleClass}
          AND start_time < ${opts.holdUntil} AND hold_until > ${opts.start}
          AND ${holdsCar(opts.now)}
          -- a run of an event served by a partner car (cars.event_id) does not take one of our cars (decision record 023)
          AND (car_id IS NULL OR car_id NOT IN (SELECT id FROM cars WHERE event_id IS NOT NULL))
          ${opts.exceptBookingId ? sql`AND id <> ${opts.exceptBookingId}` : sql``}
      ) AS busy`,
  );
}

/** Other bookings holding `column` (car or chauffeur) during [start, holdUntil) at `now` (bookings' holdsCar rule). */
export async function clashes(
  db: DbOrTx,
  column: "carId" | "chauffeurId",
  ids: string[],
  window: { start: Date; holdUntil: Date; exceptBookingId: string; now: Date },
) {
  if (!ids.length) return [];
  const col = column === "carId" ? bookings.carId : bookings.chauffeurId;
  return db
    .select({ id: bookings.id, reference: bookings.reference, resourceId: col })
    .from(bookings)
    .where(
      and(
        inArray(col, ids),
        ne(bookings.id, window.exceptBookingId),
        holdsCar(window.now),
        lt(bookings.pickupAt, window.holdUntil),
        gt(bookings.holdUntil, window.start),
      ),
    );
}

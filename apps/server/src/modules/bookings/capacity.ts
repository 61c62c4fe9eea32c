import { sql } from "drizzle-orm";
import { bookingTexts } from "@chauffeur/contracts";
import type { Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { q, q1 } from "./sql.ts";

/**
 * Fleet capacity (issue 6 §8). Inside the order transaction the vehicle class row is locked (SELECT … FOR UPDATE),
 * so concurrent orders for one class queue here; then bookings holding a car of that class over an overlapping
 * window [start_time, hold_until) are counted against the active cars. An unpaid pending booking past its payment
 * window no longer holds a car even before the expiry job has run.
 */
export async function assertCarFree(tx: Tx, opts: { carType: string; start: Date; holdUntil: Date; now: Date }) {
  const cls = await q(tx, sql`SELECT code FROM vehicle_classes WHERE code = ${opts.carType} FOR UPDATE`);
  if (cls.length === 0) throw new AppError(400, "Invalid booking details provided", "unknown_class");
  const row = await q1<{ cars: number; busy: number }>(
    tx,
    sql`SELECT
      (SELECT count(*)::int FROM cars WHERE class_code = ${opts.carType} AND active) AS cars,
      (SELECT count(*)::int FROM bookings
        WHERE car_type = ${opts.carType}
          AND status IN ('pending', 'confirmed', 'ongoing')
          AND start_time < ${opts.holdUntil} AND hold_until > ${opts.start}
          AND payment_status NOT IN ('expired', 'refunded', 'refund_pending')
          AND NOT (status = 'pending' AND payment_status IN ('pending', 'failed') AND pending_expires_at IS NOT NULL AND pending_expires_at <= ${opts.now})
      ) AS busy`,
  );
  if (!row || row.busy >= row.cars)
    throw new AppError(409, bookingTexts.noCarFree, "no_car_free", undefined, { carType: opts.carType });
}

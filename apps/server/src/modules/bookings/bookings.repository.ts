import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import type { BookingListRow } from "./booking-view.ts";
import { q1 } from "./sql.ts";

/** Booking columns plus latest payment, refunds and invoice, each through an index (payments_booking_created_idx, refunds_booking_idx). */
const selectView = (where: SQL, tail: SQL) => sql`
  SELECT b.id, b.reference, b.user_id, b.service_type, b.car_type, b.status, b.payment_status, b.trip, b.route, b.add_ons,
         b.amount_paise, b.start_time, b.end_time, b.pending_expires_at, b.cancellation_fee_paise, b.created_at,
         p.gateway, p.provider_order_id, p.provider_payment_id, p.method AS payment_method,
         r.refunded_paise, r.refund_status, i.number AS invoice_number
  FROM bookings b
  LEFT JOIN LATERAL (SELECT gateway, provider_order_id, provider_payment_id, method FROM payments
                     WHERE booking_id = b.id ORDER BY created_at DESC LIMIT 1) p ON true
  LEFT JOIN LATERAL (SELECT sum(amount_paise)::int AS refunded_paise,
                            CASE WHEN bool_and(status = 'processed') THEN 'processed' WHEN bool_or(status = 'pending') THEN 'pending' ELSE 'failed' END AS refund_status
                     FROM refunds WHERE booking_id = b.id AND status <> 'failed') r ON true
  LEFT JOIN invoices i ON i.booking_id = b.id
  WHERE ${where} ${tail}`;

const ACTIVE = (now: Date) => sql`(b.status = 'ongoing' OR (b.status IN ('pending', 'confirmed') AND b.start_time >= ${now}))`;

/**
 * The rider's bookings split into active and past pages (seed 001 §7 list). Every query is bounded by the
 * rider's own rows through bookings_user_start_idx, so its cost does not grow with the whole table.
 */
export async function listBookings(db: DbOrTx, userId: string, now: Date, page: number, limit: number) {
  const offset = (page - 1) * limit;
  // one round trip: the counts and both pages (as JSON arrays) in a single statement
  const row = await q1<{ total: number; active_count: number; completed: number; active: BookingListRow[]; past: BookingListRow[] }>(
    db,
    sql`SELECT c.total, c.active_count, c.completed,
          (SELECT coalesce(json_agg(a), '[]'::json) FROM (${selectView(sql`b.user_id = ${userId} AND ${ACTIVE(now)}`, sql`ORDER BY b.start_time ASC, b.id LIMIT ${limit} OFFSET ${offset}`)}) a) AS active,
          (SELECT coalesce(json_agg(p), '[]'::json) FROM (${selectView(sql`b.user_id = ${userId} AND NOT ${ACTIVE(now)}`, sql`ORDER BY b.start_time DESC, b.id LIMIT ${limit} OFFSET ${offset}`)}) p) AS past
        FROM (SELECT count(*)::int AS total,
                     count(*) FILTER (WHERE status = 'ongoing' OR (status IN ('pending', 'confirmed') AND start_time >= ${now}))::int AS active_count,
                     count(*) FILTER (WHERE status = 'completed')::int AS completed
              FROM bookings WHERE user_id = ${userId}) c`,
  );
  const counts = row ? { total: row.total, active: row.active_count, completed: row.completed } : undefined;
  const parse = (v: unknown) => (typeof v === "string" ? (JSON.parse(v) as BookingListRow[]) : ((v as BookingListRow[]) ?? []));
  const active = parse(row?.active);
  const past = parse(row?.past);
  const total = counts?.total ?? 0;
  const activeCount = counts?.active ?? 0;
  return { active, past, total, activeCount, pastCount: total - activeCount, completed: counts?.completed ?? 0 };
}

export async function findBookingView(db: DbOrTx, bookingId: string) {
  return q1<BookingListRow>(db, selectView(sql`b.id = ${bookingId}`, sql``));
}

import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import type { BookingListRow } from "./booking-view.ts";
import { q1 } from "../../lib/sql.ts";

/** Booking columns plus latest payment, refunds and invoice, each through an index (payments_booking_created_idx, refunds_booking_idx). */
const VIEW_COLUMNS = `b.id, b.reference, b.user_id, b.service_type, b.car_type, b.status, b.payment_status, b.trip, b.route, b.add_ons,
         b.amount_paise, b.start_time, b.end_time, b.pending_expires_at, b.cancellation_fee_paise, b.created_at,
         p.gateway, p.provider_order_id, p.provider_payment_id, p.method AS payment_method,
         r.refunded_paise, r.refund_status, i.number AS invoice_number, x.extras_due_paise, b.free_cancel_reason,
         ft.flight_number AS ft_flight_number, ft.direction AS ft_direction, ft.airport_code AS ft_airport_code,
         ft.international AS ft_international, ft.scheduled_at AS ft_scheduled_at, ft.estimated_at AS ft_estimated_at,
         ft.actual_at AS ft_actual_at, ft.state AS ft_state, ft.tracking AS ft_tracking,
         ft.last_checked_at AS ft_last_checked_at`;
const VIEW_JOINS = `LEFT JOIN LATERAL (SELECT gateway, provider_order_id, provider_payment_id, method FROM payments
                     WHERE booking_id = b.id AND purpose = 'fare' ORDER BY created_at DESC LIMIT 1) p ON true
  LEFT JOIN LATERAL (SELECT sum(amount_paise)::int AS refunded_paise,
                            CASE WHEN bool_and(status = 'processed') THEN 'processed' WHEN bool_or(status = 'pending') THEN 'pending' ELSE 'failed' END AS refund_status
                     FROM refunds WHERE booking_id = b.id AND status <> 'failed') r ON true
  LEFT JOIN invoices i ON i.booking_id = b.id AND i.kind = 'fare'
  LEFT JOIN LATERAL (SELECT coalesce(sum(amount_paise), 0)::int AS extras_due_paise FROM booking_extras
                     WHERE booking_id = b.id AND status = 'due') x ON true
  LEFT JOIN flight_tracking ft ON ft.booking_id = b.id`;
/** $1 rider, $2 now, $3 limit, $4 offset. */
const ACTIVE_SQL = `(b.status = 'ongoing' OR (b.status IN ('pending', 'confirmed') AND b.start_time >= $2))`;
const LIST_SQL = `SELECT c.total, c.active_count, c.completed, c.valid_until,
    (SELECT version::text FROM rider_booking_versions WHERE user_id = $1) AS version,
    (SELECT coalesce(json_agg(a), '[]'::json) FROM (SELECT ${VIEW_COLUMNS} FROM bookings b ${VIEW_JOINS}
       WHERE b.user_id = $1 AND ${ACTIVE_SQL} ORDER BY b.start_time ASC, b.id LIMIT $3 OFFSET $4) a) AS active,
    (SELECT coalesce(json_agg(p), '[]'::json) FROM (SELECT ${VIEW_COLUMNS} FROM bookings b ${VIEW_JOINS}
       WHERE b.user_id = $1 AND NOT ${ACTIVE_SQL} ORDER BY b.start_time DESC, b.id LIMIT $3 OFFSET $4) p) AS past
  FROM (SELECT count(*)::int AS total,
               count(*) FILTER (WHERE ${ACTIVE_SQL})::int AS active_count,
               count(*) FILTER (WHERE b.status = 'completed')::int AS completed,
               -- the next instant the answer changes by time alone: a pickup moving to past, a payment window closing
               -- (and 30 minutes before a pickup, when 'Change time' closes: bookings/reschedule-plan.ts)
               least(min(b.start_time) FILTER (WHERE b.status IN ('pending', 'confirmed') AND b.start_time >= $2),
                     min(b.start_time - interval '30 minutes') FILTER (WHERE b.status IN ('pending', 'confirmed')
                       AND b.start_time - interval '30 minutes' >= $2),
                     min(b.pending_expires_at) FILTER (WHERE b.status = 'pending' AND b.pending_expires_at > $2)) AS valid_until
        FROM bookings b WHERE b.user_id = $1) c`;

/**
 * The rider's bookings split into active and past pages, in one round trip: the counts and both
 * pages (as JSON arrays) from a single prepared statement (planned once per connection). Every part is bounded by
 * the rider's own rows through bookings_user_start_status_idx, so its cost does not grow with the whole table.
 * Also answers the rider's booking version read in the same snapshot and the instant the answer would change by
 * time alone, for the list cache (list-cache.ts).
 */
export async function listBookings(database: Database, userId: string, now: Date, page: number, limit: number) {
  const offset = (page - 1) * limit;
  const [row] = await database.query<{
    total: number;
    active_count: number;
    completed: number;
    valid_until: Date | null;
    version: string | null;
    active: BookingListRow[] | string;
    past: BookingListRow[] | string;
  }>(LIST_SQL, [userId, now, limit, offset], "bookings_list");
  const parse = (v: unknown) =>
    typeof v === "string" ? (JSON.parse(v) as BookingListRow[]) : ((v as BookingListRow[]) ?? []);
  const total = row?.total ?? 0;
  const activeCount = row?.active_count ?? 0;
  return {
    active: parse(row?.active),
    past: parse(row?.past),
    total,
    activeCount,
    pastCount: total - activeCount,
    completed: row?.completed ?? 0,
    version: row?.version ?? "0",
    validUntil: row?.valid_until ?? null,
  };
}

export async function findBookingView(db: DbOrTx, bookingId: string) {
  return q1<BookingListRow>(
    db,
    // one booking: with its fare lines (the invoice prints them)
    sql`SELECT ${sql.raw(VIEW_COLUMNS)}, b.breakdown FROM bookings b ${sql.raw(VIEW_JOINS)} WHERE b.id = ${bookingId}`,
  );
}

import type { AppContext } from "../../context.ts";
import { sql } from "drizzle-orm";
import type { JobDefinition } from "../../jobs/scheduler.ts";
import { q, q1 } from "../../lib/sql.ts";
import {
  ensureProviderOrder,
  expireUnpaidPayment,
  reconcileOrder,
  refundBooking,
  submitRefund,
} from "../payments/index.ts";
import { expireApprovals } from "./approvals.service.ts";
import { transitionBooking } from "./lifecycle/transition.ts";
import type { BookingRow } from "./order.service.ts";

/**
 * Unpaid pending bookings expire 30 minutes after the order (PENDING_ORDER_TTL_MINUTES) and free their car.
 * Each candidate is first checked with the gateway, so a payment whose messages were lost confirms instead.
 */
export async function expireUnpaid(ctx: AppContext) {
  const now = ctx.clock.now();
  const due = await q<{ id: string; provider_order_id: string | null }>(
    ctx.db,
    sql`SELECT b.id, (SELECT provider_order_id FROM payments WHERE booking_id = b.id ORDER BY created_at DESC LIMIT 1) AS provider_order_id
        FROM bookings b WHERE b.status IN ('pending', 'awaiting_approval') AND b.payment_status = 'pending'
          AND b.pending_expires_at <= ${now}
        ORDER BY b.pending_expires_at LIMIT 200`,
  );
  let expired = 0;
  for (const d of due) {
    if (d.provider_order_id && (await reconcileOrder(ctx, d.provider_order_id).catch(() => false))) continue;
    if (await expireOne(ctx, d.id, now)) expired++;
  }
  return `expired ${expired} of ${due.length}`;
}

/**
 * One unpaid booking expires, if it is still pending and unpaid under its lock: the status through the machine (the
 * system's 'expire', audited), the payment's side through payments.
 */
async function expireOne(ctx: AppContext, bookingId: string, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const b = await q1<{ status: string; payment_status: string }>(
      tx,
      sql`SELECT status, payment_status FROM bookings WHERE id = ${bookingId} FOR UPDATE`,
    );
    // a company's ride waiting for its approver expires unpaid too (lifecycle/machine.ts: 'expire')
    if ((b?.status !== "pending" && b?.status !== "awaiting_approval") || b.payment_status !== "pending") return false;
    await transitionBooking(tx, {
      booking: bookingId,
      event: "expire",
      actor: { kind: "system", userId: null },
      now,
      set: { cancelledAt: now, cancelReason: "payment_timeout" },
    });
    await expireUnpaidPayment(tx, bookingId, now);
    return true;
  });
}

/**
 * Reconciliation: (a) bookings left without a recorded provider order (a crash between the order call and the
 * insert) get the order found by receipt; (b) stale unpaid orders, including those of expired and cancelled
 * bookings in the last 2 days, are asked for captures — a capture on a dead booking is refunded exactly once;
 * (c) refunds that never reached the gateway are sent again under their idempotency key; (d) paid bookings
 * cancelled with no refund yet get one, less what the booking keeps (a late cancellation's fee; a no-show's fare).
 */
export async function reconcile(ctx: AppContext) {
  const { db, clock } = ctx;
  const now = clock.now();
  const staleBefore = new Date(now.getTime() - 10 * 60_000);
  const since = new Date(now.getTime() - 48 * 3600_000);
  let n = 0;
  const orphans = await q<BookingRow>(
    db,
    sql`SELECT b.* FROM bookings b WHERE b.created_at >= ${since} AND b.created_at <= ${new Date(now.getTime() - 60_000)}
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id) LIMIT 100`,
  );
  for (const b of orphans) {
    const order = await ctx.adapters.payments.findOrderByReceipt(b.reference).catch(() => null);
    if (!order) continue;
    await ensureProviderOrder(ctx, b);
    n++;
  }
  const stale = await q<{ provider_order_id: string }>(
    db,
    sql`SELECT p.provider_order_id FROM payments p LEFT JOIN bookings b ON b.id = p.booking_id
        WHERE (b.id IS NOT NULL OR p.event_id IS NOT NULL) AND p.status IN ('created', 'attempted', 'failed') AND p.created_at <= ${staleBefore} AND p.created_at >= ${since}
        ORDER BY p.created_at LIMIT 100`,
  );
  for (const s of stale) if (await reconcileOrder(ctx, s.provider_order_id).catch(() => false)) n++;
  const pendingRefunds = await q<{ id: string }>(
    db,
    sql`SELECT id FROM refunds WHERE status = 'pending' AND provider_refund_id IS NULL AND created_at <= ${new Date(now.getTime() - 60_000)} LIMIT 100`,
  );
  for (const r of pendingRefunds) {
    await submitRefund(ctx, r.id);
    n++;
  }
  // what the booking keeps (a late cancellation's fee; a no-show keeps the whole fare) is never given back
  const unrefunded = await q<{ id: string; cancel_reason: string | null; refundable: number }>(
    db,
    sql`SELECT b.id, b.cancel_reason, (b.amount_paise - b.cancellation_fee_paise)::int AS refundable
        FROM bookings b WHERE b.status = 'cancelled' AND b.payment_status IN ('paid', 'refund_pending')
        AND b.cancellation_fee_paise < b.amount_paise
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.booking_id = b.id AND r.reason NOT LIKE 'reschedule%') LIMIT 100`,
  );
  for (const b of unrefunded) {
    await refundBooking(ctx, {
      bookingId: b.id,
      reason: b.cancel_reason === "rider" ? "rider_cancelled" : "late_capture",
      actorUserId: null,
      amountPaise: b.refundable,
    });
    n++;
  }
  return `reconciled ${n}`;
}

export const bookingJobs = (ctx: AppContext): JobDefinition[] => [
  { name: "bookings.expire-unpaid", everyMs: 60_000, run: () => expireUnpaid(ctx) },
  { name: "payments.reconcile", everyMs: 5 * 60_000, run: () => reconcile(ctx) },
  // a company's ride nobody approved in time (approvals.service.ts)
  { name: "bookings.expire-approvals", everyMs: 60_000, run: () => expireApprovals(ctx) },
];

import type { AppContext } from "../../context.ts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { sandboxRefundWebhookPayload, type SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { q, q1 } from "../../lib/sql.ts";
import { recordPaymentEvent } from "./audit.ts";
import { paymentListeners } from "./events.ts";
import { deliverSandboxWebhooks } from "./sandbox-dispatch.ts";

/**
 * Asked by bookings (a rider cancels), the operations console (an operator declines) and reconciliation. Refunds
 * the whole captured amount of a booking through its gateway, idempotently (one refund per booking and reason),
 * records it, and tells the listeners (the bookings module e-mails the rider: payments/events.ts).
 */
export interface RefundRequest {
  bookingId: string;
  reason: string;
  /** operator or rider who caused it (audit) */
  actorUserId: string | null;
  /** paise; defaults to everything captured and not yet refunded */
  amountPaise?: number;
}

type RefundRow = {
  id: string;
  payment_id: string;
  idempotency_key: string;
  provider_refund_id: string | null;
  amount_paise: number;
  status: string;
};

/**
 * Step 1 (one transaction, booking locked): decide the amount — never more than captured minus already refunded —
 * and insert the refund row under its idempotency key (`refund:{booking}:{reason}`); a repeat finds that row.
 * Step 2: ask the gateway with the same key as Razorpay's X-Refund-Idempotency, so a retry after a crash or a
 * timeout never refunds twice. Step 3: record the provider refund and the booking's payment state; e-mail the rider.
 * A refund whose gateway call failed stays 'pending' without a provider id; reconciliation retries it.
 */
export async function refundBooking(
  ctx: AppContext,
  req: RefundRequest,
): Promise<{ refunded: number; status: string }> {
  const { db, clock } = ctx;
  const key = `refund-${req.bookingId}-${req.reason}`.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 120);
  const prepared = await db.transaction(async (tx) => {
    const b = await q1<{ id: string; payment_status: string }>(
      tx,
      sql`SELECT id, payment_status FROM bookings WHERE id = ${req.bookingId} FOR UPDATE`,
    );
    if (!b) return { kind: "none" as const, status: "not_found" };
    const existing = await q1<RefundRow>(tx, sql`SELECT * FROM refunds WHERE idempotency_key = ${key}`);
    if (existing) return { kind: "existing" as const, refund: existing, status: b.payment_status };
    const p = await q1<{ id: string; provider_payment_id: string; amount_paise: number }>(
      tx,
      sql`SELECT id, provider_payment_id, amount_paise FROM payments WHERE booking_id = ${req.bookingId} AND status = 'captured' AND purpose = 'fare' ORDER BY captured_at LIMIT 1`,
    );
    if (!p) return { kind: "none" as const, status: b.payment_status };
    const done = await q1<{ sum: number }>(
      tx,
      sql`SELECT coalesce(sum(amount_paise), 0)::int AS sum FROM refunds WHERE payment_id = ${p.id} AND status <> 'failed'`,
    );
    const remaining = p.amount_paise - (done?.sum ?? 0);
    const amount = Math.min(req.amountPaise ?? remaining, remaining);
    if (amount <= 0) return { kind: "none" as const, status: b.payment_status };
    const [refund] = await q<RefundRow>(
      tx,
      sql`INSERT INTO refunds (payment_id, booking_id, idempotency_key, amount_paise, status, reason)
          VALUES (${p.id}, ${req.bookingId}, ${key}, ${amount}, 'pending', ${req.reason}) RETURNING *`,
    );
    await tx.execute(
      sql`UPDATE bookings SET payment_status = 'refund_pending', updated_at = ${clock.now()} WHERE id = ${req.bookingId}`,
    );
    await recordPaymentEvent(
      tx,
      "payment.refund_requested",
      { bookingId: req.bookingId, amountPaise: amount, reason: req.reason },
      {
        entityId: p.id,
        actorUserId: req.actorUserId,
      },
    );
    return { kind: "new" as const, refund, status: "refund_pending" };
  });
  if (prepared.kind === "none") return { refunded: 0, status: prepared.status };
  const refund = prepared.refund;
  if (refund.status === "processed" || refund.provider_refund_id)
    return { refunded: refund.amount_paise, status: await bookingPaymentStatus(ctx, req.bookingId) };
  return submitRefund(ctx, refund.id);
}

/** Sends a recorded refund to the gateway (idempotent by its key) and settles the booking's payment state. */
export async function submitRefund(ctx: AppContext, refundId: string): Promise<{ refunded: number; status: string }> {
  const { db, clock, adapters } = ctx;
  const r = await q1<RefundRow & { booking_id: string; reason: string; provider_payment_id: string }>(
    db,
    sql`SELECT r.*, p.provider_payment_id FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = ${refundId}`,
  );
  if (!r) return { refunded: 0, status: "not_found" };
  let provider;
  try {
    provider = await adapters.payments.refund({
      paymentId: r.provider_payment_id,
      amountPaise: r.amount_paise,
      idempotencyKey: r.idempotency_key,
      notes: { bookingId: r.booking_id, reason: r.reason },
    });
  } catch (e) {
    ctx.log.error({ err: e, refundId }, "gateway refund failed; reconciliation will retry");
    return { refunded: 0, status: "refund_pending" };
  }
  const now = clock.now();
  const status = await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE refunds SET provider_refund_id = ${provider.id},
      status = ${provider.status === "processed" ? "processed" : provider.status === "failed" ? "failed" : "pending"},
      processed_at = ${provider.status === "processed" ? now : null} WHERE id = ${refundId}`);
    const s = await settleBookingPaymentStatus(tx, r.booking_id, now);
    if (provider.status !== "failed")
      await paymentListeners().refunded(ctx, tx, {
        bookingId: r.booking_id,
        amountPaise: r.amount_paise,
        reason: r.reason.replace(/_/g, " "),
      });
    return s;
  });
  // the sandbox provider reports the refund by webhook too, as Razorpay does (processed idempotently)
  if (adapters.payments.kind === "sandbox")
    deliverSandboxWebhooks(ctx, [
      (adapters.payments as SandboxGateway).signWebhook(
        "refund.processed",
        sandboxRefundWebhookPayload(provider, now),
        now,
      ),
    ]);
  return { refunded: provider.status === "failed" ? 0 : r.amount_paise, status };
}

/** refunded when everything captured is refunded, partially_refunded when some is, refund_pending while any is in flight. */
export async function settleBookingPaymentStatus(tx: Tx, bookingId: string, now: Date) {
  const s = await q1<{ captured: number; processed: number; pending: number }>(
    tx,
    sql`SELECT coalesce((SELECT sum(amount_paise) FROM payments WHERE booking_id = ${bookingId} AND status = 'captured' AND purpose = 'fare'), 0)::int AS captured,
               coalesce((SELECT sum(amount_paise) FROM refunds WHERE booking_id = ${bookingId} AND status = 'processed'), 0)::int AS processed,
               (SELECT count(*) FROM refunds WHERE booking_id = ${bookingId} AND status = 'pending')::int AS pending`,
  );
  if (!s || s.captured === 0) return "pending";
  const status =
    s.pending > 0
      ? "refund_pending"
      : s.processed >= s.captured
        ? "refunded"
        : s.processed > 0
          ? "partially_refunded"
          : "paid";
  await tx.execute(sql`UPDATE bookings SET payment_status = ${status}, updated_at = ${now} WHERE id = ${bookingId}`);
  return status;
}

async function bookingPaymentStatus(ctx: AppContext, bookingId: string) {
  const b = await q1<{ payment_status: string }>(
    ctx.db,
    sql`SELECT payment_status FROM bookings WHERE id = ${bookingId}`,
  );
  return b?.payment_status ?? "not_found";
}

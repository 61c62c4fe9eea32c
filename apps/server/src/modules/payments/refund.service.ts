import type { AppContext } from "../../context.ts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { sandboxRefundWebhookPayload, type SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { q, q1 } from "../../lib/sql.ts";
import { recordPaymentEvent } from "./audit.ts";
import { refundablePaise } from "./refundable.ts";
import { paymentListeners } from "./events.ts";
import { deliverSandboxWebhooks } from "./sandbox-dispatch.ts";
import { sendEventRefunds } from "./event-payments.ts";

/**
 * Asked by bookings (a rider cancels or moves a booking to a cheaper time), the operations console (an operator
 * declines) and reconciliation. Refunds a booking's captured money (its fare and any reschedule difference) through
 * its gateway, idempotently (one refund per booking and reason), records it, and tells the listeners (the bookings
 * module e-mails the rider: payments/events.ts).
 */
export interface RefundRequest {
  bookingId: string;
  reason: string;
  /** operator or rider who caused it (audit) */
  actorUserId: string | null;
  /** paise; defaults to everything captured and not yet refunded */
  amountPaise?: number;
  /** only this payment (a refused reschedule's difference); default: the booking's fare and reschedule payments */
  paymentId?: string;
}

type RefundRow = {
  id: string;
  payment_id: string;
  idempotency_key: string;
  provider_refund_id: string | null;
  amount_paise: number;
  status: string;
};

/** The idempotency keys of one request: the first payment's refund, then one per further payment it spans. */
function refundKeys(req: RefundRequest): string[] {
  const base = `refund-${req.bookingId}-${req.reason}`.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 120);
  return [base, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${base}-p${n}`)];
}

/** The money a booking's payments hold (the fare's and reschedules' captures, less the refunds not failed). */
const HELD_SQL = (bookingId: string) => sql`SELECT p.id, p.amount_paise,
    coalesce((SELECT sum(r.amount_paise) FROM refunds r WHERE r.payment_id = p.id AND r.status <> 'failed'), 0)::int AS refunded
  FROM payments p WHERE p.booking_id = ${bookingId} AND p.status = 'captured' AND p.purpose IN ('fare', 'reschedule')`;

/**
 * Step 1, in the caller's transaction (booking locked): decide the amount — never more than captured minus already
 * refunded — and insert the refund rows under their idempotency keys (`refund-{booking}-{reason}`, then `-p2`… when it
 * spans a reschedule's payment); a repeat finds those rows. A booking that is still booked and keeps at least its
 * price (a move to a cheaper time, a refused reschedule payment) stays 'paid' and keeps its car; otherwise it is
 * 'refund_pending' until the gateway answers. Returns the rows to send (step 2, submitRefund, after the commit).
 */
export async function requestRefund(tx: Tx, req: RefundRequest, now: Date) {
  const keys = refundKeys(req);
  const b = await q1<{ id: string; status: string; payment_status: string; amount_paise: number }>(
    tx,
    sql`SELECT id, status, payment_status, amount_paise FROM bookings WHERE id = ${req.bookingId} FOR UPDATE`,
  );
  if (!b) return { refunds: [] as RefundRow[], fresh: false, status: "not_found" };
  const existing = await q<RefundRow>(
    tx,
    sql`SELECT * FROM refunds WHERE idempotency_key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}) ORDER BY created_at, idempotency_key`,
  );
  if (existing.length) return { refunds: existing, fresh: false, status: b.payment_status };
  const held = await q<{ id: string; amount_paise: number; refunded: number }>(
    tx,
    sql`${HELD_SQL(req.bookingId)} ${req.paymentId ? sql`AND p.id = ${req.paymentId}` : sql``} ORDER BY p.captured_at, p.id`,
  );
  const captured = held.reduce((s, p) => s + p.amount_paise, 0);
  let left = refundablePaise(
    captured,
    held.reduce((s, p) => s + p.refunded, 0),
    req.amountPaise,
  );
  if (left <= 0) return { refunds: [] as RefundRow[], fresh: false, status: b.payment_status };
  const total = left;
  const refunds: RefundRow[] = [];
  for (const p of held) {
    const take = Math.min(left, p.amount_paise - p.refunded);
    if (take <= 0) continue;
    const [refund] = await q<RefundRow>(
      tx,
      sql`INSERT INTO refunds (payment_id, booking_id, idempotency_key, amount_paise, status, reason)
          VALUES (${p.id}, ${req.bookingId}, ${keys[refunds.length]}, ${take}, 'pending', ${req.reason}) RETURNING *`,
    );
    refunds.push(refund);
    left -= take;
    if (left <= 0) break;
  }
  const stillHeld = remainingHeld(await q(tx, HELD_SQL(req.bookingId)));
  const staysPaid = b.payment_status === "paid" && isBooked(b.status) && stillHeld >= b.amount_paise;
  if (!staysPaid)
    await tx.execute(
      sql`UPDATE bookings SET payment_status = 'refund_pending', updated_at = ${now} WHERE id = ${b.id}`,
    );
  await recordPaymentEvent(
    tx,
    "payment.refund_requested",
    { bookingId: req.bookingId, amountPaise: total, reason: req.reason },
    { entityId: refunds[0].payment_id, actorUserId: req.actorUserId },
  );
  return { refunds, fresh: true, status: staysPaid ? b.payment_status : "refund_pending" };
}

const isBooked = (status: string) => status !== "cancelled";
const remainingHeld = (rows: Array<Record<string, unknown>>) =>
  rows.reduce((s, p) => s + Number(p.amount_paise) - Number(p.refunded), 0);

/**
 * requestRefund in its own transaction, then step 2: ask the gateway with the same keys as Razorpay's
 * X-Refund-Idempotency, so a retry after a crash or a timeout never refunds twice. Step 3: record the provider refund
 * and the booking's payment state; e-mail the rider. A refund whose gateway call failed stays 'pending' without a
 * provider id; reconciliation retries it.
 */
export async function refundBooking(
  ctx: AppContext,
  req: RefundRequest,
): Promise<{ refunded: number; status: string }> {
  const prepared = await ctx.db.transaction((tx) => requestRefund(tx, req, ctx.clock.now()));
  return sendRefunds(ctx, req.bookingId, prepared);
}

/** Step 2 for the rows step 1 answered (a repeat's rows already sent count as they are). */
export async function sendRefunds(
  ctx: AppContext,
  bookingId: string,
  prepared: { refunds: RefundRow[]; status: string },
): Promise<{ refunded: number; status: string }> {
  if (!prepared.refunds.length) return { refunded: 0, status: prepared.status };
  let refunded = 0;
  let status = prepared.status;
  for (const refund of prepared.refunds) {
    if (refund.status === "processed" || refund.provider_refund_id) {
      refunded += refund.amount_paise;
      status = await bookingPaymentStatus(ctx, bookingId);
      continue;
    }
    const r = await submitRefund(ctx, refund.id);
    refunded += r.refunded;
    status = r.status;
  }
  return { refunded, status };
}

/** Sends a recorded refund to the gateway (idempotent by its key) and settles the booking's payment state. */
export async function submitRefund(ctx: AppContext, refundId: string): Promise<{ refunded: number; status: string }> {
  const { db, clock, adapters } = ctx;
  const r = await q1<RefundRow & { booking_id: string; reason: string; provider_payment_id: string }>(
    db,
    sql`SELECT r.*, p.provider_payment_id FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = ${refundId}`,
  );
  if (!r) return { refunded: 0, status: "not_found" };
  // an event's refund (reconciliation retries those too): sent by the events' path, no booking to settle
  if (!r.booking_id)
    return sendEventRefunds(ctx, [refundId]).then(() => ({ refunded: r.amount_paise, status: "event" }));
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
    return { refunded: 0, status: await bookingPaymentStatus(ctx, r.booking_id) };
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
        refundId: r.id,
        paymentId: r.payment_id,
        amountPaise: r.amount_paise,
        reason: r.reason.replace(/_/g, " "),
        now,
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

/**
 * The booking's payment state after its refunds: paid while a booking still booked keeps at least its price (a move to
 * a cheaper time refunded the difference), else refund_pending while any refund is in flight, refunded when
 * everything captured is refunded, partially_refunded when some is.
 */
export async function settleBookingPaymentStatus(tx: Tx, bookingId: string, now: Date) {
  // one settlement at a time per booking: a refund's answer and its webhook may settle concurrently, and the sums
  // must be read after the other has committed (a booking's refunds may span two payments)
  await q(tx, sql`SELECT id FROM bookings WHERE id = ${bookingId} FOR UPDATE`);
  const s = await q1<{
    captured: number;
    processed: number;
    pending: number;
    in_flight: number;
    amount: number;
    booked: boolean;
  }>(
    tx,
    sql`SELECT coalesce((SELECT sum(amount_paise) FROM payments WHERE booking_id = ${bookingId} AND status = 'captured' AND purpose IN ('fare', 'reschedule')), 0)::int AS captured,
               coalesce((SELECT sum(amount_paise) FROM refunds WHERE booking_id = ${bookingId} AND status = 'processed'), 0)::int AS processed,
               (SELECT count(*) FROM refunds WHERE booking_id = ${bookingId} AND status = 'pending')::int AS pending,
               coalesce((SELECT sum(amount_paise) FROM refunds WHERE booking_id = ${bookingId} AND status = 'pending'), 0)::int AS in_flight,
               (SELECT amount_paise FROM bookings WHERE id = ${bookingId}) AS amount,
               (SELECT status <> 'cancelled' FROM bookings WHERE id = ${bookingId}) AS booked`,
  );
  if (!s || s.captured === 0) return "pending";
  const keepsPrice = s.booked && s.amount > 0 && s.captured - s.processed - s.in_flight >= s.amount;
  const status = keepsPrice
    ? "paid"
    : s.pending > 0
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

import type { AppContext } from "../../context.ts";
import type { PaymentCaller } from "./caller.ts";
import { sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { PAYMENT_TOKEN_TTL_MIN, paymentMessages } from "@chauffeur/contracts";
import { hmacHex, sha256Hex } from "../../lib/crypto.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { requireSecret } from "../../lib/server-secret.ts";
import { safeHexEqual } from "../../adapters/payments/signatures.ts";
import type { GatewayPayment } from "../../adapters/payments/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { q, q1 } from "../../lib/sql.ts";
import { recordPaymentEvent } from "./audit.ts";
export { CAPTURED_STATUSES, compareWithGateway, type GatewayDisagreement } from "./gateway-compare.ts";
import { paymentListeners } from "./events.ts";
import { captureExtras, refundExtrasOverpayment } from "./extras.ts";
import { refundBooking, sendRefunds } from "./refund.service.ts";
import { captureReschedule } from "./reschedule.ts";
import { captureEventPayment, refundRefusedEventCapture } from "./event-payments.ts";
import type { PaymentRow } from "./types.ts";

export type CaptureOutcome =
  | "captured"
  | "duplicate"
  | "amount_mismatch"
  | "unknown_order"
  | "late_capture_refunded"
  | "second_payment_refunded"
  | "reschedule_refused";

/**
 * Records a captured payment exactly once, whoever reports it first (browser callback, webhook, reconciliation).
 * The payment and booking rows are locked; a repeat is a no-op; the confirmation messages go out only on the
 * transition. A capture for a booking that already expired or was cancelled is refunded (exactly once: the refund
 * idempotency key is derived from the booking and reason).
 */
export async function recordCapture(
  ctx: AppContext,
  input: {
    providerOrderId: string;
    providerPaymentId: string;
    amountPaise: number;
    method: string | null;
    source: string;
  },
): Promise<{ outcome: CaptureOutcome; payment?: PaymentRow; message?: string }> {
  const { db, clock } = ctx;
  const result = await db.transaction(async (tx) => {
    const p = await q1<PaymentRow>(
      tx,
      sql`SELECT * FROM payments WHERE provider_order_id = ${input.providerOrderId} FOR UPDATE`,
    );
    if (!p) {
      await recordPaymentEvent(tx, "payment.unknown_order", { ...input });
      return { outcome: "unknown_order" as const };
    }
    if (input.amountPaise !== p.amount_paise) {
      await recordPaymentEvent(
        tx,
        "payment.amount_mismatch",
        { ...input, expectedPaise: p.amount_paise },
        { entityId: p.id },
      );
      return { outcome: "amount_mismatch" as const, payment: p };
    }
    if (p.status === "captured") {
      if (p.provider_payment_id === input.providerPaymentId) return { outcome: "duplicate" as const, payment: p };
      await recordPaymentEvent(
        tx,
        "payment.second_capture",
        { ...input, firstPaymentId: p.provider_payment_id },
        { entityId: p.id },
      );
      return { outcome: "second_payment_refunded" as const, payment: p };
    }
    const b = await q1<{ id: string; status: string; payment_status: string }>(
      tx,
      sql`SELECT id, status, payment_status FROM bookings WHERE id = ${p.booking_id} FOR UPDATE`,
    );
    const now = clock.now();
    await tx.execute(sql`UPDATE payments SET status = 'captured', provider_payment_id = ${input.providerPaymentId},
      method = ${input.method}, captured_at = ${now}, error = NULL, updated_at = ${now} WHERE id = ${p.id}`);
    // an event's deposit, balance or difference (event-payments.ts): the events module applies it
    if (p.event_id) return { ...(await captureEventPayment(ctx, tx, p, now)), payment: p };
    // 'Pay extras': the lines it covers become paid; the fare's payment_status is not this payment's (extras.ts)
    if (p.purpose === "extras") return { ...(await captureExtras(ctx, tx, p, now)), payment: p };
    // a reschedule's difference: the booking moves now, or the payment goes back (reschedule.ts)
    if (p.purpose === "reschedule") return { ...(await captureReschedule(ctx, tx, p, now)), payment: p };
    // a company's ride may be paid while it waits for its approver (bookings/lifecycle/machine.ts: 'pay')
    const payable =
      b &&
      (b.status === "pending" || b.status === "awaiting_approval") &&
      (b.payment_status === "pending" || b.payment_status === "failed");
    if (!payable) {
      await tx.execute(
        sql`UPDATE bookings SET payment_status = 'refund_pending', updated_at = ${now} WHERE id = ${p.booking_id}`,
      );
      await recordPaymentEvent(
        tx,
        "payment.late_capture",
        { ...input, bookingStatus: b?.status, paymentStatus: b?.payment_status },
        { entityId: p.id },
      );
      return { outcome: "late_capture_refunded" as const, payment: p };
    }
    await tx.execute(
      sql`UPDATE bookings SET payment_status = 'paid', pending_expires_at = NULL, updated_at = ${now} WHERE id = ${p.booking_id}`,
    );
    await paymentListeners().captured(ctx, tx, {
      bookingId: p.booking_id,
      paymentId: p.id,
      amountPaise: p.amount_paise,
      now,
    });
    return { outcome: "captured" as const, payment: p };
  });
  await refundAfterCapture(ctx, input, result);
  return result;
}

/** After the capture's transaction: gives back a late capture (via the booking's refund) or a second payment. */
async function refundAfterCapture(
  ctx: AppContext,
  input: { providerPaymentId: string; amountPaise: number },
  result: {
    outcome: CaptureOutcome;
    payment?: PaymentRow;
    extrasOverpaidPaise?: number;
    refund?: Parameters<typeof sendRefunds>[2];
  },
): Promise<void> {
  if (result.outcome === "reschedule_refused" && result.payment && result.refund)
    await sendRefunds(ctx, result.payment.booking_id, result.refund);
  if (result.outcome === "captured" && result.extrasOverpaidPaise)
    await refundExtrasOverpayment(ctx, input.providerPaymentId, result.extrasOverpaidPaise);
  if (result.outcome === "late_capture_refunded" && result.payment)
    await (result.payment.event_id
      ? refundRefusedEventCapture(ctx, result.payment)
      : refundBooking(ctx, { bookingId: result.payment.booking_id, reason: "late_capture", actorUserId: null }));
  if (result.outcome === "second_payment_refunded") {
    // a second payment on an already-paid order: give it back in full, keyed on that payment id
    await ctx.adapters.payments
      .refund({
        paymentId: input.providerPaymentId,
        amountPaise: input.amountPaise,
        idempotencyKey: `dup-${input.providerPaymentId}`,
        notes: { reason: "duplicate payment" },
      })
      .catch((e) => ctx.log.error({ err: e }, "refund of a duplicate payment failed"));
  }
}

/** A failed attempt: recorded on the payment row; never overrides a capture (events may arrive out of order). */
export async function recordFailure(
  db: DbOrTx,
  input: { providerOrderId: string; providerPaymentId: string | null; description: string; now: Date },
) {
  await db.execute(sql`UPDATE payments SET status = 'failed', error = ${input.description.slice(0, 500)}, updated_at = ${input.now}
    WHERE provider_order_id = ${input.providerOrderId} AND status <> 'captured'`);
}

/** The gateway could not be reached: nothing changes; a webhook answers 503 so the provider retries it. */
export class GatewayUnavailableError extends Error {}

/** The payment as the gateway knows it (sandbox ledger or Razorpay's GET /v1/payments/:id). */
export async function fetchGatewayPayment(ctx: AppContext, providerPaymentId: string): Promise<GatewayPayment | null> {
  try {
    return await ctx.adapters.payments.fetchPayment(providerPaymentId);
  } catch (e) {
    ctx.log.warn({ err: e, providerPaymentId }, "the payment gateway could not be reached");
    throw new GatewayUnavailableError("payment gateway unreachable", { cause: e });
  }
}

// ---------- the payment-status token: short-lived, signed, single use, minted once per captured payment ----------
/** Keyed by the installation's server secret (SESSION_SECRET or its generated value), never a constant. */
const tokenKey = (ctx: AppContext) =>
  hmacHex(requireSecret(ctx.config.SESSION_SECRET, "SESSION_SECRET"), "payment-status-token");

/**
 * Mints the token the checkout's return carries to /payment-status. One token exists per provider payment: the
 * first callback stores its hash (with the rider whose session was present, if any); a second callback for the same
 * payment (a replayed post) gets none: null, and the callback answers that the booking is already paid.
 */
export async function mintPaymentToken(
  ctx: AppContext,
  input: { paymentRowId: string; providerPaymentId: string; userId: string | null },
): Promise<string | null> {
  const id = randomBytes(18).toString("base64url");
  const now = ctx.clock.now();
  const exp = Math.floor(now.getTime() / 1000) + PAYMENT_TOKEN_TTL_MIN * 60;
  const stored = await q(
    ctx.db,
    sql`INSERT INTO payment_tokens (id, payment_id, provider_payment_id, user_id, expires_at)
        VALUES (${sha256Hex(id)}, ${input.paymentRowId}, ${input.providerPaymentId}, ${input.userId}, ${new Date(exp * 1000)})
        ON CONFLICT (payment_id, provider_payment_id) DO NOTHING RETURNING id`,
  );
  if (stored.length === 0) {
    await recordPaymentEvent(
      ctx.db,
      "payment.token_not_reminted",
      { providerPaymentId: input.providerPaymentId },
      { entityId: input.paymentRowId },
    );
    return null;
  }
  const body = `${id}.${exp}`;
  return `${body}.${hmacHex(tokenKey(ctx), body)}`;
}

/**
 * Redeems a token for its payment row id. A bad signature, an expired or an already used token answers 400
 * 'Invalid payment token'; a token never stored (a second callback's) answers 404, and so does a token bound to
 * another rider, or redeemed by a signed-in rider who does not own the booking. A refused redemption does not use
 * the token up. Every refusal is recorded.
 */
export async function consumePaymentToken(
  ctx: AppContext,
  token: string,
  caller: Pick<PaymentCaller, "ip" | "viewerId">,
  o: { untilCaptured?: boolean } = {},
): Promise<string> {
  const { db, clock } = ctx;
  const ip = caller.ip;
  const [id, exp, sig] = token.split(".");
  const now = clock.now();
  const invalid = () => new AppError(400, paymentMessages.invalidToken, "invalid_token");
  const okSig = Boolean(id && exp && sig) && safeHexEqual(hmacHex(tokenKey(ctx), `${id}.${exp}`), sig);
  if (!okSig || Number(exp) * 1000 <= now.getTime()) {
    await recordPaymentEvent(db, "payment.token_refused", { reason: okSig ? "expired" : "bad_signature", ip });
    throw invalid();
  }
  const tokenId = sha256Hex(id);
  const row = await q1<{ payment_id: string; user_id: string | null; used_at: Date | null; owner_id: string | null }>(
    db,
    sql`SELECT t.payment_id, t.user_id, t.used_at, b.user_id AS owner_id
        FROM payment_tokens t JOIN payments p ON p.id = t.payment_id JOIN bookings b ON b.id = p.booking_id WHERE t.id = ${tokenId}`,
  );
  if (!row) {
    await recordPaymentEvent(db, "payment.token_unknown", { ip, tokenId: tokenId.slice(0, 16) });
    throw notFound(paymentMessages.notFound);
  }
  const viewer = await caller.viewerId();
  if ((row.user_id && row.user_id !== viewer) || (viewer && viewer !== row.owner_id)) {
    await recordPaymentEvent(
      db,
      "payment.token_foreign",
      { ip, tokenId: tokenId.slice(0, 16), boundTo: row.user_id, viewer },
      { entityId: row.payment_id, actorUserId: viewer },
    );
    throw notFound(paymentMessages.notFound);
  }
  // `untilCaptured`: a token whose payment is still being confirmed is not used up, so the status page can ask again
  // until the capture arrives (webhook or reconciliation) and show it at once; it is used up by the answer showing it
  const used = await q<{ payment_id: string }>(
    db,
    o.untilCaptured
      ? sql`UPDATE payment_tokens t SET used_at = CASE WHEN p.status = 'captured' THEN ${now}::timestamptz END
            FROM payments p WHERE t.id = ${tokenId} AND p.id = t.payment_id AND t.used_at IS NULL AND t.expires_at > ${now}
            RETURNING t.payment_id`
      : sql`UPDATE payment_tokens SET used_at = ${now} WHERE id = ${tokenId} AND used_at IS NULL AND expires_at > ${now} RETURNING payment_id`,
  );
  if (!used[0]) {
    await recordPaymentEvent(db, "payment.token_replayed", { ip, tokenId: tokenId.slice(0, 16) });
    throw invalid();
  }
  return used[0].payment_id;
}

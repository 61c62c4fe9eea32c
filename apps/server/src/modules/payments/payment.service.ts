import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { createHmac, randomBytes } from "node:crypto";
import { PAYMENT_TOKEN_TTL_MIN } from "@chauffeur/contracts";
import { sha256Hex } from "../../lib/crypto.ts";
import { safeHexEqual } from "../../adapters/payments/signatures.ts";
import type { DbOrTx } from "../../db/client.ts";
import { recordPaymentEvent } from "../bookings/audit.ts";
import { issueInvoice } from "../bookings/invoice.ts";
import { enqueuePaymentConfirmation } from "../bookings/notify.ts";
import type { PaymentRow } from "../bookings/order.service.ts";
import { refundBooking } from "../bookings/refund.service.ts";
import { q, q1 } from "../bookings/sql.ts";

export type CaptureOutcome = "captured" | "duplicate" | "amount_mismatch" | "unknown_order" | "late_capture_refunded" | "second_payment_refunded";

/**
 * Records a captured payment exactly once, whoever reports it first (browser callback, webhook, reconciliation).
 * The payment and booking rows are locked; a repeat is a no-op; the confirmation messages go out only on the
 * transition. A capture for a booking that already expired or was cancelled is refunded (exactly once: the refund
 * idempotency key is derived from the booking and reason).
 */
export async function recordCapture(
  app: FastifyInstance,
  input: { providerOrderId: string; providerPaymentId: string; amountPaise: number; method: string | null; source: string },
): Promise<{ outcome: CaptureOutcome; payment?: PaymentRow }> {
  const { db, clock } = app.ctx;
  const result = await db.transaction(async (tx) => {
    const p = await q1<PaymentRow>(tx, sql`SELECT * FROM payments WHERE provider_order_id = ${input.providerOrderId} FOR UPDATE`);
    if (!p) {
      await recordPaymentEvent(tx, "payment.unknown_order", { ...input });
      return { outcome: "unknown_order" as const };
    }
    if (input.amountPaise !== p.amount_paise) {
      await recordPaymentEvent(tx, "payment.amount_mismatch", { ...input, expectedPaise: p.amount_paise }, { entityId: p.id });
      return { outcome: "amount_mismatch" as const, payment: p };
    }
    if (p.status === "captured") {
      if (p.provider_payment_id === input.providerPaymentId) return { outcome: "duplicate" as const, payment: p };
      await recordPaymentEvent(tx, "payment.second_capture", { ...input, firstPaymentId: p.provider_payment_id }, { entityId: p.id });
      return { outcome: "second_payment_refunded" as const, payment: p };
    }
    const b = await q1<{ id: string; status: string; payment_status: string }>(
      tx,
      sql`SELECT id, status, payment_status FROM bookings WHERE id = ${p.booking_id} FOR UPDATE`,
    );
    const now = clock.now();
    await tx.execute(sql`UPDATE payments SET status = 'captured', provider_payment_id = ${input.providerPaymentId},
      method = ${input.method}, captured_at = ${now}, error = NULL, updated_at = ${now} WHERE id = ${p.id}`);
    const payable = b && b.status === "pending" && (b.payment_status === "pending" || b.payment_status === "failed");
    if (!payable) {
      await tx.execute(sql`UPDATE bookings SET payment_status = 'refund_pending', updated_at = ${now} WHERE id = ${p.booking_id}`);
      await recordPaymentEvent(tx, "payment.late_capture", { ...input, bookingStatus: b?.status, paymentStatus: b?.payment_status }, { entityId: p.id });
      return { outcome: "late_capture_refunded" as const, payment: p };
    }
    await tx.execute(sql`UPDATE bookings SET payment_status = 'paid', pending_expires_at = NULL, updated_at = ${now} WHERE id = ${p.booking_id}`);
    const invoice = await issueInvoice(tx, { bookingId: p.booking_id, paymentId: p.id, totalPaise: p.amount_paise, gstin: app.ctx.config.GSTIN, now });
    await enqueuePaymentConfirmation(app, tx, p.booking_id, invoice);
    return { outcome: "captured" as const, payment: p };
  });
  if (result.outcome === "late_capture_refunded" && result.payment) {
    await refundBooking(app, { bookingId: result.payment.booking_id, reason: "late_capture", actorUserId: null });
  }
  if (result.outcome === "second_payment_refunded") {
    // a second payment on an already-paid order: give it back in full, keyed on that payment id
    await app.ctx.adapters.payments
      .refund({ paymentId: input.providerPaymentId, amountPaise: input.amountPaise, idempotencyKey: `dup-${input.providerPaymentId}`, notes: { reason: "duplicate payment" } })
      .catch((e) => app.log.error({ err: e }, "refund of a duplicate payment failed"));
  }
  return result;
}

/** A failed attempt: recorded on the payment row; never overrides a capture (events may arrive out of order). */
export async function recordFailure(db: DbOrTx, input: { providerOrderId: string; providerPaymentId: string | null; description: string; now: Date }) {
  await db.execute(sql`UPDATE payments SET status = 'failed', error = ${input.description.slice(0, 500)}, updated_at = ${input.now}
    WHERE provider_order_id = ${input.providerOrderId} AND status <> 'captured'`);
}

// ---------- the payment-status token: short-lived, signed, single use ----------
const tokenKey = (app: FastifyInstance) =>
  app.ctx.config.SESSION_SECRET ?? app.ctx.config.RAZORPAY_KEY_SECRET ?? `${app.ctx.config.SANDBOX_SECRET}:payment-status`;

export async function mintPaymentToken(app: FastifyInstance, paymentId: string): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  const now = app.ctx.clock.now();
  const exp = Math.floor(now.getTime() / 1000) + PAYMENT_TOKEN_TTL_MIN * 60;
  await app.ctx.db.execute(sql`INSERT INTO payment_tokens (id, payment_id, expires_at) VALUES (${sha256Hex(id)}, ${paymentId}, ${new Date(exp * 1000)})`);
  const body = `${id}.${exp}`;
  return `${body}.${createHmac("sha256", tokenKey(app)).update(body).digest("hex")}`;
}

/** Consumes a token: valid signature, not expired, not used before. Returns the payment row id or null (recorded). */
export async function consumePaymentToken(app: FastifyInstance, token: string, ip: string): Promise<string | null> {
  const [id, exp, sig] = token.split(".");
  const now = app.ctx.clock.now();
  const okSig = Boolean(id && exp && sig) && safeHexEqual(createHmac("sha256", tokenKey(app)).update(`${id}.${exp}`).digest("hex"), sig);
  if (!okSig || Number(exp) * 1000 <= now.getTime()) {
    await recordPaymentEvent(app.ctx.db, "payment.token_refused", { reason: okSig ? "expired" : "bad_signature", ip });
    return null;
  }
  const rows = await q<{ payment_id: string }>(
    app.ctx.db,
    sql`UPDATE payment_tokens SET used_at = ${now} WHERE id = ${sha256Hex(id)} AND used_at IS NULL AND expires_at > ${now} RETURNING payment_id`,
  );
  if (!rows[0]) {
    await recordPaymentEvent(app.ctx.db, "payment.token_replayed", { ip, tokenId: sha256Hex(id).slice(0, 16) });
    return null;
  }
  return rows[0].payment_id;
}

import type { AppContext } from "../../context.ts";
import { sql } from "drizzle-orm";
import type { GatewayRefund } from "../../adapters/payments/types.ts";
import { q, q1 } from "../../lib/sql.ts";
import { recordPaymentEvent } from "./audit.ts";
import { settleBookingPaymentStatus } from "./refund.service.ts";
import type { PaymentRow } from "./types.ts";
import type { PaymentFailureReason } from "./failures.ts";
import {
  CAPTURED_STATUSES,
  compareWithGateway,
  fetchGatewayPayment,
  GatewayUnavailableError,
  recordCapture,
  recordFailure,
} from "./payment.service.ts";

type Entity = Record<string, unknown>;
const entity = (body: unknown, name: string): Entity | undefined =>
  (body as { payload?: Record<string, { entity?: Entity }> })?.payload?.[name]?.entity ?? undefined;
const str = (v: unknown) => (typeof v === "string" ? v : v == null ? undefined : String(v));

export interface WebhookOutcome {
  outcome: string;
  /** set when the message was refused because the gateway contradicts it (counted against the sender's address) */
  failure?: PaymentFailureReason;
}

/**
 * Each event is stored by its id first; an id seen and processed before is answered 'duplicate' and not processed
 * again. Processing is itself idempotent (row locks, unique provider ids), so events that arrive twice, out of
 * order or before the browser's callback end in the same state. The body, though signed, is only a hint: every
 * payment and refund it names is fetched from the gateway and compared before anything changes. When the gateway
 * cannot be reached the event stays unprocessed and GatewayUnavailableError propagates (the route answers 503 and
 * the provider retries).
 */
export async function processWebhookEvent(
  ctx: AppContext,
  e: { eventId: string; gateway: string; event: string; body: unknown },
): Promise<WebhookOutcome> {
  const { db, clock } = ctx;
  await q(
    db,
    sql`INSERT INTO webhook_events (event_id, gateway, event_type, payload) VALUES (${e.eventId}, ${e.gateway}, ${e.event}, ${JSON.stringify(e.body)}::jsonb)
    ON CONFLICT (event_id) DO NOTHING`,
  );
  const stored = await q1<{ processed_at: Date | null }>(
    db,
    sql`SELECT processed_at FROM webhook_events WHERE event_id = ${e.eventId}`,
  );
  if (stored?.processed_at) return { outcome: "duplicate" };
  const result = await handle(ctx, e.event, e.body);
  await db.execute(
    sql`UPDATE webhook_events SET processed_at = ${clock.now()}, outcome = ${result.outcome} WHERE event_id = ${e.eventId}`,
  );
  return result;
}

async function handle(ctx: AppContext, event: string, body: unknown): Promise<WebhookOutcome> {
  switch (event) {
    case "payment.captured":
    case "order.paid":
    case "payment.failed":
      return handlePaymentEvent(ctx, event, body);
    case "refund.created":
    case "refund.processed":
    case "refund.failed":
      return handleRefundEvent(ctx, event, body);
    default:
      return { outcome: "ignored" };
  }
}

/** A payment captured or failed: the gateway's payment decides, on the order the gateway names. */
async function handlePaymentEvent(ctx: AppContext, event: string, body: unknown): Promise<WebhookOutcome> {
  const { db, clock } = ctx;
  const pay = entity(body, "payment");
  const paymentId = str(pay?.id);
  if (!pay || !paymentId) return { outcome: "ignored: no payment entity" };
  const failed = event === "payment.failed";
  if (!failed && pay.status !== "captured") return { outcome: `ignored: payment ${String(pay.status)}` };
  const provider = await fetchGatewayPayment(ctx, paymentId);
  // our order is the one the GATEWAY names; the body's order id must agree with it
  const stored = provider
    ? await q1<PaymentRow & { currency: string }>(
        db,
        sql`SELECT * FROM payments WHERE provider_order_id = ${provider.orderId}`,
      )
    : undefined;
  if (provider && !stored) {
    // a payment on an order that is not ours (a Razorpay account shared with another shop sends those too)
    await recordPaymentEvent(db, "payment.unknown_order", {
      providerOrderId: provider.orderId,
      providerPaymentId: paymentId,
      event,
    });
    return { outcome: "unknown_order" };
  }
  const claimed = {
    orderId: str(pay.order_id),
    amountPaise: Number(pay.amount),
    currency: str(pay.currency),
    status: failed ? "failed" : undefined,
  };
  const disagreement = stored
    ? compareWithGateway(provider, stored, claimed, failed ? ["failed"] : CAPTURED_STATUSES)
    : "unknown_payment";
  if (disagreement) {
    await recordPaymentEvent(
      db,
      `payment.${disagreement}`,
      {
        event,
        providerPaymentId: paymentId,
        claimed,
        gateway: provider
          ? {
              orderId: provider.orderId,
              amountPaise: provider.amountPaise,
              currency: provider.currency,
              status: provider.status,
            }
          : null,
        expectedPaise: stored?.amount_paise,
      },
      { entityId: stored?.id ?? null },
    );
    return { outcome: disagreement, failure: disagreement };
  }
  if (failed) {
    await recordFailure(db, {
      providerOrderId: provider!.orderId,
      providerPaymentId: paymentId,
      description: provider!.errorDescription ?? "Payment failed",
      now: clock.now(),
    });
    return { outcome: "failure_recorded" };
  }
  const r = await recordCapture(ctx, {
    providerOrderId: provider!.orderId,
    providerPaymentId: provider!.id,
    amountPaise: provider!.amountPaise,
    method: provider!.method,
    source: `webhook:${event}`,
  });
  return { outcome: r.outcome };
}

/** A refund's news: the refund's state is the gateway's, recorded on our refund row under its lock. */
async function handleRefundEvent(ctx: AppContext, event: string, body: unknown): Promise<WebhookOutcome> {
  const { db, clock } = ctx;
  const ref = entity(body, "refund");
  const refundId = str(ref?.id);
  if (!ref || !refundId) return { outcome: "ignored: no refund entity" };
  // the refund's state is the gateway's, not the event's
  let provider: GatewayRefund | null;
  try {
    provider = await ctx.adapters.payments.fetchRefund(refundId);
  } catch (e) {
    ctx.log.warn({ err: e, refundId }, "the payment gateway could not be reached");
    throw new GatewayUnavailableError("payment gateway unreachable", { cause: e });
  }
  return db.transaction(async (tx) => {
    const row = await q1<{
      id: string;
      booking_id: string;
      amount_paise: number;
      status: string;
      provider_payment_id: string | null;
    }>(
      tx,
      sql`SELECT r.id, r.booking_id, r.amount_paise, r.status, p.provider_payment_id
          FROM refunds r LEFT JOIN payments p ON p.id = r.payment_id WHERE r.provider_refund_id = ${refundId} FOR UPDATE OF r`,
    );
    if (!row || !provider) {
      await recordPaymentEvent(tx, "payment.refund_unknown", { refundId, event, atGateway: Boolean(provider) });
      // a refund the gateway does not know is a forgery; one it knows but we do not is another shop's
      return provider
        ? { outcome: "unknown_refund" }
        : { outcome: "unknown_refund", failure: "unknown_refund" as const };
    }
    if (
      provider.amountPaise !== row.amount_paise ||
      Number(ref.amount) !== provider.amountPaise ||
      (row.provider_payment_id && provider.paymentId !== row.provider_payment_id)
    ) {
      await recordPaymentEvent(
        tx,
        "payment.refund_amount_mismatch",
        { refundId, amount: ref.amount, gateway: provider.amountPaise, expected: row.amount_paise },
        { entityId: row.id },
      );
      return { outcome: "amount_mismatch", failure: "amount_mismatch" as const };
    }
    const status = provider.status === "processed" ? "processed" : provider.status === "failed" ? "failed" : "pending";
    // a processed refund stays processed whatever arrives later
    if (row.status !== "processed")
      await tx.execute(
        sql`UPDATE refunds SET status = ${status}, processed_at = ${status === "processed" ? clock.now() : null} WHERE id = ${row.id}`,
      );
    await settleBookingPaymentStatus(tx, row.booking_id, clock.now());
    return { outcome: `refund_${status}` };
  });
}

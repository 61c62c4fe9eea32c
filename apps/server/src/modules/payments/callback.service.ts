import { sql } from "drizzle-orm";
import { bookingTexts, paymentMessages } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { q1 } from "../../lib/sql.ts";
import { recordPaymentEvent } from "./audit.ts";
import type { PaymentCaller } from "./caller.ts";
import { noteUnauthenticatedFailure, type PaymentFailureReason } from "./failures.ts";
import {
  CAPTURED_STATUSES,
  compareWithGateway,
  fetchGatewayPayment,
  GatewayUnavailableError,
  mintPaymentToken,
  recordCapture,
  recordFailure,
} from "./payment.service.ts";
import type { PaymentRow } from "./types.ts";

type StoredPayment = PaymentRow & { currency: string };

/** Where the browser goes next: /payment-status with a token, or with an error message. */
export type CallbackResult = { token: string } | { error: string };

/** Form fields as Razorpay posts them: flat keys, error fields as `error[description]` etc. */
const field = (body: Record<string, unknown>, k: string) =>
  typeof body[k] === "string" ? (body[k] as string) : undefined;

const findStored = (ctx: AppContext, orderId: string) =>
  q1<StoredPayment>(ctx.db, sql`SELECT * FROM payments WHERE provider_order_id = ${orderId}`);

/**
 * The checkout's return: a cross-site form post, usually without our session cookie, so it stands on the signature
 * and on the gateway. The signature is checked against the order id WE stored (the post only selects the row); then
 * the payment is fetched from the gateway and must belong to that order with its amount and currency. A signed post
 * is only a hint. The capture is recorded idempotently and the browser gets a short-lived single-use token, minted
 * once per payment (bound to the rider when the session came along). Gateway unreachable: nothing changes, the rider
 * sees 'being confirmed', and reconciliation finishes it. Failures of strangers count against their address.
 */
export async function processCallback(
  ctx: AppContext,
  caller: PaymentCaller,
  body: Record<string, unknown>,
): Promise<CallbackResult> {
  const errDesc =
    field(body, "error[description]") ?? (body.error as { description?: string } | undefined)?.description;
  const orderId = field(body, "razorpay_order_id") ?? field(body, "error[metadata][order_id]");
  const paymentId = field(body, "razorpay_payment_id") ?? field(body, "error[metadata][payment_id]");
  const signature = field(body, "razorpay_signature");
  const refuse = async (reason: PaymentFailureReason, message: string): Promise<CallbackResult> => {
    await noteUnauthenticatedFailure(ctx, caller, reason, { orderId, paymentId });
    return { error: message };
  };
  if (errDesc) {
    await recordReportedFailure(ctx, orderId, paymentId, errDesc);
    return { error: errDesc };
  }
  if (!orderId || !paymentId || !signature)
    return refuse("callback_incomplete", paymentMessages.verificationUnsuccessful);
  const stored = await findStored(ctx, orderId);
  if (!stored) return refuse("unknown_order", paymentMessages.notFound);
  if (!ctx.adapters.payments.verifyPaymentSignature(stored.provider_order_id, paymentId, signature))
    return refuse("signature_invalid", paymentMessages.verificationUnsuccessful);
  // the rider's session comes along when the checkout returns from our own origin (the sandbox dialog)
  const userId = await caller.viewerId();
  // a replayed post (the payment already has its token) mints nothing: the rider reads that it is already paid
  const withToken = async (): Promise<CallbackResult> => {
    const token = await mintPaymentToken(ctx, { paymentRowId: stored.id, providerPaymentId: paymentId, userId });
    return token ? { token } : { error: paymentMessages.alreadyPaid };
  };
  let provider;
  try {
    provider = await fetchGatewayPayment(ctx, paymentId);
  } catch (e) {
    if (!(e instanceof GatewayUnavailableError)) throw e;
    // nothing changes now: the status page shows 'Payment Status Unknown'; the webhook (retried by the provider) or
    // the reconciliation job records the capture once the gateway answers
    await recordPaymentEvent(
      ctx.db,
      "payment.callback_gateway_unreachable",
      { orderId, paymentId },
      { entityId: stored.id },
    );
    return withToken();
  }
  const disagreement = compareWithGateway(provider, stored, { orderId });
  if (disagreement) {
    await recordPaymentEvent(
      ctx.db,
      "payment.callback_mismatch",
      {
        orderId,
        paymentId,
        disagreement,
        provider,
        expectedPaise: stored.amount_paise,
        expectedCurrency: stored.currency,
      },
      { entityId: stored.id },
    );
    return refuse(disagreement, paymentMessages.verificationUnsuccessful);
  }
  // authorised but not yet captured (auto-capture is moments away): the webhook or reconciliation will record it;
  // the status page shows 'Payment Status Unknown' meanwhile
  if (provider!.status === "authorized") return withToken();
  if (!(CAPTURED_STATUSES as readonly string[]).includes(provider!.status))
    return { error: provider!.errorDescription ?? paymentMessages.verificationUnsuccessful };
  const r = await recordCapture(ctx, {
    providerOrderId: stored.provider_order_id,
    providerPaymentId: provider!.id,
    amountPaise: provider!.amountPaise,
    method: provider!.method,
    source: "callback",
  });
  // a reschedule whose new time could not be kept: the rider reads why (its payment is being refunded)
  if (r.outcome === "reschedule_refused") return { error: r.message ?? paymentMessages.verificationUnsuccessful };
  if (r.outcome !== "captured" && r.outcome !== "duplicate")
    return {
      error:
        r.outcome === "late_capture_refunded" ? bookingTexts.orderExpired : paymentMessages.verificationUnsuccessful,
    };
  return withToken();
}

/** A failure the checkout reports: only the gateway turns an attempt failed (the post names the payment). */
async function recordReportedFailure(
  ctx: AppContext,
  orderId: string | undefined,
  paymentId: string | undefined,
  errDesc: string,
) {
  if (!orderId || !paymentId) return;
  const stored = await findStored(ctx, orderId);
  const provider = stored ? await fetchGatewayPayment(ctx, paymentId).catch(() => null) : null;
  if (stored && provider && !compareWithGateway(provider, stored, { orderId }, ["failed"]))
    await recordFailure(ctx.db, {
      providerOrderId: orderId,
      providerPaymentId: paymentId,
      description: provider.errorDescription ?? errDesc,
      now: ctx.clock.now(),
    });
}

import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { recordPaymentEvent } from "./audit.ts";
import { paymentListeners } from "./events.ts";
import { gatewayOrder, recordOrder } from "./gateway-order.ts";
import { requestRefund } from "./refund.service.ts";
import type { PaymentRow } from "./types.ts";

/**
 * A reschedule's difference (README "Payments and bookings"): a payment of purpose 'reschedule' pays the
 * higher price of a booking moved to another time. The amount is the one the bookings module priced and stored for the
 * request, never a figure from the browser; the gateway order's receipt names the request, so a retry finds the same
 * order. Its capture asks the bookings module to apply the move (listeners); a move that can no longer be applied (the
 * car was taken meanwhile, the request expired or was replaced) gives the payment back in full.
 */
export async function ensureRescheduleOrder(
  ctx: AppContext,
  r: { bookingId: string; reference: string; rescheduleId: string; amountPaise: number },
): Promise<PaymentRow> {
  const order = await gatewayOrder(ctx, {
    receipt: `${r.reference.slice(0, 24)}-R${r.rescheduleId.replace(/-/g, "").slice(0, 12)}`,
    amountPaise: r.amountPaise,
    notes: { bookingId: r.bookingId, reference: r.reference, purpose: "reschedule" },
  });
  return recordOrder(ctx.db, {
    bookingId: r.bookingId,
    gateway: ctx.adapters.payments.kind,
    orderId: order.id,
    amountPaise: order.amountPaise,
    purpose: "reschedule",
  });
}

/**
 * The capture of a reschedule's payment, inside recordCapture's transaction (payment and booking locked): the bookings
 * module moves the booking, or says why it cannot; then this payment is refunded in full (its refund row is written
 * here and sent to the gateway after the commit).
 */
export async function captureReschedule(ctx: AppContext, tx: Tx, p: PaymentRow, now: Date) {
  const r = await paymentListeners().rescheduleCaptured(ctx, tx, {
    bookingId: p.booking_id,
    paymentId: p.id,
    amountPaise: p.amount_paise,
    now,
  });
  if (r.applied) return { outcome: "captured" as const };
  const refund = await requestRefund(
    tx,
    {
      bookingId: p.booking_id,
      reason: `reschedule_refused_${p.id.replace(/-/g, "").slice(0, 12)}`,
      actorUserId: null,
      amountPaise: p.amount_paise,
      paymentId: p.id,
    },
    now,
  );
  await recordPaymentEvent(
    tx,
    "payment.reschedule_refused",
    { bookingId: p.booking_id, amountPaise: p.amount_paise, why: r.message },
    { entityId: p.id },
  );
  return { outcome: "reschedule_refused" as const, message: r.message, refund };
}

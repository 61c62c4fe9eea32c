import type { AppModule } from "../module.ts";
import { paymentsRoutes } from "./payments.routes.ts";

/**
 * Payments: owns a payment's state — the provider order, captures and failures, refunds, the booking's
 * payment_status, and the payment-status token — and the callback, webhook and sandbox checkout routes. It imports
 * no other module; what the booking does on a capture or a refund comes in through `setPaymentListeners`.
 */
export const paymentsModule: AppModule = {
  name: "payments",
  routes: paymentsRoutes,
};

export { recordPaymentEvent } from "./audit.ts";
export { setPaymentListeners, type PaymentListeners } from "./events.ts";
export { ensureProviderOrder, reconcileOrder, type PayableBooking } from "./orders.ts";
export { ensureExtrasOrder } from "./extras.ts";
export { consumePaymentToken, recordCapture, type CaptureOutcome } from "./payment.service.ts";
export type { PaymentCaller } from "./caller.ts";
export { paymentCallerOf } from "./payments.routes.ts";
export {
  refundBooking,
  requestRefund,
  sendRefunds,
  submitRefund,
  settleBookingPaymentStatus,
  type RefundRequest,
} from "./refund.service.ts";
export { ensureRescheduleOrder } from "./reschedule.ts";
export { expireUnpaidPayment, placeOnAccount, releaseCancelledPayment } from "./booking-payment.ts";
export { refundablePaise } from "./refundable.ts";
export type { PaymentRow } from "./types.ts";
export {
  ensureEventOrder,
  requestEventRefund,
  sendEventRefunds,
  setEventPaymentListeners,
  type EventPaymentListeners,
  type EventPurpose,
} from "./event-payments.ts";
export { processCallback } from "./callback.service.ts";

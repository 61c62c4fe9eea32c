import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";

/**
 * What payments tells the rest of the application, inside the transaction that made the change. Payments owns the
 * payment state (orders, captures, failures, refunds, the booking's payment_status, payment-status tokens) and
 * imports no other module; the bookings module subscribes here to issue the invoice and write the rider's messages.
 */
export interface PaymentListeners {
  /** a booking's payment was captured and the booking is now paid (once per booking) */
  captured(
    ctx: AppContext,
    tx: Tx,
    e: { bookingId: string; paymentId: string; amountPaise: number; now: Date },
  ): Promise<void>;
  /**
   * a booking's extras were paid ('Pay extras', extras.ts): `amountPaise` is what the paid lines add up to; the
   * booking's fare payment_status is unchanged
   */
  extrasCaptured(
    ctx: AppContext,
    tx: Tx,
    e: { bookingId: string; paymentId: string; amountPaise: number; now: Date },
  ): Promise<void>;
  /**
   * a reschedule's difference was paid (reschedule.ts): the bookings module moves the booking in this transaction, or
   * answers why it cannot (the payment is then refunded in full)
   */
  rescheduleCaptured(
    ctx: AppContext,
    tx: Tx,
    e: { bookingId: string; paymentId: string; amountPaise: number; now: Date },
  ): Promise<{ applied: true } | { applied: false; message: string }>;
  /**
   * a refund was sent to the gateway and not refused (the bookings module issues its credit note and tells the rider);
   * may come again for the same refund (a retry): `refundId` tells
   */
  refunded(
    ctx: AppContext,
    tx: Tx,
    e: { bookingId: string; refundId: string; paymentId: string; amountPaise: number; reason: string; now: Date },
  ): Promise<void>;
}

let listeners: PaymentListeners | undefined;

/** Called once at start by the module that reacts to payments (bookings/index.ts). */
export function setPaymentListeners(l: PaymentListeners) {
  listeners = l;
}

export function paymentListeners(): PaymentListeners {
  if (!listeners) throw new Error("payment listeners are not set: the bookings module registers them at start");
  return listeners;
}

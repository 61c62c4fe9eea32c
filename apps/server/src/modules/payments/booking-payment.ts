import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";

/**
 * The booking's payment state when the booking ends unpaid, written here because the payments module is the only
 * writer of `payment_status` (lint: local/booking-state-owner); the booking's status moves through its machine
 * (bookings/lifecycle/transition.ts) in the same transaction.
 */

/** A rider's cancellation: an attempt still open or failed will never be paid; the payment window closes. */
export async function releaseCancelledPayment(tx: Tx, bookingId: string, now: Date) {
  await tx.execute(sql`UPDATE bookings SET pending_expires_at = NULL,
      payment_status = CASE WHEN payment_status IN ('pending', 'failed') THEN 'expired'::payment_state ELSE payment_status END,
      updated_at = ${now} WHERE id = ${bookingId}`);
}

/** The expiry job (bookings.expire-unpaid): the unpaid order's payment expires with its booking. */
export async function expireUnpaidPayment(tx: Tx, bookingId: string, now: Date) {
  await tx.execute(
    sql`UPDATE bookings SET payment_status = 'expired', updated_at = ${now} WHERE id = ${bookingId} AND payment_status = 'pending'`,
  );
}

/**
 * A company ride on monthly terms (README "Company accounts"): nothing is paid at booking, the ride goes on the
 * company's account and its monthly statement. No payment window: it holds its car like a paid one. Called in the
 * order's transaction, on the booking it has just inserted.
 */
export async function placeOnAccount(tx: Tx, bookingId: string, now: Date) {
  await tx.execute(sql`UPDATE bookings SET payment_status = 'on_account', pending_expires_at = NULL, updated_at = ${now}
      WHERE id = ${bookingId} AND payment_status = 'pending'`);
}

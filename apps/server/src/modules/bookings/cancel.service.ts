import type { AppContext } from "../../context.ts";
import { sql } from "drizzle-orm";
import { bookingTexts, CANCELLATION_FEE_PAISE, FREE_CANCEL_MINUTES } from "@chauffeur/contracts";
import { AppError, notFound } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import { refundBooking } from "../payments/index.ts";

/**
 * PUT /api/v1/bookings/cancel/{id}: only the owner, only a pending booking. Policy reading (README):
 * free at least 30 minutes before pickup; under 30 minutes a nominal fee of ₹200 is kept from a paid booking.
 * A booking whose flight was cancelled or diverted (free_cancel_reason, decision record 011) may be cancelled even
 * once confirmed, free, with a full refund, until the trip starts.
 * A paid booking is refunded through its gateway; an unpaid one just releases its car.
 */
export async function cancelBooking(ctx: AppContext, input: { userId: string; bookingId: string }) {
  const { db, clock } = ctx;
  const now = clock.now();
  const result = await db.transaction(async (tx) => {
    const b = await q1<{
      id: string;
      user_id: string;
      status: string;
      payment_status: string;
      start_time: Date | string;
      amount_paise: number;
      free_cancel_reason: string | null;
    }>(
      tx,
      sql`SELECT id, user_id, status, payment_status, start_time, amount_paise, free_cancel_reason FROM bookings WHERE id = ${input.bookingId} FOR UPDATE`,
    );
    if (!b || b.user_id !== input.userId) throw notFound(bookingTexts.bookingNotFound);
    const flightDisrupted = b.free_cancel_reason !== null && (b.status === "pending" || b.status === "confirmed");
    if (b.status !== "pending" && !flightDisrupted)
      throw new AppError(400, bookingTexts.onlyPendingCancel, "not_cancellable");
    const minutesToPickup = (new Date(b.start_time).getTime() - now.getTime()) / 60_000;
    const paid = b.payment_status === "paid";
    const fee =
      paid && !flightDisrupted && minutesToPickup < FREE_CANCEL_MINUTES
        ? Math.min(CANCELLATION_FEE_PAISE, b.amount_paise)
        : 0;
    await tx.execute(sql`UPDATE bookings SET status = 'cancelled', cancelled_at = ${now}, cancel_reason = 'rider',
      cancellation_fee_paise = ${fee}, pending_expires_at = NULL,
      payment_status = CASE WHEN payment_status IN ('pending', 'failed') THEN 'expired'::payment_state ELSE payment_status END,
      updated_at = ${now} WHERE id = ${b.id}`);
    return { paid, fee, amount: b.amount_paise };
  });
  let refundPaise = 0;
  let paymentStatus = result.paid ? "refund_pending" : "expired";
  if (result.paid && result.amount - result.fee > 0) {
    const r = await refundBooking(ctx, {
      bookingId: input.bookingId,
      reason: "rider_cancelled",
      actorUserId: input.userId,
      amountPaise: result.amount - result.fee,
    });
    refundPaise = r.refunded;
    paymentStatus = r.status;
  }
  return { cancellationFeePaise: result.fee, refundPaise, paymentStatus };
}

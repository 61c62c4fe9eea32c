import type { AppContext } from "../../context.ts";
import { sql } from "drizzle-orm";
import {
  bookingTexts,
  CANCELLATION_FEE_PAISE,
  FREE_CANCEL_MINUTES,
  type CancellationBasis,
  type CancellationPreview,
} from "@chauffeur/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import { refundBooking, releaseCancelledPayment } from "../payments/index.ts";
import { transitionBooking } from "./lifecycle/transition.ts";

type CancellableRow = {
  id: string;
  reference: string;
  user_id: string | null;
  status: string;
  payment_status: string;
  start_time: Date | string;
  amount_paise: number;
  free_cancel_reason: string | null;
};

/**
 * The one cancellation rule (README "Payments and bookings", "Policy readings"), for the confirmation dialog's preview
 * and for the cancellation itself: only the owner, only a pending booking — or one whose flight was cancelled or
 * diverted (free_cancel_reason, decision record 011), pending or confirmed, free with a full refund until the trip
 * starts. Free at least 30 minutes before pickup; under 30 minutes a nominal fee of ₹200 is kept from a paid booking
 * (never more than it paid). An unpaid booking costs nothing and gets nothing back.
 */
export function cancellationTerms(b: CancellableRow, now: Date): Omit<CancellationPreview, "bookingId" | "reference"> {
  const flightDisrupted = b.free_cancel_reason !== null && (b.status === "pending" || b.status === "confirmed");
  // a company's ride waiting for its approver: the booker withdraws it (lifecycle/machine.ts: 'cancel')
  if (b.status !== "pending" && b.status !== "awaiting_approval" && !flightDisrupted)
    throw new AppError(400, bookingTexts.onlyPendingCancel, "not_cancellable");
  const minutesToPickup = Math.floor((new Date(b.start_time).getTime() - now.getTime()) / 60_000);
  const paid = b.payment_status === "paid";
  const basis: CancellationBasis = !paid
    ? "unpaid"
    : flightDisrupted
      ? "flight_disrupted"
      : minutesToPickup < FREE_CANCEL_MINUTES
        ? "inside_cutoff"
        : "before_cutoff";
  const feePaise = basis === "inside_cutoff" ? Math.min(CANCELLATION_FEE_PAISE, b.amount_paise) : 0;
  return {
    amountPaise: b.amount_paise,
    paid,
    feePaise,
    refundPaise: paid ? b.amount_paise - feePaise : 0,
    basis,
    minutesToPickup,
  };
}

async function ownBooking(db: DbOrTx, userId: string, bookingId: string, lock: boolean) {
  const b = await q1<CancellableRow>(
    db,
    sql`SELECT id, reference, user_id, status, payment_status, start_time, amount_paise, free_cancel_reason
        FROM bookings WHERE id = ${bookingId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  // another rider's booking answers exactly like a missing one
  if (!b || b.user_id !== userId) throw notFound(bookingTexts.bookingNotFound);
  return b;
}

/** GET bookingChangePaths.cancellation: what cancelling now would keep and give back. Nothing changes. */
export async function cancellationPreview(
  ctx: AppContext,
  input: { userId: string; bookingId: string },
): Promise<CancellationPreview> {
  const b = await ownBooking(ctx.db, input.userId, input.bookingId, false);
  return { bookingId: b.id, reference: b.reference, ...cancellationTerms(b, ctx.clock.now()) };
}

/**
 * PUT /api/v1/bookings/cancel/{id}: the terms above, decided again under the booking's lock. A paid booking is
 * refunded through its gateway (less the fee); an unpaid one just releases its car.
 */
export async function cancelBooking(ctx: AppContext, input: { userId: string; bookingId: string }) {
  const { db, clock } = ctx;
  const now = clock.now();
  const terms = await db.transaction(async (tx) => {
    const b = await ownBooking(tx, input.userId, input.bookingId, true);
    const t = cancellationTerms(b, now);
    await transitionBooking(tx, {
      booking: b.id,
      event: "cancel",
      actor: { kind: "rider", userId: input.userId },
      now,
      set: { cancelledAt: now, cancelReason: "rider", cancellationFeePaise: t.feePaise },
      audit: { detail: { basis: t.basis, feePaise: t.feePaise, refundPaise: t.refundPaise } },
    });
    await releaseCancelledPayment(tx, b.id, now); // the payment's side, owned by payments
    return { ...t, onAccount: b.payment_status === "on_account" };
  });
  let refundPaise = 0;
  // a ride on a company's account stays on it, cancelled: it no longer counts against the credit (companies/credit.ts)
  let paymentStatus = terms.paid ? "refund_pending" : terms.onAccount ? "on_account" : "expired";
  if (terms.refundPaise > 0) {
    const r = await refundBooking(ctx, {
      bookingId: input.bookingId,
      reason: "rider_cancelled",
      actorUserId: input.userId,
      amountPaise: terms.refundPaise,
    });
    refundPaise = r.refunded;
    paymentStatus = r.status;
  }
  return { cancellationFeePaise: terms.feePaise, refundPaise, paymentStatus };
}

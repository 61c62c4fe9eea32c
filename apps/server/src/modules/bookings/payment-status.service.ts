import type { FastifyRequest } from "fastify";
import { sql } from "drizzle-orm";
import { bookingTexts, paymentMessages, serviceLabel } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import { consumePaymentToken } from "../payments/index.ts";
import { flightTrackingOf, toBookingView } from "./booking-view.ts";
import { findBookingView } from "./bookings.repository.ts";

/**
 * The payment-status page's answer for a token: 400 for a bad, expired or used token; 404 for one never minted or
 * bound to another rider (payments/payment.service.ts); "confirming" until the capture is recorded; then the paid
 * booking's summary.
 */
export async function paymentResult(ctx: AppContext, token: string, req: FastifyRequest) {
  const paymentRowId = await consumePaymentToken(ctx, token, req);
  const p = await q1<{
    booking_id: string;
    provider_order_id: string;
    provider_payment_id: string | null;
    amount_paise: number;
    status: string;
  }>(
    ctx.db,
    sql`SELECT booking_id, provider_order_id, provider_payment_id, amount_paise, status FROM payments WHERE id = ${paymentRowId}`,
  );
  const row = p ? await findBookingView(ctx.db, p.booking_id) : undefined;
  if (!p || !row) throw notFound(paymentMessages.notFound);
  if (p.status !== "captured" || !p.provider_payment_id)
    return { success: true as const, message: bookingTexts.paymentConfirming };
  const v = toBookingView(row, ctx.clock.now(), flightTrackingOf(ctx));
  return {
    success: true as const,
    message: bookingTexts.paymentRecorded,
    data: {
      razorpay_payment_id: p.provider_payment_id,
      razorpay_order_id: p.provider_order_id,
      userId: row.user_id ?? "",
      bookingId: row.id,
      serviceType: serviceLabel(row.service_type),
      amount: p.amount_paise,
      pickupLocation: v.pickupLocation,
      dropLocation: v.dropLocation,
    },
  };
}

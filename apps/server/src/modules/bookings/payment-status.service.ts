import { sql } from "drizzle-orm";
import {
  bookingChangePaths,
  bookingTexts,
  flightLabels,
  paymentMessages,
  serviceLabel,
  vehicleClassName,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import { consumePaymentToken, type PaymentCaller } from "../payments/index.ts";
import { flightTrackingOf, toBookingView } from "./booking-view.ts";
import { findBookingView } from "./bookings.repository.ts";

/**
 * The payment-status page's answer for a token: 400 for a bad, expired or used token; 404 for one never minted or
 * bound to another rider (payments/payment.service.ts); "confirming" until the capture is recorded (the token stays
 * usable meanwhile: the page asks again and shows a late capture at once); then the paid
 * booking's summary: the reference, the pickup, the service and the amount first, the specified ids too, and the
 * invoice and calendar links. A reschedule's payment that could not move the booking answers 409 with why.
 */
export async function paymentResult(ctx: AppContext, token: string, caller: PaymentCaller) {
  const paymentRowId = await consumePaymentToken(ctx, token, caller, { untilCaptured: true });
  const p = await q1<{
    booking_id: string;
    provider_order_id: string;
    provider_payment_id: string | null;
    amount_paise: number;
    status: string;
    purpose: "fare" | "extras" | "reschedule";
    refused_reason: string | null;
  }>(
    ctx.db,
    sql`SELECT p.booking_id, p.provider_order_id, p.provider_payment_id, p.amount_paise, p.status, p.purpose,
          r.refused_reason
        FROM payments p LEFT JOIN booking_reschedules r ON r.payment_id = p.id AND r.status = 'refused'
        WHERE p.id = ${paymentRowId}`,
  );
  const row = p ? await findBookingView(ctx.db, p.booking_id) : undefined;
  if (!p || !row) throw notFound(paymentMessages.notFound);
  if (p.status !== "captured" || !p.provider_payment_id)
    return { success: true as const, message: bookingTexts.paymentConfirming };
  // a reschedule's payment whose new time could not be kept: why, and that the payment goes back
  if (p.refused_reason) throw conflict(p.refused_reason);
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
      reference: row.reference,
      pickupTime: v.startTime,
      pickupLabel: v.flight?.direction === "arrival" ? flightLabels.meetsYouAt : flightLabels.pickupTime,
      vehicleName: vehicleClassName(row.car_type),
      purpose: p.purpose,
      // the fare's invoice; a supplementary one (extras, a reschedule's difference) is e-mailed with its receipt
      invoiceUrl: p.purpose === "fare" && v.invoiceNumber ? bookingChangePaths.invoice(row.id) : null,
      calendarUrl: bookingChangePaths.calendar(row.id),
    },
  };
}

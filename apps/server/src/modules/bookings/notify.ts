import type { AppContext } from "../../context.ts";
import { sql } from "drizzle-orm";
import { SERVICE_LABELS, vehicleClassName } from "@chauffeur/contracts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { enqueueEmail, enqueueSms } from "../notifications/index.ts";
import { type BookingListRow, flightTrackingOf, timeLines, toBookingView } from "./booking-view.ts";
import { findBookingView } from "./bookings.repository.ts";
import { bookingIcs } from "./ics.ts";
import { invoicePdf, type InvoiceRow } from "./invoice.ts";
import { q1 } from "../../lib/sql.ts";

const rupees2 = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export type Rider = { id: string; name: string | null; email: string | null; phone: string | null };

export async function loadRider(db: DbOrTx, userId: string | null) {
  if (!userId) return undefined;
  return q1<Rider>(db, sql`SELECT id, name, email, phone FROM users WHERE id = ${userId}`);
}

/** An invoice's PDF as an e-mail attachment, named after the invoice number. */
export const invoiceFile = (invoice: { number: string }, pdf: Buffer) => ({
  filename: `invoice-${invoice.number.replace(/\//g, "-")}.pdf`,
  contentType: "application/pdf",
  contentBase64: pdf.toString("base64"),
});

/** Who an invoice is for and what it is for (the fare's invoice and the extras' supplementary one alike). */
export function invoiceParties(ctx: AppContext, row: BookingListRow, rider: Rider | undefined) {
  const v = toBookingView(row, ctx.clock.now(), flightTrackingOf(ctx));
  return {
    rider: { name: rider?.name ?? null, email: rider?.email ?? null, phone: rider?.phone ?? null },
    booking: {
      reference: row.reference,
      serviceLabel: SERVICE_LABELS[row.service_type],
      pickup: v.pickupLocation,
      drop: v.dropLocation,
      startFormatted: v.startTimeFormatted,
      vehicleClass: vehicleClassName(row.car_type),
    },
  };
}

/** The invoice PDF: the stored one as issued when there is one (docs/security.md §6), else rendered (at issue, or older rows). */
export async function invoiceAttachment(
  ctx: AppContext,
  row: BookingListRow,
  invoice: InvoiceRow,
  rider: Rider | undefined,
) {
  if (invoice.document_pdf?.length) return Buffer.from(invoice.document_pdf);
  const pdf = await invoicePdf({
    invoice,
    config: ctx.config,
    ...invoiceParties(ctx, row, rider),
    providerPaymentId: row.provider_payment_id,
  });
  return pdf;
}

export function icsFor(ctx: AppContext, row: BookingListRow) {
  const v = toBookingView(row, ctx.clock.now(), flightTrackingOf(ctx));
  return bookingIcs({
    id: row.id,
    reference: row.reference,
    title: `${ctx.config.BUSINESS_NAME}: ${SERVICE_LABELS[row.service_type]} (${row.reference})`,
    start: new Date(row.start_time),
    end: new Date(row.end_time),
    location: v.pickupLocation,
    description: `Pickup ${v.pickupLocation} → ${v.dropLocation}. Booking ${row.reference}. ${ctx.config.BUSINESS_PHONE}`,
    now: ctx.clock.now(),
  });
}

/** Payment received: e-mail with the summary, the GST invoice PDF and an .ics file, and an SMS (same transaction). */
export async function enqueuePaymentConfirmation(ctx: AppContext, tx: Tx, bookingId: string, invoice: InvoiceRow) {
  const row = await findBookingView(tx, bookingId);
  if (!row) return;
  const rider = await loadRider(tx, row.user_id);
  const v = toBookingView(row, ctx.clock.now(), flightTrackingOf(ctx));
  const service = SERVICE_LABELS[row.service_type];
  const base = ctx.config.PUBLIC_BASE_URL;
  const lines = [
    `Hello ${rider?.name ?? "there"},`,
    "",
    `We have received your payment of ${rupees2(row.amount_paise)} for booking ${row.reference}.`,
    "",
    `Service: ${service} (${vehicleClassName(row.car_type)})`,
    `Pickup: ${v.pickupLocation}`,
    `Drop-off: ${v.dropLocation}`,
    ...timeLines(v),
    `Payment ID: ${row.provider_payment_id ?? "-"}`,
    `Tax invoice: ${invoice.number} (attached)`,
    "",
    "What's next: we confirm your chauffeur within about 15 minutes, the chauffeur calls you before pickup,",
    `and you can follow the booking under My Bookings: ${base}/user/bookings`,
    "",
    `Free cancellation up to 30 minutes before pickup. Questions? Call ${ctx.config.BUSINESS_PHONE}.`,
  ];
  // the invoice as issued, kept for the GST retention period (docs/security.md §6) and served by GET …/invoice.pdf
  const pdf = await invoiceAttachment(ctx, row, invoice, rider);
  await tx.execute(
    sql`UPDATE invoices SET document_pdf = ${pdf}::bytea WHERE id = ${invoice.id} AND document_pdf IS NULL`,
  );
  if (rider?.email) {
    await enqueueEmail(tx, {
      to: rider.email,
      subject: `Payment received — booking ${row.reference}`,
      text: lines.join("\n"),
      template: "booking-payment-confirmation",
      userId: rider.id,
      bookingId: row.id,
      attachments: [
        invoiceFile(invoice, pdf),
        {
          filename: `booking-${row.reference}.ics`,
          contentType: "text/calendar",
          contentBase64: Buffer.from(icsFor(ctx, row)).toString("base64"),
        },
      ],
    });
  }
  if (rider?.phone) {
    await enqueueSms(tx, {
      to: rider.phone,
      text: `${ctx.config.BUSINESS_NAME}: payment of ${rupees2(row.amount_paise)} received for booking ${row.reference}, pickup ${v.startTimeFormatted}. We will confirm your chauffeur shortly.`,
      template: "booking-payment-confirmation",
      userId: rider.id,
      bookingId: row.id,
    });
  }
}

export async function enqueueRefundNotice(
  ctx: AppContext,
  tx: Tx,
  bookingId: string,
  amountPaise: number,
  reason: string,
) {
  const row = await findBookingView(tx, bookingId);
  if (!row) return;
  const rider = await loadRider(tx, row.user_id);
  if (!rider?.email) return;
  await enqueueEmail(tx, {
    to: rider.email,
    subject: `Refund of ${rupees2(amountPaise)} for booking ${row.reference}`,
    text: [
      `Hello ${rider.name ?? "there"},`,
      "",
      `We have refunded ${rupees2(amountPaise)} for booking ${row.reference} (${reason}).`,
      "Refunds reach your account in 3 to 7 business days.",
      "",
      `Questions? Call ${ctx.config.BUSINESS_PHONE}.`,
    ].join("\n"),
    template: "booking-refund",
    userId: rider.id,
    bookingId: row.id,
  });
}

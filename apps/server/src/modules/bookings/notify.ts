import type { AppContext } from "../../context.ts";
import { sql } from "drizzle-orm";
import { gstStateName, SERVICE_LABELS, vehicleClassName, type FareLine, type Locale } from "@chauffeur/contracts";
import { formatDateTime, formatRupees2 } from "@chauffeur/contracts/i18n/format";
import { localeOf, translator, templateIn } from "../../lib/i18n.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { notify, whatsappRendering } from "../notifications/index.ts";
import { type BookingListRow, flightTrackingOf, timeLines, toBookingView } from "./booking-view.ts";
import { findBookingView } from "./bookings.repository.ts";
import { bookingIcs } from "./ics.ts";
import type { InvoiceRow } from "./invoice.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { q1 } from "../../lib/sql.ts";

const rupees2 = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export type Rider = {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** what the rider's messages, invoice and calendar file are written in (migration 1100) */
  language?: string | null;
};

export async function loadRider(db: DbOrTx, userId: string | null) {
  if (!userId) return undefined;
  return q1<Rider>(db, sql`SELECT id, name, email, phone, language FROM users WHERE id = ${userId}`);
}

/** A service's name in a language (English: SERVICE_LABELS, the same words). */
const serviceIn = (locale: Locale, service: string) =>
  locale === "en-IN"
    ? SERVICE_LABELS[service as keyof typeof SERVICE_LABELS]
    : translator(locale, "notifications")(`service.${service}`);

/** An invoice's PDF as an e-mail attachment, named after the invoice number. */
export const invoiceFile = (invoice: { number: string }, pdf: Buffer) => ({
  filename: `invoice-${invoice.number.replace(/\//g, "-")}.pdf`,
  contentType: "application/pdf",
  contentBase64: pdf.toString("base64"),
});

/** Who an invoice is for and what it is for (the fare's invoice and the extras' supplementary one alike). */
export function invoiceParties(ctx: AppContext, row: BookingListRow, rider: Rider | undefined) {
  const v = toBookingView(row, ctx.clock.now(), flightTrackingOf(ctx));
  const locale = localeOf(rider?.language);
  return {
    rider: {
      name: rider?.name ?? null,
      email: rider?.email ?? null,
      phone: rider?.phone ?? null,
      language: locale,
    },
    booking: {
      reference: row.reference,
      serviceLabel: serviceIn(locale, row.service_type),
      pickup: v.pickupLocation,
      drop: v.dropLocation,
      startFormatted: locale === "en-IN" ? v.startTimeFormatted : formatDateTime(row.start_time, locale),
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
    fareLines: Array.isArray(row.breakdown) ? (row.breakdown as FareLine[]) : undefined,
  });
  return pdf;
}

/** The booking's calendar file, its title and description in the rider's language (English by default). */
export function icsFor(ctx: AppContext, row: BookingListRow, language?: string | null) {
  const v = toBookingView(row, ctx.clock.now(), flightTrackingOf(ctx));
  const locale = localeOf(language);
  const t = translator(locale, "notifications");
  const brand = ctx.config.BUSINESS_NAME;
  return bookingIcs({
    id: row.id,
    reference: row.reference,
    title: t("ics.title", { brand, service: serviceIn(locale, row.service_type), reference: row.reference }),
    start: new Date(row.start_time),
    end: new Date(row.end_time),
    location: v.pickupLocation,
    description: t("ics.description", {
      pickup: v.pickupLocation,
      drop: v.dropLocation,
      reference: row.reference,
      phone: ctx.config.BUSINESS_PHONE,
    }),
    now: ctx.clock.now(),
    language: locale,
  });
}

/** Payment received: e-mail with the summary, the GST invoice PDF and an .ics file, and an SMS (same transaction). */
export async function enqueuePaymentConfirmation(ctx: AppContext, tx: Tx, bookingId: string, invoice: InvoiceRow) {
  const row = await findBookingView(tx, bookingId);
  if (!row) return;
  const rider = await loadRider(tx, row.user_id);
  const v = toBookingView(row, ctx.clock.now(), flightTrackingOf(ctx));
  // in the rider's language; the English texts are the ones sent before, letter for letter
  const locale = localeOf(rider?.language);
  const t = translator(locale, "notifications");
  const amount = locale === "en-IN" ? rupees2(row.amount_paise) : formatRupees2(row.amount_paise, locale);
  const pickupAt = locale === "en-IN" ? v.startTimeFormatted : formatDateTime(row.start_time, locale);
  const base = ctx.config.PUBLIC_BASE_URL;
  const lines = [
    rider?.name != null ? t("email.hello", { name: rider.name }) : t("email.helloAnonymous"),
    "",
    t("email.paid.intro", { amount, reference: row.reference }),
    "",
    t("email.paid.service", {
      service: serviceIn(locale, row.service_type),
      vehicleClass: vehicleClassName(row.car_type),
    }),
    t("email.paid.pickup", { place: v.pickupLocation }),
    t("email.paid.drop", { place: v.dropLocation }),
    ...(locale === "en-IN" ? timeLines(v) : [t("email.paid.pickupTime", { time: pickupAt })]),
    t("email.paid.paymentId", { id: row.provider_payment_id ?? "-" }),
    t("email.paid.invoice", { number: invoice.number }),
    // an inter-state supply (a buyer registered in another state) is taxed as IGST (packages/contracts/src/gst.ts)
    ...(invoice.igst_paise > 0
      ? [
          t("email.paid.igst", {
            amount: locale === "en-IN" ? rupees2(invoice.igst_paise) : formatRupees2(invoice.igst_paise, locale),
            place: `${gstStateName(invoice.place_of_supply)} (${invoice.place_of_supply})`,
          }),
        ]
      : []),
    "",
    t("email.paid.next"),
    t("email.paid.follow", { url: `${base}/user/bookings` }),
    "",
    t("email.paid.cancellation", { phone: ctx.config.BUSINESS_PHONE }),
  ];
  // the invoice as issued, kept for the GST retention period (docs/security.md §6) and served by GET …/invoice.pdf
  const pdf = await invoiceAttachment(ctx, row, invoice, rider);
  await tx.execute(
    sql`UPDATE invoices SET document_pdf = ${pdf}::bytea WHERE id = ${invoice.id} AND document_pdf IS NULL`,
  );
  if (!rider) return;
  await notify(ctx, tx, {
    to: { userId: rider.id, email: rider.email, phone: rider.phone },
    event: "booking.paid",
    bookingId: row.id,
    email: () => ({
      subject: t("email.paid.subject", { reference: row.reference }),
      text: lines.join("\n"),
      template: "booking-payment-confirmation",
      attachments: [
        invoiceFile(invoice, pdf),
        {
          filename: `booking-${row.reference}.ics`,
          contentType: "text/calendar",
          contentBase64: Buffer.from(icsFor(ctx, row, locale)).toString("base64"),
        },
      ],
    }),
    sms: {
      text: t("sms.paymentReceived", {
        brand: ctx.config.BUSINESS_NAME,
        amount,
        reference: row.reference,
        pickup: pickupAt,
      }),
      // one DLT template per language (README "Languages"); English keeps its name
      template: templateIn("booking-payment-confirmation", locale),
    },
    whatsapp: whatsappRendering("booking_confirmed", locale, [row.reference, pickupAt, v.pickupLocation]),
  });
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
  if (!rider) return;
  // in the rider's language; the reason stays the refund's code, as in English
  const locale = localeOf(rider.language);
  const t = translator(locale, "notifications");
  const amount = locale === "en-IN" ? rupees2(amountPaise) : formatRupees2(amountPaise, locale);
  // a rider's own cancellation is also told on WhatsApp (to a rider who opted in; no SMS form: nothing by SMS)
  const cancelled = reason === "rider_cancelled";
  await notify(ctx, tx, {
    to: { userId: rider.id, email: rider.email, ...(cancelled ? { phone: rider.phone } : {}) },
    event: "booking.refunded",
    ...(cancelled ? { whatsapp: whatsappRendering("booking_cancelled", locale, [row.reference, amount]) } : {}),
    bookingId: row.id,
    email: {
      subject: t("email.refund.subject", { amount, reference: row.reference }),
      text: [
        rider.name != null ? t("email.hello", { name: rider.name }) : t("email.helloAnonymous"),
        "",
        t("email.refund.body", { amount, reference: row.reference, reason }),
        t("email.refund.timing"),
        "",
        t("email.questions", { phone: ctx.config.BUSINESS_PHONE }),
      ].join("\n"),
      template: "booking-refund",
    },
  });
}

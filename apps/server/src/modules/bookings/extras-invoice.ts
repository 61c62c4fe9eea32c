import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { localeOf, templateIn } from "../../lib/i18n.ts";
import { q, q1 } from "../../lib/sql.ts";
import { notify, extrasTexts } from "../notifications/index.ts";
import type { BookingListRow } from "./booking-view.ts";
import { findBookingView } from "./bookings.repository.ts";
import { findInvoice, issueExtrasInvoice, type InvoiceRow } from "./invoice.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { invoiceFile, invoiceParties, loadRider } from "./notify.ts";

/**
 * Paid extras (decision record 010): the supplementary tax invoice, issued in the capture's transaction in the same
 * GST series as the fare's, stored as issued (docs/security.md §6), e-mailed to the rider with an SMS.
 */

/** The lines an extras payment paid, as the rider read them. */
async function paidLines(db: DbOrTx, paymentId: string) {
  const rows = await q<{ label: string; amount_paise: number }>(
    db,
    sql`SELECT label, amount_paise FROM booking_extras WHERE payment_id = ${paymentId} AND status = 'paid'
        ORDER BY created_at, id`,
  );
  return rows.map((r) => ({ label: r.label, amountPaise: r.amount_paise }));
}

/** The supplementary invoice's PDF: the stored one as issued, else rendered (at issue). */
export async function extrasInvoiceAttachment(
  ctx: AppContext,
  db: DbOrTx,
  row: BookingListRow,
  invoice: InvoiceRow,
): Promise<Buffer> {
  if (invoice.document_pdf?.length) return Buffer.from(invoice.document_pdf);
  const rider = await loadRider(db, row.user_id);
  const payment = await q1<{ provider_payment_id: string | null }>(
    db,
    sql`SELECT provider_payment_id FROM payments WHERE id = ${invoice.payment_id}`,
  );
  return invoicePdf({
    invoice,
    config: ctx.config,
    ...invoiceParties(ctx, row, rider),
    providerPaymentId: payment?.provider_payment_id ?? null,
    supplementary: {
      lines: invoice.payment_id ? await paidLines(db, invoice.payment_id) : [],
      fareInvoiceNumber: (await findInvoice(db, row.id))?.number ?? null,
    },
  });
}

/** payments' extrasCaptured listener: the supplementary invoice, its stored PDF, the rider's e-mail and SMS. */
export async function onExtrasCaptured(
  ctx: AppContext,
  tx: Tx,
  e: { bookingId: string; paymentId: string; amountPaise: number; now: Date },
) {
  const invoice = await issueExtrasInvoice(tx, {
    bookingId: e.bookingId,
    paymentId: e.paymentId,
    totalPaise: e.amountPaise,
    gstin: ctx.config.GSTIN,
    now: e.now,
  });
  const row = await findBookingView(tx, e.bookingId);
  if (!row) return;
  const pdf = await extrasInvoiceAttachment(ctx, tx, row, invoice);
  await tx.execute(
    sql`UPDATE invoices SET document_pdf = ${pdf}::bytea WHERE id = ${invoice.id} AND document_pdf IS NULL`,
  );
  const rider = await loadRider(tx, row.user_id);
  const url = `${ctx.config.PUBLIC_BASE_URL}/user/bookings`;
  const brand = ctx.config.BUSINESS_NAME;
  // in the rider's language; each language's SMS is its own DLT template
  const locale = localeOf(rider?.language);
  const template = templateIn("extras-paid", locale);
  if (!rider) return;
  await notify(ctx, tx, {
    to: { userId: rider.id, email: rider.email, phone: rider.phone },
    event: "extras.paid",
    bookingId: row.id,
    email: async () => ({
      ...extrasTexts.paidEmail({
        locale,
        brand,
        name: rider.name,
        reference: row.reference,
        lines: await paidLines(tx, e.paymentId),
        paidPaise: e.amountPaise,
        invoiceNumber: invoice.number,
        url,
      }),
      attachments: [invoiceFile(invoice, pdf)],
      template,
    }),
    sms: {
      text: extrasTexts.paidSms({
        brand,
        reference: row.reference,
        paidPaise: e.amountPaise,
        invoiceNumber: invoice.number,
        locale,
      }),
      template,
    },
  });
}

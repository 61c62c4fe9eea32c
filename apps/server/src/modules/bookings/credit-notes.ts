import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { q, q1 } from "../../lib/sql.ts";
import { findBookingView } from "./bookings.repository.ts";
import { creditNotePdf } from "./credit-note-pdf.ts";
import { creditNoteSplit } from "./credit-split.ts";
import { financialYear, type InvoiceRow } from "./invoice.ts";
import { invoiceParties, loadRider } from "./notify.ts";

/**
 * Credit notes (CGST Act 2017 s.34; contents: Rule 53): one per refund of an invoiced payment, issued in the refund's
 * transaction (payments/events.ts `refunded`), naming the invoice it reduces: the refunded payment's own invoice (the
 * fare's, or a reschedule's supplementary one). The amounts: credit-split.ts. Numbers run without gaps per financial
 * year in their own series, CN/26-27/000001 (at most 16 characters, GST Rule 46(b) as for invoices), from a counter row locked in that transaction.
 */
export type CreditNoteRow = {
  id: string;
  invoice_id: string;
  booking_id: string;
  refund_id: string | null;
  number: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  reason: string;
  issued_at: Date | string;
  document_pdf?: Uint8Array | null;
};

export type RefundRecorded = {
  bookingId: string;
  refundId: string;
  paymentId: string;
  amountPaise: number;
  reason: string;
  now: Date;
};

/** Issues the refund's credit note with its PDF, once (the existing one on a repeat); none without an invoice. */
export async function issueCreditNote(ctx: AppContext, tx: Tx, e: RefundRecorded): Promise<CreditNoteRow | undefined> {
  const existing = await q1<CreditNoteRow>(tx, sql`SELECT * FROM credit_notes WHERE refund_id = ${e.refundId}`);
  if (existing) return existing;
  // the refunded payment's invoice, else the booking's fare invoice; locked, so two refunds credit it one at a time
  const invoice = await q1<InvoiceRow>(
    tx,
    sql`SELECT * FROM invoices WHERE booking_id = ${e.bookingId}
          AND (payment_id = ${e.paymentId} AND kind IN ('fare', 'reschedule') OR kind = 'fare')
        ORDER BY (payment_id = ${e.paymentId}) DESC LIMIT 1 FOR UPDATE`,
  );
  if (!invoice) return undefined;
  const credited = await q1<{ total: number }>(
    tx,
    sql`SELECT coalesce(sum(total_paise), 0)::int AS total FROM credit_notes WHERE invoice_id = ${invoice.id}`,
  );
  const split = creditNoteSplit(
    {
      taxablePaise: invoice.taxable_paise,
      cgstPaise: invoice.cgst_paise,
      sgstPaise: invoice.sgst_paise,
      igstPaise: invoice.igst_paise,
      totalPaise: invoice.total_paise,
    },
    credited?.total ?? 0,
    e.amountPaise,
  );
  if (!split) return undefined;
  const fy = financialYear(e.now);
  const counter = await q1<{ last_number: number }>(
    tx,
    sql`INSERT INTO credit_note_counters (financial_year, last_number) VALUES (${fy}, 1)
        ON CONFLICT (financial_year) DO UPDATE SET last_number = credit_note_counters.last_number + 1
        RETURNING last_number`,
  );
  const number = `CN/${fy.slice(2)}/${String(counter!.last_number).padStart(6, "0")}`;
  const note = (await q1<CreditNoteRow>(
    tx,
    sql`INSERT INTO credit_notes (invoice_id, booking_id, refund_id, number, taxable_paise, cgst_paise, sgst_paise,
          igst_paise, total_paise, reason, issued_at)
        VALUES (${invoice.id}, ${e.bookingId}, ${e.refundId}, ${number}, ${split.taxablePaise}, ${split.cgstPaise},
          ${split.sgstPaise}, ${split.igstPaise}, ${split.totalPaise}, ${e.reason}, ${e.now})
        RETURNING *`,
  ))!;
  // the document as issued, kept like the invoice's (migration 0650) and served by GET …/credit-notes/{id}
  const pdf = await renderCreditNote(ctx, tx, note, invoice);
  await tx.execute(sql`UPDATE credit_notes SET document_pdf = ${pdf}::bytea WHERE id = ${note.id}`);
  return note;
}

async function renderCreditNote(ctx: AppContext, db: DbOrTx, note: CreditNoteRow, invoice: InvoiceRow) {
  const row = await findBookingView(db, note.booking_id);
  const rider = await loadRider(db, row?.user_id ?? null);
  const parties = row
    ? invoiceParties(ctx, row, rider)
    : { rider: { name: null, email: null, phone: null }, booking: { reference: "-" } };
  return creditNotePdf({
    note,
    invoice,
    config: ctx.config,
    rider: parties.rider,
    bookingReference: parties.booking.reference,
  });
}

/** The credit notes of a booking, oldest first. */
export async function findCreditNotes(db: DbOrTx, bookingId: string): Promise<CreditNoteRow[]> {
  return q<CreditNoteRow>(
    db,
    sql`SELECT id, invoice_id, booking_id, refund_id, number, taxable_paise, cgst_paise, sgst_paise, igst_paise,
          total_paise, reason, issued_at
        FROM credit_notes WHERE booking_id = ${bookingId} ORDER BY issued_at, number`,
  );
}

/** One credit note of a booking as issued (its PDF; rendered again for a row without one). */
export async function creditNoteDocument(ctx: AppContext, bookingId: string, creditNoteId: string) {
  const note = await q1<CreditNoteRow>(
    ctx.db,
    sql`SELECT * FROM credit_notes WHERE id = ${creditNoteId} AND booking_id = ${bookingId}`,
  );
  if (!note) return undefined;
  if (note.document_pdf?.length) return { note, pdf: Buffer.from(note.document_pdf) };
  const invoice = await q1<InvoiceRow>(ctx.db, sql`SELECT * FROM invoices WHERE id = ${note.invoice_id}`);
  return { note, pdf: await renderCreditNote(ctx, ctx.db, note, invoice!) };
}

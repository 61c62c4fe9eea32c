import { sql } from "drizzle-orm";
import { gstinStateCode, splitGst } from "@chauffeur/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { q, q1 } from "../../lib/sql.ts";
import type { GstAmounts } from "./gst-document.ts";

/**
 * GST tax invoices (the PDF: invoice-pdf.ts). Passenger transport by motor cab: 5% GST included in the fare, split by
 * the place of supply (packages/contracts/src/gst.ts splitGst): IGST when it is another state than the supplier's
 * (a buyer registered elsewhere), else CGST + SGST in halves. Numbers run without gaps per Indian financial year
 * (April–March): SL/26-27/000001 (15 characters: GST Rule 46(b) allows at most 16), allocated from a counter row locked in the payment's transaction.
 */
export function financialYear(d: Date): string {
  const ist = new Date(d.getTime() + 330 * 60_000);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The supplier's GST state: the first two digits of its GSTIN (checked at start: config.ts). */
export const supplierState = (gstin: string) => gstinStateCode(gstin);

/** A registered buyer billed on a B2B tax invoice (GST Rule 46), as it stands at issue. */
export type InvoiceBuyer = {
  legalName: string;
  gstin: string;
  address: string;
  costCentre?: string | null;
  reference?: string | null;
  travellerName?: string | null;
  companyId?: string | null;
};

type IssueOpts = {
  bookingId: string;
  /** null only for a ride on a company's account, invoiced at completion (company-invoice.ts) */
  paymentId: string | null;
  totalPaise: number;
  /** the supplier's GSTIN (config GSTIN): printed, and its state decides intra- or inter-state */
  gstin: string;
  now: Date;
  buyer?: InvoiceBuyer;
};

export type InvoiceRow = GstAmounts & {
  id: string;
  booking_id: string;
  payment_id: string | null;
  /** 'fare' (the booking's), 'extras' (migration 0850) or 'reschedule' (migration 1040): the last two supplementary */
  kind?: string;
  number: string;
  company_id?: string | null;
  issued_at: Date | string;
  /** the PDF as issued (migration 0650); kept for the GST retention period, then erased for a purged rider */
  document_pdf?: Uint8Array | null;
};

/**
 * The end of an invoice's GST retention (CGST Act 2017 s.36, Rule 56): 72 months from the due date of the annual
 * return (GSTR-9, 31 December after the financial year) of the year it was issued in. FY 2026-27 → return due
 * 31 Dec 2027 → kept until the end of 31 Dec 2033 (IST).
 */
export function invoiceRetentionEnd(issuedAt: Date): Date {
  const start = Number(financialYear(issuedAt).slice(0, 4));
  return new Date(Date.UTC(start + 7, 11, 31, 18, 30)); // 1 January start+8, 00:00 IST
}

/** Issues the booking's invoice once (inside the payment transaction); returns the existing one on repeat. */
export async function issueInvoice(tx: DbOrTx, opts: IssueOpts) {
  const existing = await q1<InvoiceRow>(
    tx,
    sql`SELECT * FROM invoices WHERE booking_id = ${opts.bookingId} AND kind = 'fare'`,
  );
  if (existing) return existing;
  return insertInvoice(tx, opts, "fare");
}

/**
 * A supplementary invoice for paid extras (decision record 010): its own document, one per extras payment, numbered
 * in the same series as the fare invoices; returns the existing one on repeat.
 */
export async function issueExtrasInvoice(tx: DbOrTx, opts: IssueOpts) {
  return issueSupplementaryInvoice(tx, opts, "extras");
}

/**
 * A supplementary invoice for a payment after the fare's: paid extras, or the paid difference of a booking moved to a
 * dearer time. One per payment, in the fare invoices' series; the existing one on repeat.
 */
export async function issueSupplementaryInvoice(tx: DbOrTx, opts: IssueOpts, kind: "extras" | "reschedule") {
  const existing = await q1<InvoiceRow>(
    tx,
    sql`SELECT * FROM invoices WHERE payment_id = ${opts.paymentId} AND kind = ${kind}`,
  );
  if (existing) return existing;
  return insertInvoice(tx, opts, kind);
}

async function insertInvoice(tx: DbOrTx, opts: IssueOpts, kind: "fare" | "extras" | "reschedule") {
  const fy = financialYear(opts.now);
  const counter = await q1<{ last_number: number }>(
    tx,
    sql`INSERT INTO invoice_counters (financial_year, last_number) VALUES (${fy}, 1)
        ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
        RETURNING last_number`,
  );
  const number = `SL/${fy.slice(2)}/${String(counter!.last_number).padStart(6, "0")}`;
  const b = opts.buyer;
  const s = splitGst(opts.totalPaise, supplierState(opts.gstin), b?.gstin);
  return (await q1<InvoiceRow>(
    tx,
    sql`INSERT INTO invoices (booking_id, payment_id, number, gstin, taxable_paise, cgst_paise, sgst_paise, igst_paise,
          total_paise, place_of_supply, buyer_legal_name, buyer_gstin, buyer_address, cost_centre, buyer_reference,
          traveller_name, company_id, issued_at, kind)
        VALUES (${opts.bookingId}, ${opts.paymentId}, ${number}, ${opts.gstin}, ${s.taxablePaise}, ${s.cgstPaise},
          ${s.sgstPaise}, ${s.igstPaise}, ${s.totalPaise}, ${s.placeOfSupplyCode}, ${b?.legalName ?? null},
          ${b?.gstin ?? null}, ${b?.address ?? null}, ${b?.costCentre ?? null}, ${b?.reference ?? null},
          ${b?.travellerName ?? null}, ${b?.companyId ?? null}, ${opts.now}, ${kind})
        RETURNING *`,
  ))!;
}

/** The invoice issued for a booking's fare, if any. */
export async function findInvoice(db: DbOrTx, bookingId: string): Promise<InvoiceRow | undefined> {
  return q1<InvoiceRow>(db, sql`SELECT * FROM invoices WHERE booking_id = ${bookingId} AND kind = 'fare'`);
}

/** An invoice by its id. */
export async function findInvoiceById(db: DbOrTx, id: string): Promise<InvoiceRow | undefined> {
  return q1<InvoiceRow>(db, sql`SELECT * FROM invoices WHERE id = ${id}`);
}

/** The supplementary invoices of a booking's paid extras, oldest first. */
export async function findExtrasInvoices(db: DbOrTx, bookingId: string): Promise<InvoiceRow[]> {
  return q<InvoiceRow>(
    db,
    sql`SELECT * FROM invoices WHERE booking_id = ${bookingId} AND kind = 'extras' ORDER BY issued_at, number`,
  );
}

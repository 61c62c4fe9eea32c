import { sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import { q, q1 } from "../../lib/sql.ts";
import type { FareLine } from "@chauffeur/contracts";
import type { Translate } from "@chauffeur/contracts/i18n/translator";
import { localeOf, translator } from "../../lib/i18n.ts";
import { mixedText, useScriptFont } from "./invoice-fonts.ts";

/**
 * GST tax invoices. Passenger transport by motor cab: 5% GST (2.5% CGST + 2.5% SGST, intra-state Odisha),
 * included in the fare. Numbers run without gaps per Indian financial year (April–March): SL/2026-27/000001,
 * allocated from a counter row locked in the payment's transaction.
 */
export const GST_RATE_PERCENT = 5;

export function financialYear(d: Date): string {
  const ist = new Date(d.getTime() + 330 * 60_000);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export function gstSplit(totalPaise: number) {
  const taxable = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxable;
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, total: totalPaise };
}

export type InvoiceRow = {
  id: string;
  booking_id: string;
  payment_id: string;
  /** 'fare' (the booking's), 'extras' (migration 0850) or 'reschedule' (migration 1040): the last two supplementary */
  kind?: string;
  number: string;
  gstin: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  total_paise: number;
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
export async function issueInvoice(
  tx: DbOrTx,
  opts: { bookingId: string; paymentId: string; totalPaise: number; gstin: string; now: Date },
) {
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
export async function issueExtrasInvoice(
  tx: DbOrTx,
  opts: { bookingId: string; paymentId: string; totalPaise: number; gstin: string; now: Date },
) {
  return issueSupplementaryInvoice(tx, opts, "extras");
}

/**
 * A supplementary invoice for a payment after the fare's: paid extras, or the paid difference of a booking moved to a
 * dearer time. One per payment, in the fare invoices' series; the existing one on repeat.
 */
export async function issueSupplementaryInvoice(
  tx: DbOrTx,
  opts: { bookingId: string; paymentId: string; totalPaise: number; gstin: string; now: Date },
  kind: "extras" | "reschedule",
) {
  const existing = await q1<InvoiceRow>(
    tx,
    sql`SELECT * FROM invoices WHERE payment_id = ${opts.paymentId} AND kind = ${kind}`,
  );
  if (existing) return existing;
  return insertInvoice(tx, opts, kind);
}

async function insertInvoice(
  tx: DbOrTx,
  opts: { bookingId: string; paymentId: string; totalPaise: number; gstin: string; now: Date },
  kind: "fare" | "extras" | "reschedule",
) {
  const fy = financialYear(opts.now);
  const counter = await q1<{ last_number: number }>(
    tx,
    sql`INSERT INTO invoice_counters (financial_year, last_number) VALUES (${fy}, 1)
        ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
        RETURNING last_number`,
  );
  const number = `SL/${fy}/${String(counter!.last_number).padStart(6, "0")}`;
  const s = gstSplit(opts.totalPaise);
  return (await q1<InvoiceRow>(
    tx,
    sql`INSERT INTO invoices (booking_id, payment_id, number, gstin, taxable_paise, cgst_paise, sgst_paise, total_paise, issued_at, kind)
        VALUES (${opts.bookingId}, ${opts.paymentId}, ${number}, ${opts.gstin}, ${s.taxable}, ${s.cgst}, ${s.sgst}, ${s.total}, ${opts.now}, ${kind})
        RETURNING *`,
  ))!;
}

const inr = (paise: number) =>
  `INR ${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface InvoiceDocInput {
  invoice: InvoiceRow;
  config: Config;
  rider: { name: string | null; email: string | null; phone: string | null; language?: string | null };
  booking: {
    reference: string;
    serviceLabel: string;
    pickup: string;
    drop: string;
    startFormatted: string;
    vehicleClass: string;
  };
  providerPaymentId: string | null;
  /** the fare invoice's lines: the booking's stored fare lines (their GST line is the tax table's) */
  fareLines?: FareLine[];
  /** a supplementary invoice (paid extras, a reschedule's difference): its lines and the fare invoice it follows */
  supplementary?: {
    lines: Array<{ label: string; amountPaise: number }>;
    fareInvoiceNumber: string | null;
    /** the lines' heading; 'Extras billed (GST included)' by default */
    heading?: string;
  };
}

/**
 * The invoice as a PDF (pdfkit, built-in Helvetica: amounts read "INR", the font has no rupee sign). pdfkit is loaded
 * on the first invoice, not at start (it is the heaviest module the server has: ~150 ms). The labels follow the
 * rider's language: Hindi and Odia in Noto Sans (invoice-fonts.ts) with the English title kept under
 * theirs; names, addresses, numbers and amounts as they are.
 */
export async function invoicePdf(d: InvoiceDocInput): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const locale = localeOf(d.rider.language);
  const t = translator(locale, "notifications");
  return new Promise((resolve, reject) => {
    const sup = d.supplementary;
    const title = t(sup ? "invoice.titleSupplementary" : "invoice.title");
    const doc = new PDFDocument({
      size: "A4",
      margin: 50,
      lang: locale,
      info: { Title: `${title} ${d.invoice.number}` },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const script = useScriptFont(doc, locale);
    const say = (text: string, at?: { x: number; y: number }, o?: PDFKit.Mixins.TextOptions) =>
      mixedText(doc, script, text, at, o);
    const { config: c, invoice: inv } = d;
    letterhead(doc, c.BUSINESS_NAME);
    doc.fontSize(16);
    say(title, undefined, { align: "right" });
    if (script) doc.fontSize(10).text(sup ? "SUPPLEMENTARY TAX INVOICE" : "TAX INVOICE", { align: "right" });
    doc.moveDown(0.5).fontSize(12).text(c.BUSINESS_LEGAL_NAME);
    doc
      .fontSize(10)
      .text(`${c.BUSINESS_NAME} · ${c.BUSINESS_ADDRESS}`)
      .text(`GSTIN: ${inv.gstin}`)
      .text(`${c.BUSINESS_EMAIL} · ${c.BUSINESS_PHONE}`);
    doc.moveDown();
    say(`${t("invoice.number")}: ${inv.number}`);
    // the one date format of every screen (en-IN, medium): "2 Dec 2026", not "2/12/2026"
    say(`${t("invoice.date")}: ${new Date(inv.issued_at).toLocaleDateString("en-IN", ISSUE_DATE)}`);
    say(`${t("invoice.booking")}: ${d.booking.reference}`);
    say(`${t("invoice.payment")}: ${d.providerPaymentId ?? "-"}`);
    say(`${t("invoice.placeOfSupply")}: Odisha (21)`);
    doc.moveDown().fontSize(11);
    say(t("invoice.billedTo"), undefined, { underline: true });
    doc.fontSize(10);
    doc
      .text(d.rider.name ?? "Rider")
      .text(d.rider.email ?? "")
      .text(d.rider.phone ?? "");
    doc.moveDown().fontSize(11);
    say(t("invoice.service"), undefined, { underline: true });
    doc.fontSize(10);
    say(`${d.booking.serviceLabel} (${d.booking.vehicleClass}) · SAC 996412 passenger transport by motor cab`);
    doc.text(`${d.booking.pickup} → ${d.booking.drop}`.replace("→", "to"));
    say(`${t("invoice.pickup")}: ${d.booking.startFormatted}`);
    if (sup) supplementaryLines(doc, sup);
    else if (d.fareLines) fareLines(doc, d.fareLines, inv.taxable_paise, t, say);
    doc.moveDown();
    const rows: Array<[string, string]> = [
      [t("invoice.taxableValue"), inr(inv.taxable_paise)],
      [`CGST @ ${GST_RATE_PERCENT / 2}%`, inr(inv.cgst_paise)],
      [`SGST @ ${GST_RATE_PERCENT / 2}%`, inr(inv.sgst_paise)],
      [t("invoice.total"), inr(inv.total_paise)],
    ];
    for (const [label, value] of rows) {
      const y = doc.y;
      say(label, { x: 50, y });
      doc.text(value, 350, y, { width: 195, align: "right" });
    }
    doc.moveDown(2).fontSize(8);
    say(t("invoice.computerGenerated"), { x: 50, y: doc.y });
    doc.end();
  });
}

const BRAND_GOLD = "#8a6a1f";
const ISSUE_DATE = { timeZone: "Asia/Kolkata", dateStyle: "medium" } as const;

/** The brand at the head of the page, over a gold rule. */
function letterhead(doc: PDFKit.PDFDocument, brand: string) {
  doc.fillColor(BRAND_GOLD).fontSize(24).text(brand, 50, 50);
  const y = doc.y + 4;
  doc.moveTo(50, y).lineTo(545, y).lineWidth(1).strokeColor(BRAND_GOLD).stroke();
  doc.fillColor("black").text("", 50, y + 10);
}

/**
 * The fare as the rider saw it (labels as stored, amounts before GST), summing to the taxable value below: a rupee's
 * difference from the GST split is shown as rounding; lines that no longer add up (a fare changed since) are left out.
 */
function fareLines(
  doc: PDFKit.PDFDocument,
  lines: FareLine[],
  taxablePaise: number,
  t: Translate,
  say: (text: string, at?: { x: number; y: number }, o?: PDFKit.Mixins.TextOptions) => unknown,
) {
  const fare = lines.filter((l) => l.code !== "gst");
  const rounding = taxablePaise - fare.reduce((sum, l) => sum + l.amountPaise, 0);
  if (fare.length === 0 || Math.abs(rounding) > 100) return;
  doc.moveDown().fontSize(11);
  say(t("invoice.fare"), undefined, { underline: true });
  doc.fontSize(10);
  const rows = [...fare.map((l) => ({ label: l.label, amountPaise: l.amountPaise }))];
  if (rounding !== 0) rows.push({ label: t("invoice.rounding"), amountPaise: rounding });
  for (const l of rows) {
    const y = doc.y;
    say(l.label.replace(/₹/g, "INR "), { x: 50, y });
    doc.text(inr(l.amountPaise), 350, y, { width: 195, align: "right" });
  }
}

/** The extras a supplementary invoice bills, after the trip it follows (amounts GST included). */
function supplementaryLines(doc: PDFKit.PDFDocument, sup: NonNullable<InvoiceDocInput["supplementary"]>) {
  doc
    .moveDown()
    .fontSize(11)
    .text(sup.heading ?? "Extras billed (GST included)", { underline: true })
    .fontSize(10);
  if (sup.fareInvoiceNumber) doc.text(`Supplementary to invoice ${sup.fareInvoiceNumber} for the trip's fare.`);
  for (const l of sup.lines) {
    const y = doc.y;
    doc.text(l.label.replace(/₹/g, "INR "), 50, y, { width: 290 }).text(inr(l.amountPaise), 350, y, {
      width: 195,
      align: "right",
    });
  }
}

/** The invoice issued for a booking's fare, if any. */
export async function findInvoice(db: DbOrTx, bookingId: string): Promise<InvoiceRow | undefined> {
  return q1<InvoiceRow>(db, sql`SELECT * FROM invoices WHERE booking_id = ${bookingId} AND kind = 'fare'`);
}

/** The supplementary invoices of a booking's paid extras, oldest first. */
export async function findExtrasInvoices(db: DbOrTx, bookingId: string): Promise<InvoiceRow[]> {
  return q<InvoiceRow>(
    db,
    sql`SELECT * FROM invoices WHERE booking_id = ${bookingId} AND kind = 'extras' ORDER BY issued_at, number`,
  );
}

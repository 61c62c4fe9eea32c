import { PASSENGER_TRANSPORT_SAC, type FareLine } from "@chauffeur/contracts";
import type { Translate } from "@chauffeur/contracts/i18n/translator";
import type { Config } from "../../config.ts";
import {
  billedTo,
  inr,
  issueDate,
  openGstDocument,
  supplierBlock,
  supplyLines,
  taxRows,
  type Person,
  type Say,
} from "./gst-document.ts";
import type { InvoiceRow } from "./invoice.ts";

export interface InvoiceDocInput {
  invoice: InvoiceRow;
  config: Config;
  rider: Person;
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
 * The invoice as a PDF (GST Rule 46; the page's pieces: gst-document.ts). pdfkit is loaded on the first invoice, not
 * at start (it is the heaviest module the server has: ~150 ms). The labels follow the rider's language: Hindi and Odia
 * in Noto Sans (invoice-fonts.ts) with the English title kept under theirs; names, addresses, numbers and amounts as
 * they are.
 */
export async function invoicePdf(d: InvoiceDocInput): Promise<Buffer> {
  const sup = d.supplementary;
  const { config: c, invoice: inv } = d;
  const g = await openGstDocument(c, d.rider.language, {
    key: sup ? "invoice.titleSupplementary" : "invoice.title",
    english: sup ? "SUPPLEMENTARY TAX INVOICE" : "TAX INVOICE",
    number: inv.number,
  });
  const { doc, say, t } = g;
  supplierBlock(doc, c, inv.gstin);
  say(`${t("invoice.number")}: ${inv.number}`);
  say(`${t("invoice.date")}: ${issueDate(inv.issued_at)}`);
  say(`${t("invoice.booking")}: ${d.booking.reference}`);
  say(`${t("invoice.payment")}: ${d.providerPaymentId ?? "-"}`);
  supplyLines(g, inv);
  billedTo(g, inv, d.rider);
  doc.moveDown().fontSize(11);
  say(t("invoice.service"), undefined, { underline: true });
  doc.fontSize(10);
  say(
    `${d.booking.serviceLabel} (${d.booking.vehicleClass}) · SAC ${PASSENGER_TRANSPORT_SAC} passenger transport by motor cab`,
  );
  doc.text(`${d.booking.pickup} → ${d.booking.drop}`.replace("→", "to"));
  say(`${t("invoice.pickup")}: ${d.booking.startFormatted}`);
  if (sup) supplementaryLines(doc, sup);
  else if (d.fareLines) fareLines(doc, d.fareLines, inv.taxable_paise, t, say);
  doc.moveDown();
  taxRows(g, inv, { taxable: t("invoice.taxableValue"), total: t("invoice.total") });
  doc.moveDown(2).fontSize(8);
  say(t("invoice.computerGenerated"), { x: 50, y: doc.y });
  doc.end();
  return g.done;
}

/**
 * The fare as the rider saw it (labels as stored, amounts before GST), summing to the taxable value below: a rupee's
 * difference from the GST split is shown as rounding; lines that no longer add up (a fare changed since) are left out.
 */
function fareLines(doc: PDFKit.PDFDocument, lines: FareLine[], taxablePaise: number, t: Translate, say: Say) {
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

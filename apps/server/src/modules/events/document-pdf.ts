import { sql } from "drizzle-orm";
import { EVENT_SAC } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import { billedTo, inr, issueDate, openGstDocument, supplierBlock, supplyLines, taxRows } from "../bookings/index.ts";
import type { EventDocumentRow } from "./documents.ts";

const TITLES: Record<EventDocumentRow["kind"], { key: string; english: string }> = {
  // no translated title (the documents print in English): the title is its own key, printed as it is
  receipt_voucher: { key: "RECEIPT VOUCHER", english: "RECEIPT VOUCHER" },
  invoice: { key: "invoice.title", english: "TAX INVOICE" },
  refund_voucher: { key: "REFUND VOUCHER", english: "REFUND VOUCHER" },
  credit_note: { key: "creditNote.title", english: "CREDIT NOTE" },
};

type EventParty = {
  reference: string;
  title: string;
  client_name: string;
  client_email: string | null;
  client_phone: string;
  dates: string[];
};

/** The document as a PDF (the pieces of the rides' GST documents, bookings/gst-document.ts), in English. */
async function renderEventDocument(ctx: AppContext, d: EventDocumentRow, e: EventParty): Promise<Buffer> {
  const g = await openGstDocument(ctx.config, null, { ...TITLES[d.kind], number: d.number });
  const { doc, say } = g;
  supplierBlock(doc, ctx.config, d.gstin);
  say(`Number: ${d.number}`);
  say(`Date: ${issueDate(d.issued_at)}`);
  say(`Event: ${e.reference} · ${e.title} · ${e.dates.join(", ")}`);
  supplyLines(g, d);
  billedTo(g, d, { name: e.client_name, email: e.client_email, phone: e.client_phone });
  doc.moveDown().fontSize(11);
  say("Service", undefined, { underline: true });
  doc.fontSize(10).text(`SAC ${EVENT_SAC} rental of cars with chauffeurs for an event`);
  if (d.kind === "receipt_voucher") say("Advance received for a supply to be made (GST due on receipt).");
  if (d.kind === "refund_voucher" || d.kind === "credit_note")
    say(`Against: ${(d.detail.against ?? []).join(", ") || "-"}. Reason: ${d.detail.reason ?? "-"}`);
  doc.moveDown();
  taxRows(g, d, { taxable: "Taxable value", total: "Total (GST included)" });
  if (d.kind === "invoice") invoiceAdjustment(g.doc, d);
  doc.moveDown(2).fontSize(8);
  say("This is a computer-generated document and needs no signature.", { x: 50, y: doc.y });
  doc.end();
  return g.done;
}

/** The advances the invoice adjusts (their GST paid with their receipt vouchers) and what the balance bore. */
function invoiceAdjustment(doc: PDFKit.PDFDocument, d: EventDocumentRow) {
  const x = d.detail;
  doc.moveDown().fontSize(11).text("Adjustment of advances", { underline: true }).fontSize(10);
  const rows: Array<[string, number]> = [
    [`Advances received (${(x.vouchers ?? []).join(", ") || "none"})`, x.advancePaise ?? 0],
    ["GST on the advances, already paid", x.advanceGstPaise ?? 0],
    ["Balance received with this invoice", x.balancePaise ?? 0],
    ["GST on the balance", x.balanceGstPaise ?? 0],
  ];
  for (const [label, paise] of rows) {
    const y = doc.y;
    doc.text(label, 50, y, { width: 290 }).text(inr(paise), 350, y, { width: 195, align: "right" });
  }
}

/** The stored PDF of an event's document, made and kept on its first request (a document never changes). */
export async function eventDocumentPdf(ctx: AppContext, eventId: string, documentId: string) {
  const d = await q1<EventDocumentRow>(
    ctx.db,
    sql`SELECT * FROM event_documents WHERE id = ${documentId} AND event_id = ${eventId}`,
  );
  if (!d) throw new AppError(404, "Document not found", "not_found");
  if (d.document_pdf) return { number: d.number, pdf: Buffer.from(d.document_pdf) };
  const e = await q1<EventParty>(
    ctx.db,
    sql`SELECT reference, title, client_name, client_email, client_phone, dates FROM events WHERE id = ${eventId}`,
  );
  const pdf = await renderEventDocument(ctx, d, e!);
  await ctx.db.execute(
    sql`UPDATE event_documents SET document_pdf = ${pdf} WHERE id = ${d.id} AND document_pdf IS NULL`,
  );
  return { number: d.number, pdf };
}

import { PASSENGER_TRANSPORT_SAC } from "@chauffeur/contracts";
import type { Config } from "../../config.ts";
import type { CreditNoteRow } from "./credit-notes.ts";
import {
  billedTo,
  issueDate,
  openGstDocument,
  supplierBlock,
  supplyLines,
  taxRows,
  type Person,
} from "./gst-document.ts";
import type { InvoiceRow } from "./invoice.ts";

export interface CreditNoteDocInput {
  note: CreditNoteRow;
  /** the tax invoice it reduces: its number and date, its place of supply and buyer are the credit note's */
  invoice: InvoiceRow;
  config: Config;
  rider: Person;
  bookingReference: string;
}

/**
 * The credit note as a PDF (GST Rule 53: the supplier, the number and date, the original invoice's number and date,
 * the recipient as on that invoice, the taxable value, the rate and the tax credited, the place of supply), in the
 * rider's language like the invoice (gst-document.ts).
 */
export async function creditNotePdf(d: CreditNoteDocInput): Promise<Buffer> {
  const { config: c, invoice: inv, note } = d;
  const g = await openGstDocument(c, d.rider.language, {
    key: "creditNote.title",
    english: "CREDIT NOTE",
    number: note.number,
  });
  const { doc, say, t } = g;
  supplierBlock(doc, c, inv.gstin);
  say(`${t("creditNote.number")}: ${note.number}`);
  say(`${t("creditNote.date")}: ${issueDate(note.issued_at)}`);
  say(t("creditNote.against", { number: inv.number, date: issueDate(inv.issued_at) }));
  say(`${t("invoice.booking")}: ${d.bookingReference}`);
  supplyLines(g, inv);
  billedTo(g, inv, d.rider);
  doc.moveDown().fontSize(11);
  say(t("invoice.service"), undefined, { underline: true });
  doc.fontSize(10).text(`SAC ${PASSENGER_TRANSPORT_SAC} passenger transport by motor cab`);
  say(t("creditNote.reason", { reason: note.reason }));
  doc.moveDown().fontSize(11);
  say(t("creditNote.amounts"), undefined, { underline: true });
  doc.fontSize(10);
  // the credit note's own amounts, with the invoice's place of supply deciding IGST or CGST + SGST
  taxRows(
    g,
    { ...inv, ...note },
    { taxable: t("creditNote.taxableValue"), total: t("creditNote.total"), interState: inv.igst_paise > 0 },
  );
  doc.moveDown(2).fontSize(8);
  say(t("creditNote.computerGenerated"), { x: 50, y: doc.y });
  doc.end();
  return g.done;
}

import { GST_RATE_PERCENT, gstStateName, type Locale } from "@chauffeur/contracts";
import type { Translate } from "@chauffeur/contracts/i18n/translator";
import type { Config } from "../../config.ts";
import { localeOf, translator } from "../../lib/i18n.ts";
import { mixedText, useScriptFont } from "./invoice-fonts.ts";

/**
 * What a tax invoice (invoice-pdf.ts) and a credit note (credit-note-pdf.ts) print alike: the page, the letterhead,
 * the supplier, the buyer billed (a rider as a person, or a registered buyer: GST Rule 46), the place of supply and the
 * tax rows (IGST alone for an inter-state supply, else CGST and SGST). pdfkit's built-in Helvetica: amounts read "INR"
 * (the font has no rupee sign); Hindi and Odia labels in Noto Sans (invoice-fonts.ts).
 */
export const inr = (paise: number) =>
  `INR ${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The one date format of every screen (en-IN, medium): "2 Dec 2026", not "2/12/2026". */
export const issueDate = (d: Date | string) =>
  new Date(d).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });

export type Say = (text: string, at?: { x: number; y: number }, o?: PDFKit.Mixins.TextOptions) => unknown;

/** The tax columns a document carries (an invoice row, a credit note row). */
export type GstAmounts = {
  gstin: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  /** inter-state supplies only (migration 1320); CGST and SGST are 0 then */
  igst_paise: number;
  total_paise: number;
  /** the place of supply's GST state code (migration 1320) */
  place_of_supply: string;
  /** a registered buyer (migration 1320): all null for a rider billed as a person */
  buyer_legal_name?: string | null;
  buyer_gstin?: string | null;
  buyer_address?: string | null;
  cost_centre?: string | null;
  buyer_reference?: string | null;
  traveller_name?: string | null;
};

export type Person = { name: string | null; email: string | null; phone: string | null; language?: string | null };

export type GstDocument = { doc: PDFKit.PDFDocument; say: Say; t: Translate; locale: Locale; done: Promise<Buffer> };

/** An A4 page in the reader's language, its letterhead and title (the English title kept under a translated one). */
export async function openGstDocument(
  c: Config,
  language: string | null | undefined,
  title: { key: string; english: string; number: string },
): Promise<GstDocument> {
  const { default: PDFDocument } = await import("pdfkit");
  const locale = localeOf(language);
  const t = translator(locale, "notifications");
  const heading = t(title.key);
  const doc = new PDFDocument({ size: "A4", margin: 50, lang: locale, info: { Title: `${heading} ${title.number}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const script = useScriptFont(doc, locale);
  const say: Say = (text, at, o) => mixedText(doc, script, text, at, o);
  letterhead(doc, c.BUSINESS_NAME);
  doc.fontSize(16);
  say(heading, undefined, { align: "right" });
  if (script) doc.fontSize(10).text(title.english, { align: "right" });
  return { doc, say, t, locale, done };
}

/** The supplier: legal name, brand and address, GSTIN, contact. */
export function supplierBlock(doc: PDFKit.PDFDocument, c: Config, gstin: string) {
  doc.moveDown(0.5).fontSize(12).text(c.BUSINESS_LEGAL_NAME);
  doc
    .fontSize(10)
    .text(`${c.BUSINESS_NAME} · ${c.BUSINESS_ADDRESS}`)
    .text(`GSTIN: ${gstin}`)
    .text(`${c.BUSINESS_EMAIL} · ${c.BUSINESS_PHONE}`);
  doc.moveDown();
}

/** "Place of supply: Karnataka (29)" and "Reverse charge: No" (GST Rule 46 (o) and (p)). */
export function supplyLines(g: GstDocument, amounts: GstAmounts) {
  const code = amounts.place_of_supply;
  g.say(`${g.t("invoice.placeOfSupply")}: ${gstStateName(code)} (${code})`);
  g.say(g.t("invoice.reverseCharge"));
}

/**
 * Who is billed: a registered buyer's legal name, address and GSTIN with its cost centre, reference and traveller when
 * given (GST Rule 46 (e)); a rider billed as a person by name, e-mail and phone.
 */
export function billedTo(g: GstDocument, amounts: GstAmounts, rider: Person) {
  const { doc, say, t } = g;
  doc.moveDown().fontSize(11);
  say(t("invoice.billedTo"), undefined, { underline: true });
  doc.fontSize(10);
  if (amounts.buyer_gstin) {
    doc.text(amounts.buyer_legal_name ?? "");
    doc.text(amounts.buyer_address ?? "");
    doc.text(`GSTIN: ${amounts.buyer_gstin}`);
    if (amounts.cost_centre) say(`${t("invoice.costCentre")}: ${amounts.cost_centre}`);
    if (amounts.buyer_reference) say(`${t("invoice.reference")}: ${amounts.buyer_reference}`);
    if (amounts.traveller_name) say(`${t("invoice.traveller")}: ${amounts.traveller_name}`);
    return;
  }
  doc
    .text(rider.name ?? "Rider")
    .text(rider.email ?? "")
    .text(rider.phone ?? "");
}

/**
 * The taxable value, the tax (IGST alone when inter-state, else CGST and SGST) and the total, right-aligned.
 * `interState`: the document it follows was inter-state (a credit note of a few paise may carry no IGST of its own).
 */
export function taxRows(
  g: GstDocument,
  amounts: GstAmounts,
  labels: { taxable: string; total: string; interState?: boolean },
) {
  const rows: Array<[string, string]> = [[labels.taxable, inr(amounts.taxable_paise)]];
  if (amounts.igst_paise > 0 || labels.interState) rows.push([`IGST @ ${GST_RATE_PERCENT}%`, inr(amounts.igst_paise)]);
  else
    rows.push(
      [`CGST @ ${GST_RATE_PERCENT / 2}%`, inr(amounts.cgst_paise)],
      [`SGST @ ${GST_RATE_PERCENT / 2}%`, inr(amounts.sgst_paise)],
    );
  rows.push([labels.total, inr(amounts.total_paise)]);
  for (const [label, value] of rows) {
    const y = g.doc.y;
    g.say(label, { x: 50, y });
    g.doc.text(value, 350, y, { width: 195, align: "right" });
  }
}

const BRAND_GOLD = "#8a6a1f";

/** The brand at the head of the page, over a gold rule. */
function letterhead(doc: PDFKit.PDFDocument, brand: string) {
  doc.fillColor(BRAND_GOLD).fontSize(24).text(brand, 50, 50);
  const y = doc.y + 4;
  doc.moveTo(50, y).lineTo(545, y).lineWidth(1).strokeColor(BRAND_GOLD).stroke();
  doc.fillColor("black").text("", 50, y + 10);
}

import type { CompanyStatement } from "@chauffeur/contracts";
import type { Config } from "../../config.ts";
import type { StatementLine } from "./statements.repository.ts";
import type { CompanyBilling } from "./trips.service.ts";

/**
 * The monthly statement as a PDF (pdfkit, loaded on first use like the invoice's): the letterhead, the company billed
 * (legal name, GSTIN, address), the period, its invoices (date, number, traveller, cost centre, reference, amount) and
 * credit notes, the totals, the amount due and its date, how to pay. Helvetica: amounts read "INR". One text call per
 * cell without line breaking, so a month of 5,000 rides renders in about a second (bench/company-portal.bench.ts).
 */
// one formatter each, made once (toLocaleString per call builds one every time: most of a 5,000-line statement)
const RUPEES = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DAY = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });
const inr = (paise: number) => `INR ${RUPEES.format(paise / 100)}`;
const day = (d: Date | string) => DAY.format(new Date(d));
const cut = (s: string | null, n: number) => (!s ? "-" : s.length > n ? `${s.slice(0, n - 1)}…` : s);

const COLS = [
  { x: 50, w: 60, head: "Date" },
  { x: 110, w: 95, head: "Number" },
  { x: 205, w: 95, head: "Traveller" },
  { x: 300, w: 80, head: "Cost centre" },
  { x: 380, w: 80, head: "Reference" },
  { x: 460, w: 85, head: "Amount", right: true },
] as const;
const ROW = 13;
const BOTTOM = 780;

type Doc = PDFKit.PDFDocument;

function row(doc: Doc, cells: string[], bold = false) {
  if (doc.y + ROW > BOTTOM) doc.addPage();
  const y = doc.y;
  doc.font(bold ? "Helvetica-Bold" : "Helvetica");
  COLS.forEach((c, i) => {
    doc.text(cells[i] ?? "", c.x, y, { width: c.w, lineBreak: false, align: "right" in c ? "right" : "left" });
  });
  doc.y = y + ROW;
  doc.x = 50;
}

function table(doc: Doc, title: string, lines: StatementLine[], sign: 1 | -1) {
  doc.moveDown().font("Helvetica-Bold").fontSize(11).text(title, 50).fontSize(8);
  row(
    doc,
    COLS.map((c) => c.head),
    true,
  );
  for (const l of lines) {
    row(doc, [
      day(l.issued_at),
      l.number,
      cut(l.traveller, 22),
      cut(l.cost_centre, 18),
      cut(l.company_reference, 18),
      inr(sign * l.total_paise),
    ]);
  }
  if (lines.length === 0) row(doc, ["None"]);
}

export async function statementPdf(
  c: Config,
  company: CompanyBilling,
  s: CompanyStatement,
  lines: StatementLine[],
): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Statement ${s.number}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(18).text(c.BUSINESS_NAME).font("Helvetica").fontSize(9);
  doc
    .text(`${c.BUSINESS_LEGAL_NAME} · ${c.BUSINESS_ADDRESS}`)
    .text(`GSTIN: ${c.GSTIN} · ${c.BUSINESS_EMAIL} · ${c.BUSINESS_PHONE}`);
  doc.moveDown().font("Helvetica-Bold").fontSize(14).text("STATEMENT OF ACCOUNT", { align: "right" });
  doc.font("Helvetica").fontSize(10).text(`${s.number} · ${s.period}`, { align: "right" });
  doc.moveDown().font("Helvetica-Bold").text(company.legal_name).font("Helvetica");
  doc.text(`GSTIN: ${company.gstin}`).text(company.billing_address);
  doc.moveDown().text(`Period: ${s.period} · Issued: ${day(s.issuedAt)} · Due: ${day(s.dueAt)}`);
  table(
    doc,
    "Tax invoices",
    lines.filter((l) => l.kind === "invoice"),
    1,
  );
  table(
    doc,
    "Credit notes",
    lines.filter((l) => l.kind === "credit_note"),
    -1,
  );
  doc.moveDown().fontSize(10);
  if (doc.y + 120 > BOTTOM) doc.addPage();
  const total = (label: string, paise: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").text(label, 300, y, { width: 150 });
    doc.text(inr(paise), 450, y, { width: 95, align: "right" });
    doc.x = 50;
  };
  total("Invoices", s.invoicesPaise);
  total("Credit notes", -s.creditNotesPaise);
  total(`Amount due by ${day(s.dueAt)}`, s.amountDuePaise, true);
  doc.moveDown().font("Helvetica").fontSize(9);
  doc.text(`Pay by bank transfer quoting ${s.number}.`, 50);
  doc.text(`For the bank details, write to ${c.BUSINESS_EMAIL} or call ${c.BUSINESS_PHONE}.`);
  doc
    .moveDown()
    .fontSize(8)
    .text("This statement is not a tax document: the tax invoices and credit notes it lists are.");
  doc.end();
  return done;
}

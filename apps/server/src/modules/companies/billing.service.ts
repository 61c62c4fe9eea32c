import { sql } from "drizzle-orm";
import { companyPaths, type CompanyInvoice, type CompanySpend } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import { documentRenderers } from "./documents.ts";
import { istMonth, istMonthRange } from "./csv.ts";

/**
 * A company's tax documents and spend in its portal (README "Company accounts"): the month's invoices and credit
 * notes, each PDF as issued (only through the company it bills: an id of another company's document is 404), and the
 * spend by month and cost centre, summed by the database.
 */
type Ctx = Pick<AppContext, "db" | "config" | "clock">;
const NOT_FOUND = "Document not found";

interface DocRow {
  id: string;
  kind: "invoice" | "credit_note";
  number: string;
  issued_at: Date | string;
  booking_reference: string;
  traveller: string | null;
  cost_centre: string | null;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  invoice_number: string | null;
}

export async function companyInvoices(ctx: Ctx, companyId: string, month?: string): Promise<CompanyInvoice[]> {
  const { from, to } = istMonthRange(month ?? istMonth(ctx.clock.now()));
  const rows = await q<DocRow>(
    ctx.db,
    sql`SELECT * FROM (
          SELECT i.id, 'invoice' AS kind, i.number, i.issued_at, b.reference AS booking_reference,
            COALESCE(i.traveller_name, b.traveller_name) AS traveller, i.cost_centre, i.taxable_paise, i.cgst_paise,
            i.sgst_paise, i.igst_paise, i.total_paise, NULL::text AS invoice_number
          FROM invoices i JOIN bookings b ON b.id = i.booking_id
          WHERE i.company_id = ${companyId} AND i.issued_at >= ${from.toISOString()}::timestamptz
            AND i.issued_at < ${to.toISOString()}::timestamptz
          UNION ALL
          SELECT cn.id, 'credit_note', cn.number, cn.issued_at, b.reference,
            COALESCE(i.traveller_name, b.traveller_name), i.cost_centre, cn.taxable_paise, cn.cgst_paise,
            cn.sgst_paise, cn.igst_paise, cn.total_paise, i.number
          FROM credit_notes cn JOIN invoices i ON i.id = cn.invoice_id JOIN bookings b ON b.id = cn.booking_id
          WHERE i.company_id = ${companyId} AND cn.issued_at >= ${from.toISOString()}::timestamptz
            AND cn.issued_at < ${to.toISOString()}::timestamptz
        ) d ORDER BY issued_at DESC, number DESC`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    number: r.number,
    issuedAt: new Date(r.issued_at).toISOString(),
    bookingReference: r.booking_reference,
    traveller: r.traveller,
    costCentre: r.cost_centre,
    taxablePaise: r.taxable_paise,
    cgstPaise: r.cgst_paise,
    sgstPaise: r.sgst_paise,
    igstPaise: r.igst_paise,
    totalPaise: r.total_paise,
    invoiceNumber: r.invoice_number,
    pdfUrl:
      r.kind === "invoice" ? companyPaths.invoicePdf(companyId, r.id) : companyPaths.creditNotePdf(companyId, r.id),
  }));
}

const fileName = (number: string) => `${number.replace(/\//g, "-")}.pdf`;

/** An invoice of the company as issued (the stored PDF; rendered again by the bookings module for a row without one). */
export async function companyInvoicePdf(ctx: AppContext, companyId: string, invoiceId: string) {
  const invoice = await q1<{ number: string; document_pdf: Uint8Array | null }>(
    ctx.db,
    sql`SELECT number, document_pdf FROM invoices WHERE id = ${invoiceId} AND company_id = ${companyId}`,
  );
  if (!invoice) throw notFound(NOT_FOUND);
  const pdf = invoice.document_pdf?.length
    ? Buffer.from(invoice.document_pdf)
    : await documentRenderers()?.invoicePdf(ctx, invoiceId);
  if (!pdf) throw notFound(NOT_FOUND);
  return { filename: `invoice-${fileName(invoice.number)}`, pdf };
}

/** A credit note against one of the company's invoices, as issued. */
export async function companyCreditNotePdf(ctx: AppContext, companyId: string, creditNoteId: string) {
  const note = await q1<{ booking_id: string; number: string; document_pdf: Uint8Array | null }>(
    ctx.db,
    sql`SELECT cn.booking_id, cn.number, cn.document_pdf FROM credit_notes cn JOIN invoices i ON i.id = cn.invoice_id
        WHERE cn.id = ${creditNoteId} AND i.company_id = ${companyId}`,
  );
  if (!note) throw notFound(NOT_FOUND);
  const pdf = note.document_pdf?.length
    ? Buffer.from(note.document_pdf)
    : await documentRenderers()?.creditNotePdf(ctx, note.booking_id, creditNoteId);
  if (!pdf) throw notFound(NOT_FOUND);
  return { filename: `credit-note-${fileName(note.number)}`, pdf };
}

/** Rides that count as spend: every ride the company is billed for or will be (not declined, awaiting or cancelled). */
const SPENDING = sql`b.status IN ('pending', 'confirmed', 'ongoing', 'completed')`;

/** Spend per month for the last 12 months (this one included) and per cost centre for one month, GROUP BY only. */
export async function companySpend(
  ctx: Ctx,
  companyId: string,
  month?: string,
): Promise<Omit<CompanySpend, "success">> {
  const now = ctx.clock.now();
  const months = Array.from({ length: 12 }, (_, i) => istMonth(now, i - 11));
  const first = istMonthRange(months[0]!).from;
  const end = istMonthRange(months[11]!).to;
  const byMonth = await q<{ month: string; rides: number; amount: number }>(
    ctx.db,
    sql`SELECT to_char(b.start_time AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month, count(*)::int AS rides,
          COALESCE(sum(b.amount_paise), 0)::float8 AS amount
        FROM bookings b
        WHERE b.company_id = ${companyId} AND ${SPENDING}
          AND b.start_time >= ${first.toISOString()}::timestamptz AND b.start_time < ${end.toISOString()}::timestamptz
        GROUP BY 1`,
  );
  const found = new Map(byMonth.map((r) => [r.month, r]));
  const { from, to } = istMonthRange(month ?? istMonth(now));
  const centres = await q<{ code: string | null; name: string | null; rides: number; amount: number }>(
    ctx.db,
    sql`SELECT b.cost_centre_code AS code, b.cost_centre_name AS name, count(*)::int AS rides,
          COALESCE(sum(b.amount_paise), 0)::float8 AS amount
        FROM bookings b
        WHERE b.company_id = ${companyId} AND ${SPENDING}
          AND b.start_time >= ${from.toISOString()}::timestamptz AND b.start_time < ${to.toISOString()}::timestamptz
        GROUP BY b.cost_centre_code, b.cost_centre_name
        ORDER BY amount DESC, code`,
  );
  return {
    months: months.map((m) => ({
      month: m,
      rides: Number(found.get(m)?.rides ?? 0),
      amountPaise: Number(found.get(m)?.amount ?? 0),
    })),
    costCentres: centres.map((c) => ({
      code: c.code,
      name: c.name ?? "No cost centre",
      rides: Number(c.rides),
      amountPaise: Number(c.amount),
    })),
  };
}

import { sql } from "drizzle-orm";
import {
  COMPANY_STATEMENT_CSV_COLUMNS,
  STATEMENT_DUE_DAYS,
  companyPaths,
  type CompanyStatement,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import { csvLine, fileSlug, istDateTime, rupeesCsv } from "./csv.ts";
import { sendStatement } from "./statement-notice.ts";
import { statementPdf } from "./statements.pdf.ts";
import { STATEMENT_COLUMNS, statementLines, type StatementLine, type StatementRow } from "./statements.repository.ts";
import { companyBilling, type CompanyBilling } from "./trips.service.ts";

/**
 * Monthly statements of companies on monthly terms (README "Company accounts"): issued on the 1st (IST) for the
 * month before by the job `companies.statements` (statements.job.ts), numbered SL/ST/<FY>/000001 without gaps per
 * financial year (a counter row locked in the statement's transaction, migration 1340), once per company and month
 * (UNIQUE (company_id, period)). A statement is not a tax document: it sums the month's tax invoices and credit notes.
 */
type Ctx = Pick<AppContext, "db" | "config" | "clock">;
const DAY_MS = 86_400_000;
export const NOT_FOUND = "Statement not found";

/** The Indian financial year (April–March, IST) of an instant: 2026-27. */
export function financialYearOf(d: Date): string {
  const ist = new Date(d.getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

export function toStatement(r: StatementRow, now: Date): CompanyStatement {
  const due = Number(r.amount_due_paise);
  const paid = Number(r.paid_paise);
  const settled = r.paid_at !== null || paid >= due;
  return {
    id: r.id,
    number: r.number,
    period: r.period,
    invoicesPaise: Number(r.invoices_paise),
    creditNotesPaise: Number(r.credit_notes_paise),
    amountDuePaise: due,
    paidPaise: paid,
    issuedAt: new Date(r.issued_at).toISOString(),
    dueAt: new Date(r.due_at).toISOString(),
    status: settled ? "paid" : new Date(r.due_at) < now ? "overdue" : "due",
    pdfUrl: companyPaths.statementPdf(r.company_id, r.id),
    csvUrl: companyPaths.statementCsv(r.company_id, r.id),
  };
}

const signed = (l: StatementLine, paise: number) => (l.kind === "credit_note" ? -paise : paise);

/** The statement's CSV: the trips CSV's columns for each invoice, a credit note's line with negative amounts. */
export function statementCsv(lines: StatementLine[]): string {
  const out = [csvLine(COMPANY_STATEMENT_CSV_COLUMNS)];
  for (const l of lines) {
    out.push(
      csvLine([
        istDateTime(l.start_time),
        l.reference,
        l.traveller ?? "",
        l.cost_centre ?? "",
        l.company_reference ?? "",
        l.from_address ?? "",
        l.to_address ?? "",
        Math.round(Number(l.distance_km ?? 0) * 10) / 10,
        rupeesCsv(signed(l, l.total_paise)),
        rupeesCsv(signed(l, l.gst_paise)),
        l.invoice_number,
        l.status,
        l.kind === "credit_note" ? l.number : "",
      ]),
    );
  }
  return out.join("");
}

/**
 * Issues the company's statement for a period (YYYY-MM) once: the existing one on repeat. The PDF is stored with it,
 * and the company's billing e-mail gets it with the CSV in the same transaction (the outbox).
 */
export async function issueStatement(ctx: Ctx, companyId: string, period: string): Promise<CompanyStatement> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // one issuer per company at a time: a second waits here, then finds the statement
    await q(tx, sql`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`);
    const company = await companyBilling(tx, companyId);
    const existing = await q1<StatementRow>(
      tx,
      sql`SELECT ${STATEMENT_COLUMNS} FROM company_statements WHERE company_id = ${companyId} AND period = ${period}`,
    );
    if (existing) return toStatement(existing, now);
    const lines = await statementLines(tx, companyId, period);
    const invoices = lines.filter((l) => l.kind === "invoice").reduce((s, l) => s + l.total_paise, 0);
    const credits = lines.filter((l) => l.kind === "credit_note").reduce((s, l) => s + l.total_paise, 0);
    const due = invoices - credits;
    const fy = financialYearOf(now);
    const counter = await q1<{ last_number: number }>(
      tx,
      sql`INSERT INTO company_statement_counters (financial_year, last_number) VALUES (${fy}, 1)
          ON CONFLICT (financial_year) DO UPDATE SET last_number = company_statement_counters.last_number + 1
          RETURNING last_number`,
    );
    const number = `SL/ST/${fy}/${String(counter!.last_number).padStart(6, "0")}`;
    const dueAt = new Date(now.getTime() + STATEMENT_DUE_DAYS * DAY_MS);
    const row = (await q1<StatementRow>(
      tx,
      sql`INSERT INTO company_statements (company_id, number, period, invoices_paise, credit_notes_paise,
            amount_due_paise, issued_at, due_at, paid_at)
          VALUES (${companyId}, ${number}, ${period}, ${invoices}, ${credits}, ${due}, ${now.toISOString()}::timestamptz,
            ${dueAt.toISOString()}::timestamptz, ${due <= 0 ? now.toISOString() : null}::timestamptz)
          RETURNING ${STATEMENT_COLUMNS}`,
    ))!;
    const statement = toStatement(row, now);
    const pdf = await statementPdf(ctx.config, company, statement, lines);
    await tx.execute(sql`UPDATE company_statements SET document_pdf = ${pdf}::bytea WHERE id = ${row.id}`);
    await sendStatement(ctx, tx, company, statement, { pdf, csv: statementCsv(lines) });
    return statement;
  });
}

async function statementOf(db: DbOrTx, companyId: string, statementId: string) {
  const row = await q1<StatementRow & { document_pdf: Uint8Array | null }>(
    db,
    sql`SELECT ${STATEMENT_COLUMNS}, document_pdf FROM company_statements
        WHERE id = ${statementId} AND company_id = ${companyId}`,
  );
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function companyStatements(ctx: Ctx, companyId: string): Promise<CompanyStatement[]> {
  const now = ctx.clock.now();
  const rows = await q<StatementRow>(
    ctx.db,
    sql`SELECT ${STATEMENT_COLUMNS} FROM company_statements WHERE company_id = ${companyId} ORDER BY period DESC`,
  );
  return rows.map((r) => toStatement(r, now));
}

const docName = (company: CompanyBilling, row: StatementRow, ext: string) =>
  `${fileSlug(company.legal_name)}-statement-${row.period}.${ext}`;

/** The statement's PDF as issued (rendered again if a row lacks it). */
export async function statementPdfOf(ctx: Ctx, companyId: string, statementId: string) {
  const row = await statementOf(ctx.db, companyId, statementId);
  const company = await companyBilling(ctx.db, companyId);
  const pdf = row.document_pdf?.length
    ? Buffer.from(row.document_pdf)
    : await statementPdf(
        ctx.config,
        company,
        toStatement(row, ctx.clock.now()),
        await statementLines(ctx.db, companyId, row.period),
      );
  return { filename: docName(company, row, "pdf"), pdf };
}

/** The statement's CSV, from its invoices and credit notes (which never change after issue). */
export async function statementCsvOf(ctx: Ctx, companyId: string, statementId: string) {
  const row = await statementOf(ctx.db, companyId, statementId);
  const company = await companyBilling(ctx.db, companyId);
  return {
    filename: docName(company, row, "csv"),
    csv: statementCsv(await statementLines(ctx.db, companyId, row.period)),
  };
}

/** Whether the company has a statement past its due date and not paid in full (the order refuses credit then). */
export async function companyOverdue(tx: DbOrTx, companyId: string, now: Date): Promise<boolean> {
  const row = await q1<{ overdue: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM company_statements WHERE company_id = ${companyId} AND paid_at IS NULL
          AND paid_paise < amount_due_paise AND due_at < ${now.toISOString()}::timestamptz) AS overdue`,
  );
  return row?.overdue === true;
}

import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { q } from "../../lib/sql.ts";
import { istMonthRange } from "./csv.ts";

/**
 * The queries of monthly statements (statements.service.ts). A statement bills the rides a company took on account
 * (monthly terms: nothing paid at booking, the booking's payment state `on_account`): their invoices issued in the
 * month (IST) and the credit notes issued in the month against such invoices. Rides paid by card at booking are
 * settled already and never on a statement.
 */
export const ON_ACCOUNT = sql`b.payment_status = 'on_account'`;

export interface StatementLine {
  kind: "invoice" | "credit_note";
  number: string;
  issued_at: Date | string;
  invoice_number: string;
  reference: string;
  start_time: Date | string;
  traveller: string | null;
  cost_centre: string | null;
  company_reference: string | null;
  from_address: string | null;
  to_address: string | null;
  distance_km: number | string | null;
  total_paise: number;
  gst_paise: number;
  status: string;
}

const range = (period: string) => {
  const { from, to } = istMonthRange(period);
  return { from: from.toISOString(), to: to.toISOString() };
};

const TRIP_COLUMNS = sql`b.reference, b.start_time,
  COALESCE(i.traveller_name, b.traveller_name, tu.name, bu.name) AS traveller,
  COALESCE(i.cost_centre, NULLIF(concat_ws(' ', b.cost_centre_code, b.cost_centre_name), '')) AS cost_centre,
  COALESCE(i.buyer_reference, b.company_reference) AS company_reference,
  b.trip->'pickUp'->>'address' AS from_address, b.trip->'dropOff'->>'address' AS to_address,
  (b.route->>'distanceKm')::float8 AS distance_km, b.status`;
const PEOPLE = sql`LEFT JOIN users tu ON tu.id = b.traveller_user_id LEFT JOIN users bu ON bu.id = b.user_id`;

function invoicesIn(companyId: string | SQL, period: string): SQL {
  const { from, to } = range(period);
  return sql`i.company_id = ${companyId} AND ${ON_ACCOUNT}
    AND i.issued_at >= ${from}::timestamptz AND i.issued_at < ${to}::timestamptz`;
}
function creditNotesIn(companyId: string | SQL, period: string): SQL {
  const { from, to } = range(period);
  return sql`i.company_id = ${companyId} AND ${ON_ACCOUNT}
    AND cn.issued_at >= ${from}::timestamptz AND cn.issued_at < ${to}::timestamptz`;
}

/** The statement's lines: its invoices by date, then its credit notes. */
export async function statementLines(db: DbOrTx, companyId: string, period: string): Promise<StatementLine[]> {
  return q<StatementLine>(
    db,
    sql`SELECT * FROM (
          SELECT 'invoice' AS kind, i.number, i.issued_at, i.number AS invoice_number, ${TRIP_COLUMNS},
            i.total_paise, (i.cgst_paise + i.sgst_paise + i.igst_paise) AS gst_paise
          FROM invoices i JOIN bookings b ON b.id = i.booking_id ${PEOPLE}
          WHERE ${invoicesIn(companyId, period)}
          UNION ALL
          SELECT 'credit_note', cn.number, cn.issued_at, i.number, ${TRIP_COLUMNS},
            cn.total_paise, (cn.cgst_paise + cn.sgst_paise + cn.igst_paise)
          FROM credit_notes cn JOIN invoices i ON i.id = cn.invoice_id JOIN bookings b ON b.id = cn.booking_id ${PEOPLE}
          WHERE ${creditNotesIn(companyId, period)}
        ) l ORDER BY kind DESC, issued_at, number`,
  );
}

/** Companies on monthly terms with something to bill for the period and no statement for it yet. */
export async function companiesDue(db: DbOrTx, period: string): Promise<string[]> {
  const rows = await q<{ id: string }>(
    db,
    sql`SELECT c.id FROM companies c
        WHERE c.payment_terms = 'monthly'
          AND NOT EXISTS (SELECT 1 FROM company_statements s WHERE s.company_id = c.id AND s.period = ${period})
          AND (EXISTS (SELECT 1 FROM invoices i JOIN bookings b ON b.id = i.booking_id
                       WHERE ${invoicesIn(sql`c.id`, period)})
            OR EXISTS (SELECT 1 FROM credit_notes cn JOIN invoices i ON i.id = cn.invoice_id
                       JOIN bookings b ON b.id = cn.booking_id WHERE ${creditNotesIn(sql`c.id`, period)}))
        ORDER BY c.created_at`,
  );
  return rows.map((r) => r.id);
}

export interface StatementRow {
  id: string;
  company_id: string;
  number: string;
  period: string;
  invoices_paise: number | string;
  credit_notes_paise: number | string;
  amount_due_paise: number | string;
  paid_paise: number | string;
  issued_at: Date | string;
  due_at: Date | string;
  paid_at: Date | string | null;
}
export const STATEMENT_COLUMNS = sql`id, company_id, number, period, invoices_paise, credit_notes_paise,
  amount_due_paise, paid_paise, issued_at, due_at, paid_at`;

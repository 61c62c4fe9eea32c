import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { q } from "../../lib/sql.ts";
import type { AmountRow, Range } from "./documents.repository.ts";

/**
 * Advances (CGST Act s.13(2), Rule 50: GST on an advance for a service is due when it is received) and the period's
 * document series, read set-based from `event_documents` (migration 1420) and the numbered tables (docs/books.md).
 */
const inRange = (col: SQL, r: Range) => sql`${col} >= ${r.from} AND ${col} < ${r.to}`;

/**
 * Table 11A: receipt vouchers issued in the period whose advance is not adjusted by an event invoice issued in the
 * same period (that invoice reports the whole supply), less the refund vouchers issued in the period; by place of supply.
 */
export function advancesReceived(db: DbOrTx, r: Range) {
  return q<AmountRow & { pos: string }>(
    db,
    sql`SELECT pos, sum(s * taxable_paise)::float8 AS taxable_paise, sum(s * igst_paise)::float8 AS igst_paise,
          sum(s * cgst_paise)::float8 AS cgst_paise, sum(s * sgst_paise)::float8 AS sgst_paise,
          sum(s * total_paise)::float8 AS total_paise
        FROM (SELECT 1 AS s, v.place_of_supply AS pos, v.taxable_paise, v.igst_paise, v.cgst_paise, v.sgst_paise, v.total_paise
              FROM event_documents v
              WHERE v.kind = 'receipt_voucher' AND ${inRange(sql`v.issued_at`, r)}
                AND NOT EXISTS (SELECT 1 FROM event_documents e
                  CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(e.detail -> 'vouchers', '[]'::jsonb)) AS a(num)
                  WHERE e.event_id = v.event_id AND e.kind = 'invoice' AND ${inRange(sql`e.issued_at`, r)} AND a.num = v.number)
              UNION ALL
              SELECT -1, f.place_of_supply, f.taxable_paise, f.igst_paise, f.cgst_paise, f.sgst_paise, f.total_paise
              FROM event_documents f WHERE f.kind = 'refund_voucher' AND ${inRange(sql`f.issued_at`, r)}) x
        GROUP BY pos ORDER BY pos`,
  );
}

/** Table 11B: the receipt vouchers of earlier periods that the period's event invoices adjust (their detail.vouchers). */
export function advancesAdjusted(db: DbOrTx, r: Range) {
  return q<AmountRow & { pos: string }>(
    db,
    sql`SELECT v.place_of_supply AS pos, sum(v.taxable_paise)::float8 AS taxable_paise,
          sum(v.igst_paise)::float8 AS igst_paise, sum(v.cgst_paise)::float8 AS cgst_paise,
          sum(v.sgst_paise)::float8 AS sgst_paise, sum(v.total_paise)::float8 AS total_paise
        FROM event_documents e
        CROSS JOIN LATERAL jsonb_array_elements_text(coalesce(e.detail -> 'vouchers', '[]'::jsonb)) AS a(num)
        JOIN event_documents v ON v.number = a.num AND v.kind = 'receipt_voucher'
        WHERE e.kind = 'invoice' AND ${inRange(sql`e.issued_at`, r)} AND v.issued_at < ${r.from}
        GROUP BY v.place_of_supply ORDER BY v.place_of_supply`,
  );
}

/** Every numbered document issued from `from` to `to` (number and issue instant), the series' union. */
const numbered = (from: Date, to: Date) =>
  sql`(SELECT number, issued_at FROM invoices WHERE issued_at >= ${from} AND issued_at < ${to}
       UNION ALL SELECT number, issued_at FROM credit_notes WHERE issued_at >= ${from} AND issued_at < ${to}
       UNION ALL SELECT number, issued_at FROM event_documents WHERE issued_at >= ${from} AND issued_at < ${to})`;

export type SeriesSpan = { series: string; fy: string; first: string; last: string; issued: number };

/** Table 13: each series' first and last number in the period and how many were issued (numbers sort as text). */
export function seriesSpans(db: DbOrTx, r: Range) {
  return q<SeriesSpan>(
    db,
    sql`SELECT split_part(number, '/', 1) AS series, split_part(number, '/', 2) AS fy, min(number) AS first,
          max(number) AS last, count(*)::int AS issued
        FROM ${numbered(r.from, r.to)} d GROUP BY 1, 2 ORDER BY 1, 2`,
  );
}

export type Gap = { series: string; fy: string; gap_from: number; gap_to: number };

/**
 * The holes before each number issued in the period: in its series' financial year (from the year's start), a number
 * whose predecessor is not the number before it; the year's first number must be 1. The window runs in the database.
 */
export function seriesGaps(db: DbOrTx, r: Range, yearStart: Date, fyShort: string) {
  return q<Gap>(
    db,
    sql`SELECT series, fy, coalesce(prev, 0) + 1 AS gap_from, n - 1 AS gap_to
        FROM (SELECT series, fy, n, issued_at, lag(n) OVER (PARTITION BY series, fy ORDER BY n) AS prev
              FROM (SELECT split_part(number, '/', 1) AS series, split_part(number, '/', 2) AS fy,
                      split_part(number, '/', 3)::int AS n, issued_at
                    FROM ${numbered(yearStart, r.to)} d WHERE split_part(number, '/', 2) = ${fyShort}) s) w
        WHERE issued_at >= ${r.from} AND n - coalesce(prev, 0) > 1
        ORDER BY series, gap_from`,
  );
}

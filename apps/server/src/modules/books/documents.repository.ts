import { sql, type SQL } from "drizzle-orm";
import { B2CL_LIMIT_PAISE, EVENT_SAC, PASSENGER_TRANSPORT_SAC } from "@chauffeur/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { q } from "../../lib/sql.ts";

/**
 * The period's issued tax documents, read set-based (docs/books.md): ride invoices (`invoices`, SAC 996412) and event
 * invoices (`event_documents` kind 'invoice', SAC 996601); ride credit notes (`credit_notes`, with the invoice each
 * reduces) and event credit notes (kind 'credit_note', against the event's invoice). Each by `issued_at` in
 * [from, to): midnight IST bounds, through the issued_at indexes of migration 1460. Every sum is done by the database.
 */
export type Range = { from: Date; to: Date; supplierState: string };

/** Every invoice of the period, one row each, with its GSTR-1 class: 'b2b' | 'b2cl' | 'b2cs'. */
function invoicesOf(r: Range): SQL {
  return sql`(SELECT d.*, CASE WHEN d.buyer_gstin IS NOT NULL THEN 'b2b'
          WHEN d.pos <> ${r.supplierState} AND d.total_paise > ${B2CL_LIMIT_PAISE} THEN 'b2cl' ELSE 'b2cs' END AS class
        FROM (SELECT i.number, i.issued_at, i.buyer_gstin, i.buyer_legal_name, i.place_of_supply AS pos,
                i.taxable_paise, i.igst_paise, i.cgst_paise, i.sgst_paise, i.total_paise, ${PASSENGER_TRANSPORT_SAC}::text AS sac
              FROM invoices i WHERE i.issued_at >= ${r.from} AND i.issued_at < ${r.to}
              UNION ALL
              SELECT e.number, e.issued_at, NULL, NULL, e.place_of_supply, e.taxable_paise, e.igst_paise, e.cgst_paise,
                e.sgst_paise, e.total_paise, ${EVENT_SAC}::text
              FROM event_documents e WHERE e.kind = 'invoice' AND e.issued_at >= ${r.from} AND e.issued_at < ${r.to}) d)`;
}

/**
 * Every credit note of the period with the invoice it reduces, classed by that invoice: to a registered buyer 'cdnr',
 * a B2C large invoice 'cdnur', any other 'b2cs' (it reduces table 7, as the portal expects).
 */
function notesOf(r: Range): SQL {
  return sql`(SELECT d.*, CASE WHEN d.buyer_gstin IS NOT NULL THEN 'cdnr'
          WHEN d.pos <> ${r.supplierState} AND d.invoice_total > ${B2CL_LIMIT_PAISE} THEN 'cdnur' ELSE 'b2cs' END AS class
        FROM (SELECT c.number, c.issued_at, i.number AS invoice_number, i.issued_at AS invoice_date, i.total_paise AS invoice_total,
                i.buyer_gstin, i.buyer_legal_name, i.place_of_supply AS pos, c.taxable_paise, c.igst_paise, c.cgst_paise,
                c.sgst_paise, c.total_paise, ${PASSENGER_TRANSPORT_SAC}::text AS sac
              FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id
              WHERE c.issued_at >= ${r.from} AND c.issued_at < ${r.to}
              UNION ALL
              SELECT e.number, e.issued_at, inv.number, inv.issued_at, inv.total_paise, NULL, NULL, e.place_of_supply,
                e.taxable_paise, e.igst_paise, e.cgst_paise, e.sgst_paise, e.total_paise, ${EVENT_SAC}::text
              FROM event_documents e
              LEFT JOIN LATERAL (SELECT x.number, x.issued_at, x.total_paise FROM event_documents x
                WHERE x.event_id = e.event_id AND x.kind = 'invoice' ORDER BY x.issued_at, x.number LIMIT 1) inv ON true
              WHERE e.kind = 'credit_note' AND e.issued_at >= ${r.from} AND e.issued_at < ${r.to}) d)`;
}

const AMOUNTS = sql`taxable_paise, igst_paise, cgst_paise, sgst_paise, total_paise`;
const SIGNED_SUMS = sql`sum(s * taxable_paise)::float8 AS taxable_paise, sum(s * igst_paise)::float8 AS igst_paise,
  sum(s * cgst_paise)::float8 AS cgst_paise, sum(s * sgst_paise)::float8 AS sgst_paise,
  sum(s * total_paise)::float8 AS total_paise`;

export type AmountRow = {
  taxable_paise: number;
  igst_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  total_paise: number;
};
type DetailRow = AmountRow & {
  number: string;
  issued_at: Date | string;
  buyer_gstin: string | null;
  buyer_legal_name: string | null;
  pos: string;
};
export type InvoiceDetailRow = DetailRow & { class: "b2b" | "b2cl" };
export type NoteDetailRow = DetailRow & {
  class: "cdnr" | "cdnur";
  invoice_number: string | null;
  invoice_date: Date | string | null;
};

/** Tables 4A and 5: the B2B and B2C large invoices, one by one (the portal lists each). */
export function invoiceDetails(db: DbOrTx, r: Range) {
  return q<InvoiceDetailRow>(
    db,
    sql`SELECT class, number, issued_at, buyer_gstin, buyer_legal_name, pos, ${AMOUNTS}
        FROM ${invoicesOf(r)} v WHERE class IN ('b2b', 'b2cl') ORDER BY class, issued_at, number`,
  );
}

/** Table 9B: the credit notes to registered buyers and on B2C large invoices, one by one. */
export function noteDetails(db: DbOrTx, r: Range) {
  return q<NoteDetailRow>(
    db,
    sql`SELECT class, number, issued_at, invoice_number, invoice_date, buyer_gstin, buyer_legal_name, pos, ${AMOUNTS}
        FROM ${notesOf(r)} v WHERE class IN ('cdnr', 'cdnur') ORDER BY class, issued_at, number`,
  );
}

/** Table 7: the other B2C invoices less their credit notes, by place of supply (one rate: 5 %). */
export function b2csSums(db: DbOrTx, r: Range) {
  return q<AmountRow & { pos: string }>(
    db,
    sql`SELECT pos, ${SIGNED_SUMS} FROM (
          SELECT 1 AS s, pos, ${AMOUNTS} FROM ${invoicesOf(r)} a WHERE class = 'b2cs'
          UNION ALL SELECT -1, pos, ${AMOUNTS} FROM ${notesOf(r)} b WHERE class = 'b2cs') x
        GROUP BY pos ORDER BY pos`,
  );
}

/** Table 12: by SAC, B2B (a registered buyer) or B2C, invoices less credit notes. */
export function hsnSums(db: DbOrTx, r: Range) {
  return q<AmountRow & { sac: string; b2b: boolean }>(
    db,
    sql`SELECT sac, b2b, ${SIGNED_SUMS} FROM (
          SELECT 1 AS s, sac, buyer_gstin IS NOT NULL AS b2b, ${AMOUNTS} FROM ${invoicesOf(r)} a
          UNION ALL SELECT -1, sac, buyer_gstin IS NOT NULL, ${AMOUNTS} FROM ${notesOf(r)} b) x
        GROUP BY sac, b2b ORDER BY sac`,
  );
}

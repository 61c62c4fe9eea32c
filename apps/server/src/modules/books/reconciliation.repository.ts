import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { q, q1 } from "../../lib/sql.ts";
import type { Range } from "./documents.repository.ts";

/**
 * The gateway's side against the documents' (docs/books.md "Reconciliation"): payments captured in the period
 * (`payments.captured_at`) against the invoices and receipt vouchers naming them (`payment_id`; an event invoice
 * counts the balance it collected, `detail.balancePaise`, not the whole event), and refunds processed in the period
 * (`refunds.processed_at`) against a credit note naming the refund (rides) or a refund voucher or credit note of the
 * event. A ride on a company's account (an invoice with no payment) is settled by statements, not the gateway.
 */
const collected = sql`CASE WHEN kind = 'invoice' AND detail ? 'balancePaise' THEN (detail ->> 'balancePaise')::int
  ELSE total_paise END`;

const paidDocuments = (r: Range) =>
  sql`(SELECT payment_id, number, total_paise AS amount, issued_at FROM invoices
        WHERE payment_id IS NOT NULL AND issued_at >= ${r.from} AND issued_at < ${r.to}
       UNION ALL
       SELECT payment_id, number, ${collected}, issued_at FROM event_documents
        WHERE kind IN ('receipt_voucher', 'invoice') AND payment_id IS NOT NULL
          AND issued_at >= ${r.from} AND issued_at < ${r.to})`;

export type CaptureMatch = {
  payment_id: string;
  reference: string | null;
  captured_paise: number | null;
  captured_at: Date | string | null;
  numbers: string | null;
  document_paise: number | null;
  issued_at: Date | string | null;
};

/** Each capture and each paid document of the period that do not match one to one, amount for amount. */
export function captureDifferences(db: DbOrTx, r: Range) {
  return q<CaptureMatch>(
    db,
    sql`WITH cap AS (SELECT id, provider_payment_id, amount_paise, captured_at FROM payments
                     WHERE status = 'captured' AND captured_at >= ${r.from} AND captured_at < ${r.to}),
             doc AS (SELECT payment_id, string_agg(number, ', ' ORDER BY number) AS numbers,
                       sum(amount)::float8 AS amount, min(issued_at) AS issued_at
                     FROM ${paidDocuments(r)} d GROUP BY payment_id)
        SELECT coalesce(cap.id, doc.payment_id) AS payment_id, cap.provider_payment_id AS reference,
          cap.amount_paise AS captured_paise, cap.captured_at, doc.numbers, doc.amount AS document_paise, doc.issued_at
        FROM cap FULL JOIN doc ON doc.payment_id = cap.id
        WHERE cap.id IS NULL OR doc.payment_id IS NULL OR cap.amount_paise <> doc.amount
        ORDER BY coalesce(cap.captured_at, doc.issued_at)`,
  );
}

export type RefundGap = {
  payment_id: string;
  reference: string | null;
  amount_paise: number;
  processed_at: Date | string;
};

/** Refunds processed in the period with no credit note (a ride's) or refund voucher / credit note (an event's). */
export function refundsWithoutDocument(db: DbOrTx, r: Range) {
  return q<RefundGap>(
    db,
    sql`SELECT f.payment_id, coalesce(f.provider_refund_id, f.id::text) AS reference, f.amount_paise, f.processed_at
        FROM refunds f
        WHERE f.status = 'processed' AND f.processed_at >= ${r.from} AND f.processed_at < ${r.to}
          AND NOT EXISTS (SELECT 1 FROM credit_notes c WHERE c.refund_id = f.id)
          AND NOT (f.event_id IS NOT NULL AND EXISTS (SELECT 1 FROM event_documents e WHERE e.event_id = f.event_id
                     AND e.kind IN ('refund_voucher', 'credit_note') AND e.issued_at < ${r.to}))
        ORDER BY f.processed_at`,
  );
}

type Side = { count: number; total: number };
const side = (s: Side | undefined) => ({ count: Number(s?.count ?? 0), totalPaise: Number(s?.total ?? 0) });

/** Each side's count and total for the period. */
export async function reconciliationTotals(db: DbOrTx, r: Range) {
  const [captures, documents, refunds, refundDocuments] = [
    await q1<Side>(
      db,
      sql`SELECT count(*)::int AS count, coalesce(sum(amount_paise), 0)::float8 AS total FROM payments
          WHERE status = 'captured' AND captured_at >= ${r.from} AND captured_at < ${r.to}`,
    ),
    await q1<Side>(
      db,
      sql`SELECT count(*)::int AS count, coalesce(sum(amount), 0)::float8 AS total FROM ${paidDocuments(r)} d`,
    ),
    await q1<Side>(
      db,
      sql`SELECT count(*)::int AS count, coalesce(sum(amount_paise), 0)::float8 AS total FROM refunds
          WHERE status = 'processed' AND processed_at >= ${r.from} AND processed_at < ${r.to}`,
    ),
    await q1<Side>(
      db,
      sql`SELECT count(*)::int AS count, coalesce(sum(total_paise), 0)::float8 AS total FROM
          (SELECT total_paise FROM credit_notes WHERE issued_at >= ${r.from} AND issued_at < ${r.to}
           UNION ALL SELECT total_paise FROM event_documents WHERE kind IN ('refund_voucher', 'credit_note')
             AND issued_at >= ${r.from} AND issued_at < ${r.to}) d`,
    ),
  ];
  return {
    captures: side(captures),
    documents: side(documents),
    refunds: side(refunds),
    refundDocuments: side(refundDocuments),
  };
}

import { splitGst, type EventDocument, type EventDocumentKind } from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { q, q1 } from "../../lib/sql.ts";
import { financialYear, supplierState } from "../bookings/index.ts";

/**
 * An event's GST documents (migration 1420; the readings: README "Weddings and events"): a receipt voucher for each
 * advance when it is received (CGST Act s.13(2), Rule 50), the tax invoice of the whole event when the balance is paid
 * (Rule 46) adjusting the advances already taxed, a refund voucher for an advance given back before the invoice (Rule
 * 51) and a credit note after it (s.34, Rule 53). 5 % GST included in every amount, split by the place of supply like
 * the rides' (packages/contracts/src/gst.ts). Each kind has its own gapless series per financial year.
 */
const SERIES: Record<EventDocumentKind, string> = {
  receipt_voucher: "RV",
  invoice: "EI",
  refund_voucher: "RF",
  credit_note: "EC",
};

export type EventDocumentRow = {
  id: string;
  event_id: string;
  kind: EventDocumentKind;
  number: string;
  payment_id: string | null;
  quote_id: string | null;
  gstin: string;
  place_of_supply: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  detail: InvoiceDetail & { reason?: string; against?: string[] };
  issued_at: Date | string;
  document_pdf?: Uint8Array | null;
};

/** The invoice's adjustment of the advances (GST once: the advances' GST was paid with their receipt vouchers). */
export type InvoiceDetail = {
  advancePaise?: number;
  advanceGstPaise?: number;
  balancePaise?: number;
  balanceGstPaise?: number;
  vouchers?: string[];
  /** a revised quote's difference billed after the whole event's invoice: the invoice it follows */
  supplementary?: string;
};

const gstOf = (d: Pick<EventDocumentRow, "cgst_paise" | "sgst_paise" | "igst_paise">) =>
  d.cgst_paise + d.sgst_paise + d.igst_paise;

/** Issues one document in its series (the counter row locked in the caller's transaction). */
export async function issueEventDocument(
  ctx: AppContext,
  tx: Tx,
  o: {
    eventId: string;
    kind: EventDocumentKind;
    totalPaise: number;
    paymentId?: string | null;
    quoteId?: string | null;
    detail?: EventDocumentRow["detail"];
    now: Date;
  },
): Promise<EventDocumentRow> {
  const fy = financialYear(o.now);
  const series = SERIES[o.kind];
  const counter = await q1<{ last_number: number }>(
    tx,
    sql`INSERT INTO event_document_counters (series, financial_year, last_number) VALUES (${series}, ${fy}, 1)
        ON CONFLICT (series, financial_year) DO UPDATE SET last_number = event_document_counters.last_number + 1
        RETURNING last_number`,
  );
  const number = `${series}/${fy.slice(2)}/${String(counter!.last_number).padStart(6, "0")}`;
  const gstin = ctx.config.GSTIN;
  const s = splitGst(o.totalPaise, supplierState(gstin));
  return (await q1<EventDocumentRow>(
    tx,
    sql`INSERT INTO event_documents (event_id, kind, number, payment_id, quote_id, gstin, place_of_supply, taxable_paise,
          cgst_paise, sgst_paise, igst_paise, total_paise, detail, issued_at)
        VALUES (${o.eventId}, ${o.kind}, ${number}, ${o.paymentId ?? null}, ${o.quoteId ?? null}, ${gstin},
          ${s.placeOfSupplyCode}, ${s.taxablePaise}, ${s.cgstPaise}, ${s.sgstPaise}, ${s.igstPaise}, ${s.totalPaise},
          ${JSON.stringify(o.detail ?? {})}::jsonb, ${o.now})
        RETURNING *`,
  ))!;
}

/**
 * The tax invoice of the whole event (once): the accepted quote's total and its GST, the advances received with their
 * GST already paid through their receipt vouchers (less any refunded by refund vouchers), and the balance's GST.
 */
export async function issueEventInvoice(
  ctx: AppContext,
  tx: Tx,
  o: { eventId: string; quoteId: string; totalPaise: number; paymentId: string; now: Date },
) {
  const existing = await q1<EventDocumentRow>(
    tx,
    sql`SELECT * FROM event_documents WHERE event_id = ${o.eventId} AND kind = 'invoice' AND NOT detail ? 'supplementary'`,
  );
  if (existing) return existing;
  const docs = await eventDocuments(tx, o.eventId);
  const advances = docs.filter((d) => d.kind === "receipt_voucher");
  const refunded = docs.filter((d) => d.kind === "refund_voucher");
  const advancePaise = sum(advances, (d) => d.total_paise) - sum(refunded, (d) => d.total_paise);
  const advanceGstPaise = sum(advances, gstOf) - sum(refunded, gstOf);
  const s = splitGst(o.totalPaise, supplierState(ctx.config.GSTIN));
  const gst = s.cgstPaise + s.sgstPaise + s.igstPaise;
  return issueEventDocument(ctx, tx, {
    eventId: o.eventId,
    kind: "invoice",
    totalPaise: o.totalPaise,
    paymentId: o.paymentId,
    quoteId: o.quoteId,
    now: o.now,
    detail: {
      advancePaise,
      advanceGstPaise,
      balancePaise: o.totalPaise - advancePaise,
      balanceGstPaise: gst - advanceGstPaise,
      vouchers: advances.map((d) => d.number),
    },
  });
}

const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);

export async function eventDocuments(db: DbOrTx, eventId: string) {
  return q<EventDocumentRow>(
    db,
    sql`SELECT id, event_id, kind, number, payment_id, quote_id, gstin, place_of_supply, taxable_paise, cgst_paise,
          sgst_paise, igst_paise, total_paise, detail, issued_at
        FROM event_documents WHERE event_id = ${eventId} ORDER BY issued_at, number`,
  );
}

/** A document as the pages list it, with its PDF's address (the client's or the console's). */
export const documentView = (d: EventDocumentRow, url: string): EventDocument => ({
  id: d.id,
  kind: d.kind,
  number: d.number,
  taxablePaise: d.taxable_paise,
  gstPaise: gstOf(d),
  totalPaise: d.total_paise,
  issuedAt: new Date(d.issued_at).toISOString(),
  url,
});

import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { q, q1 } from "../../lib/sql.ts";
import { requestEventRefund } from "../payments/index.ts";
import { eventDocuments, issueEventDocument, type EventDocumentRow } from "./documents.ts";

/**
 * Gives back part of an event's money (a cancellation, a revised quote that costs less than what was paid), in the
 * caller's transaction: refund rows on the captured payments, latest first (each to its original payment method,
 * through the payments module's refunds, keyed `<keyBase>-<payment>` so a repeat refunds nothing twice), and the GST
 * document of the amount given back: a refund voucher while no tax invoice exists (Rule 51), else a credit note
 * against the invoice (s.34). Answers the refund ids to send after the commit (sendEventRefunds) and the document.
 */
export async function creditEventMoney(
  ctx: AppContext,
  tx: Tx,
  o: { eventId: string; amountPaise: number; keyBase: string; reason: string; quoteId?: string | null; now: Date },
): Promise<{ refundIds: string[]; refundedPaise: number; document: EventDocumentRow | null }> {
  if (o.amountPaise <= 0) return { refundIds: [], refundedPaise: 0, document: null };
  const payments = await q<{ id: string }>(
    tx,
    sql`SELECT id FROM payments WHERE event_id = ${o.eventId} AND status = 'captured' ORDER BY captured_at DESC, id`,
  );
  const refundIds: string[] = [];
  let left = o.amountPaise;
  for (const p of payments) {
    if (left <= 0) break;
    const r = await requestEventRefund(tx, {
      eventId: o.eventId,
      paymentId: p.id,
      amountPaise: left,
      key: `${o.keyBase}-${p.id}`.slice(0, 120),
      reason: o.reason,
    });
    if (!r) continue;
    refundIds.push(r.id);
    left -= r.amount_paise;
  }
  const refundedPaise = o.amountPaise - left;
  if (refundedPaise <= 0) return { refundIds, refundedPaise, document: null };
  const docs = await eventDocuments(tx, o.eventId);
  const invoice = docs.find((d) => d.kind === "invoice");
  const document = await issueEventDocument(ctx, tx, {
    eventId: o.eventId,
    kind: invoice ? "credit_note" : "refund_voucher",
    totalPaise: refundedPaise,
    quoteId: o.quoteId ?? null,
    now: o.now,
    detail: {
      reason: o.reason,
      against: invoice ? [invoice.number] : docs.filter((d) => d.kind === "receipt_voucher").map((d) => d.number),
    },
  });
  return { refundIds, refundedPaise, document };
}

/** Whether the event's tax invoice has been issued (a later difference is then billed by a supplementary one). */
export async function hasInvoice(tx: Tx, eventId: string) {
  return Boolean(
    await q1(tx, sql`SELECT id FROM event_documents WHERE event_id = ${eventId} AND kind = 'invoice' LIMIT 1`),
  );
}

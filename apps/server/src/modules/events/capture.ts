import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { q1 } from "../../lib/sql.ts";
import { notify } from "../notifications/index.ts";
import type { EventPaymentListeners, EventPurpose } from "../payments/index.ts";
import { issueEventDocument, issueEventInvoice, type EventDocumentRow } from "./documents.ts";
import { transitionEvent } from "./lifecycle.ts";
import { netPaidPaise } from "./quote-view.service.ts";
import { hasInvoice } from "./refunds.ts";
import { syncEventRuns } from "./runs.service.ts";

type LockedEvent = {
  id: string;
  reference: string;
  title: string;
  status: string;
  client_user_id: string | null;
  client_phone: string;
  client_email: string | null;
  accepted_quote_id: string | null;
  total_paise: number | null;
};

type Capture = { eventId: string; paymentId: string; purpose: EventPurpose; amountPaise: number; now: Date };

/**
 * What an event does when payments records the capture of one of its payments (payments/event-payments.ts), inside
 * the capture's transaction (the payment row locked, captured exactly once however many webhooks arrive):
 * - the deposit: the event becomes 'deposit_paid', its receipt voucher is issued (GST due on the advance), its runs
 *   are made (syncEventRuns) and the client is told;
 * - the balance: once everything is paid, 'fully_paid' and the tax invoice of the whole event adjusting the advances;
 * - a revised quote's difference: a receipt voucher (before the invoice) or a supplementary invoice (after it).
 * A capture the event can no longer take (cancelled, a second deposit) answers `applied: false`: it is given back.
 */
export const eventPaymentListeners: EventPaymentListeners = {
  async captured(ctx, tx, c) {
    const ev = await q1<LockedEvent>(
      tx,
      sql`SELECT e.id, e.reference, e.title, e.status, e.client_user_id, e.client_phone, e.client_email,
            e.accepted_quote_id, q.total_paise
          FROM events e LEFT JOIN event_quotes q ON q.id = e.accepted_quote_id WHERE e.id = ${c.eventId} FOR UPDATE OF e`,
    );
    if (!ev || ev.total_paise === null) return { applied: false };
    let doc: EventDocumentRow | null = null;
    if (c.purpose === "event_deposit") {
      if (ev.status !== "accepted") return { applied: false };
      await transitionEvent(tx, { eventId: ev.id, to: "deposit_paid", by: "payment", now: c.now });
      doc = await voucher(ctx, tx, c, ev);
      await syncEventRuns(ctx, tx, { eventId: ev.id, now: c.now });
    } else if (c.purpose === "event_balance") {
      if (ev.status !== "deposit_paid" && ev.status !== "in_progress") return { applied: false };
      doc = await balanceCaptured(ctx, tx, c, ev);
    } else {
      if (ev.status === "cancelled" || ev.status === "completed") return { applied: false };
      doc = await differenceCaptured(ctx, tx, c, ev);
    }
    await tell(ctx, tx, ev, c, doc);
    return { applied: true };
  },
};

const voucher = (ctx: AppContext, tx: Tx, c: Capture, ev: LockedEvent) =>
  issueEventDocument(ctx, tx, {
    eventId: ev.id,
    kind: "receipt_voucher",
    totalPaise: c.amountPaise,
    paymentId: c.paymentId,
    quoteId: ev.accepted_quote_id,
    now: c.now,
  });

/** The balance: fully paid → 'fully_paid' and the whole event's invoice; still short (a revision since) → a voucher. */
async function balanceCaptured(ctx: AppContext, tx: Tx, c: Capture, ev: LockedEvent) {
  const paid = await netPaidPaise(tx, ev.id);
  if (paid < ev.total_paise!) return voucher(ctx, tx, c, ev);
  if (ev.status === "deposit_paid")
    await transitionEvent(tx, { eventId: ev.id, to: "fully_paid", by: "payment", now: c.now });
  return issueEventInvoice(ctx, tx, {
    eventId: ev.id,
    quoteId: ev.accepted_quote_id!,
    totalPaise: ev.total_paise!,
    paymentId: c.paymentId,
    now: c.now,
  });
}

/** A revised quote's difference: an advance before the invoice, a supplementary invoice after it. */
async function differenceCaptured(ctx: AppContext, tx: Tx, c: Capture, ev: LockedEvent) {
  if (!(await hasInvoice(tx, ev.id))) return voucher(ctx, tx, c, ev);
  const first = await q1<{ number: string }>(
    tx,
    sql`SELECT number FROM event_documents WHERE event_id = ${ev.id} AND kind = 'invoice' ORDER BY issued_at LIMIT 1`,
  );
  return issueEventDocument(ctx, tx, {
    eventId: ev.id,
    kind: "invoice",
    totalPaise: c.amountPaise,
    paymentId: c.paymentId,
    quoteId: ev.accepted_quote_id,
    now: c.now,
    detail: { supplementary: first?.number ?? "" },
  });
}

const WORDS: Record<EventPurpose, string> = {
  event_deposit: "deposit",
  event_balance: "balance",
  event_difference: "revised quote's difference",
};

/** The client's confirmation (SMS and e-mail, written to the outbox in the capture's transaction). */
async function tell(ctx: AppContext, tx: Tx, ev: LockedEvent, c: Capture, doc: EventDocumentRow | null) {
  const amount = `Rs ${(c.amountPaise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;
  const url = `${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "")}/events/${ev.id}`;
  const what = WORDS[c.purpose];
  await notify(ctx, tx, {
    to: { userId: ev.client_user_id, phone: ev.client_phone, email: ev.client_email },
    event: `event.${c.purpose}`,
    sms: { text: `${ctx.config.BUSINESS_NAME}: ${amount} received, the ${what} of event ${ev.reference}. ${url}` },
    email: {
      subject: `${ev.reference}: ${what} received`,
      text: [
        `We have received ${amount}, the ${what} of your event ${ev.title} (${ev.reference}).`,
        doc ? `Your ${doc.kind === "invoice" ? "tax invoice" : "receipt voucher"}: ${doc.number}.` : "",
        `Your event's page, its payments and documents: ${url}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
    },
  });
}

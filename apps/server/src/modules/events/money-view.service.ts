import {
  eventMoneyPaths,
  eventPaths,
  type EventMoneyView,
  type EventQuoteStatus,
  type EventStatus,
} from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import { documentView, eventDocuments } from "./documents.ts";

type EventHead = {
  id: string;
  reference: string;
  title: string;
  status: EventStatus;
  dates: string[];
  client_user_id: string | null;
  total_paise: number | null;
  deposit_paise: number | null;
  balance_due_on: string | null;
};

export const eventNotFound = () => new AppError(404, "Event not found", "not_found");

export async function eventHead(db: DbOrTx, eventId: string) {
  return q1<EventHead>(
    db,
    sql`SELECT e.id, e.reference, e.title, e.status, e.dates, e.client_user_id, q.total_paise, q.deposit_paise,
          q.balance_due_on::text AS balance_due_on
        FROM events e LEFT JOIN event_quotes q ON q.id = e.accepted_quote_id WHERE e.id = ${eventId}`,
  );
}

/**
 * The event's money as the client's page and the console's panel show it: the accepted quote's total and deposit,
 * every payment with what was refunded of it, the documents with their PDFs' addresses, and what is due now (the
 * deposit until it is paid, then the balance: the total less what the event holds).
 */
export async function eventMoneyView(db: DbOrTx, eventId: string, audience: "client" | "ops"): Promise<EventMoneyView> {
  const e = await eventHead(db, eventId);
  if (!e) throw eventNotFound();
  const [payments, documents, quotes] = await Promise.all([
    q<{
      id: string;
      purpose: string;
      amount_paise: number;
      status: string;
      method: string | null;
      captured_at: Date | null;
      refunded: number;
    }>(
      db,
      sql`SELECT p.id, p.purpose, p.amount_paise, p.status::text AS status, p.method, p.captured_at,
            coalesce((SELECT sum(r.amount_paise) FROM refunds r WHERE r.payment_id = p.id AND r.status <> 'failed'), 0)::int AS refunded
          FROM payments p WHERE p.event_id = ${eventId} ORDER BY p.created_at`,
    ),
    eventDocuments(db, eventId),
    q<{ id: string; version: number; status: EventQuoteStatus; total_paise: number }>(
      db,
      sql`SELECT id, version, status, total_paise FROM event_quotes WHERE event_id = ${eventId} AND status <> 'draft'
          ORDER BY version`,
    ),
  ]);
  const captured = payments.filter((p) => p.status === "captured");
  const paid = captured.reduce((s, p) => s + p.amount_paise, 0);
  const refunded = captured.reduce((s, p) => s + p.refunded, 0);
  const total = e.total_paise ?? 0;
  const depositPaid = captured.some((p) => p.purpose === "event_deposit");
  const live = e.status !== "cancelled" && e.status !== "completed";
  const due =
    !live || !e.total_paise ? 0 : depositPaid ? Math.max(0, total - (paid - refunded)) : (e.deposit_paise ?? 0);
  const pdf = (id: string) =>
    audience === "ops" ? eventMoneyPaths.opsDocumentPdf(eventId, id) : eventPaths.documentPdf(eventId, id);
  return {
    id: e.id,
    reference: e.reference,
    title: e.title,
    status: e.status,
    dates: e.dates,
    totalPaise: total,
    depositPaise: e.deposit_paise ?? 0,
    balanceDueOn: e.balance_due_on,
    paidPaise: paid,
    refundedPaise: refunded,
    duePaise: due,
    canPayBalance: depositPaid && due > 0 && ["deposit_paid", "fully_paid", "in_progress"].includes(e.status),
    payments: payments.map((p) => ({
      id: p.id,
      purpose: p.purpose as EventMoneyView["payments"][number]["purpose"],
      amountPaise: p.amount_paise,
      status: p.status,
      method: p.method,
      capturedAt: p.captured_at ? new Date(p.captured_at).toISOString() : null,
      refundedPaise: p.refunded,
    })),
    documents: documents.map((d) => documentView(d, pdf(d.id))),
    quotes: quotes.map((x) => ({ id: x.id, version: x.version, status: x.status, totalPaise: x.total_paise })),
  };
}

/** The client's own event (another's answers 404, like a booking). */
export async function ownEvent(db: DbOrTx, userId: string, eventId: string) {
  const e = await eventHead(db, eventId);
  if (!e || e.client_user_id !== userId) throw eventNotFound();
  return e;
}

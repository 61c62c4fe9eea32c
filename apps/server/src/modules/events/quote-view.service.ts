import {
  type EventCancellation,
  type EventQuoteAmounts,
  type EventQuoteState,
  type EventQuoteStatus,
  type EventQuoteView,
  type EventStatus,
} from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import { quoteLinkValid } from "./quote-link.ts";

/** A quote with its event, as the client's link reads it. */
export type LinkedQuote = {
  id: string;
  event_id: string;
  version: number;
  status: EventQuoteStatus;
  breakdown: EventQuoteAmounts;
  cancellation: EventCancellation;
  total_paise: number;
  deposit_paise: number;
  balance_due_on: string;
  valid_until: Date;
  reference: string;
  title: string;
  event_type: string;
  client_name: string;
  client_user_id: string | null;
  dates: string[];
  venues: Array<{ name: string; address?: string }>;
  event_status: EventStatus;
  accepted_quote_id: string | null;
};

export const quoteLinkMessages = {
  notFound: "This quote link is not valid. Please ask us to send the quote again.",
  tampered: "This quote link has been changed or is out of date. Please open the link exactly as we sent it.",
  expired: "This quote has expired. Please ask us for a new quote.",
  withdrawn: "This quote was withdrawn. Please ask us for the current quote.",
  superseded: "This quote was replaced by a newer version. Please open the latest link we sent.",
  accepted: "This quote is already accepted.",
  otherAccount: "This event was accepted from another account. Please sign in with that account.",
} as const;

export async function loadLinkedQuote(db: DbOrTx, quoteId: string, lock = false) {
  return q1<LinkedQuote>(
    db,
    sql`SELECT q.id, q.event_id, q.version, q.status, q.breakdown, q.cancellation, q.total_paise, q.deposit_paise,
          q.balance_due_on::text AS balance_due_on, q.valid_until, e.reference, e.title, e.event_type, e.client_name,
          e.client_user_id, e.dates, e.venues, e.status AS event_status, e.accepted_quote_id
        FROM event_quotes q JOIN events e ON e.id = q.event_id WHERE q.id = ${quoteId}
        ${lock ? sql`FOR UPDATE OF q, e` : sql``}`,
  );
}

/**
 * The quote its signed link names: 404 when no sent quote has that id, 403 when the link's token is not the one of
 * the quote as stored (another id, version, amount, deposit or validity: quote-link.ts).
 */
export async function quoteFromLink(
  ctx: AppContext,
  db: DbOrTx,
  quoteId: string,
  token: string | undefined,
  lock = false,
) {
  const row = await loadLinkedQuote(db, quoteId, lock);
  if (!row || row.status === "draft") throw new AppError(404, quoteLinkMessages.notFound, "not_found");
  const facts = {
    id: row.id,
    version: row.version,
    totalPaise: row.total_paise,
    depositPaise: row.deposit_paise,
    validUntil: new Date(row.valid_until),
  };
  if (!quoteLinkValid(ctx, facts, token)) throw new AppError(403, quoteLinkMessages.tampered, "forbidden");
  return row;
}

/** What the client may do with the quote now. */
export function quoteState(row: LinkedQuote, now: Date): EventQuoteState {
  if (row.status === "accepted" || row.status === "withdrawn" || row.status === "superseded") return row.status;
  if (row.event_status === "cancelled") return "withdrawn";
  return new Date(row.valid_until).getTime() <= now.getTime() ? "expired" : "open";
}

/** The money the event holds now: captured payments less refunds not failed. */
export async function netPaidPaise(db: DbOrTx, eventId: string) {
  const r = await q1<{ paid: number }>(
    db,
    sql`SELECT (coalesce((SELECT sum(amount_paise) FROM payments WHERE event_id = ${eventId} AND status = 'captured'), 0)
      - coalesce((SELECT sum(amount_paise) FROM refunds WHERE event_id = ${eventId} AND status <> 'failed'), 0))::int AS paid`,
  );
  return r?.paid ?? 0;
}

/** The accepted quote's total (the one a revision replaces). */
export async function acceptedTotal(db: DbOrTx, quoteId: string | null) {
  if (!quoteId) return null;
  const r = await q1<{ total_paise: number; status: string }>(
    db,
    sql`SELECT total_paise, status FROM event_quotes WHERE id = ${quoteId}`,
  );
  return r && r.status === "accepted" ? r.total_paise : null;
}

/** GET eventPaths.quote: the quote, its lines, terms and validity; a revision's difference. */
export async function quoteView(ctx: AppContext, quoteId: string, token: string | undefined): Promise<EventQuoteView> {
  const row = await quoteFromLink(ctx, ctx.db, quoteId, token);
  const state = quoteState(row, ctx.clock.now());
  const earlier = row.accepted_quote_id !== row.id ? await acceptedTotal(ctx.db, row.accepted_quote_id) : null;
  const paid = earlier === null ? 0 : await netPaidPaise(ctx.db, row.event_id);
  return {
    quoteId: row.id,
    eventId: row.event_id,
    reference: row.reference,
    title: row.title,
    eventType: row.event_type,
    clientName: row.client_name,
    dates: row.dates,
    venues: row.venues,
    version: row.version,
    quoteStatus: row.status,
    state,
    eventStatus: row.event_status,
    amounts: row.breakdown,
    balanceDueOn: row.balance_due_on,
    validUntil: new Date(row.valid_until).toISOString(),
    cancellation: row.cancellation,
    revision: earlier === null ? null : { paidPaise: paid, differencePaise: row.total_paise - earlier },
  };
}

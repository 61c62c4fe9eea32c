import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { EventStatus, OpsEventQuote, OpsEventSummary } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, eventPartnerCars, eventQuotes, events, payments, tariffs } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { q } from "../../lib/sql.ts";
import { quoteUrl } from "./quote-notice.ts";

/**
 * The console's reads of events (README "Weddings and events"): rows in the API's shapes, the money each event has
 * received (captured payments of the event minus its refunds that have not failed), partner costs and margin.
 */
export type EventRow = typeof events.$inferSelect;
export type QuoteRow = typeof eventQuotes.$inferSelect;
export type PartnerCarRow = typeof eventPartnerCars.$inferSelect;

const IST_OFFSET_MS = 330 * 60_000;
/** The Asia/Kolkata calendar date of an instant. */
export const istDate = (d: Date) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** An Asia/Kolkata date and time of day ('HH:MM') as an instant. */
export const istInstant = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
/** The end of an Asia/Kolkata day (a quote is valid through it). */
export const istEndOfDay = (date: string) => new Date(Date.parse(`${date}T23:59:59.999+05:30`));

export async function eventOr404(db: DbOrTx, id: string, lock = false): Promise<EventRow> {
  const base = db.select().from(events).where(eq(events.id, id));
  const [row] = lock ? await base.for("update") : await base;
  if (!row) throw notFound("Event not found");
  return row;
}

export async function quoteOr404(db: DbOrTx, eventId: string, quoteId: string, lock = false): Promise<QuoteRow> {
  const base = db
    .select()
    .from(eventQuotes)
    .where(and(eq(eventQuotes.id, quoteId), eq(eventQuotes.eventId, eventId)));
  const [row] = lock ? await base.for("update") : await base;
  if (!row) throw notFound("Quote not found");
  return row;
}

/** The current tariff version and its data (the events' prices come from its 'events' section). */
export async function currentTariff(db: DbOrTx) {
  const [row] = await db
    .select({ version: tariffs.version, data: tariffs.data })
    .from(tariffs)
    .orderBy(desc(tariffs.version))
    .limit(1);
  if (!row) throw badRequest("No tariff is published yet: publish one in Tariff first.");
  return row;
}

export const quotesOf = (db: DbOrTx, eventId: string) =>
  db.select().from(eventQuotes).where(eq(eventQuotes.eventId, eventId)).orderBy(desc(eventQuotes.version));

export const partnerCarsOf = (db: DbOrTx, eventId: string) =>
  db
    .select()
    .from(eventPartnerCars)
    .where(eq(eventPartnerCars.eventId, eventId))
    .orderBy(asc(eventPartnerCars.createdAt));

/** The quote whose lines the event is working with: the accepted one, else the newest draft or sent version. */
export function workingQuote<Q extends { id: string; status: string }>(
  ev: { acceptedQuoteId: string | null },
  qs: Q[],
) {
  return (
    qs.find((x) => x.id === ev.acceptedQuoteId) ??
    qs.find((x) => x.status === "accepted") ??
    qs.find((x) => x.status === "draft" || x.status === "sent") ??
    null
  );
}

export function quoteOut(ctx: AppContext, row: QuoteRow, now: Date): OpsEventQuote {
  const link = row.status === "sent" || row.status === "accepted" ? quoteUrl(ctx, row) : null;
  return {
    id: row.id,
    version: row.version,
    status: row.status as OpsEventQuote["status"],
    expired: (row.status === "sent" || row.status === "draft") && row.validUntil.getTime() < now.getTime(),
    tariffVersion: row.tariffVersion,
    lines: row.lines,
    amounts: row.breakdown,
    discount: row.discount ?? null,
    deposit: row.deposit,
    cancellation: row.cancellation,
    balanceDueOn: row.balanceDueOn,
    validUntil: istDate(row.validUntil),
    sentAt: row.sentAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    link,
  };
}

// the outer row's columns, always qualified (a bare "id" would name the subquery's own table)
const EVENT_ID = sql.raw(`"events"."id"`);
const ACCEPTED_QUOTE_ID = sql.raw(`"events"."accepted_quote_id"`);

/** The quote the event works with (workingQuote's order): the accepted one, else the newest draft or sent version. */
const workingQuoteSql = (column: "total_paise" | "taxable_paise") =>
  sql`(SELECT q.${sql.raw(column)} FROM event_quotes q
        WHERE q.event_id = ${EVENT_ID} AND (q.id = ${ACCEPTED_QUOTE_ID} OR q.status IN ('accepted', 'draft', 'sent'))
        ORDER BY CASE WHEN q.id = ${ACCEPTED_QUOTE_ID} THEN 0 WHEN q.status = 'accepted' THEN 1 ELSE 2 END,
                 q.version DESC
        LIMIT 1)`;

/**
 * An event's summary columns, its money read by the same statement (set-based: one query for the whole list, each
 * figure by index): received = captured payments of the event minus its refunds that have not failed (refunds'
 * event_id is migration 1411's column, not in the drizzle schema of refunds); partner costs; the working quote's
 * total and taxable value.
 */
const summaryColumns = {
  id: events.id,
  reference: events.reference,
  title: events.title,
  eventType: events.eventType,
  status: events.status,
  clientName: events.clientName,
  clientPhone: events.clientPhone,
  dates: events.dates,
  startsOn: events.startsOn,
  endsOn: events.endsOn,
  createdAt: events.createdAt,
  total: sql<number | null>`${workingQuoteSql("total_paise")}`.mapWith((v) => (v === null ? null : Number(v))),
  taxable: sql<number | null>`${workingQuoteSql("taxable_paise")}`.mapWith((v) => (v === null ? null : Number(v))),
  received: sql<number>`(SELECT coalesce(sum(p.amount_paise), 0) FROM payments p
      WHERE p.event_id = ${EVENT_ID} AND p.status = 'captured')
    - (SELECT coalesce(sum(r.amount_paise), 0) FROM refunds r WHERE r.event_id = ${EVENT_ID} AND r.status <> 'failed')`.mapWith(
    Number,
  ),
  partner: sql<number>`(SELECT coalesce(sum(c.cost_paise), 0) FROM event_partner_cars c
      WHERE c.event_id = ${EVENT_ID})`.mapWith(Number),
};

const selectSummaries = (db: DbOrTx) => db.select(summaryColumns).from(events);
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function summaryOut(r: SummaryRow): OpsEventSummary {
  const total = r.total ?? 0;
  return {
    id: r.id,
    reference: r.reference,
    title: r.title,
    eventType: r.eventType,
    status: r.status as EventStatus,
    clientName: r.clientName,
    clientPhone: r.clientPhone,
    dates: r.dates,
    startsOn: r.startsOn,
    endsOn: r.endsOn,
    totalPaise: total,
    receivedPaise: r.received,
    duePaise: r.status === "cancelled" ? 0 : Math.max(0, total - r.received),
    partnerCostPaise: r.partner,
    marginPaise: (r.taxable ?? 0) - r.partner,
    createdAt: r.createdAt.toISOString(),
  };
}

/** One event in the console's list shape, with its money. */
export async function eventSummary(db: DbOrTx, id: string): Promise<OpsEventSummary | undefined> {
  const [row] = await selectSummaries(db).where(eq(events.id, id));
  return row && summaryOut(row);
}

/**
 * The console's list with its money in one statement, optionally one status, at most 300: events under way soonest
 * first, then cancelled and completed ones latest first (so the bound drops the oldest finished events, never the
 * coming ones or the latest finished).
 */
export async function listEventSummaries(db: DbOrTx, status?: EventStatus): Promise<OpsEventSummary[]> {
  const rows = await selectSummaries(db)
    .where(status ? eq(events.status, status) : undefined)
    .orderBy(
      sql`CASE WHEN ${events.status} IN ('cancelled', 'completed') THEN 1 ELSE 0 END`,
      sql`CASE WHEN ${events.status} IN ('cancelled', 'completed') THEN NULL ELSE ${events.startsOn} END`,
      desc(events.startsOn),
      asc(events.reference),
    )
    .limit(300);
  return rows.map(summaryOut);
}

/** What the other panels of the event page read as stored: payments, refunds and runs. */
export async function storedMoneyAndRuns(db: DbOrTx, eventId: string) {
  const [pays, backs, runs] = await Promise.all([
    db.select().from(payments).where(eq(payments.eventId, eventId)).orderBy(asc(payments.createdAt)),
    q<{ id: string; status: string; amount_paise: number; created_at: Date | string }>(
      db,
      sql`SELECT id, status, amount_paise, created_at FROM refunds WHERE event_id = ${eventId} ORDER BY created_at`,
    ),
    db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, eventId), isNotNull(bookings.eventId)))
      .orderBy(asc(bookings.pickupAt)),
  ]);
  return {
    payments: pays.map((p) => ({
      id: p.id,
      purpose: p.purpose,
      status: p.status,
      amountPaise: p.amountPaise,
      createdAt: p.createdAt.toISOString(),
    })),
    refunds: backs.map((r) => ({
      id: r.id,
      status: r.status,
      amountPaise: Number(r.amount_paise),
      createdAt: new Date(r.created_at).toISOString(),
    })),
    runs: runs.map((b) => ({
      id: b.id,
      reference: b.reference,
      status: b.status,
      vehicleClass: b.vehicleClass,
      pickupAt: b.pickupAt.toISOString(),
      carId: b.carId,
      chauffeurId: b.chauffeurId,
      run: b.eventRun ?? null,
    })),
  };
}

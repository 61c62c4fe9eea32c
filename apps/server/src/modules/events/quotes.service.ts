import { and, desc, eq, ne } from "drizzle-orm";
import {
  DEFAULT_EVENT_CANCELLATION,
  EVENT_QUOTE_DEFAULTS,
  EventPricingError,
  eventTariffOf,
  priceEventQuote,
  type EventQuoteInput,
  type EventStatus,
  type OpsEventQuote,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { eventQuotes } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import {
  currentTariff,
  eventOr404,
  istDate,
  istEndOfDay,
  quoteOr404,
  quoteOut,
  type EventRow,
} from "./events.repository.ts";
import { transitionEvent } from "./lifecycle.ts";
import { sendQuoteNotice } from "./quote-notice.ts";

/**
 * The console's quotes (decision record 023): a quote is a stored version. A draft's lines and terms are priced on
 * the server by the current tariff's 'events' section and stored with their amounts and the tariff version; a sent
 * quote never changes (withdraw it, or send a new version: the earlier sent one is superseded). A version after
 * acceptance is a revised quote the client accepts (the client's side supersedes the accepted one then).
 */
const CLOSED: EventStatus[] = ["in_progress", "completed", "cancelled"];
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function assertOpen(ev: EventRow) {
  if (CLOSED.includes(ev.status as EventStatus))
    throw conflict(`This event is ${ev.status.replace("_", " ")}: its quotes no longer change`);
}

/** Prices lines and terms by a tariff's data; a line the tariff cannot price is a 400 naming it. */
function price(tariffData: unknown, input: Pick<EventQuoteInput, "lines" | "discount" | "deposit">) {
  try {
    return priceEventQuote(eventTariffOf(tariffData), input);
  } catch (e) {
    if (e instanceof EventPricingError) throw badRequest(e.message);
    throw e;
  }
}

/** The quote builder's preview: the lines priced by the current tariff, nothing stored. */
export async function previewQuote(ctx: AppContext, input: EventQuoteInput) {
  const tariff = await currentTariff(ctx.db);
  return { tariffVersion: tariff.version, amounts: price(tariff.data, input) };
}

/** The lines' dates must be the event's; the terms' dates must make sense today. */
function checkAgainstEvent(ev: EventRow, input: EventQuoteInput, today: string) {
  const errors: Record<string, string[]> = {};
  input.lines.forEach((line, i) => {
    if (!("dates" in line)) return;
    const stray = line.dates.filter((d) => !ev.dates.includes(d));
    if (stray.length) errors[`lines.${i}.dates`] = [`${stray.join(", ")}: not one of the event's dates`];
  });
  if (input.validUntil < today) errors.validUntil = ["The validity cannot end before today"];
  if (input.validUntil > ev.endsOn) errors.validUntil = ["The validity cannot end after the event's last date"];
  if (input.balanceDueOn > ev.endsOn)
    errors.balanceDueOn = ["The balance is due by the event's last date at the latest"];
  const keys = Object.keys(errors);
  if (keys.length) throw badRequest(`${keys[0]}: ${errors[keys[0]!]![0]}`, errors);
}

/** A new draft version: a copy of the latest version's lines and terms, or empty lines with the default terms. */
export async function createDraft(ctx: AppContext, actorUserId: string, eventId: string): Promise<OpsEventQuote> {
  const now = ctx.clock.now();
  const today = istDate(now);
  return ctx.db.transaction(async (tx) => {
    const ev = await eventOr404(tx, eventId, true);
    assertOpen(ev);
    const [latest] = await tx
      .select()
      .from(eventQuotes)
      .where(eq(eventQuotes.eventId, eventId))
      .orderBy(desc(eventQuotes.version))
      .limit(1);
    const [draft] = await tx
      .select({ version: eventQuotes.version })
      .from(eventQuotes)
      .where(and(eq(eventQuotes.eventId, eventId), eq(eventQuotes.status, "draft")));
    if (draft) throw conflict(`Version ${draft.version} is still a draft: edit it or send it first`);
    const tariff = await currentTariff(tx);
    const firstDay = ev.startsOn;
    const terms = {
      lines: latest?.lines ?? [],
      discount: latest?.discount ?? undefined,
      deposit: latest?.deposit ?? { kind: "percent" as const, percent: EVENT_QUOTE_DEFAULTS.depositPercent },
      cancellation: latest?.cancellation ?? DEFAULT_EVENT_CANCELLATION,
    };
    const validUntil = [addDays(today, EVENT_QUOTE_DEFAULTS.validDays), firstDay].sort()[0]!;
    const balanceDueOn = [addDays(firstDay, -EVENT_QUOTE_DEFAULTS.balanceDaysBefore), today].sort().at(-1)!;
    const [row] = await tx
      .insert(eventQuotes)
      .values({
        ...stored(price(tariff.data, terms), tariff.version, terms),
        eventId,
        version: (latest?.version ?? 0) + 1,
        status: "draft",
        balanceDueOn: [balanceDueOn, ev.endsOn].sort()[0]!,
        validUntil: istEndOfDay(validUntil < today ? today : validUntil),
        createdBy: actorUserId,
        createdAt: now,
      })
      .returning();
    const entry = { actorUserId, action: "event.quote_draft", entity: "event" as const, entityId: eventId };
    await writeAudit(tx, { ...entry, after: { quoteId: row!.id, version: row!.version } }, now);
    return quoteOut(ctx, row!, now);
  });
}

/** The stored columns of a priced quote. */
function stored(
  a: ReturnType<typeof priceEventQuote>,
  tariffVersion: number,
  terms: Pick<EventQuoteInput, "lines" | "discount" | "deposit" | "cancellation">,
) {
  return {
    tariffVersion,
    lines: terms.lines,
    breakdown: a,
    discount: terms.discount ?? null,
    deposit: terms.deposit,
    cancellation: terms.cancellation,
    subtotalPaise: a.subtotalPaise,
    discountPaise: a.discountPaise,
    taxablePaise: a.taxablePaise,
    gstPaise: a.gstPaise,
    totalPaise: a.totalPaise,
    depositPaise: a.depositPaise,
  };
}

/** A draft's lines and terms, priced by the current tariff and stored, audited with the totals before and after. */
export async function saveQuote(
  ctx: AppContext,
  actorUserId: string,
  ids: { eventId: string; quoteId: string },
  input: EventQuoteInput,
): Promise<OpsEventQuote> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const ev = await eventOr404(tx, ids.eventId, true);
    assertOpen(ev);
    const before = await quoteOr404(tx, ids.eventId, ids.quoteId, true);
    if (before.status !== "draft")
      throw conflict(`Version ${before.version} was ${before.status}: it no longer changes`);
    checkAgainstEvent(ev, input, istDate(now));
    const tariff = await currentTariff(tx);
    const [row] = await tx
      .update(eventQuotes)
      .set({
        ...stored(price(tariff.data, input), tariff.version, input),
        balanceDueOn: input.balanceDueOn,
        validUntil: istEndOfDay(input.validUntil),
      })
      .where(eq(eventQuotes.id, before.id))
      .returning();
    await writeAudit(
      tx,
      {
        actorUserId,
        action: "event.quote_save",
        entity: "event",
        entityId: ids.eventId,
        before: { quoteId: before.id, lines: before.lines.length, totalPaise: before.totalPaise },
        after: { quoteId: row!.id, lines: row!.lines.length, totalPaise: row!.totalPaise, tariff: tariff.version },
      },
      now,
    );
    return quoteOut(ctx, row!, now);
  });
}

/** The event's status after a quote is sent: a draft or accepted event waits for the client again. */
async function eventSent(tx: Tx, ev: EventRow, actorUserId: string, now: Date) {
  if (ev.status === "draft" || ev.status === "accepted")
    await transitionEvent(tx, { eventId: ev.id, to: "sent", by: "operator", actorUserId, now });
}

/** Sends a draft: it becomes the version the client sees (an earlier sent one is superseded); SMS and e-mail. */
export async function sendQuote(ctx: AppContext, actorUserId: string, ids: { eventId: string; quoteId: string }) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const ev = await eventOr404(tx, ids.eventId, true);
    assertOpen(ev);
    const quote = await quoteOr404(tx, ids.eventId, ids.quoteId, true);
    if (quote.status !== "draft") throw conflict(`Version ${quote.version} is ${quote.status}: only a draft is sent`);
    if (!quote.lines.length) throw badRequest("Add at least one line before sending the quote");
    if (quote.validUntil.getTime() < now.getTime())
      throw badRequest("The quote's validity has passed: choose a later 'Valid until' first");
    if (quote.totalPaise <= 0) throw badRequest("The quote's total is nothing: check the lines and the discount");
    await tx
      .update(eventQuotes)
      .set({ status: "superseded" })
      .where(and(eq(eventQuotes.eventId, ev.id), eq(eventQuotes.status, "sent"), ne(eventQuotes.id, quote.id)));
    const [row] = await tx
      .update(eventQuotes)
      .set({ status: "sent", sentAt: now })
      .where(eq(eventQuotes.id, quote.id))
      .returning();
    await eventSent(tx, ev, actorUserId, now);
    const link = await sendQuoteNotice(ctx, tx, ev, row!);
    const entry = { actorUserId, action: "event.quote_send", entity: "event" as const, entityId: ev.id };
    await writeAudit(
      tx,
      { ...entry, after: { quoteId: row!.id, version: row!.version, totalPaise: row!.totalPaise, link } },
      now,
    );
    return quoteOut(ctx, row!, now);
  });
}

/** Withdraws a sent quote (its link then says so); the event goes back to its accepted quote, or to draft. */
export async function withdrawQuote(ctx: AppContext, actorUserId: string, ids: { eventId: string; quoteId: string }) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const ev = await eventOr404(tx, ids.eventId, true);
    const quote = await quoteOr404(tx, ids.eventId, ids.quoteId, true);
    if (quote.status !== "sent")
      throw conflict(`Version ${quote.version} is ${quote.status}: only a sent quote is withdrawn`);
    const [row] = await tx
      .update(eventQuotes)
      .set({ status: "withdrawn", withdrawnAt: now })
      .where(eq(eventQuotes.id, quote.id))
      .returning();
    if (ev.status === "sent")
      await transitionEvent(tx, {
        eventId: ev.id,
        to: ev.acceptedQuoteId ? "accepted" : "draft",
        by: "operator",
        actorUserId,
        now,
      });
    const entry = { actorUserId, action: "event.quote_withdraw", entity: "event" as const, entityId: ev.id };
    await writeAudit(
      tx,
      { ...entry, before: { quoteId: quote.id, status: "sent" }, after: { status: "withdrawn" } },
      now,
    );
    return quoteOut(ctx, row!, now);
  });
}

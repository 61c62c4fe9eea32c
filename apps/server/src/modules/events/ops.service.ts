import { eq } from "drizzle-orm";
import type {
  EventCreate,
  EventFromLead,
  EventPatch,
  EventStatus,
  OpsEventDetail,
  OpsEventSummary,
} from "@chauffeur/contracts";
import { EVENT_TYPES } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { events, leads } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import {
  eventOr404,
  eventSummary,
  listEventSummaries,
  partnerCarsOf,
  quoteOut,
  quotesOf,
  storedMoneyAndRuns,
  type EventRow,
} from "./events.repository.ts";
import { partnerCarOut } from "./partner-cars.service.ts";
import { newEventReference } from "./reference.ts";

/** Who acts from the console. */
export interface OpsActor {
  userId: string;
}

/** The console's list of events (optionally one status) with their money. */
export async function listEvents(ctx: AppContext, status?: EventStatus): Promise<{ events: OpsEventSummary[] }> {
  return { events: await listEventSummaries(ctx.db, status) };
}

/** The event page: its details and money, every quote version, partner cars, and the stored payments and runs. */
export async function eventDetail(ctx: AppContext, id: string, db: DbOrTx = ctx.db): Promise<OpsEventDetail> {
  const ev = await eventOr404(db, id);
  const now = ctx.clock.now();
  const [summary, quotes, partners, stored] = await Promise.all([
    eventSummary(db, id),
    quotesOf(db, id),
    partnerCarsOf(db, id),
    storedMoneyAndRuns(db, id),
  ]);
  return {
    event: {
      ...summary!,
      leadId: ev.leadId,
      clientEmail: ev.clientEmail,
      coordinatorName: ev.coordinatorName,
      coordinatorPhone: ev.coordinatorPhone,
      venues: ev.venues,
      notes: ev.notes,
      acceptedQuoteId: ev.acceptedQuoteId,
      cancelledAt: ev.cancelledAt?.toISOString() ?? null,
      cancelReason: ev.cancelReason,
    },
    quotes: quotes.map((q) => quoteOut(ctx, q, now)),
    partnerCars: partners.map(partnerCarOut),
    ...stored,
  };
}

const sortedDates = (dates: string[]) => [...new Set(dates)].sort();

/** Dates must be real calendar days, not before today (Asia/Kolkata) for a new event. */
function checkDates(dates: string[], today: string) {
  for (const d of dates) {
    const parsed = new Date(`${d}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== d)
      throw badRequest(`${d} is not a calendar date`, { dates: [`${d} is not a calendar date`] });
    if (d < today)
      throw badRequest(`${d} has passed: choose a date from today`, { dates: ["Choose a date from today"] });
  }
}

const detailOf = (e: EventRow) => ({
  title: e.title,
  eventType: e.eventType,
  client: { name: e.clientName, phone: e.clientPhone, email: e.clientEmail },
  coordinator: e.coordinatorName ? { name: e.coordinatorName, phone: e.coordinatorPhone } : null,
  venues: e.venues,
  dates: e.dates,
  notes: e.notes,
});

/** A new event (draft), audited. From an enquiry when `leadId` names one (the lead is not changed). */
export async function createEvent(ctx: AppContext, actor: OpsActor, input: EventCreate) {
  const now = ctx.clock.now();
  const today = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const dates = sortedDates(input.dates);
  checkDates(dates, today);
  const id = await ctx.db.transaction(async (tx) => {
    if (input.leadId) {
      const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.leadId));
      if (!lead) throw badRequest("The enquiry this event comes from does not exist", { leadId: ["Unknown enquiry"] });
    }
    const [row] = await tx
      .insert(events)
      .values({
        reference: newEventReference(),
        leadId: input.leadId ?? null,
        status: "draft",
        eventType: input.eventType,
        title: input.title,
        clientName: input.client.name,
        clientPhone: input.client.phone,
        clientEmail: input.client.email ?? null,
        coordinatorName: input.coordinator?.name ?? null,
        coordinatorPhone: input.coordinator?.phone ?? null,
        venues: input.venues,
        dates,
        startsOn: dates[0]!,
        endsOn: dates.at(-1)!,
        notes: input.notes ?? null,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const entry = { actorUserId: actor.userId, action: "event.create", entity: "event" as const, entityId: row!.id };
    await writeAudit(tx, { ...entry, after: detailOf(row!), detail: { leadId: input.leadId ?? null } }, now);
    return row!.id;
  });
  return eventDetail(ctx, id);
}

/** An event from an event enquiry: the lead's name, phone, e-mail, type and words copied in. */
export async function createEventFromLead(ctx: AppContext, actor: OpsActor, leadId: string, input: EventFromLead) {
  const [lead] = await ctx.db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw notFound("Enquiry not found");
  if (lead.kind !== "event_enquiry") throw badRequest("Only an event enquiry becomes an event");
  const [already] = await ctx.db
    .select({ id: events.id, reference: events.reference })
    .from(events)
    .where(eq(events.leadId, leadId));
  if (already)
    throw conflict(`Event ${already.reference} was already created from this enquiry`, { eventId: already.id });
  if (!lead.phone || !/^\+91\d{10}$/.test(lead.phone))
    throw badRequest("The enquiry has no usable phone number: create the event from scratch");
  const type = (EVENT_TYPES as readonly string[]).includes(lead.eventType ?? "") ? lead.eventType! : "other";
  const email = input.email ?? lead.email ?? undefined;
  return createEvent(ctx, actor, {
    leadId,
    eventType: type as EventCreate["eventType"],
    title: input.title ?? `${type.charAt(0).toUpperCase()}${type.slice(1)} of ${lead.name}`.slice(0, 160),
    client: { name: lead.name.slice(0, 120), phone: lead.phone, ...(email ? { email } : {}) },
    venues: input.venues,
    dates: input.dates,
    ...(lead.description ? { notes: lead.description.slice(0, 2000) } : {}),
  });
}

/** A change of the event's details, audited with before and after. A cancelled or completed event is closed. */
export async function patchEvent(ctx: AppContext, actor: OpsActor, id: string, patch: EventPatch) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await eventOr404(tx, id, true);
    if (before.status === "cancelled" || before.status === "completed")
      throw conflict(`This event is ${before.status}: its details no longer change`);
    const dates = patch.dates ? sortedDates(patch.dates) : null;
    const today = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    if (dates)
      checkDates(
        dates.filter((d) => !before.dates.includes(d)),
        today,
      );
    const [after] = await tx
      .update(events)
      .set({
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.eventType !== undefined ? { eventType: patch.eventType } : {}),
        ...(patch.client
          ? { clientName: patch.client.name, clientPhone: patch.client.phone, clientEmail: patch.client.email ?? null }
          : {}),
        ...(patch.coordinator !== undefined
          ? { coordinatorName: patch.coordinator.name, coordinatorPhone: patch.coordinator.phone }
          : {}),
        ...(patch.venues ? { venues: patch.venues } : {}),
        ...(dates ? { dates, startsOn: dates[0]!, endsOn: dates.at(-1)! } : {}),
        ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
        updatedAt: now,
      })
      .where(eq(events.id, id))
      .returning();
    const entry = { actorUserId: actor.userId, action: "event.update", entity: "event" as const, entityId: id };
    await writeAudit(tx, { ...entry, before: detailOf(before), after: detailOf(after!) }, now);
  });
  return eventDetail(ctx, id);
}

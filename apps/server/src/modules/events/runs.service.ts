import { and, eq, inArray, ne } from "drizzle-orm";
import { eventPages, type EventLine } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { bookings, eventQuotes, events } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { randomToken, sha256Hex } from "../../lib/crypto.ts";
import { notFound } from "../../lib/errors.ts";
import { insertEventRun, withdrawEventRun } from "../bookings/index.ts";
import { notify } from "../notifications/index.ts";
import { rideWithdrawn } from "../rides/index.ts";
import { planRuns, storedRunKey, type PlannedRun } from "./run-plan.ts";

/**
 * The event's runs (decision record 023 point 4: one booking per car of each car line on each of its dates), written
 * through the bookings module (bookings/event-runs.ts) so the one 'holds a car' rule, the chauffeur app, the ride's
 * steps and the live board serve them as they serve rides.
 */

type EventRow = typeof events.$inferSelect;
/** Runs that have not started: the ones a revised quote or a cancellation may withdraw. */
const NOT_STARTED = ["pending", "confirmed"] as const;

const venueOf = (ev: EventRow) => {
  const v = ev.venues[0];
  return v ? (v.address ? `${v.name}, ${v.address}` : v.name) : ev.title;
};

/** The booking's trip for a run: its places and hours as the chauffeur's app and the live board read a trip. */
const tripOf = (p: PlannedRun) => ({
  service: p.kind === "outstation" ? "outstation" : "hourly-rental",
  pickUp: { address: p.pickup },
  dropOff: p.dropOff ? { address: p.dropOff } : null,
  stops: [],
  startTime: p.startAt.toISOString(),
  hours: Math.round(((p.endAt.getTime() - p.startAt.getTime()) / 3600_000) * 10) / 10,
  passengerCount: null,
  eventLine: p.label,
  eventKind: p.kind,
});

async function createRun(tx: Tx, ev: EventRow, tariffVersion: number, p: PlannedRun, now: Date) {
  return insertEventRun(
    tx,
    {
      eventId: ev.id,
      userId: ev.clientUserId,
      travellerUserId: ev.coordinatorPhone ? null : ev.clientUserId,
      travellerName: ev.coordinatorName ?? ev.clientName,
      travellerPhone: ev.coordinatorPhone ?? ev.clientPhone,
      vehicleClass: p.vehicleClass,
      service: p.kind === "outstation" ? "outstation" : "hourly-rental",
      trip: tripOf(p),
      startAt: p.startAt,
      endAt: p.endAt,
      tariffVersion,
      run: p.sheet,
    },
    now,
  );
}

/** Withdraws one run not started (the machine's 'withdraw'); its chauffeur sees it leave. */
async function withdraw(ctx: AppContext, tx: Tx, b: typeof bookings.$inferSelect, reason: string, now: Date) {
  const after = await withdrawEventRun(tx, b, reason, now);
  await rideWithdrawn(ctx, tx, after);
}

/**
 * The coordinator's event page (README "Weddings and events"): an unguessable token made when the event first has
 * runs, kept only as its SHA-256, its link sent by SMS to the coordinator (or the client) through the outbox.
 */
async function ensureCoordinatorLink(ctx: AppContext, tx: Tx, ev: EventRow, now: Date) {
  if (ev.coordinatorTokenHash) return;
  const token = randomToken(24);
  await tx
    .update(events)
    .set({ coordinatorTokenHash: sha256Hex(token), updatedAt: now })
    .where(eq(events.id, ev.id));
  const url = `${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "")}${eventPages.live(token)}`;
  await notify(ctx, tx, {
    to: { userId: ev.coordinatorPhone ? null : ev.clientUserId, phone: ev.coordinatorPhone ?? ev.clientPhone },
    event: "event.live_link",
    sms: {
      text: `${ctx.config.BUSINESS_NAME}: ${ev.title} (${ev.reference}). Follow every car of your event live: ${url}`,
      template: "event-live-link",
    },
  });
}

/**
 * Makes the event's runs match its accepted quote's car lines, in the caller's transaction (the deposit's capture,
 * a revised quote's acceptance): creates the runs missing, withdraws those no longer asked for that have not
 * started. Idempotent: a second call changes nothing. A run's identity is its line, car, date, class and times.
 */
export async function syncEventRuns(ctx: AppContext, tx: Tx, e: { eventId: string; now: Date }) {
  const [ev] = await tx.select().from(events).where(eq(events.id, e.eventId)).for("update");
  if (!ev) throw notFound("Event not found");
  if (ev.status === "cancelled") return cancelEventRuns(ctx, tx, { ...e, reason: "Event cancelled" });
  const [quote] = ev.acceptedQuoteId
    ? await tx
        .select({ lines: eventQuotes.lines, tariffVersion: eventQuotes.tariffVersion })
        .from(eventQuotes)
        .where(eq(eventQuotes.id, ev.acceptedQuoteId))
    : [];
  if (!quote) return { created: 0, withdrawn: 0 };
  const planned = planRuns(quote.lines as EventLine[], venueOf(ev));
  const stored = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.eventId, ev.id), ne(bookings.status, "cancelled")))
    .for("update");
  const have = new Set(stored.map(storedRunKey));
  const want = new Set(planned.map((p) => p.key));
  let created = 0;
  for (const p of planned.filter((x) => !have.has(x.key))) {
    await createRun(tx, ev, quote.tariffVersion, p, e.now);
    created++;
  }
  const gone = stored.filter(
    (b) => !want.has(storedRunKey(b)) && (NOT_STARTED as readonly string[]).includes(b.status),
  );
  for (const b of gone) await withdraw(ctx, tx, b, "No longer in the event's quote", e.now);
  if (created > 0 || stored.length > 0) await ensureCoordinatorLink(ctx, tx, ev, e.now);
  if (created > 0 || gone.length > 0)
    await writeAudit(
      tx,
      {
        actorUserId: null,
        action: "event.runs_synced",
        entity: "event",
        entityId: ev.id,
        detail: { created, withdrawn: gone.map((b) => b.reference), quoteId: ev.acceptedQuoteId },
      },
      e.now,
    );
  return { created, withdrawn: gone.length };
}

/** Cancels every run of the event that has not started (frees their cars); started runs finish as they are. */
export async function cancelEventRuns(ctx: AppContext, tx: Tx, e: { eventId: string; now: Date; reason: string }) {
  const open = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.eventId, e.eventId), inArray(bookings.status, [...NOT_STARTED])))
    .for("update");
  for (const b of open) await withdraw(ctx, tx, b, e.reason, e.now);
  return { created: 0, withdrawn: open.length };
}

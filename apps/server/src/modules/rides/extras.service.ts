import { and, asc, eq, inArray } from "drizzle-orm";
import {
  airportWaitingCharge,
  extrasDue,
  hourlyOverrun,
  isAirportArrival,
  noShowLine,
  type ExtraLine,
  type ExtrasEvent,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { bookingExtras, bookings, payments, rides, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { localeOf, templateIn } from "../../lib/i18n.ts";
import { liveTopics, recordLiveEvent } from "../live/index.ts";
import { notify, extrasTexts, whatsappRendering } from "../notifications/index.ts";

/**
 * The extras of a ride (decision record 010, README "The day of the ride"): every charge is a line with the label the
 * rider reads. This file settles a ride that has just ended (waiting, overrun, no-show) and reads the lines; the
 * extension's request and answer are in extension.service.ts, paying in extras-payment.service.ts.
 */
export type ExtraRow = typeof bookingExtras.$inferSelect;
type Booking = typeof bookings.$inferSelect;
type Ride = typeof rides.$inferSelect;

export const toExtraLine = (x: ExtraRow): ExtraLine => ({
  id: x.id,
  kind: x.kind,
  label: x.label,
  minutes: x.minutes,
  amountPaise: x.amountPaise,
  status: x.status,
  createdAt: x.createdAt.toISOString(),
});

/** A booking's lines, oldest first. */
export async function extrasOf(db: DbOrTx, bookingId: string): Promise<ExtraLine[]> {
  const rows = await db
    .select()
    .from(bookingExtras)
    .where(eq(bookingExtras.bookingId, bookingId))
    .orderBy(asc(bookingExtras.createdAt), asc(bookingExtras.id));
  return rows.map(toExtraLine);
}

/** Hours of extension the chauffeur agreed to (due, paid or waived since), and those still waiting for an answer. */
export function extensionHours(lines: ExtraLine[]) {
  const hours = (ls: ExtraLine[]) => ls.reduce((s, l) => s + Math.round((l.minutes ?? 0) / 60), 0);
  const ext = lines.filter((l) => l.kind === "extension");
  return {
    agreed: hours(ext.filter((l) => l.status === "due" || l.status === "paid" || l.status === "waived")),
    requested: hours(ext.filter((l) => l.status === "requested")),
  };
}

/** The hours an hourly rental was booked for (the stored trip's `hours`). */
export const bookedHours = (b: Pick<Booking, "trip">) => Math.max(0, Math.round(Number(b.trip?.hours ?? 0)));

/** Tells the rider's page and the chauffeur's app that the extras changed (stored, announced at commit). */
export async function announceExtras(tx: DbOrTx, b: Pick<Booking, "id" | "chauffeurId">, line: ExtraRow | null) {
  const data: ExtrasEvent = {
    bookingId: b.id,
    extraId: line?.id ?? null,
    kind: line?.kind ?? null,
    status: line?.status ?? null,
    duePaise: extrasDue(await extrasOf(tx, b.id)),
  };
  await recordLiveEvent(tx, { topic: liveTopics.booking(b.id), kind: "extras", data });
  if (b.chauffeurId) await recordLiveEvent(tx, { topic: liveTopics.chauffeur(b.chauffeurId), kind: "extras", data });
}

async function addLine(tx: Tx, line: typeof bookingExtras.$inferInsert): Promise<ExtraRow | null> {
  // one waiting and one no-show line per booking (migration 0800): settling twice adds nothing
  const [row] = await tx.insert(bookingExtras).values(line).onConflictDoNothing().returning();
  return row ?? null;
}

/** The waiting line of an airport arrival, when the wait went beyond the free minutes by a complete block. */
async function settleWaiting(tx: Tx, b: Booking, r: Ride, now: Date): Promise<ExtraRow | null> {
  if (!isAirportArrival(b.service, b.trip?.transferType) || !r.startedAt) return null;
  const c = airportWaitingCharge({ pickupAt: b.pickupAt, arrivedAt: r.arrivedAt, startedAt: r.startedAt });
  if (c.amountPaise <= 0) return null;
  return addLine(tx, {
    bookingId: b.id,
    kind: "waiting",
    label: c.label,
    minutes: c.waitedMinutes,
    amountPaise: c.amountPaise,
    status: "due",
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * An hourly rental that ran beyond its booked and agreed hours: nothing is charged without a line the rider asked
 * for, so operations are told (a note in the booking's activity) and may follow up with the rider.
 */
async function noteOverrun(tx: Tx, b: Booking, r: Ride, lines: ExtraLine[], now: Date) {
  if (b.service !== "hourly-rental" || !r.startedAt) return;
  const booked = bookedHours(b);
  const agreed = extensionHours(lines).agreed;
  const o = hourlyOverrun({ bookedHours: booked, extendedHours: agreed, startedAt: r.startedAt, completedAt: now });
  if (o.overrunMinutes <= 0) return;
  await writeAudit(
    tx,
    {
      action: "ride.overrun",
      entity: "booking",
      entityId: b.id,
      detail: {
        ...o,
        bookedHours: booked,
        extendedHours: agreed,
        note: `Trip ran ${o.overrunMinutes} min beyond the ${booked + agreed} h booked and agreed. Not charged: no extension was agreed for this time.`,
      },
    },
    now,
  );
}

/** The no-show line: the fare already paid is kept (₹0 more), settled by the fare's payment. */
async function settleNoShow(tx: Tx, b: Booking, r: Ride, now: Date): Promise<ExtraRow | null> {
  const l = noShowLine({ pickupAt: b.pickupAt, arrivedAt: r.arrivedAt, at: now });
  const [fare] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, b.id), eq(payments.purpose, "fare"), eq(payments.status, "captured")))
    .limit(1);
  return addLine(tx, {
    bookingId: b.id,
    kind: "no_show",
    label: l.label,
    minutes: l.waitedMinutes,
    amountPaise: 0,
    status: "paid",
    paymentId: fare?.id ?? null,
    createdAt: now,
    updatedAt: now,
  });
}

/** The rider hears of extras to pay (if any): an e-mail with the lines and an SMS, both pointing to 'Pay extras'. */
async function tellRiderExtrasDue(ctx: AppContext, tx: Tx, b: Booking, lines: ExtraLine[]) {
  const due = lines.filter((l) => l.status === "due" && l.amountPaise > 0);
  const duePaise = extrasDue(due);
  if (duePaise <= 0 || !b.userId) return;
  const [rider] = await tx
    .select({ name: users.name, email: users.email, phone: users.phone, language: users.language })
    .from(users)
    .where(eq(users.id, b.userId));
  const brand = ctx.config.BUSINESS_NAME;
  const url = `${ctx.config.PUBLIC_BASE_URL}/user/bookings`;
  // in the rider's language; each language's SMS is its own DLT template
  const locale = localeOf(rider?.language);
  const template = templateIn("extras-due", locale);
  if (!rider) return;
  await notify(ctx, tx, {
    to: { userId: b.userId, email: rider.email, phone: rider.phone },
    event: "extras.due",
    bookingId: b.id,
    email: () => ({
      ...extrasTexts.dueEmail({ brand, name: rider.name, reference: b.reference, lines: due, duePaise, url, locale }),
      template,
    }),
    sms: { text: extrasTexts.dueSms({ brand, reference: b.reference, duePaise, url, locale }), template },
    whatsapp: whatsappRendering("payment_due", locale, [
      `₹${(duePaise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`,
      b.reference,
      url,
    ]),
  });
}

/**
 * Settles the extras of a ride that has just ended. Called by the step service inside the transaction of 'Complete
 * trip' or 'Rider did not come' (the booking and ride rows locked); returns the lines it added. Extension requests
 * nobody answered are closed (declined: nothing is charged for them).
 */
export async function settleExtras(
  ctx: AppContext,
  tx: Tx,
  input: { booking: Booking; ride: Ride; ending: "completed" | "no_show"; now: Date },
): Promise<Array<{ id: string; label: string; amountPaise: number }>> {
  const { booking: b, ride: r, now } = input;
  const added: ExtraRow[] = [];
  if (input.ending === "no_show") {
    const l = await settleNoShow(tx, b, r, now);
    if (l) added.push(l);
  } else {
    await tx
      .update(bookingExtras)
      .set({ status: "declined", updatedAt: now })
      .where(and(eq(bookingExtras.bookingId, b.id), inArray(bookingExtras.status, ["requested"])));
    const l = await settleWaiting(tx, b, r, now);
    if (l) added.push(l);
    await noteOverrun(tx, b, r, await extrasOf(tx, b.id), now);
  }
  if (added.length > 0) await announceExtras(tx, b, added[0]);
  // the bill after the trip: every line due (waiting, and extensions accepted during the trip)
  if (input.ending === "completed") await tellRiderExtrasDue(ctx, tx, b, await extrasOf(tx, b.id));
  return added.map((l) => ({ id: l.id, label: l.label, amountPaise: l.amountPaise }));
}

import { and, desc, eq, gt, lt, ne, or } from "drizzle-orm";
import {
  bookingTexts,
  extensionHoursLeft,
  extensionPrice,
  extrasMessages,
  rideMessages,
  DEFAULT_LOCALE,
  type ExtraLine,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { bookingExtras, bookings, chauffeurs, rides, tariffs, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { localeOf, templateIn } from "../../lib/i18n.ts";
import { formatDateTime } from "@chauffeur/contracts/i18n/format";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { announceDispatchChange, assertCarFree, bookingEventAllowed, holdsCar } from "../bookings/index.ts";
import { notify, extrasTexts } from "../notifications/index.ts";
import { announceExtras, bookedHours, extensionHours, extrasOf, toExtraLine } from "./extras.service.ts";

/**
 * An hourly rental's extension (decision record 010): the rider asks during the trip, the chauffeur accepts (when
 * neither the car nor the chauffeur is held by another booking in the extra time, and the class still has a car for
 * the bookings around it) or declines. An accepted extension is a line due at the tariff's hourly rate and moves the
 * booking's end and hold; nothing is charged for a request nobody accepted.
 */
type Booking = typeof bookings.$inferSelect;
const HOUR_MS = 3_600_000;
const IST_TIME = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", timeStyle: "short" });

/** The booking's hourly rate and GST, from the tariff version it was priced with. */
export async function hourlyRate(db: DbOrTx, b: Pick<Booking, "tariffVersion" | "vehicleClass">) {
  const [t] = await db.select({ data: tariffs.data }).from(tariffs).where(eq(tariffs.version, b.tariffVersion));
  const rate = Number(t?.data?.classes?.[b.vehicleClass]?.hourlyPerHour);
  const gst = Number(t?.data?.gstPercent);
  return Number.isInteger(rate) && rate > 0 && Number.isFinite(gst)
    ? { hourlyPerHourRupees: rate, gstPercent: gst }
    : null;
}

/** Whether the rider may ask for more time now: an ongoing hourly rental whose trip has started. */
export const canExtend = (b: Pick<Booking, "service" | "status">, step: string | null | undefined) =>
  b.service === "hourly-rental" && bookingEventAllowed(b.status, "extend", "chauffeur") && step === "started";

async function lockBooking(tx: Tx, id: string) {
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  const [r] = b ? await tx.select().from(rides).where(eq(rides.bookingId, id)).for("update") : [];
  return { b, step: r?.step ?? null };
}

/** POST ridePaths.extension: the rider's own ongoing hourly rental asks for `hours` more. */
export async function requestExtension(ctx: AppContext, userId: string, bookingId: string, hours: number) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { b, step } = await lockBooking(tx, bookingId);
    if (!b || b.userId !== userId) throw notFound(bookingTexts.bookingNotFound);
    if (b.service !== "hourly-rental") throw conflict(rideMessages.extensionOnlyHourly);
    if (!canExtend(b, step)) throw conflict(extrasMessages.extensionOnlyStarted);
    const lines = await extrasOf(tx, b.id);
    if (lines.some((l) => l.status === "requested")) throw conflict(extrasMessages.extensionPending);
    const left = extensionHoursLeft(bookedHours(b), extensionHours(lines).agreed);
    if (hours > left) throw conflict(extrasMessages.extensionTooLong(left));
    const rate = await hourlyRate(tx, b);
    if (!rate) throw conflict(extrasMessages.extensionNoPrice);
    const price = extensionPrice({ hours, ...rate });
    const [line] = await tx
      .insert(bookingExtras)
      .values({
        bookingId: b.id,
        kind: "extension",
        label: price.label,
        minutes: hours * 60,
        amountPaise: price.amountPaise,
        status: "requested",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeAudit(
      tx,
      {
        actorUserId: userId,
        action: "ride.extension_requested",
        entity: "booking",
        entityId: b.id,
        after: { hours, amountPaise: price.amountPaise },
      },
      now,
    );
    await announceExtras(tx, b, line);
    await tellChauffeur(ctx, tx, b, hours);
    return toExtraLine(line);
  });
}

async function tellChauffeur(ctx: AppContext, tx: Tx, b: Booking, hours: number) {
  if (!b.chauffeurId) return;
  const [c] = await tx
    .select({ phone: chauffeurs.phone, language: chauffeurs.language })
    .from(chauffeurs)
    .where(eq(chauffeurs.id, b.chauffeurId));
  const [u] = b.userId ? await tx.select({ name: users.name }).from(users).where(eq(users.id, b.userId)) : [];
  if (!c) return;
  // in the chauffeur's language; without a name, "The rider" in it
  const locale = localeOf(c.language);
  const riderFirstName = u?.name?.trim().split(/\s+/)[0] || null;
  await notify(ctx, tx, {
    to: { phone: c.phone },
    event: "chauffeur.extension-asked",
    bookingId: b.id,
    sms: {
      text: extrasTexts.extensionAskedChauffeur({
        brand: ctx.config.BUSINESS_NAME,
        reference: b.reference,
        hours,
        riderFirstName,
        locale,
      }),
      template: templateIn("extension-asked", locale),
    },
  });
}

/** The chauffeur signed in (their chauffeurs row), or 403 for a user who is not linked to one. */
export async function chauffeurOf(db: DbOrTx, userId: string) {
  const [c] = await db.select().from(chauffeurs).where(eq(chauffeurs.userId, userId)).limit(1);
  if (!c) throw new AppError(403, rideMessages.chauffeursOnly, "forbidden");
  return c;
}

/** The chauffeur's own trip (another chauffeur's answers exactly like a missing one). */
async function ownTrip(tx: Tx, chauffeurId: string, tripId: string) {
  const locked = await lockBooking(tx, tripId);
  if (!locked.b || locked.b.chauffeurId !== chauffeurId) throw notFound(rideMessages.notYourTrip);
  return locked;
}

/** GET extrasPaths.driverExtensions: the trip's extension lines, newest first. */
export async function driverExtensions(ctx: AppContext, userId: string, tripId: string): Promise<ExtraLine[]> {
  const c = await chauffeurOf(ctx.db, userId);
  const [b] = await ctx.db.select({ chauffeurId: bookings.chauffeurId }).from(bookings).where(eq(bookings.id, tripId));
  if (!b || b.chauffeurId !== c.id) throw notFound(rideMessages.notYourTrip);
  const rows = await ctx.db
    .select()
    .from(bookingExtras)
    .where(and(eq(bookingExtras.bookingId, tripId), eq(bookingExtras.kind, "extension")))
    .orderBy(desc(bookingExtras.createdAt));
  return rows.map(toExtraLine);
}

/** Neither the car nor the chauffeur is held by another booking in [from, to), and the class keeps a car for others. */
async function assertFreeToExtend(tx: Tx, b: Booking, newHold: Date, now: Date) {
  const who = [
    b.carId ? eq(bookings.carId, b.carId) : undefined,
    b.chauffeurId ? eq(bookings.chauffeurId, b.chauffeurId) : undefined,
  ];
  const [clash] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        ne(bookings.id, b.id),
        or(...who),
        lt(bookings.pickupAt, newHold),
        gt(bookings.holdUntil, b.endTime),
        holdsCar(now),
      ),
    )
    .limit(1);
  if (clash) throw new AppError(409, extrasMessages.extensionUnavailable, "no_car_free");
  await assertCarFree(tx, { vehicleClass: b.vehicleClass, start: b.holdUntil, holdUntil: newHold, now }).catch(
    (e: unknown) => {
      throw e instanceof AppError && e.code === "no_car_free"
        ? new AppError(409, extrasMessages.extensionUnavailable, "no_car_free")
        : e;
    },
  );
}

/** POST driverPaths.extension: the assigned chauffeur accepts or declines a request of their trip. */
export async function decideExtension(
  ctx: AppContext,
  userId: string,
  input: { tripId: string; extraId: string; decision: "accept" | "decline" },
) {
  const now = ctx.clock.now();
  const c = await chauffeurOf(ctx.db, userId);
  return ctx.db.transaction(async (tx) => {
    const { b, step } = await ownTrip(tx, c.id, input.tripId);
    const [line] = await tx
      .select()
      .from(bookingExtras)
      .where(
        and(
          eq(bookingExtras.id, input.extraId),
          eq(bookingExtras.bookingId, b.id),
          eq(bookingExtras.kind, "extension"),
        ),
      )
      .for("update");
    if (!line) throw notFound(extrasMessages.extensionNotFound);
    if (line.status !== "requested") throw conflict(extrasMessages.extensionAnswered);
    const hours = Math.round((line.minutes ?? 0) / 60);
    const accept = input.decision === "accept";
    const newEnd = new Date(b.endTime.getTime() + (accept ? hours * HOUR_MS : 0));
    if (accept) {
      if (!canExtend(b, step)) throw conflict(extrasMessages.extensionTripOver);
      const newHold = new Date(b.holdUntil.getTime() + hours * HOUR_MS);
      await assertFreeToExtend(tx, b, newHold, now);
      await tx
        .update(bookings)
        .set({ endTime: newEnd, holdUntil: newHold, updatedAt: now })
        .where(eq(bookings.id, b.id));
      await announceDispatchChange(tx, { bookingId: b.id, change: "times" });
    }
    const [updated] = await tx
      .update(bookingExtras)
      .set({ status: accept ? "due" : "declined", updatedAt: now })
      .where(eq(bookingExtras.id, line.id))
      .returning();
    await writeAudit(
      tx,
      {
        actorUserId: userId,
        action: accept ? "ride.extension_accepted" : "ride.extension_declined",
        entity: "booking",
        entityId: b.id,
        before: { status: "requested", endTime: b.endTime.toISOString() },
        after: { status: updated.status, hours, endTime: newEnd.toISOString() },
      },
      now,
    );
    await announceExtras(tx, b, updated);
    await tellRider(ctx, tx, { ...b, endTime: newEnd }, updated, hours);
    return toExtraLine(updated);
  });
}

async function tellRider(ctx: AppContext, tx: Tx, b: Booking, line: typeof bookingExtras.$inferSelect, hours: number) {
  const [u] = b.userId
    ? await tx.select({ phone: users.phone, language: users.language }).from(users).where(eq(users.id, b.userId))
    : [];
  if (!u) return;
  const brand = ctx.config.BUSINESS_NAME;
  // in the rider's language; each language's SMS is its own DLT template
  const locale = localeOf(u.language);
  const text =
    line.status === "due"
      ? extrasTexts.extensionAcceptedRider({
          brand,
          reference: b.reference,
          hours,
          amountPaise: line.amountPaise,
          endsAt: locale === DEFAULT_LOCALE ? IST_TIME.format(b.endTime) : formatDateTime(b.endTime, locale, "time"),
          locale,
        })
      : extrasTexts.extensionDeclinedRider({
          brand,
          reference: b.reference,
          hours,
          phone: ctx.config.BUSINESS_PHONE,
          locale,
        });
  const template = templateIn(`extension-${line.status}`, locale);
  await notify(ctx, tx, {
    to: { userId: b.userId, phone: u.phone },
    event: `extras.extension-${line.status}`,
    bookingId: b.id,
    sms: { text, template },
  });
}

/** The extension waiting for the chauffeur's answer, if any. */
export const pendingExtension = (lines: ExtraLine[]) =>
  lines.find((l) => l.kind === "extension" && l.status === "requested") ?? null;

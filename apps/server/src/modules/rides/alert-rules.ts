import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { LATE_START_ALERT_MIN, serviceLabel, TIME_ZONE, type RideStep } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { bookings, cars, chauffeurs, rides } from "../../db/schema/index.ts";
import { raiseAlert } from "./alerts.service.ts";

/**
 * When a trip of the day is late (README "The day of the ride"): the live board's `late` flag and the
 * 'rides.alerts' job read the same rules, so a trip flagged on the board is the trip the console was alerted about.
 *
 * - late start: still 'assigned' (or no ride yet) LATE_START_ALERT_MIN.long (45) minutes before an outstation or
 *   airport pickup, LATE_START_ALERT_MIN.city (20) before a city ride (cab booking) or an hourly rental;
 * - ETA late: on the way with an ETA to the pickup (eta_minutes from eta_computed_at) that lands after the pickup
 *   time, or still on the way once the pickup time has passed.
 */
const LONG_LEAD_SERVICES = new Set(["outstation", "airport-transfer"]);

/** How many minutes before the pickup 'On my way' must have been pressed for this service. */
export function lateStartLeadMinutes(service: string): number {
  return LONG_LEAD_SERVICES.has(service) ? LATE_START_ALERT_MIN.long : LATE_START_ALERT_MIN.city;
}

/** The moment from which a ride still waiting for 'On my way' is late. */
export function lateStartAt(service: string, pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - lateStartLeadMinutes(service) * 60_000);
}

export interface RideEtaFields {
  etaMinutes: number | null;
  etaTo: "pickup" | "drop-off" | null;
  etaComputedAt: Date | null;
}

/** When the car is expected at the pickup, from the last ETA computed on the way (null without one). */
export function expectedAtPickup(ride: RideEtaFields): Date | null {
  if (ride.etaMinutes === null || ride.etaComputedAt === null || ride.etaTo !== "pickup") return null;
  return new Date(ride.etaComputedAt.getTime() + ride.etaMinutes * 60_000);
}

export type LateReason = "late_start" | "eta_late";

/** Why this trip is late now, or null. A ride that has arrived (or ended) is never late. */
export function lateReason(
  trip: { service: string; pickupAt: Date; step: RideStep | null } & RideEtaFields,
  now: Date,
): LateReason | null {
  if (trip.step === null || trip.step === "assigned")
    return now.getTime() >= lateStartAt(trip.service, trip.pickupAt).getTime() ? "late_start" : null;
  if (trip.step === "on_my_way") {
    const expected = expectedAtPickup(trip);
    if (expected && expected.getTime() > trip.pickupAt.getTime()) return "eta_late";
    return now.getTime() > trip.pickupAt.getTime() ? "eta_late" : null;
  }
  return null;
}

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
/** "14:05": a time of day in Asia/Kolkata for the alerts' one-line messages. */
export const kolkataTime = (d: Date) => timeFormat.format(d);

/** "Ravi (OD02AB1234)", "Ravi" or "no chauffeur": who an alert is about. */
export function chauffeurLabel(name: string | null, plate: string | null): string {
  if (!name) return plate ? `car ${plate}` : "no chauffeur";
  return plate ? `${name} (${plate})` : name;
}

// ---------- the 'rides.alerts' job: raise what is due (once per booking and kind: raiseAlert dedupes) ----------

/** trips whose pickup passed longer ago than this are history, not alerts */
const STALE_AFTER_MS = 12 * 3600_000;
const MAX_LEAD_MS = Math.max(LATE_START_ALERT_MIN.long, LATE_START_ALERT_MIN.city) * 60_000;

function candidates(ctx: AppContext, now: Date) {
  const kindFor = sql`CASE WHEN ${rides.step} = 'assigned' THEN 'late_start' ELSE 'eta_late' END`;
  return ctx.db
    .select({
      bookingId: bookings.id,
      reference: bookings.reference,
      service: bookings.service,
      pickupAt: bookings.pickupAt,
      step: rides.step,
      etaMinutes: rides.etaMinutes,
      etaTo: rides.etaTo,
      etaComputedAt: rides.etaComputedAt,
      chauffeur: chauffeurs.name,
      plate: cars.plate,
    })
    .from(rides)
    .innerJoin(bookings, eq(bookings.id, rides.bookingId))
    .leftJoin(chauffeurs, eq(chauffeurs.id, bookings.chauffeurId))
    .leftJoin(cars, eq(cars.id, bookings.carId))
    .where(
      and(
        inArray(bookings.status, ["confirmed", "ongoing"]),
        inArray(rides.step, ["assigned", "on_my_way"]),
        lte(bookings.pickupAt, new Date(now.getTime() + MAX_LEAD_MS)),
        gt(bookings.pickupAt, new Date(now.getTime() - STALE_AFTER_MS)),
        sql`NOT EXISTS (SELECT 1 FROM ops_alerts a WHERE a.booking_id = ${bookings.id} AND a.kind = ${kindFor})`,
      ),
    );
}
type Candidate = Awaited<ReturnType<ReturnType<typeof candidates>["execute"]>>[number];

function alertMessage(c: Candidate, reason: LateReason): string {
  const who = chauffeurLabel(c.chauffeur, c.plate);
  const pickup = `${serviceLabel(c.service)} pickup at ${kolkataTime(c.pickupAt)}`;
  if (reason === "late_start") return `Late start: ${c.reference}: ${who} has not pressed 'On my way'; ${pickup}.`;
  const expected = expectedAtPickup(c);
  return expected && expected > c.pickupAt
    ? `ETA after pickup: ${c.reference}: ${who} expected at ${kolkataTime(expected)}; ${pickup}.`
    : `ETA after pickup: ${c.reference}: ${who} is still on the way; ${pickup}.`;
}

/**
 * The 'rides.alerts' job (every minute, once per slot across instances): raises 'late_start' and 'eta_late' for the
 * trips that are late now (lateReason). Each alert is its own transaction, announced on the console's stream.
 */
export async function raiseDueAlerts(ctx: AppContext): Promise<string> {
  const now = ctx.clock.now();
  let raised = 0;
  for (const c of await candidates(ctx, now)) {
    const reason = lateReason(c, now);
    if (!reason) continue;
    const expected = expectedAtPickup(c);
    const id = await ctx.db.transaction((tx) =>
      raiseAlert(
        tx,
        {
          kind: reason,
          bookingId: c.bookingId,
          message: alertMessage(c, reason),
          detail: {
            pickupAt: c.pickupAt.toISOString(),
            leadMinutes: lateStartLeadMinutes(c.service),
            expectedAt: expected?.toISOString() ?? null,
          },
        },
        now,
      ),
    );
    if (id) raised++;
  }
  return `raised ${raised}`;
}

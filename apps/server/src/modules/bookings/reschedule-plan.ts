import {
  AddOnsSchema,
  departurePlan,
  FREE_CANCEL_MINUTES,
  flightMessages,
  landingForMeetTime,
  parseTripTime,
  QuoteTripSchema,
  RouteInfoSchema,
  rescheduleTexts,
  rescheduleTimeFieldOf,
  tripTimeError,
  type FareLine,
  type ReschedulePreview,
  type RescheduleTimeField,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { bookings } from "../../db/schema/index.ts";
import { AppError, badRequest, conflict } from "../../lib/errors.ts";
import { priceWithAddOns } from "../fares/index.ts";
import { bookingEventAllowed } from "./lifecycle/machine.ts";

/**
 * A rider's move of a booking to another time (README "Payments and bookings"), worked out before anything
 * changes: the rules, the new times and the new price. The preview and the move itself use this one plan.
 *
 * Readings (README "Policy readings"):
 * - The rider chooses one new time and the whole trip moves by the same amount: a round trip's return with its
 *   departure, an hourly rental keeps its hours. For an airport transfer the time is the flight's (same flight
 *   number): an arrival's new landing (the pickup is the landing plus the meeting buffer, as when booked), a
 *   departure's new flight time (the pickup keeps its lead before the flight, never later than the latest pickup).
 * - Re-priced by the fares engine with the booking's own tariff version, route, class and add-ons: only what the time
 *   changes (night hours, the days of a round trip) changes the price, never a newer tariff.
 * - Changes close 30 minutes before the pickup (the free-cancellation cut-off) and once the chauffeur is on the way.
 */
export type Booking = typeof bookings.$inferSelect;

export interface ReschedulePlan {
  timeField: RescheduleTimeField;
  start: Date;
  end: Date;
  holdUntil: Date;
  trip: Record<string, unknown>;
  breakdown: FareLine[];
  amountPaise: number;
  differencePaise: number;
  preview: ReschedulePreview;
}

/** Steps after which the booking's time is no longer the rider's to change (the chauffeur is on the way or later). */
const UNDER_WAY = new Set(["on_my_way", "arrived", "started", "completed", "no_show"]);

/** Whether the booking may be moved at all at `now` (before any time is chosen). Throws the refusal. */
export function assertChangeable(b: Booking, rideStep: string | null, now: Date) {
  // the booking machine's rule (lifecycle/machine.ts): a pending or confirmed booking may be rescheduled
  if (!bookingEventAllowed(b.status, "reschedule", "rider")) throw badRequest(rescheduleTexts.notChangeable);
  if (b.paymentStatus !== "paid") throw badRequest(rescheduleTexts.unpaid);
  if (rideStep && UNDER_WAY.has(rideStep)) throw conflict(rescheduleTexts.underWay);
  if (b.pickupAt.getTime() - now.getTime() < FREE_CANCEL_MINUTES * 60_000) throw badRequest(rescheduleTexts.tooLate);
}

/** Why a waiting move is refused when its difference's payment arrives (README "Payments and bookings"). */
export type LateRefusal = "under_way" | "too_late" | "new_time";

/**
 * The change's rules again at the moment its difference's payment is captured: the chauffeur's steps (on the way or
 * later), the cut-off before the pickup it would move (the free-cancellation window: a change asked 31 minutes before
 * the pickup and paid 2 minutes before is refused, so it cannot escape the late-cancellation fee) and the new time's
 * own rules (6 hours ahead, a round trip's return) as of `now`. Null when the move still stands.
 */
export function refusalAtPayment(
  b: Booking,
  rideStep: string | null,
  plan: Pick<ReschedulePlan, "trip" | "start">,
  now: Date,
): { kind: LateRefusal; message: string } | null {
  if (rideStep && UNDER_WAY.has(rideStep)) return { kind: "under_way", message: rescheduleTexts.underWay };
  if (b.pickupAt.getTime() - now.getTime() < FREE_CANCEL_MINUTES * 60_000)
    return { kind: "too_late", message: rescheduleTexts.tooLate };
  try {
    checkNewTimes(b, "pickup", plan.trip, plan.start, now);
    return null;
  } catch (e) {
    if (e instanceof AppError && e.status < 500) return { kind: "new_time", message: e.message };
    throw e;
  }
}

/** The same condition for My Bookings' 'Change time' button (the server decides again when asked). */
export const canReschedule = (
  b: { status: string; payment_status: string; start_time: Date | string },
  now: Date,
): boolean =>
  (b.status === "pending" || b.status === "confirmed") &&
  b.payment_status === "paid" &&
  new Date(b.start_time).getTime() - now.getTime() >= FREE_CANCEL_MINUTES * 60_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const str = (v: unknown) => (typeof v === "string" && v ? v : null);

/** The time the rider's new time replaces: the pickup, an arrival's landing, a departure's flight time. */
function currentTime(b: Booking, field: RescheduleTimeField): Date {
  const flight = parseTripTime(str(b.trip.flightTime));
  if (field === "landing") return flight ?? landingForMeetTime(b.pickupAt, Boolean(b.trip.international));
  if (field === "departure" && flight) return flight;
  return b.pickupAt;
}

/** The trip's times (the preview's `from` and `to`). */
function timesOf(trip: Record<string, unknown>, start: Date) {
  return { startTime: start.toISOString(), returnTime: str(trip.returnTime), flightTime: str(trip.flightTime) };
}

/** The new trip: every time of it moved by `delta` (an arrival without a stored landing gets the new one). */
function movedTrip(b: Booking, field: RescheduleTimeField, delta: number, chosen: Date) {
  const shift = (v: unknown) => {
    const d = parseTripTime(str(v));
    return d ? new Date(d.getTime() + delta) : null;
  };
  const start = new Date(b.pickupAt.getTime() + delta);
  const flightTime = field === "landing" ? chosen : shift(b.trip.flightTime);
  return {
    start,
    trip: {
      ...b.trip,
      startTime: start.toISOString(),
      returnTime: iso(shift(b.trip.returnTime)),
      flightTime: iso(flightTime),
    },
  };
}

/** The rules of the new time: 6 hours to 180 days ahead, a round trip's return, a departure's latest pickup. */
function checkNewTimes(b: Booking, field: RescheduleTimeField, trip: Record<string, unknown>, start: Date, now: Date) {
  const timeError = tripTimeError(
    { startTime: start.toISOString(), isRoundTrip: Boolean(trip.isRoundTrip), returnTime: str(trip.returnTime) },
    now,
  );
  if (timeError) throw badRequest(timeError, { startTime: [timeError] });
  if (field === "departure") {
    const route = RouteInfoSchema.safeParse(b.route);
    const departure = parseTripTime(str(trip.flightTime))!;
    const plan = departurePlan(departure, Boolean(trip.international), route.success ? route.data.durationMin : 0);
    if (start.getTime() > plan.latestPickup.getTime())
      throw badRequest(flightMessages.pickupAfterLatest(plan.latestPickup));
  }
}

/** The new price: the fares engine on the moved trip, with the booking's route, class, add-ons and tariff version. */
async function priceMoved(ctx: AppContext, b: Booking, trip: Record<string, unknown>, start: Date, end: Date) {
  const parsedTrip = QuoteTripSchema.safeParse(trip);
  const route = RouteInfoSchema.safeParse(b.route);
  if (!parsedTrip.success || !route.success || !b.userId) throw new AppError(409, rescheduleTexts.noPrice, "conflict");
  const priced = await priceWithAddOns(
    ctx,
    {
      id: b.quoteId ?? b.id,
      userId: b.userId,
      service: b.service,
      vehicleClass: b.vehicleClass,
      trip: parsedTrip.data,
      route: route.data,
      addOns: AddOnsSchema.parse(b.addOns ?? {}),
      breakdown: [],
      farePaise: b.amountPaise,
      tariffVersion: b.tariffVersion,
      pickupAt: start,
      endTime: end,
      expiresAt: start,
      createdAt: b.createdAt,
    },
    AddOnsSchema.parse(b.addOns ?? {}),
  );
  if (!Number.isInteger(priced.farePaise) || priced.farePaise <= 0)
    throw new AppError(409, rescheduleTexts.noPrice, "conflict");
  return priced;
}

/** The plan of moving `b` to the rider's `requested` time at `now` (validated and priced; nothing changes). */
export async function planReschedule(
  ctx: AppContext,
  b: Booking,
  rideStep: string | null,
  requested: string,
  now: Date,
): Promise<ReschedulePlan> {
  assertChangeable(b, rideStep, now);
  const chosen = parseTripTime(requested);
  if (!chosen) throw badRequest(rescheduleTexts.badTime, { startTime: [rescheduleTexts.badTime] });
  const timeField = rescheduleTimeFieldOf({ ...b.trip, service: b.service });
  const delta = chosen.getTime() - currentTime(b, timeField).getTime();
  if (delta === 0) throw badRequest(rescheduleTexts.sameTime, { startTime: [rescheduleTexts.sameTime] });
  const { start, trip } = movedTrip(b, timeField, delta, chosen);
  checkNewTimes(b, timeField, trip, start, now);
  const end = new Date(b.endTime.getTime() + delta);
  const holdUntil = new Date(b.holdUntil.getTime() + delta);
  const priced = await priceMoved(ctx, b, trip, start, end);
  const differencePaise = priced.farePaise - b.amountPaise;
  return {
    timeField,
    start,
    end,
    holdUntil,
    trip,
    breakdown: priced.breakdown,
    amountPaise: priced.farePaise,
    differencePaise,
    preview: {
      bookingId: b.id,
      reference: b.reference,
      timeField,
      from: timesOf(b.trip, b.pickupAt),
      to: timesOf(trip, start),
      fromAmountPaise: b.amountPaise,
      toAmountPaise: priced.farePaise,
      differencePaise,
      action: differencePaise > 0 ? "charge" : differencePaise < 0 ? "refund" : "none",
      tariffVersion: b.tariffVersion,
    },
  };
}

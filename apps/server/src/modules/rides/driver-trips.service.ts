import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";
import {
  TIME_ZONE,
  buildFlightView,
  flightFactsFromTrip,
  nextDriverAction,
  rideMessages,
  serviceLabel,
  stepsOpenAt,
  type DriverTrip,
  type DriverTripList,
  type FlightView,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, cars, events, flightTracking, rides, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { pointOf } from "./eta.ts";
import {
  noShowFrom,
  rideEta,
  rideLastPosition,
  rideStepTimes,
  TRACKING_STEPS,
  type BookingRow,
  type RideRow,
} from "./ride.repository.ts";
import { placeOf } from "./ride-notify.ts";

/**
 * The chauffeur app's lists and trip screen (decision record 010): only the trips assigned to the signed-in chauffeur,
 * confirmed or under way, plus today's ended ones; days are Asia/Kolkata days. Another chauffeur's trip is "not found"
 * (nothing tells it exists).
 */
type TripRow = {
  b: BookingRow;
  r: RideRow;
  riderName: string | null;
  riderPhone: string | null;
  car: { model: string; colour: string; plate: string; vehicleClass: string } | null;
  flight: typeof flightTracking.$inferSelect | null;
  event?: { reference: string; title: string } | null;
};

const tripQuery = (db: DbOrTx) =>
  db
    .select({
      b: bookings,
      r: rides,
      riderName: users.name,
      riderPhone: users.phone,
      car: { model: cars.model, colour: cars.colour, plate: cars.plate, vehicleClass: cars.vehicleClass },
      flight: flightTracking,
      event: { reference: events.reference, title: events.title },
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.bookingId, bookings.id))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(flightTracking, eq(flightTracking.bookingId, bookings.id))
    .leftJoin(events, eq(events.id, bookings.eventId));

/** Midnight in Asia/Kolkata of the day `now` falls on (IST is UTC+05:30 all year). */
export function kolkataDayStart(now: Date): Date {
  const day = now.toLocaleDateString("en-CA", { timeZone: TIME_ZONE });
  return new Date(`${day}T00:00:00+05:30`);
}

const place = (v: unknown) => {
  const p = pointOf(v);
  return { address: placeOf(v), lat: p?.lat ?? null, lng: p?.lng ?? null };
};

/**
 * What the chauffeur should know before pickup: placard, child seat, pets, a guest's details, the flight (unless the
 * trip has its flight view: the trip screen shows it in its own lines).
 */
function notesOf(b: BookingRow, hasFlightView: boolean): string[] {
  const a = (b.addOns ?? {}) as {
    placard?: { required?: boolean; text?: string };
    childSeat?: boolean;
    pets?: { dogs?: boolean; cats?: boolean };
    bookForOther?: { isBooking?: boolean; otherGuestInfo?: string };
  };
  const t = b.trip as { flightNumber?: unknown; luggageCount?: unknown };
  const notes: string[] = [];
  if (a.placard?.required) notes.push(`Placard: ${a.placard.text || "rider's name"}`);
  if (a.childSeat) notes.push("Child seat");
  if (a.pets?.dogs || a.pets?.cats)
    notes.push(`Pets: ${[a.pets.dogs && "dog", a.pets.cats && "cat"].filter(Boolean).join(" and ")}`);
  if (a.bookForOther?.isBooking && a.bookForOther.otherGuestInfo) notes.push(`Guest: ${a.bookForOther.otherGuestInfo}`);
  if (!hasFlightView && typeof t.flightNumber === "string" && t.flightNumber) notes.push(`Flight ${t.flightNumber}`);
  if (typeof t.luggageCount === "number" && t.luggageCount > 0) notes.push(`Luggage: ${t.luggageCount}`);
  return notes;
}

/**
 * An airport transfer's flight as the chauffeur sees it (decision record 011): from its tracking row when there is one,
 * else from the booked trip (nothing follows it: 'manual'); null for other services.
 */
function flightOf(b: BookingRow, row: TripRow["flight"]): FlightView | null {
  const freeCancellation = b.freeCancelReason != null;
  if (row)
    return buildFlightView({
      flightNumber: row.flightNumber,
      direction: row.direction,
      airportCode: row.airportCode,
      international: row.international,
      scheduledAt: row.scheduledAt,
      estimatedAt: row.estimatedAt,
      actualAt: row.actualAt,
      state: row.state,
      tracking: row.tracking,
      lastCheckedAt: row.lastCheckedAt,
      pickupAt: b.pickupAt,
      freeCancellation,
    });
  // the booking's service is the authority (trips stored before the fares module wrote `service` lack it)
  const facts = flightFactsFromTrip({ ...(b.trip as object), service: b.service }, b.pickupAt, "manual");
  return facts ? buildFlightView({ ...facts, freeCancellation }) : null;
}

/** A round trip's return time and the nights it spends away (Asia/Kolkata calendar days between pickup and return). */
function returnLeg(b: BookingRow): { returnAt: string | null; overnightDays: number | null } {
  const t = b.trip as { isRoundTrip?: unknown; returnTime?: unknown };
  const at = t.isRoundTrip && typeof t.returnTime === "string" ? new Date(t.returnTime) : null;
  if (!at || Number.isNaN(at.getTime())) return { returnAt: null, overnightDays: null };
  const days = (kolkataDayStart(at).getTime() - kolkataDayStart(b.pickupAt).getTime()) / (24 * 3600_000);
  return { returnAt: at.toISOString(), overnightDays: Math.max(0, Math.round(days)) };
}

/**
 * One trip as the chauffeur's app shows it. The rider's phone only on the trip screen (`withPhone`) and only until the
 * ride ends (completed, no-show or the booking cancelled): nothing but the rider's first name outlives the ride in the
 * chauffeur's app (README "The day of the ride").
 */
export function toDriverTrip(row: TripRow, withPhone: boolean, opensMinutes: number): DriverTrip {
  const { b, r } = row;
  const ended = r.step === "completed" || r.step === "no_show" || b.status === "cancelled" || b.status === "completed";
  const trip = b.trip as {
    pickUp?: unknown;
    pickup?: unknown;
    dropOff?: unknown;
    passengerCount?: unknown;
    hours?: unknown;
  };
  const drop = trip.dropOff ? place(trip.dropOff) : null;
  const { noShowAt: _n, ...times } = rideStepTimes(r);
  const flight = flightOf(b, row.flight);
  return {
    id: b.id,
    reference: b.reference,
    service: b.service,
    serviceLabel: serviceLabel(b.service),
    step: r.step,
    nextAction: nextDriverAction(r.step),
    pickupAt: b.pickupAt.toISOString(),
    stepsOpenAt: stepsOpenAt(b.pickupAt, opensMinutes).toISOString(),
    plannedEndAt: b.endTime.toISOString(),
    ...returnLeg(b),
    pickup: place(trip.pickUp ?? trip.pickup),
    dropOff: drop && drop.address ? drop : null,
    // a run of an event: the coordinator (or the client) is the one the chauffeur meets and calls
    riderFirstName: ((b.eventId ? b.travellerName : null) ?? row.riderName ?? "").trim().split(/\s+/)[0] || "Rider",
    riderPhone: withPhone && !ended ? ((b.eventId ? b.travellerPhone : null) ?? row.riderPhone) : null,
    car: row.car ?? { model: "", colour: "", plate: "", vehicleClass: b.vehicleClass },
    passengers: typeof trip.passengerCount === "number" ? trip.passengerCount : null,
    hours: typeof trip.hours === "number" ? trip.hours : null,
    notes: notesOf(b, flight !== null),
    times,
    noShowFrom: noShowFrom(r, b.pickupAt)?.toISOString() ?? null,
    eta: rideEta(r),
    lastPosition: rideLastPosition(r),
    flight,
    // a run of an event: its run-sheet (README "Weddings and events")
    runSheet:
      b.eventRun && row.event ? { event: row.event.reference, title: row.event.title, legs: b.eventRun.legs } : null,
  };
}

/** GET driverPaths.trips: today's trips (and any under way) and the upcoming ones, by pickup time. */
export async function listDriverTrips(ctx: AppContext, chauffeurId: string): Promise<DriverTripList> {
  const dayStart = kolkataDayStart(ctx.clock.now());
  const dayEnd = new Date(dayStart.getTime() + 24 * 3600_000);
  const rows = await tripQuery(ctx.db)
    .where(
      and(
        eq(bookings.chauffeurId, chauffeurId),
        or(
          inArray(rides.step, [...TRACKING_STEPS]),
          and(inArray(bookings.status, ["confirmed", "ongoing"]), gte(bookings.pickupAt, dayStart)),
          and(
            inArray(rides.step, ["completed", "no_show"]),
            sql`coalesce(${rides.completedAt}, ${rides.noShowAt}) >= ${dayStart}`,
          ),
        ),
      ),
    )
    .orderBy(asc(bookings.pickupAt));
  const today: DriverTrip[] = [];
  const upcoming: DriverTrip[] = [];
  for (const row of rows) {
    const trip = toDriverTrip(row, false, ctx.config.ON_MY_WAY_OPENS_MINUTES);
    (row.b.pickupAt >= dayEnd && !TRACKING_STEPS.includes(row.r.step) ? upcoming : today).push(trip);
  }
  return { today, upcoming };
}

/** GET driverPaths.trip(id): one trip of this chauffeur with the rider's phone until it ends; another's is not found. */
export async function getDriverTrip(ctx: AppContext, chauffeurId: string, bookingId: string): Promise<DriverTrip> {
  const [row] = await tripQuery(ctx.db)
    .where(and(eq(bookings.id, bookingId), eq(bookings.chauffeurId, chauffeurId)))
    .limit(1);
  if (!row) throw notFound(rideMessages.tripNotFound);
  return toDriverTrip(row, true, ctx.config.ON_MY_WAY_OPENS_MINUTES);
}

import { and, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { toIstLocalInput } from "@chauffeur/contracts";
import type { DbOrTx } from "../../db/client.ts";
import {
  bookings,
  carUnavailability,
  cars,
  chauffeurs,
  chauffeurTimeOff,
  chauffeurWorkHours,
  rideRatings,
} from "../../db/schema/index.ts";
import { holdsCar } from "../bookings/index.ts";
import type { CarState, ChauffeurState, FleetState, Job, Place } from "./types.ts";

type Booking = typeof bookings.$inferSelect;

/**
 * Where a duty starts when a chauffeur has no base of their own: the business's address in Saheed Nagar,
 * Bhubaneswar (packages/contracts/src/business.ts).
 */
export const DEFAULT_BASE: Place = { label: "base (Saheed Nagar)", lat: 20.2893, lng: 85.8437 };

/** How far around a job the state reaches: the fairness figure counts the booked minutes within three days of it. */
const AROUND_MS = 72 * 3600_000;

interface TripPlace {
  address?: string;
  lat?: number;
  lng?: number;
}
const label = (p: TripPlace | undefined) => (p?.address ?? "").split(",")[0]!.trim() || "the drop-off";
const place = (p: TripPlace | undefined, fallback: Place): Place =>
  typeof p?.lat === "number" && typeof p?.lng === "number" ? { label: label(p), lat: p.lat, lng: p.lng } : fallback;

/**
 * A booking as the allocator sees it: the pickup, where the chauffeur is at the trip's end (a round trip and an hourly
 * rental come back to the pickup; a one-way trip ends at its drop-off) and the minutes of driving in it (the route's
 * duration; an hourly rental's booked hours).
 */
export function jobOf(b: Booking): Job {
  const trip = b.trip as { pickUp?: TripPlace; dropOff?: TripPlace; isRoundTrip?: boolean; hours?: number | null };
  const route = b.route as { durationMin?: number };
  const pickup = place(trip.pickUp, DEFAULT_BASE);
  const back = trip.isRoundTrip || b.service === "hourly-rental";
  const dropoff = back ? pickup : place(trip.dropOff, pickup);
  const tripMinutes = Math.round((b.endTime.getTime() - b.pickupAt.getTime()) / 60_000);
  const driving =
    b.service === "hourly-rental" ? (trip.hours ?? 1) * 60 : Math.min(tripMinutes, Math.round(route.durationMin ?? 0));
  return {
    id: b.id,
    reference: b.reference,
    vehicleClass: b.vehicleClass,
    riderId: b.userId,
    start: b.pickupAt,
    end: b.endTime,
    holdUntil: b.holdUntil,
    pickup,
    dropoff,
    drivingMinutes: Math.max(0, driving),
  };
}

const hhmm = (t: string) => t.slice(0, 5);
const istDay = (d: Date) => toIstLocalInput(d).slice(0, 10);

/**
 * The fleet around a job, read in one go: cars of its class (our own, never an event's partner cars) with their
 * unavailable periods and holds, every chauffeur (loadChauffeurs), and the rider's past ratings. `only` narrows to
 * one chauffeur, or one pair (the re-checks under the rows' locks).
 */
export async function loadFleetState(
  db: DbOrTx,
  job: Job,
  now: Date,
  only?: { chauffeurId: string; carId?: string },
): Promise<FleetState> {
  const from = new Date(job.start.getTime() - AROUND_MS);
  const to = new Date(job.holdUntil.getTime() + AROUND_MS);
  const carRows = await db
    .select()
    .from(cars)
    .where(only?.carId ? eq(cars.id, only.carId) : and(eq(cars.vehicleClass, job.vehicleClass), isNull(cars.eventId)))
    .orderBy(cars.plate);
  const carIds = carRows.map((c) => c.id);
  const [held, unavailable, ratings, chStates] = await Promise.all([
    carIds.length
      ? db
          .select()
          .from(bookings)
          .where(and(inArray(bookings.carId, carIds), around(now, from, to)))
      : Promise.resolve([] as Booking[]),
    carIds.length
      ? db
          .select()
          .from(carUnavailability)
          .where(
            and(
              inArray(carUnavailability.carId, carIds),
              sql`${carUnavailability.startsAt} < ${to}`,
              sql`${carUnavailability.endsAt} > ${from}`,
            ),
          )
      : Promise.resolve([]),
    job.riderId
      ? db
          .select({ chauffeurId: rideRatings.chauffeurId, stars: sql<number>`avg(${rideRatings.stars})::float` })
          .from(rideRatings)
          .where(eq(rideRatings.userId, job.riderId))
          .groupBy(rideRatings.chauffeurId)
      : Promise.resolve([]),
    loadChauffeurs(db, { from, to, now, onlyId: only?.chauffeurId, exceptBookingId: job.id }),
  ]);
  const carStates: CarState[] = carRows.map((c) => ({
    id: c.id,
    plate: c.plate,
    vehicleClass: c.vehicleClass,
    active: c.active,
    unavailable: unavailable
      .filter((u) => u.carId === c.id)
      .map((u) => ({ startsAt: u.startsAt, endsAt: u.endsAt, reason: u.reason })),
    holds: held
      .filter((b) => b.carId === c.id && b.id !== job.id)
      .map((b) => ({ bookingId: b.id, start: b.pickupAt, holdUntil: b.holdUntil })),
  }));
  return {
    cars: carStates,
    chauffeurs: chStates,
    ratings: ratings
      .filter((r) => r.chauffeurId)
      .map((r) => ({ riderId: job.riderId!, chauffeurId: r.chauffeurId!, stars: Number(r.stars) })),
  };
}

const around = (now: Date, from: Date, to: Date) =>
  and(holdsCar(now), sql`${bookings.pickupAt} < ${to}`, sql`${bookings.holdUntil} > ${from}`);

/**
 * Every chauffeur (or one) with hours, approved time off over [from, to], limits, base and trips: the bookings holding
 * them then ('holds a car'), except `exceptBookingId` (the job being placed). The day's plan reads it too.
 */
export async function loadChauffeurs(
  db: DbOrTx,
  o: { from: Date; to: Date; now: Date; onlyId?: string; exceptBookingId?: string },
): Promise<ChauffeurState[]> {
  const chRows = await db
    .select()
    .from(chauffeurs)
    .where(o.onlyId ? eq(chauffeurs.id, o.onlyId) : sql`true`)
    .orderBy(chauffeurs.name, chauffeurs.id);
  const chIds = chRows.map((c) => c.id);
  if (!chIds.length) return [];
  const [driven, hours, offs] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(and(inArray(bookings.chauffeurId, chIds), around(o.now, o.from, o.to))),
    db.select().from(chauffeurWorkHours).where(inArray(chauffeurWorkHours.chauffeurId, chIds)),
    db
      .select()
      .from(chauffeurTimeOff)
      .where(
        and(
          inArray(chauffeurTimeOff.chauffeurId, chIds),
          eq(chauffeurTimeOff.status, "approved"),
          lte(chauffeurTimeOff.startsOn, istDay(o.to)),
          gte(chauffeurTimeOff.endsOn, istDay(o.from)),
        ),
      ),
  ]);
  return chRows.map((c) => ({
    id: c.id,
    name: c.name,
    active: c.active,
    licenceExpiry: c.licenceExpiry,
    base:
      c.baseLat != null && c.baseLng != null
        ? { label: `base (${c.baseLabel ?? "own"})`, lat: c.baseLat, lng: c.baseLng }
        : DEFAULT_BASE,
    hours: hours
      .filter((h) => h.chauffeurId === c.id)
      .map((h) => ({ weekday: h.weekday, starts: hhmm(h.starts), ends: hhmm(h.ends) })),
    timeOff: offs
      .filter((t) => t.chauffeurId === c.id)
      .map((t) => ({ kind: t.kind, startsOn: t.startsOn, endsOn: t.endsOn })),
    limits: {
      maxDutyMinutes: c.maxDutyMinutes,
      maxDrivingMinutes: c.maxDrivingMinutes,
      minRestMinutes: c.minRestMinutes,
    },
    trips: driven.filter((b) => b.chauffeurId === c.id && b.id !== o.exceptBookingId).map(jobOf),
  }));
}

import { asc, eq } from "drizzle-orm";
import {
  bookingTexts,
  RIDE_STEP_LABELS,
  serviceLabel,
  type Eta,
  type LivePosition,
  type RideStep,
  type RideView,
  type SharedTripView,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookingExtras, bookings, cars, chauffeurs, rideRatings, rides } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { toExtraLine } from "./extras.service.ts";
import { rideEta, rideLastPosition, TRACKING_STEPS } from "./ride.repository.ts";

/** A booking with its ride, chauffeur and car as the rider's trip page and a share page read them. */
export interface TripRows {
  booking: typeof bookings.$inferSelect;
  ride: typeof rides.$inferSelect | null;
  chauffeur: typeof chauffeurs.$inferSelect | null;
  car: typeof cars.$inferSelect | null;
}

export async function loadTrip(db: DbOrTx, bookingId: string): Promise<TripRows | null> {
  const [row] = await db
    .select({ booking: bookings, ride: rides, chauffeur: chauffeurs, car: cars })
    .from(bookings)
    .leftJoin(rides, eq(rides.bookingId, bookings.id))
    .leftJoin(chauffeurs, eq(chauffeurs.id, bookings.chauffeurId))
    .leftJoin(cars, eq(cars.id, bookings.carId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}

/** The rider's own booking, or 404 exactly like a missing one (another rider's booking is not revealed). */
export async function loadOwnTrip(db: DbOrTx, userId: string, bookingId: string): Promise<TripRows> {
  const trip = await loadTrip(db, bookingId);
  if (!trip || trip.booking.userId !== userId) throw notFound(bookingTexts.bookingNotFound);
  return trip;
}

const MAIN_STEPS: RideStep[] = ["assigned", "on_my_way", "arrived", "started", "completed"];
const NO_SHOW_STEPS: RideStep[] = ["assigned", "on_my_way", "arrived", "no_show"];
type Ride = typeof rides.$inferSelect;
const stepTime = (ride: Ride | null, step: RideStep): Date | null => {
  if (!ride) return null;
  const at: Record<RideStep, Date | null> = {
    assigned: ride.createdAt,
    on_my_way: ride.onMyWayAt,
    arrived: ride.arrivedAt,
    started: ride.startedAt,
    completed: ride.completedAt,
    no_show: ride.noShowAt,
  };
  return at[step];
};

export function stepsOf(ride: Ride | null) {
  return (ride?.step === "no_show" ? NO_SHOW_STEPS : MAIN_STEPS).map((step) => ({
    step,
    label: RIDE_STEP_LABELS[step],
    at: stepTime(ride, step)?.toISOString() ?? null,
  }));
}

/** The car on the map between 'On my way' and the end of the trip. */
export function positionOf(ride: Ride | null): LivePosition | null {
  return ride && TRACKING_STEPS.includes(ride.step) ? rideLastPosition(ride) : null;
}

/** The ETA to the pickup while on the way, to the drop-off during the trip (none while waiting at the pickup). */
export function etaOf(ride: Ride | null): Eta | null {
  const eta = ride ? rideEta(ride) : null;
  if (!eta) return null;
  const fits =
    (ride!.step === "on_my_way" && eta.to === "pickup") || (ride!.step === "started" && eta.to === "drop-off");
  return fits ? eta : null;
}

type PlaceJson = { address?: unknown; lat?: unknown; lng?: unknown } | null | undefined;
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
function placeOf(p: PlaceJson) {
  if (!p || typeof p.address !== "string" || !p.address) return null;
  return { address: p.address, lat: num(p.lat), lng: num(p.lng) };
}

/** What the rider and a share page both see: the trip's places, steps, car, position and ETA. */
function commonView(t: TripRows) {
  const { booking: b, ride, car } = t;
  const trip = b.trip as { pickUp?: PlaceJson; dropOff?: PlaceJson };
  // 'Your chauffeur' from the confirmation on (the Ride PIN needs the ride row too)
  const assigned = Boolean(t.chauffeur && b.status !== "cancelled");
  return {
    reference: b.reference,
    serviceLabel: serviceLabel(b.service),
    status: b.status,
    step: ride?.step ?? null,
    steps: stepsOf(ride),
    pickupAt: b.pickupAt.toISOString(),
    pickup: placeOf(trip.pickUp) ?? { address: "", lat: null, lng: null },
    dropOff: placeOf(trip.dropOff),
    car:
      assigned && car
        ? { model: car.model, colour: car.colour, plate: car.plate, vehicleClass: car.vehicleClass }
        : null,
    position: b.status === "cancelled" ? null : positionOf(ride),
    eta: b.status === "cancelled" ? null : etaOf(ride),
    assigned,
  };
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The signed-out share page's view: the chauffeur's first name only, nothing about the rider, no booking reference and
 * no places (README "The day of the ride"); the car's position shows where the trip is.
 */
export function sharedTripView(t: TripRows): SharedTripView {
  const { serviceLabel, status, step, steps, pickupAt, car, position, eta, assigned } = commonView(t);
  const chauffeurFirstName = assigned && t.chauffeur ? firstName(t.chauffeur.name) : null;
  return { serviceLabel, status, step, steps, pickupAt, car, position, eta, chauffeurFirstName };
}

/** The rider's live trip (GET /api/v1/bookings/:id/ride): 'Your chauffeur', the Ride PIN, steps, extras, rating. */
export async function riderTripView(ctx: AppContext, t: TripRows): Promise<RideView> {
  const { booking: b, ride, chauffeur } = t;
  const { assigned, ...v } = commonView(t);
  const [extras, [rating]] = await Promise.all([
    ctx.db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, b.id)).orderBy(asc(bookingExtras.createdAt)),
    ctx.db.select().from(rideRatings).where(eq(rideRatings.bookingId, b.id)).limit(1),
  ]);
  const live = b.status === "confirmed" || b.status === "ongoing";
  const ended = ride?.step === "completed" || ride?.step === "no_show";
  const wa = ctx.config.BUSINESS_WHATSAPP.replace("+", "");
  return {
    bookingId: b.id,
    service: b.service,
    ...v,
    chauffeur:
      assigned && chauffeur
        ? {
            name: chauffeur.name,
            firstName: firstName(chauffeur.name),
            initial: (chauffeur.name.trim()[0] ?? "?").toUpperCase(),
            photoUrl: chauffeur.photoUrl ?? null,
            // the chauffeur's number only while the ride is ahead or under way
            phone: live ? chauffeur.phone : null,
          }
        : null,
    // the PIN is for the start: once the trip has started it steps back (README "The day of the ride")
    pin: assigned && live && ride && !ended && ride.step !== "started" ? ride.pin : null,
    concierge: { phone: ctx.config.BUSINESS_PHONE, whatsapp: `https://wa.me/${wa}` },
    canSos: b.status === "ongoing" && ride?.step === "started",
    canShare: live,
    extras: extras.map(toExtraLine),
    extrasDuePaise: extras.filter((x) => x.status === "due").reduce((s, x) => s + x.amountPaise, 0),
    canExtend: b.service === "hourly-rental" && ride?.step === "started" && b.status === "ongoing",
    rating: rating ? { stars: rating.stars, comment: rating.comment } : null,
    canRate: !rating && isRateable(t),
  };
}

/** A completed ride (a completed booking whose ride, if any, ended with 'Complete trip', not a no-show). */
export function isRateable(t: TripRows): boolean {
  return t.booking.status === "completed" && (!t.ride || t.ride.step === "completed");
}

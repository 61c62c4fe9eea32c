import {
  AIRPORT_FREE_WAIT_MIN,
  AIRPORT_TRANSFER_MAX_KM,
  CITY_RADIUS_KM,
  OUTSTATION_RADIUS_KM,
  atAirportBeforeDepartureMin,
  departurePlan,
  fareMessages,
  fareRuleMessages,
  fareValidation,
  flightMessages,
  kmFromBase,
  meetTimeFor,
  outstationDistanceOk,
  parseTripTime,
  requestedVehicleClass,
  tripTimeError,
  type AddOns,
  type DeparturePlan,
  type Place,
  type QuotePlace,
  type QuoteTrip,
  type RouteInfo,
  type Service,
  type Vehicle,
  type VehicleClass,
} from "@chauffeur/contracts";
import type { RouteOptions, RoutingAdapter } from "../../adapters/routing/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { airportByCode } from "./places.service.ts";
import type { PlaceResolver } from "./place-resolver.ts";

/** What every charge body carries after validation (the four request schemas' common output). */
export interface ChargeBody {
  pickUp?: Place | null;
  dropOff?: Place | null;
  stops?: Place[];
  /** the pickup (optional for an airport transfer given its flightTime) */
  startTime?: string;
  /** an airport transfer's scheduled landing or departure */
  flightTime?: string | null;
  isRoundTrip?: boolean;
  returnTime?: string | null;
  hours?: number;
  transferType?: "airport-to-city" | "city-to-airport";
  airportCode?: string;
  flightNumber?: string | null;
  international?: boolean;
  passengerCount: number;
  luggageCount: number;
  addOns: AddOns;
  carType?: VehicleClass;
  quoteId?: string;
}

/**
 * Normalises a validated request into the trip stored with the quote. Every place is resolved on the server by
 * `resolve` (place-resolver.ts: from its id or the server's own geocoding, never the browser's coordinates); the
 * airport side comes from the server's list, and the unused side of a transfer is ignored unresolved.
 */
export async function normaliseTrip(service: Service, b: ChargeBody, resolve: PlaceResolver): Promise<QuoteTrip> {
  const wanted: Array<[string, Place | null | undefined]> = [];
  let airportCode: string | null = null;
  let airportSide: QuotePlace | null = null;
  if (service === "airport-transfer") {
    ({ code: airportCode, place: airportSide } = servedAirport(b.airportCode));
    wanted.push(b.transferType === "airport-to-city" ? ["dropOff", b.dropOff] : ["pickUp", b.pickUp]);
  } else {
    wanted.push(["pickUp", b.pickUp], ["dropOff", b.dropOff]);
    (b.stops ?? []).forEach((s, i) => wanted.push([`stops.${i}`, s]));
  }
  if (wanted.some(([f, p]) => !p && !f.startsWith("stops."))) throw badRequest(fareValidation.locationsRequired);
  // resolved together; the first failing field (in form order) is the one reported
  const settled = await Promise.allSettled(wanted.map(([f, p]) => resolve(p!, f)));
  const failed = settled.find((r) => r.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
  const got = new Map(wanted.map(([f], i) => [f, (settled[i] as PromiseFulfilledResult<QuotePlace>).value]));
  let pickUp = got.get("pickUp") ?? null;
  let dropOff = got.get("dropOff") ?? null;
  if (airportSide) {
    if (b.transferType === "airport-to-city") pickUp = airportSide;
    else dropOff = airportSide;
  }
  if (!pickUp || !dropOff) throw badRequest(fareValidation.locationsRequired);
  const stops = service === "airport-transfer" ? [] : (b.stops ?? []).map((_, i) => got.get(`stops.${i}`)!);
  const flight = airportTimes(service, b);
  const start = flight ? flight.pickup : parseTripTime(b.startTime);
  const ret = service === "outstation" && b.isRoundTrip ? parseTripTime(b.returnTime) : null;
  return {
    service,
    pickUp,
    dropOff,
    stops,
    startTime: start ? start.toISOString() : (b.startTime ?? ""),
    returnTime: ret ? ret.toISOString() : service === "outstation" && b.isRoundTrip ? (b.returnTime ?? null) : null,
    isRoundTrip: service === "outstation" ? Boolean(b.isRoundTrip) : false,
    hours: service === "hourly-rental" ? (b.hours ?? null) : null,
    passengerCount: b.passengerCount,
    luggageCount: b.luggageCount,
    transferType: service === "airport-transfer" ? (b.transferType ?? null) : null,
    airportCode,
    flightNumber: service === "airport-transfer" && b.flightNumber ? b.flightNumber : null,
    flightTime: flight?.flightTime ? flight.flightTime.toISOString() : null,
    international: service === "airport-transfer" ? Boolean(b.international) : false,
    requestedCarType: requestedVehicleClass(b),
  };
}

/** An airport we serve, by its code, from the server's list (400 "Please choose an airport." otherwise). */
export function servedAirport(code: string | undefined): { code: string; place: QuotePlace } {
  const wanted = (code ?? "BBI").toUpperCase();
  const airport = airportByCode(wanted);
  if (!airport || kmFromBase(airport.location) > OUTSTATION_RADIUS_KM) throw badRequest(fareRuleMessages.airport);
  return {
    code: wanted,
    place: {
      address: airport.address,
      lat: airport.location.lat,
      lng: airport.location.lng,
      placeId: airport.placeId,
    },
  };
}

/**
 * An airport transfer's flight time and pickup (decision record 011): an arrival is met at the landing plus the
 * policy's buffer (the landing is `flightTime`, or `startTime` from clients that send the landing there); a departure's
 * pickup is the rider's `startTime` (checked against the latest pickup once the route is known).
 */
function airportTimes(service: Service, b: ChargeBody): { flightTime: Date | null; pickup: Date | null } | null {
  if (service !== "airport-transfer") return null;
  const flightTime = parseTripTime(b.flightTime);
  if (b.transferType === "airport-to-city") {
    const landing = flightTime ?? parseTripTime(b.startTime);
    return { flightTime: landing, pickup: landing ? meetTimeFor(landing, Boolean(b.international)) : null };
  }
  return { flightTime, pickup: parseTripTime(b.startTime) };
}

const pointsOf = (t: QuoteTrip) => [t.pickUp, ...t.stops, t.dropOff];

/** The rules that need no route (the time rules; service areas). Throws a 400 with the first broken rule. */
export function checkTripRules(t: QuoteTrip, now: Date) {
  checkTimeRules(t, now);
  checkAreaRules(t);
}

/** The time rules and the date limits of docs/security.md §3 (6 hours to 180 days ahead; a round trip of at most 30 days). */
export function checkTimeRules(v: { startTime: string; isRoundTrip?: boolean; returnTime?: string | null }, now: Date) {
  const timeError = tripTimeError(
    { startTime: v.startTime, isRoundTrip: v.isRoundTrip, returnTime: v.returnTime },
    now,
  );
  if (timeError) throw badRequest(timeError);
}

/** Service areas, measured from the server's resolved places. */
export function checkAreaRules(t: QuoteTrip) {
  const pts = pointsOf(t);
  if (t.service === "outstation" && pts.some((p) => kmFromBase(p) > OUTSTATION_RADIUS_KM))
    throw badRequest(fareRuleMessages.outsideRadius);
  if ((t.service === "hourly-rental" || t.service === "cab-booking") && pts.some((p) => kmFromBase(p) > CITY_RADIUS_KM))
    throw badRequest(fareRuleMessages.outsideCity);
}

/**
 * The server's own route: the outward legs, plus the way back to the pick-up for round trips; at an hour when
 * `opts.departAt` is given (the routing adapters' traffic or peak-hour figures).
 */
export async function routeTrip(
  routing: RoutingAdapter,
  t: Pick<QuoteTrip, "pickUp" | "stops" | "dropOff" | "isRoundTrip">,
  opts?: RouteOptions,
): Promise<RouteInfo> {
  const pts = [t.pickUp, ...t.stops, t.dropOff];
  const all = t.isRoundTrip ? [...pts, t.pickUp] : pts;
  const r = await routing.route(
    all.map((p) => ({ lat: p.lat, lng: p.lng })),
    opts,
  );
  const outward = r.legs.slice(0, pts.length - 1);
  const sum = (legs: typeof r.legs, k: "distanceKm" | "durationMin") => legs.reduce((s, l) => s + l[k], 0);
  return {
    source: r.source,
    approximate: r.approximate,
    distanceKm: Math.round(sum(r.legs, "distanceKm") * 10) / 10,
    durationMin: Math.round(sum(r.legs, "durationMin")),
    outwardKm: Math.round(sum(outward, "distanceKm") * 10) / 10,
    legs: r.legs,
  };
}

/**
 * A departure's drive is routed at about the hour the car leaves: this many minutes before the rider must be at the
 * terminal (check-in closing + the policy buffer before the departure). The proposal and the quote use the same hour,
 * so the latest pickup the form proposed is the one the quote enforces.
 */
export const DEPARTURE_ROUTE_LEAD_MIN = 60;
export const departureRouteAt = (departure: Date, international: boolean) =>
  new Date(departure.getTime() - (atAirportBeforeDepartureMin(international) + DEPARTURE_ROUTE_LEAD_MIN) * 60_000);

/**
 * The one way a departure's latest pickup is worked out (the departure-pickup proposal and a city-to-airport quote
 * with its flight): the route from the pickup to the airport at that hour, and departurePlan() of the contracts
 * (departure − check-in closing − buffer − the drive − the margin, rounded down to 5 minutes).
 */
export async function planDeparture(
  routing: RoutingAdapter,
  from: QuotePlace,
  airport: QuotePlace,
  departure: Date,
  international: boolean,
): Promise<{ route: RouteInfo; plan: DeparturePlan }> {
  const route = await routeTrip(
    routing,
    { pickUp: from, dropOff: airport, stops: [], isRoundTrip: false },
    { departAt: departureRouteAt(departure, international) },
  );
  return { route, plan: departurePlan(departure, international, route.durationMin) };
}

/** A city-to-airport transfer given its flight: the departure its pickup is worked back from (else null). */
export function departureOf(t: QuoteTrip): Date | null {
  if (t.service !== "airport-transfer" || t.transferType !== "city-to-airport" || !t.flightTime) return null;
  const d = new Date(t.flightTime);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * The server's route of a trip, and a departure's pickup: for a city-to-airport transfer given its flight, the route is
 * taken at the hour of the drive (planDeparture), a pickup later than the latest one is refused (400
 * flightMessages.pickupAfterLatest) and a trip without a pickup gets the latest one. Other trips route as before.
 */
export async function routeQuoteTrip(
  routing: RoutingAdapter,
  t: QuoteTrip,
): Promise<{ trip: QuoteTrip; route: RouteInfo; plan: DeparturePlan | null }> {
  const departure = departureOf(t);
  if (!departure) return { trip: t, route: await routeTrip(routing, t), plan: null };
  const { route, plan } = await planDeparture(routing, t.pickUp, t.dropOff, departure, t.international);
  const chosen = parseTripTime(t.startTime);
  if (chosen && chosen.getTime() > plan.latestPickup.getTime())
    throw badRequest(flightMessages.pickupAfterLatest(plan.latestPickup), {
      startTime: [flightMessages.pickupAfterLatest(plan.latestPickup)],
    });
  return { trip: { ...t, startTime: (chosen ?? plan.latestPickup).toISOString() }, route, plan };
}

/** Rules that need the route (outstation 1–500 km, README "Policy readings"; airport transfer reach). */
export function checkRouteRules(t: QuoteTrip, route: RouteInfo) {
  if (t.service === "outstation" && !outstationDistanceOk(route.outwardKm))
    throw badRequest(fareValidation.outstationDistance);
  if (t.service === "airport-transfer" && route.distanceKm > AIRPORT_TRANSFER_MAX_KM)
    throw badRequest(fareRuleMessages.airportTooFar);
}

/** When the car is busy: from pick-up to the estimated end (the way back for round trips, the booked hours for rentals). */
export function tripWindow(t: QuoteTrip, route: RouteInfo): { start: Date; end: Date } {
  const start = new Date(t.startTime);
  const min = (m: number) => m * 60_000;
  let end: Date;
  if (t.service === "hourly-rental") end = new Date(start.getTime() + min((t.hours ?? 1) * 60));
  else if (t.service === "outstation" && t.isRoundTrip && t.returnTime) {
    const backLeg = route.legs[route.legs.length - 1]?.durationMin ?? 0;
    const outwardMin = route.legs.slice(0, -1).reduce((s, l) => s + l.durationMin, 0);
    end = new Date(Math.max(new Date(t.returnTime).getTime() + min(backLeg), start.getTime() + min(outwardMin)));
  } else {
    const wait = t.service === "airport-transfer" && t.transferType === "airport-to-city" ? AIRPORT_FREE_WAIT_MIN : 0;
    end = new Date(start.getTime() + min(route.durationMin + wait));
  }
  return { start, end };
}

/** The vehicle class: the rider's choice when it fits, else the smallest class (by sort order) that seats everyone. */
export function chooseVehicle(classes: Vehicle[], t: QuoteTrip): Vehicle {
  if (t.requestedCarType) {
    const v = classes.find((c) => c.code === t.requestedCarType);
    if (!v) throw badRequest(fareMessages.invalidDetails);
    if (v.seats < t.passengerCount || v.luggage < t.luggageCount)
      throw badRequest(fareRuleMessages.carTooSmall(v.name, v.seats, v.luggage));
    return v;
  }
  // luxury is only ever the rider's explicit choice
  const fits = classes.filter((c) => c.code !== "luxury" && c.seats >= t.passengerCount && c.luggage >= t.luggageCount);
  const v = fits[0] ?? classes.filter((c) => c.seats >= t.passengerCount && c.luggage >= t.luggageCount)[0];
  if (!v) throw badRequest(fareRuleMessages.passengers);
  return v;
}

import { delayMinutes, type FlightState } from "./rules.ts";
import { flightStatusText } from "./messages.ts";
import type { FlightDirection, FlightView } from "./schemas.ts";

export interface FlightFacts {
  flightNumber: string | null;
  direction: FlightDirection;
  airportCode: string;
  international: boolean;
  scheduledAt: Date;
  estimatedAt: Date | null;
  actualAt: Date | null;
  state: FlightState;
  tracking: "provider" | "manual";
  lastCheckedAt: Date | null;
  /** the booking's pickup now (an arrival's meeting time) */
  pickupAt: Date;
  freeCancellation: boolean;
}

/** The one way a flight becomes its view (the rider's booking, the chauffeur's trip, the console). */
export function buildFlightView(f: FlightFacts): FlightView {
  const expected = f.actualAt ?? f.estimatedAt ?? f.scheduledAt;
  const delay = f.actualAt || f.estimatedAt ? delayMinutes(f.scheduledAt, expected) : null;
  return {
    flightNumber: f.flightNumber,
    direction: f.direction,
    airportCode: f.airportCode,
    international: f.international,
    scheduledAt: f.scheduledAt.toISOString(),
    estimatedAt: f.estimatedAt?.toISOString() ?? null,
    actualAt: f.actualAt?.toISOString() ?? null,
    expectedAt: expected.toISOString(),
    state: f.state,
    delayMinutes: delay,
    statusText: flightStatusText({
      direction: f.direction,
      state: f.state,
      delayMinutes: delay,
      expectedAt: expected,
      tracked: f.tracking === "provider",
    }),
    tracking: f.tracking,
    lastCheckedAt: f.lastCheckedAt?.toISOString() ?? null,
    pickupAt: f.pickupAt.toISOString(),
    freeCancellation: f.freeCancellation,
  };
}

/**
 * A booking's flight before any tracking row exists, from its stored trip: an arrival's landing is `flightTime`
 * (older bookings, made before flights were followed, stored the landing as `startTime`).
 */
export function flightFactsFromTrip(
  trip: {
    service?: unknown;
    transferType?: unknown;
    airportCode?: unknown;
    flightNumber?: unknown;
    flightTime?: unknown;
    international?: unknown;
    startTime?: unknown;
  },
  pickupAt: Date,
  tracking: "provider" | "manual",
): FlightFacts | null {
  if (trip.service !== "airport-transfer") return null;
  const direction: FlightDirection = trip.transferType === "airport-to-city" ? "arrival" : "departure";
  const flightTime = typeof trip.flightTime === "string" ? new Date(trip.flightTime) : null;
  const scheduledAt =
    flightTime && !Number.isNaN(flightTime.getTime())
      ? flightTime
      : direction === "arrival" && typeof trip.startTime === "string"
        ? new Date(trip.startTime)
        : null;
  if (!scheduledAt) return null;
  const flightNumber = typeof trip.flightNumber === "string" && trip.flightNumber ? trip.flightNumber : null;
  return {
    flightNumber,
    direction,
    airportCode: typeof trip.airportCode === "string" ? trip.airportCode : "BBI",
    international: trip.international === true,
    scheduledAt,
    estimatedAt: null,
    actualAt: null,
    state: "scheduled",
    tracking: flightNumber ? tracking : "manual",
    lastCheckedAt: null,
    pickupAt,
    freeCancellation: false,
  };
}

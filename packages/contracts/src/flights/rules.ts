import { AIRPORT_BUFFER_DOMESTIC_MIN, AIRPORT_BUFFER_INTERNATIONAL_MIN } from "../constants.ts";

/**
 * The rules of airport transfers that follow the flight (decision record 011, README "Airport transfers"), as pure
 * functions so the server, the forms, the bench and the unit tests read one definition. Times are instants (Date).
 *
 * Readings taken:
 * - arrivals: the chauffeur meets the rider at landing + the policy's buffer (30 min domestic, 45 international); the
 *   landing is the best known one (actual, else estimated, else scheduled);
 * - departures: the rider should be at the terminal when check-in closes (45 min before a domestic departure, 60 before
 *   an international one, the common rule of India's airlines) plus the same policy buffer; the proposed pickup is
 *   that moment minus the drive at that hour and a margin of DEPARTURE_MARGIN_MIN; the rider may choose earlier only;
 * - a pickup that moves by FLIGHT_CHANGE_NOTIFY_MIN or more is announced to the rider, the chauffeur and the console.
 */
export const CHECKIN_CLOSES_DOMESTIC_MIN = 45;
export const CHECKIN_CLOSES_INTERNATIONAL_MIN = 60;
export const DEPARTURE_MARGIN_MIN = 15;
export const FLIGHT_CHANGE_NOTIFY_MIN = 15;

/** Tracking starts this long before the (expected) landing or departure. */
export const FLIGHT_TRACK_FROM_HOURS = 6;
/** Poll every 15 minutes, then every 5 minutes in the last hour. */
export const FLIGHT_POLL_EVERY_MIN = 15;
export const FLIGHT_POLL_LAST_HOUR_EVERY_MIN = 5;
export const FLIGHT_POLL_LAST_HOUR_MIN = 60;
/** When the provider has not reported a landing this long after the expected one, tracking stops and ops are told. */
export const FLIGHT_SILENT_AFTER_MIN = 120;
/** Consecutive provider failures that alert operations (a failure never moves a pickup). */
export const FLIGHT_FAILURES_ALERT = 3;

const MIN = 60_000;

/** Minutes between landing and meeting the rider (deplaning and baggage; immigration and customs too abroad). */
export const meetBufferMin = (international: boolean) =>
  international ? AIRPORT_BUFFER_INTERNATIONAL_MIN : AIRPORT_BUFFER_DOMESTIC_MIN;

/** When the chauffeur meets an arriving rider. */
export const meetTimeFor = (landing: Date, international: boolean) =>
  new Date(landing.getTime() + meetBufferMin(international) * MIN);

/** The landing a meeting time was worked out from (the inverse of meetTimeFor). */
export const landingForMeetTime = (meet: Date, international: boolean) =>
  new Date(meet.getTime() - meetBufferMin(international) * MIN);

export const checkInClosesMin = (international: boolean) =>
  international ? CHECKIN_CLOSES_INTERNATIONAL_MIN : CHECKIN_CLOSES_DOMESTIC_MIN;

/** Minutes before a departure the rider should be at the terminal: check-in closing plus the policy buffer. */
export const atAirportBeforeDepartureMin = (international: boolean) =>
  checkInClosesMin(international) + meetBufferMin(international);

export interface DeparturePlan {
  /** the latest pickup we propose (the rider may choose earlier) */
  latestPickup: Date;
  /** when the rider reaches the terminal with that pickup */
  atAirportBy: Date;
  driveMinutes: number;
  marginMinutes: number;
  checkInClosesMinutes: number;
  bufferMinutes: number;
}

/** The latest pickup for a departure: departure − (check-in closing + buffer) − drive − margin, to the minute. */
export function departurePlan(departure: Date, international: boolean, driveMinutes: number): DeparturePlan {
  const atAirportBy = new Date(departure.getTime() - atAirportBeforeDepartureMin(international) * MIN);
  const drive = Math.max(0, Math.ceil(driveMinutes));
  const raw = atAirportBy.getTime() - (drive + DEPARTURE_MARGIN_MIN) * MIN;
  // rounded down to 5 minutes: a pickup reads "5:10 am", never "5:13 am"
  const latestPickup = new Date(Math.floor(raw / (5 * MIN)) * 5 * MIN);
  return {
    latestPickup,
    atAirportBy,
    driveMinutes: drive,
    marginMinutes: DEPARTURE_MARGIN_MIN,
    checkInClosesMinutes: checkInClosesMin(international),
    bufferMinutes: meetBufferMin(international),
  };
}

/** The flight states we record (the provider's statuses are mapped onto these). */
export const FLIGHT_STATES = ["scheduled", "en_route", "landed", "departed", "cancelled", "diverted"] as const;
export type FlightState = (typeof FLIGHT_STATES)[number];
/** States after which nothing will change: polling stops. */
export const isFinalFlightState = (s: FlightState, direction: "arrival" | "departure") =>
  s === "cancelled" || s === "diverted" || (direction === "arrival" ? s === "landed" : s === "departed");

/**
 * When to ask the provider next, or null to stop: from FLIGHT_TRACK_FROM_HOURS before the expected time, every
 * FLIGHT_POLL_EVERY_MIN minutes, every FLIGHT_POLL_LAST_HOUR_EVERY_MIN in the last hour, and for
 * FLIGHT_SILENT_AFTER_MIN after it at most; never after a final state.
 */
export function nextFlightPoll(
  now: Date,
  f: { expectedAt: Date; state: FlightState; direction: "arrival" | "departure" },
): Date | null {
  if (isFinalFlightState(f.state, f.direction)) return null;
  const until = f.expectedAt.getTime() - now.getTime();
  if (until < -FLIGHT_SILENT_AFTER_MIN * MIN) return null;
  const from = f.expectedAt.getTime() - FLIGHT_TRACK_FROM_HOURS * 3600_000;
  if (now.getTime() < from) return new Date(from);
  const every = until > FLIGHT_POLL_LAST_HOUR_MIN * MIN ? FLIGHT_POLL_EVERY_MIN : FLIGHT_POLL_LAST_HOUR_EVERY_MIN;
  return new Date(now.getTime() + every * MIN);
}

/** Whole minutes a flight is late (negative: early), or null without an estimate. */
export const delayMinutes = (scheduledAt: Date, expectedAt: Date | null) =>
  expectedAt ? Math.round((expectedAt.getTime() - scheduledAt.getTime()) / MIN) : null;

import { LOCALE, TIME_ZONE } from "../constants.ts";

/** "7:20 pm" in India time */
export const istClock = (d: Date) =>
  d.toLocaleTimeString(LOCALE, { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit", hour12: true });
/** "25 Nov 2026, 7:20 pm" in India time */
export const istDateTime = (d: Date) =>
  d.toLocaleString(LOCALE, { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

/** Texts of flight-following airport transfers: labels, errors, notifications (one place for each). */
export const flightLabels = {
  /** the two lines of an airport arrival, wherever its times are shown */
  flightLands: "Flight lands",
  meetsYouAt: "Chauffeur meets you at",
  /** a departure's lines */
  flightDeparts: "Flight departs",
  pickupTime: "Pickup time",
  airport: "Airport",
  flight: "Flight",
  /** the included airport charge and the optional add-on, named so nobody reads a double charge */
  airportEntryIncluded: "Airport entry & parking (included)",
} as const;

export const flightMessages = {
  stateRequired: "Choose what happened to the flight.",
  timeRequired: "Enter the new time of the flight in India time.",
  departureTimeRequired: "Enter your flight's departure date and time.",
  landingRequired: "Enter your flight's scheduled landing date and time.",
  pickupAfterLatest: (latest: Date) =>
    `For this flight, pick-up must be at ${istDateTime(latest)} or earlier so you reach check-in in time.`,
  notAirportTransfer: "This booking is not an airport transfer with a flight.",
  flightFinal: "This flight has already landed, departed, been cancelled or diverted.",
  bookingClosed: "This booking is no longer active.",
  recorded: "Flight update recorded.",
  /** the embedded default, which tracks nothing and says so */
  notTracked:
    "Live flight tracking is not connected: your chauffeur meets you at the scheduled time, and our team moves it if your flight changes.",
  tracked: "We track your flight and move your pickup if it lands early or late.",
  departurePlan: (p: {
    latestPickup: Date;
    driveMinutes: number;
    marginMinutes: number;
    atAirportBy: Date;
    departure: Date;
    before: number;
  }) =>
    `Leave by ${istClock(p.latestPickup)}: ${p.driveMinutes} min drive at that hour + ${p.marginMinutes} min margin puts you at the airport by ${istClock(p.atAirportBy)}, ${p.before} min before your ${istClock(p.departure)} departure.`,
} as const;

/** The English lines of a flight's state; the catalogues give the same keys in Hindi and Odia. */
export const FLIGHT_STATUS_TEXTS = {
  "flight.cancelled": "Flight cancelled",
  "flight.diverted": "Flight diverted",
  "flight.landed": "Landed {time}",
  "flight.departed": "Departed {time}",
  "flight.delayedLanding": "Delayed {min} min, now landing {time}",
  "flight.delayedDeparting": "Delayed {min} min, now departing {time}",
  "flight.earlyLanding": "Early by {min} min, now landing {time}",
  "flight.earlyDeparting": "Early by {min} min, now departing {time}",
  "flight.onTimeLanding": "On time, landing {time}",
  "flight.onTimeDeparting": "On time, departing {time}",
  "flight.scheduledLanding": "Scheduled, landing {time}",
  "flight.scheduledDeparting": "Scheduled, departing {time}",
} as const;
export type FlightStatusKey = keyof typeof FLIGHT_STATUS_TEXTS;

/**
 * Which line a flight's state reads as, and its minutes (the one rule: the server's English line, My Bookings and the
 * chauffeur app in Hindi and Odia). The caller writes the time in its own language.
 */
export function flightStatusMessage(f: {
  direction: "arrival" | "departure";
  state: string;
  delayMinutes: number | null;
  tracked: boolean;
}): { key: FlightStatusKey; min?: number } {
  const landing = f.direction === "arrival";
  if (f.state === "cancelled") return { key: "flight.cancelled" };
  if (f.state === "diverted") return { key: "flight.diverted" };
  if (f.state === "landed") return { key: "flight.landed" };
  if (f.state === "departed") return { key: "flight.departed" };
  const d = f.delayMinutes ?? 0;
  if (d >= 5) return { key: landing ? "flight.delayedLanding" : "flight.delayedDeparting", min: d };
  if (d <= -5) return { key: landing ? "flight.earlyLanding" : "flight.earlyDeparting", min: -d };
  if (f.tracked) return { key: landing ? "flight.onTimeLanding" : "flight.onTimeDeparting" };
  return { key: landing ? "flight.scheduledLanding" : "flight.scheduledDeparting" };
}

/** One line for a flight's state, e.g. "Delayed 50 min, now landing 8:40 pm". */
export function flightStatusText(f: {
  direction: "arrival" | "departure";
  state: string;
  delayMinutes: number | null;
  expectedAt: Date;
  tracked: boolean;
}): string {
  const { key, min } = flightStatusMessage(f);
  return FLIGHT_STATUS_TEXTS[key].replace("{min}", String(min)).replace("{time}", istClock(f.expectedAt));
}

/** Notifications when a flight moves a pickup or is disrupted (SMS and e-mail; the console's alert line). */
export const flightNotices = {
  pickupMovedSms: (p: { reference: string; flight: string; landing: Date; meet: Date; before: Date }) =>
    `${p.reference}: flight ${p.flight} now lands ${istClock(p.landing)}. Your chauffeur will meet you at ${istClock(p.meet)} (was ${istClock(p.before)}). No extra charge.`,
  pickupMovedSubject: (reference: string) => `Your pickup time changed: ${reference}`,
  disruptedSms: (p: { reference: string; flight: string; state: "cancelled" | "diverted" }) =>
    `${p.reference}: flight ${p.flight} was ${p.state}. You can cancel this transfer free, with a full refund, from My Bookings, or call us to rearrange it.`,
  disruptedSubject: (reference: string, state: string) => `Your flight was ${state}: ${reference}`,
  alertMoved: (p: { reference: string; flight: string; before: Date; after: Date }) =>
    `${p.reference}: flight ${p.flight} moved the pickup from ${istClock(p.before)} to ${istClock(p.after)}`,
  alertDisrupted: (p: { reference: string; flight: string; state: string }) =>
    `${p.reference}: flight ${p.flight} ${p.state}; the rider may cancel free`,
  alertFailures: (p: { reference: string; flight: string; failures: number }) =>
    `${p.reference}: flight ${p.flight} could not be checked ${p.failures} times in a row; the pickup was not moved`,
  alertClash: (p: { reference: string; plate: string; other: string; suggestion: string | null }) =>
    `${p.reference}: the moved pickup now overlaps ${p.other} on ${p.plate}${p.suggestion ? `; free car of that class: ${p.suggestion}` : "; no free car of that class"}`,
  alertSilent: (p: { reference: string; flight: string }) =>
    `${p.reference}: no landing reported for flight ${p.flight} two hours after it was expected; check it by hand`,
} as const;

import {
  MAX_STOPS,
  OUTSTATION_RADIUS_KM,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  SUITCASES_MAX,
  SUITCASES_MIN,
} from "../constants.ts";
import { fareMessages } from "../messages.ts";
import { AIRPORT_TRANSFER_MAX_KM, CITY_RADIUS_KM, MAX_ADVANCE_DAYS, MAX_ROUND_TRIP_DAYS } from "./limits.ts";

/** How a place field is named in a message: "pickUp" → "pickup location", "stops.1" → "stop 2". */
export function placeFieldLabel(field: string): string {
  if (field === "pickUp") return "pickup location";
  if (field === "dropOff") return "drop-off location";
  const stop = /^stops\.(\d+)$/.exec(field);
  return stop ? `stop ${Number(stop[1]) + 1}` : "location";
}

/** Messages for rules the specification states without a text (shown as the server message, 400). */
export const fareRuleMessages = {
  badCoordinates: "We could not read the location of one of your places. Please select it again from the suggestions.",
  tooManyStops: `You can add up to ${MAX_STOPS} stops.`,
  passengers: `Passengers must be between ${PASSENGERS_MIN} and ${PASSENGERS_MAX}.`,
  suitcases: `Suitcases must be between ${SUITCASES_MIN} and ${SUITCASES_MAX}.`,
  outsideRadius: `Outstation trips must start, stop and end within ${OUTSTATION_RADIUS_KM} km of Bhubaneswar.`,
  outsideCity: `This service is available within ${CITY_RADIUS_KM} km of Bhubaneswar. For longer journeys book an outstation trip.`,
  airportTooFar: `Airport transfers cover addresses up to ${AIRPORT_TRANSFER_MAX_KM} km from the airport. For longer journeys book an outstation trip.`,
  unknownService: "Unknown service. Choose outstation, hourly-rental, airport-transfer or cab-booking.",
  quoteNotFound: "This fare quote was not found. Please calculate the fare again.",
  quoteExpired: "This fare quote has expired. Please calculate the fare again.",
  transferType: "Please choose whether you are travelling from or to the airport.",
  airport: "Please choose an airport.",
  flightNumber: "Enter a valid flight number, for example 6E 2341 or AI 674.",
  flightRequired: "Please enter your flight number so the chauffeur can track your arrival.",
  carTooSmall: (name: string, seats: number, bags: number) =>
    `The ${name} takes up to ${seats} passengers and ${bags} suitcases. Choose fewer guests or another car.`,
  tariffMissing: "Fares are not available right now. Please try again later.",
  tooManyQuotes: "Too many fare checks in a short time. Please wait a few minutes and try again.",
  /** a place the server cannot resolve from its id or its text */
  choosePlace: (label: string) => `Choose the ${label} from the suggestions.`,
  placesUnavailable: "We could not look up your places right now. Please try again in a minute.",
  departureTooFar: `Choose a departure within the next ${MAX_ADVANCE_DAYS} days.`,
  roundTripTooLong: `A round trip can last at most ${MAX_ROUND_TRIP_DAYS} days.`,
} as const;

/** The fare-check catalogue for a failed call (the web maps ApiRequestError kinds onto it). */
export function fareCheckMessage(
  kind: "timeout" | "offline" | "network" | "http",
  status: number,
  serverMessage?: string,
): string {
  if (kind === "timeout") return fareMessages.timeout;
  if (kind === "offline") return fareMessages.offline;
  if (kind === "http") {
    if (status === 401) return fareMessages.unauthorized;
    if (status === 400) return serverMessage || fareMessages.invalidDetails;
    if (status >= 500) return fareMessages.serverError;
  }
  return fareMessages.failed;
}

/** The "fare update in checkout" catalogue. */
export function fareUpdateMessage(
  kind: "timeout" | "offline" | "network" | "http",
  status: number,
  serverMessage?: string,
): string {
  if (kind === "http" && status === 400) return serverMessage || fareMessages.invalidDetails;
  if (kind === "http" && status >= 500) return fareMessages.updateServerError;
  return fareMessages.updateFailed;
}

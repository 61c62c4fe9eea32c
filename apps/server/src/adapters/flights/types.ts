import type { FlightDirection, FlightState } from "@chauffeur/contracts";

/** Flight status (decision record 011): what a provider says about one flight on one day. */
export interface FlightQuery {
  /** normalised IATA designator, e.g. "6E 2341" */
  flightNumber: string;
  direction: FlightDirection;
  /** our airport: the destination of an arrival, the origin of a departure */
  airportCode: string;
  /** the scheduled landing (arrival) or departure the rider gave: picks the right day's flight */
  scheduledAt: Date;
}

export interface FlightObservation {
  state: FlightState;
  /** the provider's own schedule for that leg, when it gives one */
  scheduledAt: Date | null;
  /** its latest estimate of the landing (arrival) or departure */
  estimatedAt: Date | null;
  /** when it landed or departed */
  actualAt: Date | null;
}

/** A provider that could not answer (network, 5xx, quota, bad key): never moves a pickup; counted as a failure. */
export class FlightProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "FlightProviderError";
  }
}

export interface FlightStatusAdapter {
  name: "none" | "aeroapi";
  /** false for the embedded default: nothing is polled, operations record changes by hand */
  tracks: boolean;
  /** the flight's status, or null when the provider knows no such flight that day; throws FlightProviderError */
  lookup(q: FlightQuery): Promise<FlightObservation | null>;
}

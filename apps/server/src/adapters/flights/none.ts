import type { FlightStatusAdapter } from "./types.ts";

/**
 * The embedded default: tracks nothing and says so (the rider's booking and the form read "not connected"). The pickup
 * follows the scheduled time; an operator records a delay, landing or cancellation from the console, which runs the
 * same adjustment as a provider's answer (modules/flights).
 */
export function noFlightStatus(): FlightStatusAdapter {
  return {
    name: "none",
    tracks: false,
    async lookup() {
      return null;
    },
  };
}

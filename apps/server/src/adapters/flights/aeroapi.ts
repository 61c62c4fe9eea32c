import { FlightProviderError, type FlightStatusAdapter } from "./types.ts";

/** FlightAware AeroAPI v4 (decision record 011). Being written: see the helper's commit. */
export function aeroApiFlightStatus(opts: { apiKey: string; baseUrl: string }): FlightStatusAdapter {
  return {
    name: "aeroapi",
    tracks: true,
    async lookup() {
      throw new FlightProviderError(`AeroAPI adapter not built yet (${opts.baseUrl})`);
    },
  };
}

import { usesFlightProvider, type Config } from "../../config.ts";
import { aeroApiFlightStatus } from "./aeroapi.ts";
import { noFlightStatus } from "./none.ts";
import type { FlightStatusAdapter } from "./types.ts";

export type { FlightStatusAdapter, FlightQuery, FlightObservation } from "./types.ts";
export { FlightProviderError } from "./types.ts";

/** FlightAware AeroAPI when FLIGHT_STATUS_PROVIDER=aeroapi (with AEROAPI_KEY), else the embedded default (decision record 011). */
export function createFlightStatus(config: Config): FlightStatusAdapter {
  if (usesFlightProvider(config))
    return aeroApiFlightStatus({ apiKey: config.AEROAPI_KEY!, baseUrl: config.AEROAPI_API_BASE });
  return noFlightStatus();
}

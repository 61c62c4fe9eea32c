import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { flightPaths, parseTripTime, type DeparturePickup, type DeparturePickupRequest } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

/** POST the departure's latest pickup, worked back from the flight (check-in closing, buffer, drive, margin). */
export async function requestDeparturePickup(body: DeparturePickupRequest): Promise<DeparturePickup> {
  const res = await apiRequest<{ success: true; data: DeparturePickup }>(flightPaths.departurePickup, { body });
  return res.data;
}

/** `value` once it has stopped changing for `ms` (a datetime-local input changes field by field while typed). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * The proposed pickup of a departure, asked for once the pick-up place and a complete departure time are known;
 * `data` is undefined until then (and when the server cannot work it out, the form simply proposes nothing).
 */
export function useDeparturePickup(req: DeparturePickupRequest | null) {
  // compared as text: the form builds a new object at every render
  const key = useSettled(req && parseTripTime(req.flightTime) ? JSON.stringify(req) : null, 250);
  return useQuery({
    queryKey: ["departure-pickup", key],
    queryFn: () => requestDeparturePickup(JSON.parse(key!) as DeparturePickupRequest),
    enabled: key !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

import { useQuery } from "@tanstack/react-query";
import type { DriverTrip, DriverTripList } from "@chauffeur/contracts";
import { fetchTrip, fetchTrips, isUnreachable } from "../api/driver-api";
import { loadTrips, saveTrips } from "../lib/trip-cache";
import { driverKeys } from "./keys";

export interface Loaded<T> {
  data: T;
  /** 'cache': the API could not be reached and this is what the phone saved (at savedAt) */
  source: "live" | "cache";
  savedAt: string | null;
}

/** 'My trips': the server's list, saved on the phone; the saved list when the API cannot be reached. */
export function useDriverTrips(enabled: boolean) {
  return useQuery({
    queryKey: driverKeys.trips,
    enabled,
    networkMode: "always",
    retry: false,
    refetchOnReconnect: true,
    queryFn: async (): Promise<Loaded<DriverTripList>> => {
      try {
        const list = await fetchTrips();
        saveTrips(list);
        return { data: list, source: "live", savedAt: null };
      } catch (e) {
        const cached = isUnreachable(e) ? loadTrips() : null;
        if (!cached) throw e;
        return { data: cached.list, source: "cache", savedAt: cached.savedAt };
      }
    },
  });
}

/** The trip screen: the server's trip; offline, the trip as the saved list has it (without the rider's phone). */
export function useDriverTrip(id: string) {
  return useQuery({
    queryKey: driverKeys.trip(id),
    networkMode: "always",
    retry: false,
    refetchOnReconnect: true,
    queryFn: async (): Promise<Loaded<DriverTrip>> => {
      try {
        return { data: await fetchTrip(id), source: "live", savedAt: null };
      } catch (e) {
        const cached = isUnreachable(e) ? loadTrips() : null;
        const trip = cached && [...cached.list.today, ...cached.list.upcoming].find((t) => t.id === id);
        if (!cached || !trip) throw e;
        return { data: trip, source: "cache", savedAt: cached.savedAt };
      }
    },
  });
}

/** The trip the phone is tracking: the first one on the way, arrived or under way. */
export function activeTrip(list: DriverTripList | undefined): DriverTrip | null {
  if (!list) return null;
  return [...list.today, ...list.upcoming].find((t) => TRACKED_STEPS.has(t.step)) ?? null;
}
export const TRACKED_STEPS = new Set<DriverTrip["step"]>(["on_my_way", "arrived", "started"]);

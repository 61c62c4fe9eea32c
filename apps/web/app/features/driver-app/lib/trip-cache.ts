import { DriverTripListSchema, type DriverTripList } from "@chauffeur/contracts";

/**
 * The last trip list the chauffeur loaded, kept on the phone so 'My trips' still shows it without a signal. Only the
 * list (no rider phone numbers: the list carries none) and only until sign-out.
 */
export const TRIP_CACHE_KEY = "driver.trips.v1";

export interface CachedTrips {
  list: DriverTripList;
  savedAt: string;
}

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function saveTrips(list: DriverTripList, now = new Date()): void {
  // the list's phone numbers are dropped even if a server ever sent them
  const strip = (trips: DriverTripList["today"]) => trips.map((t) => ({ ...t, riderPhone: null }));
  const value: CachedTrips = {
    list: { today: strip(list.today), upcoming: strip(list.upcoming) },
    savedAt: now.toISOString(),
  };
  try {
    storage()?.setItem(TRIP_CACHE_KEY, JSON.stringify(value));
  } catch {
    /* storage full or blocked: nothing is cached */
  }
}

export function loadTrips(): CachedTrips | null {
  try {
    const raw = JSON.parse(storage()?.getItem(TRIP_CACHE_KEY) ?? "null") as {
      list?: unknown;
      savedAt?: unknown;
    } | null;
    if (!raw || typeof raw.savedAt !== "string") return null;
    const list = DriverTripListSchema.safeParse(raw.list);
    return list.success ? { list: list.data, savedAt: raw.savedAt } : null;
  } catch {
    return null;
  }
}

export function clearTrips(): void {
  try {
    storage()?.removeItem(TRIP_CACHE_KEY);
  } catch {
    /* nothing to clear */
  }
}

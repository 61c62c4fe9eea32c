import { RECENT_PLACES_MAX, type SelectedPlace } from "@chauffeur/contracts";

/**
 * The last places the rider chose in any place input, newest first: kept in this browser only
 * (localStorage, per device; nothing goes to the server), at most RECENT_PLACES_MAX, one entry per place id.
 */
export const RECENT_PLACES_KEY = "sl.recent-places.v1";

type Listener = () => void;
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface RecentPlacesStore {
  get(): SelectedPlace[];
  remember(place: SelectedPlace): void;
  clear(): void;
  subscribe(listener: Listener): () => void;
}

const isPlace = (v: unknown): v is SelectedPlace => {
  const p = v as Partial<SelectedPlace> | null;
  return (
    typeof p === "object" &&
    p !== null &&
    typeof p.address === "string" &&
    p.address.trim() !== "" &&
    typeof p.placeId === "string" &&
    p.placeId !== "" &&
    typeof p.location?.lat === "number" &&
    Number.isFinite(p.location.lat) &&
    typeof p.location?.lng === "number" &&
    Number.isFinite(p.location.lng)
  );
};

/** What a stored value holds: valid places only (another tab, an old version or a hand edit may have left anything). */
export function parseRecent(raw: string | null): SelectedPlace[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list
      .filter(isPlace)
      .slice(0, RECENT_PLACES_MAX)
      .map((p) => ({
        address: p.address,
        placeId: p.placeId,
        location: { lat: p.location.lat, lng: p.location.lng },
      }));
  } catch {
    return [];
  }
}

/** `place` first, its older copy dropped, the list cut to RECENT_PLACES_MAX. */
export function withRecent(list: SelectedPlace[], place: SelectedPlace): SelectedPlace[] {
  return [place, ...list.filter((p) => p.placeId !== place.placeId)].slice(0, RECENT_PLACES_MAX);
}

/** A store over `storage` (null: memory only, e.g. storage disabled); other tabs' changes arrive by the storage event. */
export function createRecentPlacesStore(storage: KeyValueStore | null): RecentPlacesStore {
  const listeners = new Set<Listener>();
  let cache: SelectedPlace[] | null = null;
  const read = () => {
    if (cache) return cache;
    try {
      cache = parseRecent(storage?.getItem(RECENT_PLACES_KEY) ?? null);
    } catch {
      cache = [];
    }
    return cache;
  };
  const write = (list: SelectedPlace[]) => {
    cache = list;
    try {
      if (list.length) storage?.setItem(RECENT_PLACES_KEY, JSON.stringify(list));
      else storage?.removeItem(RECENT_PLACES_KEY);
    } catch {
      // full or disabled storage: the list lives for this page only
    }
    listeners.forEach((l) => l());
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key !== RECENT_PLACES_KEY && e.key !== null) return;
    cache = null;
    listeners.forEach((l) => l());
  };
  return {
    get: read,
    remember: (place) => {
      if (isPlace(place)) write(withRecent(read(), place));
    },
    clear: () => write([]),
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
      };
    },
  };
}

let shared: RecentPlacesStore | null = null;
/** The page's one store over localStorage. */
export function recentPlacesStore(): RecentPlacesStore {
  if (!shared) {
    let storage: KeyValueStore | null = null;
    try {
      storage = typeof window === "undefined" ? null : window.localStorage;
    } catch {
      storage = null;
    }
    shared = createRecentPlacesStore(storage);
  }
  return shared;
}

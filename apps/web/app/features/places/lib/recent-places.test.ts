import { describe, expect, it } from "vitest";
import { RECENT_PLACES_MAX, type SelectedPlace } from "@chauffeur/contracts";
import { createRecentPlacesStore, parseRecent, RECENT_PLACES_KEY, type KeyValueStore } from "./recent-places";

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}
const place = (i: number): SelectedPlace => ({
  address: `Place ${i}, Bhubaneswar, Odisha`,
  placeId: `gz:p${i}`,
  location: { lat: 20.2 + i / 100, lng: 85.8 },
});

describe("recent places (per device, localStorage)", () => {
  it("keeps the last five places chosen, newest first, one entry per place id, across a reload", () => {
    const storage = memoryStore();
    const store = createRecentPlacesStore(storage);
    for (let i = 1; i <= 7; i++) store.remember(place(i));
    store.remember(place(5)); // chosen again: moves to the top, not repeated
    expect(store.get().map((p) => p.placeId)).toEqual(["gz:p5", "gz:p7", "gz:p6", "gz:p4", "gz:p3"]);
    expect(store.get()).toHaveLength(RECENT_PLACES_MAX);
    // a new page reads what the last one wrote
    expect(createRecentPlacesStore(storage).get()).toEqual(store.get());
  });

  it("clears the list (and the stored value) and tells its listeners", () => {
    const storage = memoryStore();
    const store = createRecentPlacesStore(storage);
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.remember(place(1));
    store.clear();
    expect(store.get()).toEqual([]);
    expect(storage.data[RECENT_PLACES_KEY]).toBeUndefined();
    expect(calls).toBe(2);
    off();
    store.remember(place(2));
    expect(calls).toBe(2);
  });

  it("reads only valid places from whatever is stored, and ignores a place without id or coordinates", () => {
    expect(parseRecent("not json")).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    const stored = JSON.stringify([
      place(1),
      { address: "No id", location: { lat: 20, lng: 85 } },
      { address: "Bad", placeId: "gz:x", location: { lat: "20", lng: 85 } },
      { ...place(2), extra: "<script>" },
    ]);
    expect(parseRecent(stored)).toEqual([place(1), place(2)]);
    const store = createRecentPlacesStore(memoryStore());
    store.remember({ address: "", placeId: "gz:x", location: { lat: 1, lng: 2 } });
    expect(store.get()).toEqual([]);
  });

  it("works without storage (disabled or full): the list lives for the page", () => {
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {},
    };
    const store = createRecentPlacesStore(throwing);
    store.remember(place(1));
    expect(store.get()).toEqual([place(1)]);
  });
});

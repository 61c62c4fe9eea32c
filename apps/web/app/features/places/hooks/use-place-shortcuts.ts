import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlaceResult, SavedPlace, SavedPlaceLabel, SelectedPlace } from "@chauffeur/contracts";
import { useSession } from "~/features/auth";
import { fetchSavedPlaces, removeSavedPlace, saveSavedPlace } from "../api/saved-places";
import { placeSections } from "../lib/place-options";
import { recentPlacesStore } from "../lib/recent-places";

const NO_PLACES: SelectedPlace[] = [];
const NO_SAVED: SavedPlace[] = [];
const savedKey = (userId: string | undefined) => ["saved-places", userId ?? "guest"] as const;

/** A signed-in rider's saved places (none signed out: nothing is asked of the server), shared by every input. */
export function useSavedPlaces() {
  const { user } = useSession();
  // riders (and operators booking as riders); a chauffeur's session has no saved places
  const rider = user && user.role !== "chauffeur" ? user : null;
  const q = useQuery({
    queryKey: savedKey(rider?.id),
    queryFn: ({ signal }) => fetchSavedPlaces(signal),
    enabled: Boolean(rider),
    staleTime: 5 * 60_000,
  });
  return { signedIn: Boolean(rider), saved: rider ? (q.data ?? NO_SAVED) : NO_SAVED };
}

/** Saving and removing Home or Work: the cached list follows the server's answer. */
export function useSavedPlaceChanges() {
  const { user } = useSession();
  const client = useQueryClient();
  const key = savedKey(user?.id);
  const put = (row: SavedPlace) =>
    client.setQueryData<SavedPlace[]>(key, (list = []) =>
      [...list.filter((p) => p.label !== row.label), row].sort((a, b) => a.label.localeCompare(b.label)),
    );
  const save = useMutation({
    mutationFn: ({ label, place }: { label: SavedPlaceLabel; place: SelectedPlace }) => saveSavedPlace(label, place),
    onSuccess: (res) => put(res.data),
  });
  const remove = useMutation({
    mutationFn: (label: SavedPlaceLabel) => removeSavedPlace(label),
    onSuccess: (_res, label) =>
      client.setQueryData<SavedPlace[]>(key, (list = []) => list.filter((p) => p.label !== label)),
  });
  return { save, remove };
}

const serverSnapshot = () => NO_PLACES;

/** This device's recent places (newest first) and the way to add to or clear them. */
export function useRecentPlaces() {
  const store = recentPlacesStore();
  const recent = useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
  const remember = useCallback((p: SelectedPlace) => store.remember(p), [store]);
  const clear = useCallback(() => store.clear(), [store]);
  return { recent, remember, clear };
}

/**
 * What a place input lists for `query` beside the search's `results`: the sections (saved, recent, results), the
 * options in list order, and the recent places' controls.
 */
export function usePlaceOptions(query: string, results: PlaceResult[]) {
  const { saved } = useSavedPlaces();
  const { recent, remember, clear } = useRecentPlaces();
  const sections = useMemo(() => placeSections({ query, saved, recent, results }), [query, saved, recent, results]);
  const options = useMemo(() => sections.flatMap((s) => s.options), [sections]);
  return { sections, options, recentShown: sections.some((s) => s.id === "recent"), remember, clearRecent: clear };
}

import { apiPaths, type PlaceResult } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

/** Gazetteer search (GET /api/v1/places/search). */
export async function searchPlaces(q: string, signal?: AbortSignal): Promise<PlaceResult[]> {
  const res = await apiRequest<{ data: PlaceResult[] }>(`${apiPaths.placesSearch}?q=${encodeURIComponent(q)}&limit=8`, {
    signal,
  });
  return res.data;
}

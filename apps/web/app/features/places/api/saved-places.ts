import {
  savedPlacePaths,
  toRequestPlace,
  type SavedPlace,
  type SavedPlaceLabel,
  type SavedPlaceResponse,
  type SavedPlacesResponse,
  type SelectedPlace,
  type SuccessMessage,
} from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

/** The signed-in rider's saved places (GET /api/v1/user/places), Home first. */
export async function fetchSavedPlaces(signal?: AbortSignal): Promise<SavedPlace[]> {
  return (await apiRequest<SavedPlacesResponse>(savedPlacePaths.list, { signal })).data;
}

/** Saves (or replaces) Home or Work: the place as the trip forms send it; the server resolves it again. */
export async function saveSavedPlace(label: SavedPlaceLabel, place: SelectedPlace): Promise<SavedPlaceResponse> {
  return apiRequest<SavedPlaceResponse>(savedPlacePaths.one(label), { method: "PUT", body: toRequestPlace(place) });
}

export async function removeSavedPlace(label: SavedPlaceLabel): Promise<SuccessMessage> {
  return apiRequest<SuccessMessage>(savedPlacePaths.one(label), { method: "DELETE" });
}

import { apiPaths, type RoutePreview } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

/** The server's route between points (POST /api/v1/places/route); an estimate without a maps provider. */
export async function fetchRoutePreview(
  points: Array<{ lat: number; lng: number }>,
  signal?: AbortSignal,
): Promise<RoutePreview> {
  const res = await apiRequest<{ data: RoutePreview }>(apiPaths.routePreview, { body: { points }, signal });
  return res.data;
}

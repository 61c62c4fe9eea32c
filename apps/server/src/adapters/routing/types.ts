/** Road routing between points (README "Tariff"): the server computes every trip's distance and duration itself. */
export interface LatLng {
  lat: number;
  lng: number;
}
export interface RouteLeg {
  distanceKm: number;
  durationMin: number;
}
export interface RouteResult {
  source: "gazetteer" | "osrm" | "google";
  /** true when the figures are an estimate rather than a road network's answer */
  approximate: boolean;
  legs: RouteLeg[];
}
export interface RoutingAdapter {
  name: RouteResult["source"];
  /** legs between consecutive points (n points → n-1 legs) */
  route(points: LatLng[]): Promise<RouteResult>;
}
export const round1 = (n: number) => Math.round(n * 10) / 10;

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
/** How a route is asked for: without options, the drive at no particular hour (the adapters' usual figures). */
export interface RouteOptions {
  /**
   * When the car leaves the first point: Google Routes predicts the traffic of that hour (when it is in the future),
   * the embedded estimate applies its peak-hour factor, OSRM ignores it (its durations know no hour).
   */
  departAt?: Date;
}
export interface RoutingAdapter {
  name: RouteResult["source"];
  /** legs between consecutive points (n points → n-1 legs) */
  route(points: LatLng[], opts?: RouteOptions): Promise<RouteResult>;
}
export const round1 = (n: number) => Math.round(n * 10) / 10;

import { haversineKm } from "@chauffeur/contracts";
import { round1, type LatLng, type RouteLeg, type RoutingAdapter } from "./types.ts";

/**
 * Embedded routing: great-circle distance × a road factor (ROAD_FACTOR, default 1.3 — Indian road networks
 * typically run 1.2–1.4 times the straight line), driving time at 28 km/h for city legs under 20 km and
 * 50 km/h for longer highway legs (typical door-to-door averages in Odisha), plus 5 minutes per leg.
 */
export function estimateLeg(a: LatLng, b: LatLng, roadFactor: number): RouteLeg {
  const km = haversineKm(a, b) * roadFactor;
  const speed = km < 20 ? 28 : 50;
  const minutes = km < 0.05 ? 0 : (km / speed) * 60 + 5;
  return { distanceKm: round1(km), durationMin: Math.round(minutes) };
}

export function gazetteerRouting(roadFactor = 1.3): RoutingAdapter {
  return {
    name: "gazetteer",
    async route(points) {
      const legs: RouteLeg[] = [];
      for (let i = 1; i < points.length; i++) legs.push(estimateLeg(points[i - 1], points[i], roadFactor));
      return { source: "gazetteer", approximate: true, legs };
    },
  };
}

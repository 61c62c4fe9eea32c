import { haversineKm } from "@chauffeur/contracts";
import { round1, type LatLng, type RouteLeg, type RoutingAdapter } from "./types.ts";

/**
 * Embedded routing: great-circle distance × a road factor (ROAD_FACTOR, default 1.3 — Indian road networks
 * typically run 1.2–1.4 times the straight line), driving time at 28 km/h for city legs under 20 km and
 * 50 km/h for longer highway legs (typical door-to-door averages in Odisha), plus 5 minutes per leg.
 *
 * At an hour (`departAt`): a city leg that starts in the peak hours, 08:00–11:00 and 17:00–21:00 India time (IST),
 * takes PEAK_FACTOR (×1.25) times as long to drive (the fixed 5 minutes per leg are not scaled; highway legs and the
 * distance never change). Each leg starts when the one before it ends. Without `departAt` no factor applies.
 */
export const CITY_LEG_KM = 20;
export const PEAK_FACTOR = 1.25;
/** [from, to) in whole hours, India time */
export const PEAK_HOURS_IST: ReadonlyArray<readonly [number, number]> = [
  [8, 11],
  [17, 21],
];
const IST_OFFSET_MIN = 330;

/** Whether an instant falls in the peak hours (India time). */
export function isPeakHourIst(at: Date): boolean {
  const minuteOfDay = (((Math.floor(at.getTime() / 60_000) + IST_OFFSET_MIN) % 1440) + 1440) % 1440;
  return PEAK_HOURS_IST.some(([from, to]) => minuteOfDay >= from * 60 && minuteOfDay < to * 60);
}

export function estimateLeg(a: LatLng, b: LatLng, roadFactor: number, departAt?: Date): RouteLeg {
  const km = haversineKm(a, b) * roadFactor;
  const city = km < CITY_LEG_KM;
  const speed = city ? 28 : 50;
  const factor = city && departAt && isPeakHourIst(departAt) ? PEAK_FACTOR : 1;
  const minutes = km < 0.05 ? 0 : (km / speed) * 60 * factor + 5;
  return { distanceKm: round1(km), durationMin: Math.round(minutes) };
}

export function gazetteerRouting(roadFactor = 1.3): RoutingAdapter {
  return {
    name: "gazetteer",
    async route(points, opts) {
      const legs: RouteLeg[] = [];
      let at = opts?.departAt?.getTime();
      for (let i = 1; i < points.length; i++) {
        const leg = estimateLeg(points[i - 1], points[i], roadFactor, at === undefined ? undefined : new Date(at));
        legs.push(leg);
        if (at !== undefined) at += leg.durationMin * 60_000;
      }
      return { source: "gazetteer", approximate: true, legs };
    },
  };
}

import type { LatLng, Travel } from "./types.ts";

/**
 * Straight-line distance × 1.3 for the roads, at an average 30 km/h in town: the allocator's travel in tests and the
 * bench (the server resolves real legs through its routing and falls back to the same estimate).
 */
export const haversineTravel: Travel = (from: LatLng, to: LatLng) => {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLng = (to.lng - from.lng) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2;
  const km = 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a))) * 1.3;
  return { km: Math.round(km * 10) / 10, minutes: Math.round((km / 30) * 60) };
};

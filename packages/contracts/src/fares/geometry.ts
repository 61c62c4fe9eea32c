import { BASE_CITY, OUTSTATION_MAX_KM, OUTSTATION_MIN_KM } from "../constants.ts";

/** India's bounding box: a point outside it (e.g. the original's placeholder [0, 0]) is not a real place here. */
export const inIndia = (p: { lat: number; lng: number }) => p.lat >= 6 && p.lat <= 37.6 && p.lng >= 68 && p.lng <= 97.5;

/** Great-circle distance in km (haversine, mean Earth radius 6371.0088 km). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6371.0088;
  const toRad = (x: number) => (x * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const kmFromBase = (p: { lat: number; lng: number }) => haversineKm(BASE_CITY, p);
export const outstationDistanceOk = (km: number) => km >= OUTSTATION_MIN_KM && km <= OUTSTATION_MAX_KM;

/** What selecting a place yields in the browser: address, coordinates and a place id. */
export interface SelectedPlace {
  address: string;
  location: { lat: number; lng: number };
  placeId: string;
}
/** The request shape of the specification: GeoJSON point, coordinates [lng, lat] — the real ones, never placeholders. */
export const toRequestPlace = (p: SelectedPlace) => ({
  address: p.address,
  location: { type: "Point" as const, coordinates: [p.location.lng, p.location.lat] as [number, number] },
  placeId: p.placeId,
});

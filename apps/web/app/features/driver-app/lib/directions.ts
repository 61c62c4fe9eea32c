import type { DriverTrip } from "@chauffeur/contracts";

type Place = NonNullable<DriverTrip["dropOff"]>;

/**
 * Google Maps directions to a place (the documented cross-platform URL: it opens the Maps app on a phone, the web
 * elsewhere): coordinates when known, else the address.
 */
export function directionsUrl(place: Place): string {
  const destination = place.lat !== null && place.lng !== null ? `${place.lat},${place.lng}` : place.address;
  const q = new URLSearchParams({ api: "1", destination, travelmode: "driving" });
  return `https://www.google.com/maps/dir/?${q.toString()}`;
}

/** Where the chauffeur drives next: the pickup until the trip starts, then the drop-off (if the trip has one). */
export function navigationTarget(trip: Pick<DriverTrip, "step" | "pickup" | "dropOff">): {
  place: Place;
  to: "pickup" | "drop-off";
} {
  if ((trip.step === "started" || trip.step === "completed") && trip.dropOff)
    return { place: trip.dropOff, to: "drop-off" };
  return { place: trip.pickup, to: "pickup" };
}

import { MapsKitProvider, type CarMarker, type MapPoint } from "~/features/places";
import type { Eta, LivePosition, RideStep } from "@chauffeur/contracts";

type Place = { address: string; lat: number | null; lng: number | null };
interface MapTrip {
  step: RideStep | null;
  pickup: Place;
  dropOff: Place | null;
  position: LivePosition | null;
  eta: Eta | null;
}

const point = (p: Place | null, role: MapPoint["role"]): MapPoint[] =>
  p && p.lat !== null && p.lng !== null ? [{ label: p.address, role, lat: p.lat, lng: p.lng }] : [];

/** "Arriving in N min" on the way, "Reaching drop-off in N min" on the trip. */
export function etaText(eta: Eta | null, step: RideStep | null): string | null {
  if (step === "arrived") return "Your chauffeur has arrived at the pickup";
  if (!eta) return null;
  const n = Math.max(1, Math.round(eta.minutes));
  return eta.to === "pickup" ? `Arriving in ${n} min` : `Reaching drop-off in ${n} min`;
}

/** The ETA line, announced politely to screen readers as it changes. */
export function EtaLine({ eta, step }: { eta: Eta | null; step: RideStep | null }) {
  const text = etaText(eta, step);
  return (
    <p className="font-display text-2xl text-ink-900 sm:text-3xl" aria-live="polite" data-testid="ride-eta">
      {text ?? (step === "on_my_way" || step === "started" ? "Working out the arrival time..." : "")}
    </p>
  );
}

/**
 * The car on the map from 'On my way' to the end of the trip: the places feature's maps kit (the schematic map
 * without a Maps key, Google with one) with the pickup, the drop-off and a car marker.
 */
export function LiveMap({ trip }: { trip: MapTrip }) {
  const points = [...point(trip.pickup, "pickup"), ...point(trip.dropOff, "drop")];
  const car: CarMarker | null = trip.position
    ? {
        lat: trip.position.lat,
        lng: trip.position.lng,
        heading: trip.position.heading,
        label: `Your chauffeur's car, position at ${new Date(trip.position.at).toLocaleTimeString("en-IN", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit" })}`,
      }
    : null;
  return (
    <div data-testid="live-map">
      <MapsKitProvider>{(kit) => <kit.RouteMap points={points} car={car} />}</MapsKitProvider>
      {!car ? <p className="mt-2 text-sm text-ink-500">Waiting for the car's first position...</p> : null}
    </div>
  );
}

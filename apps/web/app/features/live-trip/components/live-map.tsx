import { MapsKitProvider, type CarMarker, type MapPoint } from "~/features/places";
import type { Eta, LivePosition, RideStep } from "@chauffeur/contracts";
import { useFormat, useT, type T } from "~/i18n";
import { rideText, type RideKey } from "~/i18n/texts/ride";

type Place = { address: string; lat: number | null; lng: number | null };
interface MapTrip {
  step: RideStep | null;
  /** absent on a share page (it shows no places: README "The day of the ride") */
  pickup?: Place;
  dropOff?: Place | null;
  position: LivePosition | null;
  eta: Eta | null;
}

const point = (p: Place | null | undefined, role: MapPoint["role"]): MapPoint[] =>
  p && p.lat !== null && p.lng !== null ? [{ label: p.address, role, lat: p.lat, lng: p.lng }] : [];

/** "Arriving in N min" on the way, "Reaching drop-off in N min" on the trip (in the page's language). */
export function etaText(t: T<RideKey>, eta: Eta | null, step: RideStep | null) {
  if (step === "arrived") return t("eta.arrived");
  if (!eta) return null;
  const n = Math.max(1, Math.round(eta.minutes));
  return eta.to === "pickup" ? t("eta.toPickup", { n }) : t("eta.toDrop", { n });
}

/** The ETA line, announced politely to screen readers as it changes. */
export function EtaLine({ eta, step }: { eta: Eta | null; step: RideStep | null }) {
  const t = useT(rideText);
  const text = etaText(t, eta, step);
  return (
    <p className="font-display text-2xl text-ink-900 sm:text-3xl" aria-live="polite" data-testid="ride-eta">
      {text ?? (step === "on_my_way" || step === "started" ? t("eta.working") : "")}
    </p>
  );
}

/** A time of day: English as before ("10:05 am"), Hindi and Odia in their own words (Asia/Kolkata). */
export function useTimeOfDay() {
  const f = useFormat();
  return (iso: string) =>
    f.locale === "en-IN"
      ? new Date(iso).toLocaleTimeString("en-IN", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit" })
      : f.dateTime(iso, "time");
}

/**
 * The car on the map from 'On my way' to the end of the trip: the places feature's maps kit (the schematic map
 * without a Maps key, Google with one) with the pickup, the drop-off and a car marker.
 */
export function LiveMap({ trip }: { trip: MapTrip }) {
  const t = useT(rideText);
  const timeOfDay = useTimeOfDay();
  const points = [...point(trip.pickup, "pickup"), ...point(trip.dropOff, "drop")];
  const car: CarMarker | null = trip.position
    ? {
        lat: trip.position.lat,
        lng: trip.position.lng,
        heading: trip.position.heading,
        label: t("map.car", { time: timeOfDay(trip.position.at) }),
      }
    : null;
  return (
    <div data-testid="live-map">
      <MapsKitProvider>{(kit) => <kit.RouteMap points={points} car={car} />}</MapsKitProvider>
      {!car ? <p className="mt-2 text-sm text-ink-500">{t("map.waiting")}</p> : null}
    </div>
  );
}

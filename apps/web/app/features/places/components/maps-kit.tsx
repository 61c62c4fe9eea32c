import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useAppConfig } from "~/features/app-config";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import { PlaceInput } from "./place-input";
import { SchematicRouteMap, type CarMarker, type MapPoint } from "./schematic-route-map";
import { useRoutePreview } from "../hooks/use-route-preview";
import type { MapsKit } from "../google/google-kit";

const GoogleKit = lazy(() => import("../google/google-kit"));

function GazetteerRouteMap({
  points,
  roundTrip,
  onRoute,
  car,
  cars,
}: {
  points: MapPoint[];
  roundTrip?: boolean;
  onRoute?(outwardKm: number | null): void;
  car?: CarMarker | null;
  cars?: CarMarker[];
}) {
  const { status, route } = useRoutePreview(roundTrip && points.length > 1 ? [...points, points[0]] : points);
  const outward = route
    ? route.legs.slice(0, Math.max(points.length - 1, 0)).reduce((s, l) => s + l.distanceKm, 0)
    : null;
  useEffect(() => {
    onRoute?.(outward);
  }, [outward, onRoute]);
  return (
    <SchematicRouteMap points={points} roundTrip={roundTrip} status={status} route={route} car={car} cars={cars} />
  );
}

const GAZETTEER_KIT: MapsKit = { PlaceInput, RouteMap: GazetteerRouteMap };

/**
 * Chooses the places/maps implementation once from the server's configuration: Google (lazy-loaded) with a key,
 * the built-in gazetteer and schematic map otherwise.
 */
export function MapsKitProvider({ children }: { children: (kit: MapsKit) => ReactNode }) {
  const { maps } = useAppConfig();
  const t = useT(bookingText);
  if (maps.provider === "google" && maps.googleMapsApiKey)
    return (
      <Suspense fallback={<p className="py-10 text-center text-sm text-ink-500">{t("places.loadingGoogle")}</p>}>
        <GoogleKit apiKey={maps.googleMapsApiKey}>{children}</GoogleKit>
      </Suspense>
    );
  return <>{children(GAZETTEER_KIT)}</>;
}
export type { MapsKit, MapPoint, CarMarker };

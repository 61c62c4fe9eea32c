/// <reference types="google.maps" />
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { APIProvider, Map, Marker, useApiIsLoaded, useMap, useMapsLibrary } from "@vis.gl/react-google-maps";
import { ROUTE_RECALC_MS, type PlaceResult, type SelectedPlace } from "@chauffeur/contracts";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import type { PlaceInputProps } from "../types";
import { comboKeyDown, PlaceFieldFooter, useActiveOption, usePopup } from "../components/place-input";
import { optionId, PlaceSuggestions } from "../components/place-suggestions";
import { usePlaceOptions } from "../hooks/use-place-shortcuts";
import type { PlaceOption } from "../lib/place-options";
import type { CarMarker, MapPoint } from "../components/schematic-route-map";

/**
 * Google Maps Platform (only with GOOGLE_MAPS_API_KEY; this module is lazy-loaded so riders without a key never
 * download it): Places autocomplete restricted to India, and driving directions with waypoints.
 */
export interface MapsKit {
  PlaceInput: (p: PlaceInputProps) => ReactNode;
  /** `car`: the chauffeur's car on a live trip; `cars`: every car of an event (the coordinator's page) */
  RouteMap: (p: {
    points: MapPoint[];
    roundTrip?: boolean;
    onRoute?(outwardKm: number | null): void;
    car?: CarMarker | null;
    cars?: CarMarker[];
  }) => ReactNode;
}

/** Readiness checked 50 times at 100 ms, then a warning. */
function useGoogleReady(): boolean {
  const loaded = useApiIsLoaded();
  const places = useMapsLibrary("places");
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!loaded || !places) return;
    let n = 0;
    const timer = setInterval(() => {
      n++;
      // the global `google` exists only once the Maps script has run
      if (typeof google !== "undefined" && google.maps?.places) {
        setReady(true);
        clearInterval(timer);
      } else if (n >= 50) {
        clearInterval(timer);
        console.warn("Google Maps did not become ready in 5 s");
      }
    }, 100);
    return () => clearInterval(timer);
  }, [loaded, places]);
  return ready;
}

/** Google's Autocomplete on `input`, restricted to India; `onPicked` receives each chosen place. */
function useGoogleAutocomplete(
  input: RefObject<HTMLInputElement | null>,
  ready: boolean,
  onPicked: (place: SelectedPlace) => void,
) {
  const places = useMapsLibrary("places");
  useEffect(() => {
    if (!ready || !places || !input.current) return;
    // no `types`: the default already returns establishments and geocodes (the two cannot be combined in `types`)
    const ac = new places.Autocomplete(input.current, {
      componentRestrictions: { country: "in" },
      fields: ["formatted_address", "geometry", "place_id", "name"],
    });
    const l = ac.addListener("place_changed", () => {
      const p = ac.getPlace();
      const loc = p.geometry?.location;
      if (!loc || !p.place_id) return;
      const address =
        p.name && p.formatted_address && !p.formatted_address.startsWith(p.name)
          ? `${p.name}, ${p.formatted_address}`
          : (p.formatted_address ?? p.name ?? "");
      onPicked({ address, location: { lat: loc.lat(), lng: loc.lng() }, placeId: p.place_id });
    });
    return () => l.remove();
  }, [ready, places, input, onPicked]);
}

const NO_RESULTS: PlaceResult[] = [];

/**
 * Google's Autocomplete lists the places matching what is typed; while the input is empty our own list offers the
 * rider's saved places and this device's recent ones (the same combobox and listbox as the gazetteer input).
 */
function GooglePlaceInput({ id, label, value, onChange, placeholder, disabled, error, trailing }: PlaceInputProps) {
  const auto = useId();
  const fid = id ?? auto;
  const listId = `${fid}-list`;
  const ready = useGoogleReady();
  const t = useT(bookingText);
  const ref = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value?.address ?? "");
  const { open, setOpen, boxRef, onBlur } = usePopup();
  useEffect(() => {
    if (value) setText(value.address);
  }, [value]);
  const { sections, options, recentShown, remember, clearRecent } = usePlaceOptions("", NO_RESULTS);
  const [active, setActive] = useActiveOption(options);
  const picked = useCallback(
    (place: SelectedPlace) => {
      onChange(place);
      remember(place);
      setText(place.address);
      setOpen(false);
    },
    [onChange, remember, setOpen],
  );
  useGoogleAutocomplete(ref, ready, picked);
  const listed = open && ready && !disabled && text.trim() === "" && options.length > 0;
  const choose = (o: PlaceOption) => picked(o.place);

  return (
    <div ref={boxRef} className="relative" onBlur={onBlur}>
      <label htmlFor={fid} className="field-label">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          ref={ref}
          id={fid}
          role="combobox"
          aria-expanded={listed}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={listed && options[active] ? optionId(listId, active) : undefined}
          className="field-input"
          placeholder={ready ? (placeholder ?? t("places.searchPlace")) : t("places.loadingGoogle")}
          disabled={disabled || !ready}
          value={text}
          aria-invalid={error ? true : undefined}
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            if (value) onChange(null);
          }}
          onKeyDown={(e) => listed && comboKeyDown(e, { open: listed, options, active, setOpen, setActive, choose })}
        />
        {trailing}
      </div>
      {listed ? (
        <PlaceSuggestions
          listId={listId}
          label={label}
          sections={sections}
          active={active}
          loading={false}
          onActive={setActive}
          onChoose={choose}
          onClearRecent={
            recentShown
              ? () => {
                  clearRecent();
                  ref.current?.focus();
                }
              : undefined
          }
        />
      ) : null}
      <PlaceFieldFooter label={label} value={value} error={error} />
    </div>
  );
}

function Directions({
  points,
  roundTrip,
  onStatus,
  onRoute,
}: {
  points: MapPoint[];
  roundTrip?: boolean;
  onStatus(s: string): void;
  onRoute?(km: number | null): void;
}) {
  const map = useMap();
  const routes = useMapsLibrary("routes");
  const t = useT(bookingText);
  const calculating = t("places.calculatingRoute");
  const key = points.map((p) => `${p.lat},${p.lng}`).join(";") + String(roundTrip);
  useEffect(() => {
    if (!map || !routes || points.length < 2) return;
    const renderer = new routes.DirectionsRenderer({ map });
    const service = new routes.DirectionsService();
    onStatus(calculating);
    const timer = setTimeout(() => {
      const pts = roundTrip ? [...points, points[0]] : points;
      service
        .route({
          origin: pts[0],
          destination: pts[pts.length - 1],
          waypoints: pts.slice(1, -1).map((p) => ({ location: { lat: p.lat, lng: p.lng }, stopover: true })),
          travelMode: google.maps.TravelMode.DRIVING,
        })
        .then((res) => {
          renderer.setDirections(res);
          const legs = res.routes[0]?.legs ?? [];
          onRoute?.(legs.slice(0, points.length - 1).reduce((s, l) => s + (l.distance?.value ?? 0) / 1000, 0));
          onStatus("");
        })
        .catch((e: unknown) => {
          console.warn("directions failed", e);
          renderer.set("directions", null);
          onRoute?.(null);
          onStatus("");
        });
    }, ROUTE_RECALC_MS);
    return () => {
      clearTimeout(timer);
      renderer.setMap(null);
    };
    // the key stands for the points: recalculate only when they really change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, routes, key]);
  return null;
}

function GoogleRouteMap({
  points,
  roundTrip,
  onRoute,
  car,
  cars = [],
}: {
  points: MapPoint[];
  roundTrip?: boolean;
  onRoute?(km: number | null): void;
  car?: CarMarker | null;
  cars?: CarMarker[];
}) {
  const loaded = useApiIsLoaded();
  const [status, setStatus] = useState("");
  const t = useT(bookingText);
  return (
    <figure className="card overflow-hidden" aria-label={t("tripForm.routePreview")}>
      <div className="relative h-80">
        {loaded ? (
          <Map defaultCenter={{ lat: 22.5, lng: 79.5 }} defaultZoom={5} gestureHandling="cooperative" disableDefaultUI>
            <Directions points={points} roundTrip={roundTrip} onStatus={setStatus} onRoute={onRoute} />
            {[...(car ? [car] : []), ...cars].map((c) => (
              <Marker key={c.label} position={{ lat: c.lat, lng: c.lng }} title={c.label} />
            ))}
          </Map>
        ) : (
          <p className="flex h-full items-center justify-center text-sm text-ink-500">{t("places.loadingGoogle")}</p>
        )}
      </div>
      {status ? <figcaption className="px-4 py-3 text-sm text-ink-700">{status}</figcaption> : null}
    </figure>
  );
}

export default function GoogleKit({ apiKey, children }: { apiKey: string; children: (kit: MapsKit) => ReactNode }) {
  return (
    <APIProvider apiKey={apiKey} libraries={["places", "routes"]} region="IN">
      {children({ PlaceInput: GooglePlaceInput, RouteMap: GoogleRouteMap })}
    </APIProvider>
  );
}

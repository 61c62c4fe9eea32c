import type { RoutePreview } from "@chauffeur/contracts";
import type { RouteStatus } from "../hooks/use-route-preview";
import { useFormat, useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

export interface MapPoint {
  label: string;
  role: "pickup" | "stop" | "drop";
  lat: number;
  lng: number;
}

/** The chauffeur's car on a live trip's map (the rider's trip page, a share page). */
export interface CarMarker {
  lat: number;
  lng: number;
  heading: number | null;
  label: string;
  /** a short tag written beside the car (a plate, when several cars share the map) */
  tag?: string;
}

const W = 640;
const H = 360;
const PAD = 48;

export const formatMinutes = (m: number) => {
  const h = Math.floor(m / 60);
  const min = Math.round(m % 60);
  return h ? `${h} h ${min} min` : `${min} min`;
};

/**
 * The route preview without a maps provider: the points on a light schematic (equirectangular, north up) joined
 * in order, clearly marked approximate. Distances come from the server's estimate. No price is shown here: the
 * specification's indicative figure (₹50 + ₹12/km + ₹2/min) was far from the real fares, so the only
 * price a rider sees is the server's quote after Check Fare.
 */
export function SchematicRouteMap({
  points,
  roundTrip,
  status,
  route,
  car,
  cars = [],
}: {
  points: MapPoint[];
  roundTrip?: boolean;
  status: RouteStatus;
  route: RoutePreview | null;
  car?: CarMarker | null;
  /** several cars (an event's, on the coordinator's page) */
  cars?: CarMarker[];
}) {
  const t = useT(bookingText);
  const shown = [...(car ? [car] : []), ...cars];
  const { all, xy, path } = layout(points, shown, roundTrip);
  const tags = markerTags(points);

  return (
    <figure className="card overflow-hidden" aria-label={t("tripForm.routePreview")}>
      <div className="relative bg-[#f4f1e8]">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="block h-auto w-full"
          role="img"
          aria-label={
            points.length > 1
              ? t("places.routeOf", { route: points.map((p) => p.label).join(t("places.to")) })
              : t("places.noRouteYet")
          }
        >
          <defs>
            <pattern id="grid" width="32" height="32" patternUnits="userSpaceOnUse">
              <path d="M 32 0 L 0 0 0 32" fill="none" stroke="#e3dcc8" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width={W} height={H} fill="url(#grid)" />
          <text x={W - 16} y={28} textAnchor="end" fontSize="12" fill="#9c7a33">
            {t("places.north")}
          </text>
          {xy.length > 1 ? (
            <polyline
              points={path}
              fill="none"
              stroke="#c29a4a"
              strokeWidth="4"
              strokeDasharray="10 7"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : null}
          {points.map((p, i) => (
            <RouteMarker key={`${p.role}-${i}`} point={p} at={xy[i]} tag={tags[i]} />
          ))}
          {shown.map((c, i) => (
            <CarMarkerIcon key={c.label} car={c} at={all[points.length + i]} />
          ))}
        </svg>
        {points.length < 2 && shown.length === 0 ? (
          // HTML, not SVG text: stays readable at phone widths, where the SVG scales down
          <p className="pointer-events-none absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-ink-600">
            {t("places.noRoute")}
          </p>
        ) : null}
        {/* on a live map the note goes below it: over a phone-sized map it would hide the drop-off */}
        <span
          className={
            shown.length
              ? "block border-t border-ivory-200 bg-white px-4 pt-2 text-xs font-semibold text-ink-600"
              : "absolute top-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-ink-700 shadow-sm"
          }
        >
          {t("places.schematic")}
        </span>
      </div>
      {/* a live map of cars alone (a share page, an event's page) has no route to describe */}
      {points.length > 1 || shown.length === 0 ? <RouteCaption status={status} route={route} /> : null}
    </figure>
  );
}

/** The points and the cars on the frame (the cars fitted in with the points, so they never leave the map), and the route's line. */
function layout(points: MapPoint[], cars: CarMarker[], roundTrip?: boolean) {
  const all = projectPoints([
    ...points,
    ...cars.map((c): MapPoint => ({ label: c.label, role: "stop", lat: c.lat, lng: c.lng })),
  ]);
  const xy = all.slice(0, points.length);
  const path = [...xy, ...(roundTrip && xy.length > 1 ? [xy[0]] : [])]
    .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
    .join(" ");
  return { all, xy, path };
}

/** Each point's marker letter: A for the pickup, B for the drop-off, the stops numbered from 1. */
function markerTags(points: MapPoint[]) {
  let stopNo = 0;
  return points.map((p) => (p.role === "pickup" ? "A" : p.role === "drop" ? "B" : String(++stopNo)));
}

/** One point: a coloured disc with its tag, and the first part of its label beside it. */
function RouteMarker({ point: p, at: { x, y }, tag }: { point: MapPoint; at: { x: number; y: number }; tag: string }) {
  const fill = p.role === "pickup" ? "#15803d" : p.role === "drop" ? "#b91c1c" : "#0e1016";
  return (
    <g>
      <circle cx={x} cy={y} r="13" fill={fill} stroke="#fff" strokeWidth="3" />
      <text x={x} y={y + 4.5} textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff">
        {tag}
      </text>
      <text x={x + 18} y={y + 4} fontSize="13" fill="#171a22" stroke="#f4f1e8" strokeWidth="4" paintOrder="stroke">
        {p.label.split(",")[0].slice(0, 34)}
      </text>
    </g>
  );
}

/** The car: a dark disc with a heading arrow (when the phone reports one), labelled for screen readers. */
function CarMarkerIcon({ car, at: { x, y } }: { car: CarMarker; at: { x: number; y: number } }) {
  return (
    <g data-testid="car-marker" data-lat={car.lat} data-lng={car.lng} role="img" aria-label={car.label}>
      <circle cx={x} cy={y} r="22" fill="#c29a4a" opacity="0.25" />
      {car.heading !== null ? (
        // where the car is heading: a notch on the halo
        <path
          d={`M ${x} ${y - 27} L ${x + 6} ${y - 17} L ${x - 6} ${y - 17} Z`}
          fill="#9c7a33"
          transform={`rotate(${car.heading} ${x} ${y})`}
        />
      ) : null}
      <circle cx={x} cy={y} r="15" fill="#0e1016" stroke="#e6cf9a" strokeWidth="3" />
      {/* a car seen from the side */}
      <path d={`M ${x - 9} ${y + 3} v -4 l 3 -1 l 2.5 -4.5 h 7 l 2.5 4.5 l 3 1 v 4 z`} fill="#e6cf9a" />
      <circle cx={x - 5} cy={y + 3.5} r="2.2" fill="#0e1016" stroke="#e6cf9a" strokeWidth="1.2" />
      <circle cx={x + 5} cy={y + 3.5} r="2.2" fill="#0e1016" stroke="#e6cf9a" strokeWidth="1.2" />
      {car.tag ? (
        <text
          x={x + 20}
          y={y + 5}
          fontSize="13"
          fontWeight="700"
          fill="#0e1016"
          stroke="#f4f1e8"
          strokeWidth="4"
          paintOrder="stroke"
        >
          {car.tag}
        </text>
      ) : null}
    </g>
  );
}

/** The points on the schematic: equirectangular around their middle latitude, north up, fitted into the frame. */
function projectPoints(points: MapPoint[]) {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const midLat = points.length ? (Math.min(...lats) + Math.max(...lats)) / 2 : 20.3;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = lngs.map((l) => l * k);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...lats);
  const maxY = Math.max(...lats);
  const span = Math.max(maxX - minX, maxY - minY, 0.05);
  const scale = Math.min((W - 2 * PAD) / span, (H - 2 * PAD) / span);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const project = (p: MapPoint) => ({ x: W / 2 + (p.lng * k - cx) * scale, y: H / 2 - (p.lat - cy) * scale });
  return points.map(project);
}

function RouteCaption({ status, route }: { status: RouteStatus; route: RoutePreview | null }) {
  const t = useT(bookingText);
  const f = useFormat();
  const en = f.locale === "en-IN";
  const minutes = (m: number) => {
    const h = Math.floor(m / 60);
    const min = Math.round(m % 60);
    return h ? t("summary.hm", { h, min }) : t("summary.min", { min });
  };
  return (
    <figcaption
      className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm text-ink-700"
      aria-live="polite"
    >
      {status === "calculating" ? (
        <span>{t("places.calculatingRoute")}</span>
      ) : route ? (
        <span>
          {t("places.byRoad", {
            km: en ? route.distanceKm.toLocaleString("en-IN") : f.number(route.distanceKm, 1).replace(/\.0$/, ""),
            time: en ? formatMinutes(route.durationMin) : minutes(route.durationMin),
          })}
        </span>
      ) : (
        <span className="text-ink-500">{t("places.straightLine")}</span>
      )}
    </figcaption>
  );
}

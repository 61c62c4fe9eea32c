import clsx from "clsx";
import { RIDE_STEP_LABELS, type BoardTrip } from "@chauffeur/contracts";

const W = 640;
const H = 360;
const PAD = 56;
/** Bhubaneswar, where the map sits before any car is on the road */
const HOME = { lat: 20.2961, lng: 85.8245 };

interface Pt {
  lat: number;
  lng: number;
}
export interface CarMarker extends Pt {
  plate: string;
  bookingId: string;
  reference: string;
  step: string;
  late: boolean;
}

/** One marker per car: the latest position each plate reported today (a car may have driven several trips). */
export function carMarkers(trips: BoardTrip[]): CarMarker[] {
  const byPlate = new Map<string, CarMarker & { at: number }>();
  for (const t of trips) {
    if (!t.position) continue;
    const plate = t.plate ?? t.reference;
    const at = new Date(t.position.at).getTime();
    const seen = byPlate.get(plate);
    if (seen && seen.at >= at) continue;
    byPlate.set(plate, {
      plate,
      at,
      lat: t.position.lat,
      lng: t.position.lng,
      bookingId: t.bookingId,
      reference: t.reference,
      step: t.step ? RIDE_STEP_LABELS[t.step] : "Confirmed",
      late: t.late,
    });
  }
  return [...byPlate.values()];
}

/** Equirectangular around the middle latitude, north up, fitted to every point (at least ~5 km across). */
function projection(points: Pt[]) {
  const pts = points.length ? points : [HOME];
  const midLat = (Math.min(...pts.map((p) => p.lat)) + Math.max(...pts.map((p) => p.lat))) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = pts.map((p) => p.lng * k);
  const ys = pts.map((p) => p.lat);
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), 0.05);
  const scale = Math.min((W - 2 * PAD) / span, (H - 2 * PAD) / span);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  return (p: Pt) => ({ x: W / 2 + (p.lng * k - cx) * scale, y: H / 2 - (p.lat - cy) * scale });
}

/** A car: HTML over the schematic (its plate stays readable when the map shrinks to a phone's width). */
function Car({ m, at }: { m: CarMarker; at: { x: number; y: number } }) {
  return (
    <div
      role="img"
      aria-label={`Car ${m.plate}: ${m.step} (${m.reference})`}
      title={`${m.plate} · ${m.step} · ${m.reference}`}
      data-testid="car-marker"
      data-plate={m.plate}
      className="absolute flex -translate-x-1/2 -translate-y-full flex-col items-center transition-[left,top] duration-1000 ease-out"
      style={{ left: `${(at.x / W) * 100}%`, top: `${(at.y / H) * 100}%` }}
    >
      <span
        className={clsx(
          "whitespace-nowrap rounded-md px-1.5 py-0.5 font-mono text-xs font-bold text-white shadow",
          m.late ? "bg-red-700" : "bg-ink-950",
        )}
      >
        {m.plate}
      </span>
      <span
        className={clsx(
          "mt-1 size-4 translate-y-1/2 rounded-full border-[3px] border-white shadow",
          m.late ? "bg-red-700" : "bg-ink-950",
        )}
      />
    </div>
  );
}

/**
 * The board's map: the schematic of the places feature's route preview (a light grid, north up, clearly marked as a
 * schematic) with each car labelled by its plate at its latest position, and today's pickups as small gold dots.
 * Markers glide to each new position the stream delivers.
 */
export function LiveMap({ trips }: { trips: BoardTrip[] }) {
  const cars = carMarkers(trips);
  const pickups = trips.filter((t) => t.pickupPoint && t.step !== "completed").map((t) => t.pickupPoint!);
  const project = projection([...cars, ...pickups]);
  return (
    <figure className="card overflow-hidden" aria-label="Map of today's trips">
      <div className="relative bg-[#f4f1e8]">
        <svg viewBox={`0 0 ${W} ${H}`} className="block h-auto w-full" aria-hidden>
          <defs>
            <pattern id="live-grid" width="32" height="32" patternUnits="userSpaceOnUse">
              <path d="M 32 0 L 0 0 0 32" fill="none" stroke="#e3dcc8" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width={W} height={H} fill="url(#live-grid)" />
          <text x={W - 16} y={28} textAnchor="end" fontSize="12" fill="#9c7a33">
            N ↑
          </text>
          {pickups.map((p, i) => {
            const { x, y } = project(p);
            return <circle key={i} cx={x} cy={y} r="6" fill="#c29a4a" stroke="#fff" strokeWidth="2" />;
          })}
        </svg>
        {cars.map((m) => (
          <Car key={m.plate} m={m} at={project(m)} />
        ))}
        {cars.length === 0 ? (
          <p className="pointer-events-none absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-ink-600">
            No car has shared its position yet today
          </p>
        ) : null}
        <span className="absolute top-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-ink-700 shadow-sm">
          Live positions · schematic
        </span>
      </div>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 px-4 py-3 text-xs text-ink-600">
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-full bg-ink-950 align-middle" aria-hidden /> Car (plate)
        </span>
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-full bg-red-700 align-middle" aria-hidden /> Late
        </span>
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-full bg-gold-500 align-middle" aria-hidden /> Pickup
        </span>
      </figcaption>
    </figure>
  );
}

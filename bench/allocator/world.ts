/**
 * The allocator bench's week (bench/allocator.bench.ts): 2,000 bookings in and around Bhubaneswar over 30 cars and 40
 * chauffeurs, from a seeded generator (the same week on every run). Times are Asia/Kolkata wall clock turned to instants.
 */
import { haversineTravel } from "../../apps/server/src/modules/dispatch/allocator.ts";
import type { CarState, ChauffeurState, Job, Place } from "../../apps/server/src/modules/dispatch/types.ts";
import { mulberry32 } from "../../apps/server/src/lib/prng.ts";

/** mulberry32: a small seeded PRNG, [0, 1) (apps/server/src/lib/prng.ts). */
export const prng = mulberry32;

const CENTRE = { lat: 20.2961, lng: 85.8245 };
const LOCALITIES: Place[] = [
  { label: "Saheed Nagar", lat: 20.2893, lng: 85.8437 },
  { label: "Patia", lat: 20.3536, lng: 85.8197 },
  { label: "Jaydev Vihar", lat: 20.2975, lng: 85.818 },
  { label: "Nayapalli", lat: 20.2906, lng: 85.806 },
  { label: "Old Town", lat: 20.238, lng: 85.834 },
  { label: "Khandagiri", lat: 20.257, lng: 85.779 },
  { label: "Chandrasekharpur", lat: 20.327, lng: 85.816 },
  { label: "Rasulgarh", lat: 20.293, lng: 85.857 },
  { label: "Infocity", lat: 20.344, lng: 85.81 },
  { label: "Railway Station", lat: 20.268, lng: 85.843 },
  { label: "Tomando", lat: 20.2, lng: 85.78 },
  { label: "Khurda Road", lat: 20.18, lng: 85.62 },
];
const AIRPORT: Place = { label: "Biju Patnaik Airport", lat: 20.2444, lng: 85.8178 };
const OUTSTATION: Place[] = [
  { label: "Puri", lat: 19.8135, lng: 85.8312 },
  { label: "Cuttack", lat: 20.4625, lng: 85.883 },
  { label: "Konark", lat: 19.8876, lng: 86.0945 },
];
/** Monday 7 Dec 2026 … Sunday 13 Dec 2026 */
const WEEK_START = new Date("2026-12-07T00:00:00+05:30");
const DAY_MS = 86_400_000;
const MIN_MS = 60_000;

export interface BenchBooking extends Job {
  paidAt: Date;
  service: "city" | "airport" | "hourly" | "outstation";
}

function nearestLabel(p: { lat: number; lng: number }): string {
  let best = LOCALITIES[0]!;
  let bestD = Infinity;
  for (const l of LOCALITIES) {
    const d = (l.lat - p.lat) ** 2 + (l.lng - p.lng) ** 2;
    if (d < bestD) [best, bestD] = [l, d];
  }
  return best.label;
}

/** A point within ~25 km of the centre, named after the nearest locality. */
function cityPoint(rnd: () => number): Place {
  const r = 25 * Math.sqrt(rnd()) * (rnd() < 0.6 ? 0.4 : 1);
  const a = rnd() * 2 * Math.PI;
  const p = { lat: CENTRE.lat + (r / 111) * Math.cos(a), lng: CENTRE.lng + (r / 104) * Math.sin(a) };
  return { ...p, label: nearestLabel(p) };
}

/** Pickup minutes after midnight, 06:00–23:00, with morning and evening peaks, on the 5-minute mark. */
function pickupMinute(rnd: () => number): number {
  const u = rnd();
  const m = u < 0.3 ? 480 + rnd() * 120 : u < 0.6 ? 1020 + rnd() * 180 : 360 + rnd() * 1020;
  return Math.min(1380, Math.round(m / 5) * 5);
}

const pick = <T>(rnd: () => number, xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
const between = (rnd: () => number, lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

function trip(rnd: () => number): Pick<BenchBooking, "service" | "pickup" | "dropoff" | "drivingMinutes"> & {
  minutes: number;
  returnMinutes: number;
} {
  const u = rnd();
  const from = cityPoint(rnd);
  if (u < 0.55) {
    const to = cityPoint(rnd);
    const minutes = Math.max(20, Math.min(60, haversineTravel(from, to, WEEK_START).minutes + 5));
    return { service: "city", pickup: from, dropoff: to, minutes, drivingMinutes: minutes, returnMinutes: 0 };
  }
  if (u < 0.8) {
    const [p, d] = rnd() < 0.5 ? [from, AIRPORT] : [AIRPORT, from];
    const minutes = Math.max(20, haversineTravel(p, d, WEEK_START).minutes + 10);
    return { service: "airport", pickup: p, dropoff: d, minutes, drivingMinutes: minutes, returnMinutes: 0 };
  }
  if (u < 0.92) {
    const minutes = between(rnd, 4, 8) * 60;
    return { service: "hourly", pickup: from, dropoff: from, minutes, drivingMinutes: minutes, returnMinutes: 0 };
  }
  const dest = pick(rnd, OUTSTATION);
  const leg = haversineTravel(from, dest, WEEK_START).minutes;
  if (rnd() < 0.7) {
    const minutes = Math.max(240, Math.min(720, 2 * leg + between(rnd, 1, 6) * 60));
    return { service: "outstation", pickup: from, dropoff: from, minutes, drivingMinutes: 2 * leg, returnMinutes: 0 };
  }
  const minutes = Math.max(240, leg + 30);
  return { service: "outstation", pickup: from, dropoff: dest, minutes, drivingMinutes: leg, returnMinutes: leg };
}

export function bookings(count: number, rnd: () => number): BenchBooking[] {
  const out: BenchBooking[] = [];
  for (let i = 0; i < count; i++) {
    const t = trip(rnd);
    const u = rnd();
    const vehicleClass = u < 0.6 ? "sedan" : u < 0.9 ? "suv" : "luxury";
    const start = new Date(WEEK_START.getTime() + between(rnd, 0, 6) * DAY_MS + pickupMinute(rnd) * MIN_MS);
    const end = new Date(start.getTime() + t.minutes * MIN_MS);
    const holdUntil = new Date(end.getTime() + (30 + t.returnMinutes) * MIN_MS);
    // paid between 1 hour and 6 days ahead
    const paidAt = new Date(start.getTime() - (60 + rnd() * 6 * 1440) * MIN_MS);
    const riderId = `rider-${between(rnd, 1, 300)}`;
    const { service, pickup, dropoff, drivingMinutes } = t;
    const reference = `SLX-${String(10000 + i)}`;
    out.push({
      id: `b${i}`,
      reference,
      vehicleClass,
      riderId,
      start,
      end,
      holdUntil,
      pickup,
      dropoff,
      drivingMinutes,
      service,
      paidAt,
    });
  }
  return out.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime() || (a.id < b.id ? -1 : 1));
}

export function cars(): CarState[] {
  const classes = [...Array(16).fill("sedan"), ...Array(10).fill("suv"), ...Array(4).fill("luxury")] as string[];
  return classes.map((vehicleClass, i) => ({
    id: `car-${i + 1}`,
    plate: `OD02AB${String(1001 + i)}`,
    vehicleClass,
    active: true,
    // two cars in service for a day midweek
    unavailable:
      i % 15 === 3
        ? [
            {
              startsAt: new Date(WEEK_START.getTime() + 2 * DAY_MS),
              endsAt: new Date(WEEK_START.getTime() + 3 * DAY_MS),
              reason: "service" as const,
            },
          ]
        : [],
    holds: [],
  }));
}

const NAMES = ["Ravi", "Sanjay", "Amit", "Bikash", "Deepak", "Gopal", "Hari", "Jagan", "Kiran", "Manoj"];
const day = (offset: number) =>
  new Date(WEEK_START.getTime() + offset * DAY_MS + 6 * 3600_000).toISOString().slice(0, 10);

export function chauffeurs(): ChauffeurState[] {
  return Array.from({ length: 40 }, (_, i) => {
    // mostly 06:00–22:00; a few evening (12:00–24:00) and early (05:00–17:00) shifts; every fifth has a day off
    const [starts, ends] = i % 8 === 6 ? ["12:00", "24:00"] : i % 8 === 7 ? ["05:00", "17:00"] : ["06:00", "22:00"];
    const dayOff = i % 5 === 0 ? (i / 5) % 7 : -1;
    const hours = [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== dayOff).map((weekday) => ({ weekday, starts, ends }));
    const timeOff =
      i % 13 === 1
        ? [{ kind: "leave" as const, startsOn: day(i % 5), endsOn: day((i % 5) + 2) }]
        : i === 20
          ? [{ kind: "sick" as const, startsOn: day(3), endsOn: day(3) }]
          : [];
    const loc = LOCALITIES[i % 10]!;
    return {
      id: `ch-${String(i + 1).padStart(2, "0")}`,
      name: `${NAMES[i % 10]} ${String.fromCharCode(65 + Math.floor(i / 10))}.`,
      active: true,
      licenceExpiry: "2030-03-31",
      base: { ...loc, label: `base (${loc.label})` },
      hours,
      timeOff,
      limits: { maxDutyMinutes: 720, maxDrivingMinutes: 600, minRestMinutes: 480 },
      trips: [],
    };
  });
}

export function ratings(rnd: () => number, chs: ChauffeurState[]) {
  return Array.from({ length: 600 }, () => ({
    riderId: `rider-${between(rnd, 1, 300)}`,
    chauffeurId: pick(rnd, chs).id,
    stars: between(rnd, 6, 10) / 2,
  }));
}

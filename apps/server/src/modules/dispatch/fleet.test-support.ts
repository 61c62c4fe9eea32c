import type { CarState, ChauffeurState, Job, Place, Travel } from "./types.ts";

/**
 * Hand-built fleets for the allocator's tests. Places sit on one line north from 20°N: `km(x)` is x km along it, and
 * `lineTravel` drives it at 30 km/h (2 min a km), so every figure in a reason is easy to read off.
 */
export const km = (x: number, label = `km ${x}`): Place => ({ label, lat: 20 + x / 100, lng: 85.8 });
export const lineTravel: Travel = (from, to) => {
  const d = Math.round(Math.abs(to.lat - from.lat) * 100);
  return { km: d, minutes: d * 2 };
};

/** An Asia/Kolkata wall time ('2026-12-06T08:00') as an instant. */
export const at = (local: string) => new Date(`${local}:00+05:30`);

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, starts: "06:00", ends: "22:00" }));

export function job(
  p: Partial<Omit<Job, "start" | "end" | "holdUntil">> & { start: string; end: string; holdUntil?: string },
): Job {
  const start = at(p.start);
  const end = at(p.end);
  return {
    id: p.id ?? `job-${p.start}`,
    reference: p.reference ?? "SLX-0001",
    vehicleClass: p.vehicleClass ?? "sedan",
    riderId: p.riderId ?? null,
    start,
    end,
    holdUntil: p.holdUntil ? at(p.holdUntil) : end,
    pickup: p.pickup ?? km(0, "Saheed Nagar"),
    dropoff: p.dropoff ?? p.pickup ?? km(0, "Saheed Nagar"),
    drivingMinutes: p.drivingMinutes ?? Math.round((end.getTime() - start.getTime()) / 60_000),
  };
}

export function chauffeur(p: Partial<ChauffeurState> & { id: string }): ChauffeurState {
  return {
    name: p.id[0]!.toUpperCase() + p.id.slice(1),
    active: true,
    licenceExpiry: "2030-01-01",
    base: km(0, "base (Patia)"),
    hours: ALL_WEEK,
    timeOff: [],
    limits: { maxDutyMinutes: 720, maxDrivingMinutes: 540, minRestMinutes: 480 },
    trips: [],
    ...p,
  };
}

export function car(p: Partial<CarState> & { id: string }): CarState {
  return {
    plate: `OD02AB${p.id.replace(/\D/g, "").padStart(4, "0")}`,
    vehicleClass: "sedan",
    active: true,
    unavailable: [],
    holds: [],
    ...p,
  };
}

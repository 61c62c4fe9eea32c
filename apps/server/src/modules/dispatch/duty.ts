import { addMinutes, minutesBetween } from "./ist.ts";
import type { AllocatorOptions, ChauffeurState, Job, LatLng, Place, Travel } from "./types.ts";

/**
 * A chauffeur's duties: their trips sorted by pickup; a trip belongs to the duty of the trip before it when the rest
 * between them (the next pickup − the previous drop-off − the drive between) is shorter than the minimum rest. A duty
 * runs from the first pickup less the drive from base to its last drop-off; its driving is the trips' driving plus every
 * dead leg in it (the one from base included). One computation for the allocator and the day's plan (`dutyOf`).
 */
export interface Leg {
  km: number;
  minutes: number;
}
export interface DutyStep {
  job: Job;
  /** the dead leg to this trip's pickup: from the previous drop-off when `chained`, else from base */
  reach: Leg;
  chained: boolean;
  /** minutes of rest before this trip when it is not the chauffeur's first (next pickup − drop − drive) */
  restBefore: number | null;
}
export interface DutyRun {
  steps: DutyStep[];
  start: Date;
  end: Date;
  dutyMinutes: number;
  drivingMinutes: number;
  deadKm: number;
}
export interface TravelNeed {
  from: LatLng;
  to: LatLng;
  departAt: Date;
}

/** Trips by pickup, then id (a stable order for equal pickups). */
export function sortTrips(trips: Job[]): Job[] {
  return [...trips].sort((a, b) => a.start.getTime() - b.start.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Every leg `buildDuties` may ask for over these sorted trips: each drop-off → the next pickup (leaving at the
 * drop-off) and base → a pickup (leaving at the pickup time, the traffic of that hour) for a trip that can start a
 * duty: the first, or one whose previous drop-off is at least the minimum rest before it (closer, the rest is short
 * whatever the drive, so it never starts from base). `alsoFromBase`: a trip whose base leg is always listed.
 */
export function dutyLegs(sorted: Job[], base: Place, minRestMinutes: number, alsoFromBase?: Job): TravelNeed[] {
  const out: TravelNeed[] = [];
  sorted.forEach((t, i) => {
    const prev = sorted[i - 1];
    if (!prev || t === alsoFromBase || minutesBetween(prev.end, t.start) >= minRestMinutes)
      out.push({ from: base, to: t.pickup, departAt: t.start });
    if (prev) out.push({ from: prev.dropoff, to: t.pickup, departAt: prev.end });
  });
  return out;
}

function closeRun(steps: DutyStep[]): DutyRun {
  const first = steps[0]!;
  const start = addMinutes(first.job.start, -first.reach.minutes);
  let end = first.job.end;
  let driving = 0;
  let deadKm = 0;
  for (const s of steps) {
    if (s.job.end > end) end = s.job.end;
    driving += s.reach.minutes + s.job.drivingMinutes;
    deadKm += s.reach.km;
  }
  return {
    steps,
    start,
    end,
    dutyMinutes: minutesBetween(start, end),
    drivingMinutes: driving,
    deadKm: Math.round(deadKm * 10) / 10,
  };
}

/** The duties of trips sorted by pickup (`sortTrips`). */
export function buildDuties(sorted: Job[], base: Place, minRestMinutes: number, travel: Travel): DutyRun[] {
  const runs: DutyRun[] = [];
  let steps: DutyStep[] = [];
  sorted.forEach((t, i) => {
    const prev = sorted[i - 1];
    if (prev) {
      const leg = travel(prev.dropoff, t.pickup, prev.end);
      const rest = minutesBetween(prev.end, t.start) - leg.minutes;
      if (rest < minRestMinutes) {
        steps.push({ job: t, reach: leg, chained: true, restBefore: rest });
        return;
      }
      runs.push(closeRun(steps));
      steps = [{ job: t, reach: travel(base, t.pickup, t.start), chained: false, restBefore: rest }];
      return;
    }
    steps = [{ job: t, reach: travel(base, t.pickup, t.start), chained: false, restBefore: null }];
  });
  if (steps.length) runs.push(closeRun(steps));
  return runs;
}

export interface DutyItem {
  kind: "trip" | "dead" | "break";
  start: Date;
  end: Date;
  job?: Job;
  km?: number;
  fromLabel?: string;
  toLabel?: string;
}
export interface DutyPlan {
  start: Date;
  end: Date;
  dutyMinutes: number;
  drivingMinutes: number;
  deadKm: number;
  items: DutyItem[];
}

function itemsOf(run: DutyRun, base: Place): DutyItem[] {
  const items: DutyItem[] = [];
  run.steps.forEach((s, i) => {
    const prev = run.steps[i - 1]?.job;
    const leaves = prev ? prev.end : addMinutes(s.job.start, -s.reach.minutes);
    const arrives = addMinutes(leaves, s.reach.minutes);
    const fromLabel = prev ? prev.dropoff.label : base.label;
    items.push({ kind: "dead", start: leaves, end: arrives, km: s.reach.km, fromLabel, toLabel: s.job.pickup.label });
    if (s.job.start > arrives) items.push({ kind: "break", start: arrives, end: s.job.start });
    items.push({ kind: "trip", start: s.job.start, end: s.job.end, job: s.job });
  });
  return items;
}

/** The legs `dutyOf` asks for (to resolve through the server's routing first). */
export function dutyTravelNeeds(chauffeur: ChauffeurState): TravelNeed[] {
  return dutyLegs(sortTrips(chauffeur.trips), chauffeur.base, chauffeur.limits.minRestMinutes);
}

/** A chauffeur's duties as a timeline: dead legs, breaks and trips (the console's day's plan). */
export function dutyOf(chauffeur: ChauffeurState, opts: Pick<AllocatorOptions, "travel">): { duties: DutyPlan[] } {
  const runs = buildDuties(sortTrips(chauffeur.trips), chauffeur.base, chauffeur.limits.minRestMinutes, opts.travel);
  return {
    duties: runs.map((r) => ({
      start: r.start,
      end: r.end,
      dutyMinutes: r.dutyMinutes,
      drivingMinutes: r.drivingMinutes,
      deadKm: r.deadKm,
      items: itemsOf(r, chauffeur.base),
    })),
  };
}

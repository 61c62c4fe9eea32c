/**
 * One pass of the bench's week: bookings in payment order, each given to a policy (the allocator or the baseline)
 * over the fleet as the server would read it around the job (cars of its class, holds and trips within 36 h), with
 * travel resolved first for the legs `travelNeeds` lists (the server's order) and the best candidate applied.
 */
import { performance } from "node:perf_hooks";
import { dutyOf, haversineTravel, travelNeeds } from "../../apps/server/src/modules/dispatch/allocator.ts";
import type {
  Allocation,
  AllocatorOptions,
  CarState,
  ChauffeurState,
  FleetState,
  Job,
  LatLng,
  Travel,
} from "../../apps/server/src/modules/dispatch/types.ts";
import type { BenchBooking } from "./world.ts";

export type Policy = (job: Job, state: FleetState, opts: AllocatorOptions) => Allocation;
export interface PassResult {
  confirmed: number;
  total: number;
  trips: number;
  deadKm: number;
  /** bookings left for an operator: no free car of the class, or a car but no chauffeur who can take it */
  noCar: number;
  noChauffeur: number;
  /** travel legs travelNeeds listed (what the server resolves through its routing before allocating) */
  legs: number;
  /** ms per booking: travelNeeds, the travel lookup and the policy */
  times: number[];
}

const AROUND_MS = 36 * 3600_000;
const key = (from: LatLng, to: LatLng, at: Date) => `${from.lat},${from.lng}>${to.lat},${to.lng}@${at.getTime()}`;

/** The fleet around a job, as dispatch/state.ts reads it. */
function stateAround(job: Job, cars: CarState[], chs: ChauffeurState[], ratings: FleetState["ratings"]): FleetState {
  const from = job.start.getTime() - AROUND_MS;
  const to = job.holdUntil.getTime() + AROUND_MS;
  const near = (s: Date, h: Date) => s.getTime() < to && h.getTime() > from;
  return {
    cars: cars
      .filter((c) => c.vehicleClass === job.vehicleClass)
      .map((c) => ({ ...c, holds: c.holds.filter((h) => near(h.start, h.holdUntil)) })),
    chauffeurs: chs.map((c) => ({ ...c, trips: c.trips.filter((t) => near(t.start, t.holdUntil)) })),
    ratings: ratings.filter((r) => r.riderId === job.riderId),
  };
}

/** The server's order: list the legs, resolve them (here the straight-line estimate), then a synchronous lookup. */
function resolved(job: Job, state: FleetState): Travel & { legs: number } {
  const legs = new Map<string, { km: number; minutes: number }>();
  for (const n of travelNeeds(job, state))
    legs.set(key(n.from, n.to, n.departAt), haversineTravel(n.from, n.to, n.departAt));
  const lookup: Travel = (from, to, at) => {
    const hit = legs.get(key(from, to, at));
    if (!hit) throw new Error("the allocator asked for a leg travelNeeds did not list");
    return hit;
  };
  return Object.assign(lookup, { legs: legs.size });
}

export function pass(
  policy: Policy,
  week: BenchBooking[],
  fleet: { cars: CarState[]; chauffeurs: ChauffeurState[]; ratings: FleetState["ratings"] },
): PassResult {
  const cars = fleet.cars.map((c) => ({ ...c, holds: [] as CarState["holds"] }));
  const chs = fleet.chauffeurs.map((c) => ({ ...c, trips: [] as Job[] }));
  const times: number[] = [];
  let confirmed = 0;
  let noCar = 0;
  let legs = 0;
  for (const b of week) {
    const state = stateAround(b, cars, chs, fleet.ratings);
    const t0 = performance.now();
    const travel = resolved(b, state);
    legs += travel.legs;
    const a = policy(b, state, { travel });
    times.push(performance.now() - t0);
    const best = a.candidates[0];
    if (!best) {
      if (a.carsRejected.length === state.cars.length) noCar++;
      continue;
    }
    confirmed++;
    const job: Job = { ...b };
    chs.find((c) => c.id === best.chauffeurId)!.trips.push(job);
    cars.find((c) => c.id === best.carId)!.holds.push({ bookingId: b.id, start: b.start, holdUntil: b.holdUntil });
  }
  // dead km as driven: the week's final duties (a later booking may sit between two earlier ones)
  let deadKm = 0;
  let trips = 0;
  for (const c of chs) {
    for (const d of dutyOf(c, { travel: haversineTravel }).duties) deadKm += d.deadKm;
    trips += c.trips.length;
  }
  return {
    confirmed,
    total: week.length,
    trips,
    deadKm,
    noCar,
    noChauffeur: week.length - confirmed - noCar,
    legs,
    times,
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

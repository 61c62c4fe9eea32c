import { bestCar, carsByBooking, sortCars } from "./cars.ts";
import { dutyLegs, type TravelNeed } from "./duty.ts";
import { fitChauffeur, isProblem, precheck, tripsWith, type Fit } from "./fit.ts";
import { candidateReason } from "./reasons.ts";
import type { Allocation, AllocatorOptions, Candidate, CarState, ChauffeurState, FleetState, Job } from "./types.ts";

/**
 * The allocator (README "Instant confirmation", decision record 024): for a paid booking, every chauffeur who can take
 * it paired with their best free car, ranked, with the reasons the others cannot. Pure and deterministic: no clock, no
 * randomness, no I/O; travel comes from `opts.travel`, which the server resolves first for the legs `travelNeeds` lists.
 */
export { haversineTravel } from "./haversine.ts";
export { dutyOf, dutyTravelNeeds } from "./duty.ts";

function candidateOf(ch: ChauffeurState, car: CarState, fit: Fit, stars: Map<string, number>): Candidate {
  const c: Omit<Candidate, "reason"> = {
    chauffeurId: ch.id,
    chauffeurName: ch.name,
    carId: car.id,
    carPlate: car.plate,
    deadKm: Math.round(fit.step.reach.km * 10) / 10,
    deadMinutes: fit.step.reach.minutes,
    from: fit.prev
      ? { label: fit.prev.dropoff.label, at: fit.prev.end, kind: "drop" }
      : { label: ch.base.label, at: null, kind: "base" },
    dutyMinutes: fit.run.dutyMinutes,
    drivingMinutes: fit.run.drivingMinutes,
    workloadMinutes: fit.workloadMinutes,
    riderStars: stars.get(ch.id) ?? null,
  };
  return { ...c, reason: candidateReason(c) };
}

/** Least dead km (whole km), then the fairest spread (least workload), then the rider's stars (unrated last), name, id. */
export function rankCandidates(a: Candidate, b: Candidate): number {
  return (
    Math.round(a.deadKm) - Math.round(b.deadKm) ||
    a.workloadMinutes - b.workloadMinutes ||
    (b.riderStars ?? -1) - (a.riderStars ?? -1) ||
    (a.chauffeurName < b.chauffeurName ? -1 : a.chauffeurName > b.chauffeurName ? 1 : 0) ||
    (a.chauffeurId < b.chauffeurId ? -1 : a.chauffeurId > b.chauffeurId ? 1 : 0)
  );
}

function starsFor(job: Job, state: FleetState): Map<string, number> {
  const m = new Map<string, number>();
  if (job.riderId) for (const r of state.ratings) if (r.riderId === job.riderId) m.set(r.chauffeurId, r.stars);
  return m;
}

function run(job: Job, state: FleetState, opts: AllocatorOptions, firstOnly: boolean): Allocation {
  const cars = sortCars(job, state.cars);
  const carOf = carsByBooking(state.cars);
  const stars = starsFor(job, state);
  const candidates: Candidate[] = [];
  const chauffeursRejected: Allocation["chauffeursRejected"] = [];
  for (const ch of state.chauffeurs) {
    const fit = fitChauffeur(ch, job, opts);
    if (isProblem(fit)) {
      chauffeursRejected.push({
        chauffeurId: ch.id,
        name: ch.name,
        code: fit.code,
        reason: `${ch.name}: ${fit.words}`,
      });
      continue;
    }
    const car = firstOnly ? cars.free[0] : bestCar(cars.free, fit.adjacentIds, carOf);
    if (!car) continue;
    candidates.push(candidateOf(ch, car, fit, stars));
    if (firstOnly) break;
  }
  if (!firstOnly) candidates.sort(rankCandidates);
  return { candidates, chauffeursRejected, carsRejected: cars.rejected };
}

/** Every feasible chauffeur with their best free car, best first; every chauffeur and car that cannot, with why. */
export function allocate(job: Job, state: FleetState, opts: AllocatorOptions): Allocation {
  return run(job, state, opts, false);
}

/**
 * The baseline the bench compares against: the first chauffeur in the state's order who passes the same rules, with
 * the first free car, no ranking (one candidate at most; the chauffeurs rejected before them).
 */
export function greedyFirstFree(job: Job, state: FleetState, opts: AllocatorOptions): Allocation {
  return run(job, state, opts, true);
}

/**
 * Every travel leg `allocate` may ask `opts.travel` for (a superset: for each chauffeur the rules without travel let
 * through, every drop-off → the next pickup over their trips with the job, base → the job's pickup and base → each
 * pickup that could start a duty), without repeats.
 */
export function travelNeeds(job: Job, state: FleetState): TravelNeed[] {
  const seen = new Map<string, TravelNeed>();
  for (const ch of state.chauffeurs) {
    if (precheck(ch, job)) continue;
    for (const leg of dutyLegs(tripsWith(ch, job), ch.base, ch.limits.minRestMinutes, job)) {
      const key = `${leg.from.lat},${leg.from.lng}>${leg.to.lat},${leg.to.lng}@${leg.departAt.getTime()}`;
      if (!seen.has(key)) seen.set(key, leg);
    }
  }
  return [...seen.values()];
}

/**
 * `npm run bench:allocator`: the allocator against the first-free baseline on one generated week (2,000 bookings,
 * 30 cars, 40 chauffeurs around Bhubaneswar; bench/allocator/world.ts), both in this run. Prints the share confirmed
 * automatically, the dead km per trip and the allocator's time per booking; fails when the allocator's p95 is over
 * 50 ms or its dead km per trip is not lower than the baseline's.
 */
import { allocate, greedyFirstFree } from "../apps/server/src/modules/dispatch/allocator.ts";
import { pass, percentile, type PassResult, type Policy } from "./allocator/simulate.ts";
import { bookings, cars, chauffeurs, prng, ratings } from "./allocator/world.ts";

const SEED = 20261207;
const BOOKINGS = 2000;
const P95_LIMIT_MS = 50;

const rnd = prng(SEED);
const week = bookings(BOOKINGS, rnd);
const chs = chauffeurs();
const fleet = { cars: cars(), chauffeurs: chs, ratings: ratings(rnd, chs) };

const started = Date.now();
function row(name: string, policy: Policy) {
  const r: PassResult = pass(policy, week, fleet);
  const t = [...r.times].sort((a, b) => a - b);
  return {
    name,
    confirmedShare: r.confirmed / r.total,
    deadKmPerTrip: r.trips ? r.deadKm / r.trips : 0,
    p50: percentile(t, 50),
    p95: percentile(t, 95),
    max: t[t.length - 1] ?? 0,
    confirmed: r.confirmed,
    left: `${r.noCar} / ${r.noChauffeur}`,
    legs: r.legs / r.total,
  };
}
const rows = [row("allocator", allocate), row("baseline (first free)", greedyFirstFree)];
const [ours, base] = rows as [ReturnType<typeof row>, ReturnType<typeof row>];

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const ms = (x: number) => `${x.toFixed(2)} ms`;
console.log(`allocator bench: ${BOOKINGS} bookings over a week, 30 cars, 40 chauffeurs (seed ${SEED})\n`);
console.table(
  Object.fromEntries(
    rows.map((r) => [
      r.name,
      {
        "confirmed automatically": `${pct(r.confirmedShare)} (${r.confirmed})`,
        "left: no car / no chauffeur": r.left,
        "dead km per trip": r.deadKmPerTrip.toFixed(2),
        "legs per booking": r.legs.toFixed(0),
        "p50 per booking": ms(r.p50),
        "p95 per booking": ms(r.p95),
        "max per booking": ms(r.max),
      },
    ]),
  ),
);
console.log(`(both passes in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

const failures: string[] = [];
if (ours.p95 > P95_LIMIT_MS) failures.push(`allocator p95 ${ms(ours.p95)} is over ${P95_LIMIT_MS} ms`);
if (!(ours.deadKmPerTrip < base.deadKmPerTrip))
  failures.push(`allocator dead km per trip ${ours.deadKmPerTrip.toFixed(2)} is not lower than the baseline's`);
if (failures.length) {
  console.error(`FAIL: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("OK: p95 within 50 ms and less dead km per trip than the baseline");

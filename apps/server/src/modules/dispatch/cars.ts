import { clockNear, dayClockOf } from "./ist.ts";
import type { Allocation, CarRejectionCode, CarState, Job } from "./types.ts";

/**
 * The cars that can serve a job: its class, active, not unavailable and not held by another booking over the job's
 * hold [start, holdUntil). Cars of another class are listed too (code 'class'): the server's state holds only the
 * job's class, so the list stays short there, and a hand-built fleet says why a car was not offered.
 */
const UNAVAILABLE_WORDS: Record<CarState["unavailable"][number]["reason"], string> = {
  service: "in service",
  repair: "under repair",
  puc: "away for its PUC check",
  permit: "off the road for its permit",
  other: "unavailable",
};

const overlaps = (aStart: Date, aEnd: Date, bStart: Date, bEnd: Date) => aStart < bEnd && bStart < aEnd;

function carProblem(car: CarState, job: Job): { code: CarRejectionCode; words: string } | null {
  if (car.vehicleClass !== job.vehicleClass)
    return { code: "class", words: `${car.vehicleClass} class, the trip needs ${job.vehicleClass}` };
  if (!car.active) return { code: "inactive", words: "inactive" };
  const off = car.unavailable.find((u) => overlaps(u.startsAt, u.endsAt, job.start, job.holdUntil));
  if (off) return { code: "unavailable", words: `${UNAVAILABLE_WORDS[off.reason]} until ${dayClockOf(off.endsAt)}` };
  const hold = car.holds.find(
    (h) => h.bookingId !== job.id && overlaps(h.start, h.holdUntil, job.start, job.holdUntil),
  );
  if (hold) return { code: "busy", words: `on another trip until ${clockNear(hold.holdUntil, job.start)}` };
  return null;
}

/** The fleet's cars split into those free for the job (in the state's order) and those not, with why. */
export function sortCars(job: Job, cars: CarState[]): { free: CarState[]; rejected: Allocation["carsRejected"] } {
  const free: CarState[] = [];
  const rejected: Allocation["carsRejected"] = [];
  for (const car of cars) {
    const p = carProblem(car, job);
    if (p) rejected.push({ carId: car.id, plate: car.plate, code: p.code, reason: `${car.plate}: ${p.words}` });
    else free.push(car);
  }
  return { free, rejected };
}

/**
 * The best free car for a chauffeur: the one they drive in the adjacent trip of the same duty (the trip before, then
 * the one after), then the car with the fewest holds, then plate order.
 */
export function bestCar(free: CarState[], adjacentTripIds: string[], carOfBooking: Map<string, string>) {
  for (const tripId of adjacentTripIds) {
    const carId = carOfBooking.get(tripId);
    const car = carId ? free.find((c) => c.id === carId) : undefined;
    if (car) return car;
  }
  let best: CarState | undefined;
  for (const c of free) {
    if (!best || c.holds.length < best.holds.length || (c.holds.length === best.holds.length && c.plate < best.plate))
      best = c;
  }
  return best;
}

/** Which car holds which booking (to find the car of a chauffeur's adjacent trip). */
export function carsByBooking(cars: CarState[]): Map<string, string> {
  const m = new Map<string, string>();
  for (const c of cars) for (const h of c.holds) m.set(h.bookingId, c.id);
  return m;
}

import type { FareService, Tariff } from "@chauffeur/contracts";
import { dayWeights, pickupMinute, serviceFor, vehicleClassFor } from "./calendar.ts";
import type { Company } from "./companies.ts";
import type { Fleet } from "./fleet.ts";
import { atIst, DAY, HOUR, MINUTE, type Prng } from "./prng.ts";
import type { Rider } from "./riders.ts";
import { makeTrip, type Trip } from "./trips.ts";

export type Outcome =
  | "completed"
  | "no_show"
  | "cancelled_refunded"
  | "cancelled_unpaid"
  | "expired"
  | "ongoing"
  | "confirmed"
  | "pending_paid"
  | "pending_unpaid"
  | "awaiting_approval";

export type CompanyRide = { company: Company; travellerId: string; costCentre: Company["costCentres"][number] | null };

/** One booking as planned: what the rows of every table about it are made from. */
export type Plan = Trip & {
  id: string;
  reference: string;
  userId: string;
  riderName: string;
  service: FareService;
  vehicleClass: string;
  start: number;
  created: number;
  outcome: Outcome;
  carId: string | null;
  chauffeurId: string | null;
  /** capture of the fare (null: never paid, or on a company's account) */
  captureAt: number | null;
  cancelAt: number | null;
  feePaise: number;
  company: CompanyRide | null;
  /** the fare invoice's issue time and its number, given once every plan is known */
  invoiceAt: number | null;
  invoiceNumber?: string;
  creditNumber?: string;
};

const REF_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const LEAD_DAYS: Record<FareService, [number, number]> = {
  "airport-transfer": [0.3, 12],
  "cab-booking": [0.05, 3],
  "hourly-rental": [0.5, 10],
  outstation: [1, 30],
};
/** the rider's cancellation fee inside the cut-off (bookings/cancel.service.ts: ₹200 under 30 minutes) */
const LATE_FEE_PAISE = 20_000;

function outcomeOf(r: Prng, start: number, end: number, now: number, company: CompanyRide | null): Outcome {
  if (end <= now)
    return r.weighted({ completed: 81, no_show: 3, cancelled_refunded: 8, cancelled_unpaid: 3, expired: 5 });
  if (start <= now) return "ongoing";
  if (company && r.chance(0.15)) return "awaiting_approval";
  if (start - now < 30 * MINUTE) return "confirmed";
  return r.weighted({ confirmed: 62, pending_paid: 22, pending_unpaid: 6, cancelled_refunded: 8, expired: 2 });
}

export type PlanInput = {
  tariff: Tariff;
  riders: Rider[];
  companies: Company[];
  now: number;
  total: number;
};

/** Every booking of the year and the month ahead, sorted by pickup (the cars are assigned in that order). */
export function planBookings(r: Prng, input: PlanInput): Plan[] {
  const { now, riders } = input;
  const days = dayWeights(now - 365 * DAY, now + 31 * DAY);
  // the month ahead is partly booked: fewer bookings the further out
  const weights = days.map((d, i) => d.weight * (i < 365 ? 1 : Math.max(0.05, 0.9 - (i - 365) * 0.03)));
  const sum = weights.reduce((s, w) => s + w, 0);
  const refs = new Set<string>();
  const plans: Plan[] = [];
  days.forEach((d, i) => {
    const n = Math.round((input.total * weights[i]) / sum + (r.next() - 0.5));
    for (let k = 0; k < n; k++) {
      const service = serviceFor(r, d.date);
      const start = atIst(d.date, pickupMinute(r, service));
      const [lo, hi] = LEAD_DAYS[service];
      let created = start - Math.floor((lo + (hi - lo) * r.next() ** 2) * DAY);
      if (created > now) created = now - r.int(20, 600) * MINUTE;
      // a few riders book most: a skewed pick
      const rider = riders[Math.floor(riders.length * r.next() ** 2.2)];
      const company = input.companies.length > 0 && r.chance(0.1) ? companyRide(r, input.companies) : null;
      const userId = company
        ? company.company.bookers[Math.floor(r.next() * company.company.bookers.length)]
        : rider.id;
      const vehicleClass = vehicleClassFor(r, service);
      const trip = makeTrip(r, input.tariff, service, vehicleClass, start, rider.name);
      const outcome = outcomeOf(r, start, trip.end, now, company);
      let reference: string;
      do reference = `SL-${r.chars(REF_ALPHABET, 8)}`;
      while (refs.has(reference));
      refs.add(reference);
      plans.push({
        ...trip,
        id: r.uuid(),
        reference,
        userId,
        riderName: rider.name,
        service,
        vehicleClass,
        start,
        created: outcome === "pending_unpaid" ? now - r.int(1, 10) * MINUTE : created,
        outcome,
        carId: null,
        chauffeurId: null,
        captureAt: null,
        cancelAt: null,
        feePaise: 0,
        company,
        invoiceAt: null,
      });
    }
  });
  plans.sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
  for (const p of plans) settle(r, p, now);
  return plans;
}

function companyRide(r: Prng, companies: Company[]): CompanyRide {
  const company = companies[Math.floor(companies.length * r.next() ** 1.5)];
  const travellerId = r.pick(company.members);
  return { company, travellerId, costCentre: company.costCentres.length ? r.pick(company.costCentres) : null };
}

const onAccount = (p: Plan) => p.company?.company.terms === "monthly";

/** When the fare was captured, when it was cancelled, and when its invoice was issued. */
function settle(r: Prng, p: Plan, now: number) {
  const paid = !["cancelled_unpaid", "expired", "pending_unpaid", "awaiting_approval"].includes(p.outcome);
  if (paid && !onAccount(p)) p.captureAt = Math.min(now - MINUTE, p.created + r.int(1, 9) * MINUTE);
  if (p.captureAt !== null) p.invoiceAt = p.captureAt;
  else if (onAccount(p) && p.outcome === "completed") p.invoiceAt = p.end;
  if (p.outcome === "cancelled_refunded") {
    const from = p.captureAt ?? p.created;
    const latest = Math.min(now - MINUTE, p.start - 5 * MINUTE);
    p.cancelAt = from + Math.floor((latest - from) * r.next());
    if (p.cancelAt < from) p.cancelAt = from;
    if (p.start - p.cancelAt < 30 * MINUTE) p.feePaise = Math.min(LATE_FEE_PAISE, p.totalPaise);
    if (p.captureAt === null) p.outcome = "cancelled_unpaid";
  }
  if (p.outcome === "cancelled_unpaid") p.cancelAt = p.created + r.int(2, 60) * MINUTE;
}

/** Cars and chauffeurs for the bookings that hold them, in pickup order, each free again after its turnaround. */
export function assignFleet(r: Prng, plans: Plan[], fleet: Fleet) {
  const carFree = new Map(fleet.cars.map((c) => [c.id, 0]));
  const driverFree = new Map(fleet.chauffeurs.map((c) => [c, 0]));
  const holds = ["completed", "no_show", "ongoing", "confirmed"];
  for (const p of plans) {
    if (!holds.includes(p.outcome)) continue;
    const cars = fleet.cars.filter((c) => c.vehicleClass === p.vehicleClass);
    if (cars.length === 0) continue;
    const offset = r.int(0, cars.length - 1);
    const car =
      cars.map((_, i) => cars[(i + offset) % cars.length]).find((c) => carFree.get(c.id)! <= p.start) ?? cars[offset];
    const drivers = fleet.chauffeurs;
    const dOffset = r.int(0, drivers.length - 1);
    const driver =
      drivers.map((_, i) => drivers[(i + dOffset) % drivers.length]).find((d) => driverFree.get(d)! <= p.start) ??
      drivers[dOffset];
    p.carId = car.id;
    p.chauffeurId = driver;
    carFree.set(car.id, p.end + 30 * MINUTE);
    driverFree.set(driver, p.end + HOUR);
  }
}

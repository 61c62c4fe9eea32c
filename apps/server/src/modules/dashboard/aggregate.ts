import { CONFIRMATION_PROMISE_MINUTES, istDay } from "@chauffeur/contracts";

/**
 * The pure half of the dashboard's rollups (decision record 027): one day's bookings, as read by facts.ts, added up
 * into the rows dashboard_days keeps. No clock, no database: unit-tested in aggregate.test.ts.
 */

/** One booking as the rollup needs it (facts.ts reads it with its ride, rating, payment and confirmation). */
export interface BookingFact {
  id: string;
  serviceType: string;
  carType: string;
  status: string;
  paymentStatus: string;
  amountPaise: number;
  cancellationFeePaise: number;
  startTime: Date;
  endTime: Date;
  createdAt: Date;
  approvalDecidedAt: Date | null;
  eventId: string | null;
  carId: string | null;
  chauffeurId: string | null;
  pickupAddress: string | null;
  rideStep: string | null;
  arrivedAt: Date | null;
  startedAt: Date | null;
  noShowAt: Date | null;
  stars: number | null;
  paidAt: Date | null;
  confirmedAt: Date | null;
}

/** One Asia/Kolkata day's figures, as the dashboard_days row keeps them (the money columns apart). */
export interface DayRow {
  day: string;
  orders: number;
  rides: number;
  fare_paise: number;
  fees_paise: number;
  cancellations: number;
  no_shows: number;
  confirmations: number;
  confirmed_in_15: number;
  pickups: number;
  pickups_on_time: number;
  ratings: number;
  rating_sum: number;
  /** ratings with 1…5 stars */
  stars: number[];
  /** rides and revenue (paise) per service, per vehicle class */
  by_service: Record<string, [number, number]>;
  by_class: Record<string, [number, number]>;
  /** confirmations per whole minute from payment */
  confirm_minutes: Record<string, number>;
  /** minutes booked per car, per chauffeur */
  cars: Record<string, number>;
  chauffeurs: Record<string, number>;
  /** bookings per pickup area */
  areas: Record<string, number>;
}

export interface Rollup {
  days: DayRow[];
  bookingDays: Array<{ booking_id: string; day: string }>;
}

/** The payment states of a booking the business has taken: paid (even if refunded since) or on the company's account. */
const TAKEN = new Set(["paid", "refund_pending", "refunded", "partially_refunded", "on_account"]);
/** The statuses whose car and chauffeur are booked for the ride's time. */
const HOLDING = new Set(["confirmed", "ongoing", "completed"]);
/** Confirmation times are kept per whole minute up to this; longer ones count here (the median stays right). */
export const CONFIRM_MINUTES_CAP = 240;

/** A booking counts in the figures once it was paid or put on account (an abandoned checkout is not a booking). */
export const isCounted = (b: Pick<BookingFact, "paymentStatus" | "status" | "eventId">) =>
  b.eventId === null && (TAKEN.has(b.paymentStatus) || HOLDING.has(b.status));

export const isNoShow = (b: Pick<BookingFact, "status" | "rideStep" | "noShowAt">) =>
  b.status === "cancelled" && (b.rideStep === "no_show" || b.noShowAt !== null);

/**
 * Minutes from when the booking became the operators' to decide (paid, or put on account, and approved when a company
 * asked for approval) to its first confirmation; null when it was never confirmed or never taken.
 */
export function confirmMinutes(b: BookingFact): number | null {
  if (!b.confirmedAt) return null;
  const taken = b.paidAt ?? (b.paymentStatus === "on_account" ? b.createdAt : null);
  if (!taken) return null;
  const from = Math.max(taken.getTime(), b.approvalDecidedAt?.getTime() ?? 0);
  return Math.max(0, (b.confirmedAt.getTime() - from) / 60_000);
}

/** On time: the chauffeur arrived (or, when arrival was not recorded, started) no later than the pickup time. */
export function pickupOnTime(b: Pick<BookingFact, "arrivedAt" | "startedAt" | "startTime">): boolean | null {
  const at = b.arrivedAt ?? b.startedAt;
  return at ? at.getTime() <= b.startTime.getTime() : null;
}

const PIN_OR_COUNTRY = /^(\d{6}|india|odisha|orissa)$/i;
/**
 * Where a rider comes from, read from the pickup address: its last part that names a place (an address ends with the
 * city, sometimes followed by the state, the PIN code or the country: "Jaydev Vihar, Bhubaneswar, Odisha 751013").
 */
export function pickupArea(address: string | null): string {
  if (!address) return "Unknown";
  const parts = address
    .split(",")
    .map((p) =>
      p
        .trim()
        .replace(/\s*\b\d{6}\b\s*/g, " ")
        .trim(),
    )
    .filter((p) => p && !PIN_OR_COUNTRY.test(p));
  const last = parts[parts.length - 1];
  if (!last) return "Unknown";
  return last.length > 40 ? last.slice(0, 40) : last;
}

export const emptyDay = (day: string): DayRow => ({
  day,
  orders: 0,
  rides: 0,
  fare_paise: 0,
  fees_paise: 0,
  cancellations: 0,
  no_shows: 0,
  confirmations: 0,
  confirmed_in_15: 0,
  pickups: 0,
  pickups_on_time: 0,
  ratings: 0,
  rating_sum: 0,
  stars: [0, 0, 0, 0, 0],
  by_service: {},
  by_class: {},
  confirm_minutes: {},
  cars: {},
  chauffeurs: {},
  areas: {},
});

const bump = (m: Record<string, number>, k: string, n: number) => {
  m[k] = (m[k] ?? 0) + n;
};
const bumpPair = (m: Record<string, [number, number]>, k: string, rides: number, paise: number) => {
  const v = (m[k] ??= [0, 0]);
  v[0] += rides;
  v[1] += paise;
};

function addBooking(f: DayRow, b: BookingFact) {
  f.orders += 1;
  const completed = b.status === "completed" ? 1 : 0;
  const revenue = completed ? b.amountPaise : b.status === "cancelled" ? b.cancellationFeePaise : 0;
  f.rides += completed;
  if (completed) f.fare_paise += b.amountPaise;
  bumpPair(f.by_service, b.serviceType, completed, revenue);
  bumpPair(f.by_class, b.carType, completed, revenue);
  if (b.status === "cancelled") {
    f.fees_paise += b.cancellationFeePaise;
    if (isNoShow(b)) f.no_shows += 1;
    else f.cancellations += 1;
  }
  const minutes = confirmMinutes(b);
  if (minutes !== null) {
    f.confirmations += 1;
    if (minutes <= CONFIRMATION_PROMISE_MINUTES) f.confirmed_in_15 += 1;
    bump(f.confirm_minutes, String(Math.min(CONFIRM_MINUTES_CAP, Math.floor(minutes))), 1);
  }
  const onTime = pickupOnTime(b);
  if (onTime !== null) {
    f.pickups += 1;
    if (onTime) f.pickups_on_time += 1;
  }
  if (b.stars !== null && b.stars >= 1 && b.stars <= 5) {
    f.ratings += 1;
    f.rating_sum += b.stars;
    f.stars[b.stars - 1]! += 1;
  }
  bump(f.areas, pickupArea(b.pickupAddress), 1);
}

/** Adds up bookings into one row per day, each booking on its pickup's Asia/Kolkata day. */
export function rollUp(facts: readonly BookingFact[]): Rollup {
  const days = new Map<string, DayRow>();
  const bookingDays: Rollup["bookingDays"] = [];
  for (const b of facts) {
    const day = istDay(b.startTime);
    bookingDays.push({ booking_id: b.id, day });
    let f = days.get(day);
    if (!f) days.set(day, (f = emptyDay(day)));
    if (HOLDING.has(b.status)) {
      const minutes = Math.max(0, Math.round((b.endTime.getTime() - b.startTime.getTime()) / 60_000));
      if (b.carId) bump(f.cars, b.carId, minutes);
      if (b.chauffeurId) bump(f.chauffeurs, b.chauffeurId, minutes);
    }
    if (isCounted(b)) addBooking(f, b);
  }
  return { days: [...days.values()], bookingDays };
}

/** One money document as facts.ts reads it. */
export interface MoneyFact {
  issuedAt: Date;
  kind: "company_invoice" | "company_credit" | "receipt_voucher" | "invoice" | "refund_voucher" | "credit_note";
  totalPaise: number;
}
export interface MoneyRow {
  day: string;
  company_paise: number;
  event_paise: number;
  event_advance_paise: number;
}

/** Company invoices less their credit notes; event tax invoices less credit notes; event advances less refunds. */
export function rollUpMoney(facts: readonly MoneyFact[]): MoneyRow[] {
  const days = new Map<string, MoneyRow>();
  for (const m of facts) {
    const day = istDay(m.issuedAt);
    let r = days.get(day);
    if (!r) days.set(day, (r = { day, company_paise: 0, event_paise: 0, event_advance_paise: 0 }));
    if (m.kind === "company_invoice") r.company_paise += m.totalPaise;
    else if (m.kind === "company_credit") r.company_paise -= m.totalPaise;
    else if (m.kind === "invoice") r.event_paise += m.totalPaise;
    else if (m.kind === "credit_note") r.event_paise -= m.totalPaise;
    else if (m.kind === "receipt_voucher") r.event_advance_paise += m.totalPaise;
    else r.event_advance_paise -= m.totalPaise;
  }
  return [...days.values()];
}

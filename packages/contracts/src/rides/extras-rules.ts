import { AIRPORT_EXTRA_PER_5_MIN_RUPEES, AIRPORT_FREE_WAIT_MIN, HOURLY_MAX, NO_SHOW_WAIT_MIN } from "../constants.ts";

/**
 * The rules of waiting, extensions and no-shows (README "Policy readings", decision record 010), as pure functions
 * of the ride's recorded times, so the server, the apps and the unit tests read one definition. Every charge comes
 * with the label the rider reads; amounts are integer paise.
 *
 * Readings taken:
 * - the wait starts at the chauffeur's arrival or the booked pickup time, whichever is later (the pickup time of an
 *   airport arrival already includes the landing buffer), and ends when the trip starts; part minutes are not counted;
 * - airport arrivals: the first AIRPORT_FREE_WAIT_MIN minutes are free, then ₹100 for each COMPLETE 5 minutes (a
 *   block that has only begun is not charged); the ₹100 is the policy's figure, GST included;
 * - hourly rentals: the booked hours count from 'Start trip'; an extension is priced like the booked hours (the
 *   tariff's hourly rate of the booking's vehicle class and tariff version, plus GST rounded to the rupee as the fare
 *   engine does); time beyond the booked and accepted hours is never charged without a line: operations are told;
 * - no-show: the fare already paid is kept (the policy's "full amount"), recorded as a line of ₹0.
 */
export const WAITING_BLOCK_MIN = 5;
const MINUTE_MS = 60_000;
const inr = (rupees: number) => `₹${rupees.toLocaleString("en-IN")}`;

/** An airport arrival: the chauffeur meets the rider at the airport (the waiting charge applies). */
export function isAirportArrival(service: string, transferType: unknown): boolean {
  return service === "airport-transfer" && transferType === "airport-to-city";
}

/** Whole minutes from `from` to `to`, 0 when `to` is not later (a part minute is not counted). */
export function wholeMinutes(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / MINUTE_MS));
}

/** When the wait starts: the chauffeur's arrival or the booked pickup time, whichever is later. */
export function waitStart(pickupAt: Date, arrivedAt: Date | null): Date {
  if (!arrivedAt) return pickupAt;
  return arrivedAt.getTime() > pickupAt.getTime() ? arrivedAt : pickupAt;
}

/** The earliest moment the chauffeur may record 'Rider did not come'. */
export function noShowAllowedFrom(pickupAt: Date, arrivedAt: Date | null): Date {
  return new Date(waitStart(pickupAt, arrivedAt).getTime() + NO_SHOW_WAIT_MIN * MINUTE_MS);
}

export interface WaitingCharge {
  /** minutes the chauffeur waited (from waitStart to the start of the trip) */
  waitedMinutes: number;
  /** minutes beyond the free wait */
  beyondMinutes: number;
  /** complete 5-minute blocks charged */
  blocks: number;
  amountPaise: number;
  label: string;
}

/** The waiting charge of an airport arrival. */
export function airportWaitingCharge(t: { pickupAt: Date; arrivedAt: Date | null; startedAt: Date }): WaitingCharge {
  const waitedMinutes = wholeMinutes(waitStart(t.pickupAt, t.arrivedAt), t.startedAt);
  const beyondMinutes = Math.max(0, waitedMinutes - AIRPORT_FREE_WAIT_MIN);
  const blocks = Math.floor(beyondMinutes / WAITING_BLOCK_MIN);
  const amountPaise = blocks * AIRPORT_EXTRA_PER_5_MIN_RUPEES * 100;
  const label =
    blocks > 0
      ? `Waiting: ${beyondMinutes} min beyond ${AIRPORT_FREE_WAIT_MIN} min free, ${blocks} × ${inr(AIRPORT_EXTRA_PER_5_MIN_RUPEES)} per complete ${WAITING_BLOCK_MIN} min (GST included)`
      : `Waiting: ${waitedMinutes} min, within the ${AIRPORT_FREE_WAIT_MIN} min free`;
  return { waitedMinutes, beyondMinutes, blocks, amountPaise, label };
}

/** The no-show line: the wait it followed and the fare kept (nothing more is charged). */
export function noShowLine(t: { pickupAt: Date; arrivedAt: Date | null; at: Date }) {
  const waitedMinutes = wholeMinutes(waitStart(t.pickupAt, t.arrivedAt), t.at);
  return {
    waitedMinutes,
    amountPaise: 0,
    label: `No-show after ${waitedMinutes} min wait: fare kept as per the cancellation policy`,
  };
}

/** An extension's price: hours at the class's hourly rate (tariff rupees), plus GST rounded to the rupee. */
export function extensionPrice(p: { hours: number; hourlyPerHourRupees: number; gstPercent: number }) {
  const subtotal = p.hours * p.hourlyPerHourRupees;
  const gst = Math.round((subtotal * p.gstPercent) / 100);
  return {
    subtotalPaise: subtotal * 100,
    gstPaise: gst * 100,
    amountPaise: (subtotal + gst) * 100,
    label: `Extra time: ${p.hours} h × ${inr(p.hourlyPerHourRupees)} + ${p.gstPercent}% GST (${inr(gst)})`,
  };
}

/** Hours an hourly rental may still be extended by (a rental runs HOURLY_MAX hours at most, in all). */
export function extensionHoursLeft(bookedHours: number, extendedHours: number): number {
  return Math.max(0, HOURLY_MAX - bookedHours - extendedHours);
}

/** An hourly rental's time beyond the booked and accepted hours, counted from 'Start trip'. */
export function hourlyOverrun(t: { bookedHours: number; extendedHours: number; startedAt: Date; completedAt: Date }) {
  const usedMinutes = wholeMinutes(t.startedAt, t.completedAt);
  const allowedMinutes = (t.bookedHours + t.extendedHours) * 60;
  return { usedMinutes, allowedMinutes, overrunMinutes: Math.max(0, usedMinutes - allowedMinutes) };
}

/** The total due: lines to pay, in paise. */
export function extrasDue(lines: ReadonlyArray<{ status: string; amountPaise: number }>): number {
  return lines.filter((l) => l.status === "due").reduce((s, l) => s + l.amountPaise, 0);
}

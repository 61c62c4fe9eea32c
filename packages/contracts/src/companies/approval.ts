import type { CompanyPolicy } from "./schemas.ts";
import type { ApprovalReason } from "./bookings.ts";

/**
 * Which rules of a company's policy a ride meets (README "Company accounts": "Booking for a company, approval and
 * credit"): its fare (GST included, after the company discount) above `approvalAbovePaise`; its pickup, in
 * Asia/Kolkata, outside `approvalOutsideHours` (from inclusive, to exclusive; a window whose `from` is later than its
 * `to` runs across midnight, 22:00–06:00); its vehicle class listed in `approvalVehicleClasses`. Empty: no approval.
 */
export function approvalReasons(
  policy: Pick<CompanyPolicy, "approvalAbovePaise" | "approvalOutsideHours" | "approvalVehicleClasses">,
  ride: { totalPaise: number; pickupAt: Date; vehicleClass: string },
): ApprovalReason[] {
  const reasons: ApprovalReason[] = [];
  if (policy.approvalAbovePaise !== null && ride.totalPaise > policy.approvalAbovePaise) reasons.push("amount");
  const hours = policy.approvalOutsideHours;
  if (hours && !withinHours(istMinutes(ride.pickupAt), minutesOf(hours.from), minutesOf(hours.to))) reasons.push("hours");
  if ((policy.approvalVehicleClasses as readonly string[]).includes(ride.vehicleClass)) reasons.push("vehicle_class");
  return reasons;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes since midnight in India (UTC+05:30, no daylight saving). */
const istMinutes = (d: Date) => {
  const m = Math.floor((d.getTime() + 330 * 60_000) / 60_000) % 1440;
  return m < 0 ? m + 1440 : m;
};

/** Whether a minute of the day lies in [from, to); from > to wraps past midnight; from = to is the whole day. */
function withinHours(m: number, from: number, to: number) {
  if (from === to) return true;
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/** The company discount on a fare (GST included): `percent` of it in whole paise, rounded down. */
export const companyDiscountPaise = (totalPaise: number, percent: number) =>
  percent > 0 ? Math.floor((totalPaise * percent) / 100) : 0;

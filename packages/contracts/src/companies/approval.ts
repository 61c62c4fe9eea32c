import { z } from "../z.ts";
import { BookingStatusSchema, ServiceSchema } from "../vocabulary.ts";
import type { CompanyPolicy } from "./schemas.ts";
import { ApprovalReasonSchema, type ApprovalReason } from "./bookings.ts";

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
  if (hours && !withinHours(istMinutes(ride.pickupAt), minutesOf(hours.from), minutesOf(hours.to)))
    reasons.push("hours");
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

/** GET companyPaths.approvals: the company's rides waiting for an approver, soonest expiry first. */
export const CompanyApprovalSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  service: ServiceSchema,
  vehicleClass: z.string(),
  traveller: z.object({ name: z.string(), phone: z.string().nullable(), guest: z.boolean() }),
  bookedBy: z.object({ userId: z.string().nullable(), name: z.string().nullable() }),
  pickupAt: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** GST included, after the company discount */
  amountPaise: z.number().int(),
  costCentre: z.object({ code: z.string(), name: z.string() }).nullable(),
  companyReference: z.string(),
  purpose: z.string(),
  reasons: z.array(ApprovalReasonSchema),
  expiresAt: z.string().nullable(),
  /** paid per ride already, or on the company's account ('pending': the booker has not paid yet) */
  paymentStatus: z.string(),
});
export type CompanyApproval = z.infer<typeof CompanyApprovalSchema>;
export const CompanyApprovalsResponseSchema = z.object({
  success: z.literal(true),
  approvals: z.array(CompanyApprovalSchema),
});

/** POST companyPaths.approvalDecision's answer: the ride's new status. */
export const ApprovalDecisionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bookingId: z.string(),
  status: BookingStatusSchema,
});

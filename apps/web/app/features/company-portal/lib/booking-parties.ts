import type { ApprovalReason, BillTo, BookFor, CompanyPolicy, MyCompany } from "@chauffeur/contracts";

/**
 * The fare summary's 'Book for' and 'Bill to' as the rider fills them in (README "Company accounts"), turned into the
 * order's `bookFor` and `billTo`. What it shows of the company's terms (the discount, the approval note) is for
 * display only: the server decides the real amounts and whether the ride waits for an approver.
 */
export interface PartiesDraft {
  bookFor: "me" | "guest";
  guestName: string;
  /** the ten digits after +91 */
  guestPhone: string;
  /** "personal" or a company's id */
  billTo: string;
  costCentreId: string;
  reference: string;
  purpose: string;
}

export const EMPTY_DRAFT: PartiesDraft = {
  bookFor: "me",
  guestName: "",
  guestPhone: "",
  billTo: "personal",
  costCentreId: "",
  reference: "",
  purpose: "",
};

export type PartiesProblem = "guestName" | "guestPhone" | "costCentre" | "reference" | "purpose";

/** What is missing or wrong, by field (empty: the draft can be sent). */
export function partiesProblems(d: PartiesDraft, policy: Pick<CompanyPolicy, "costCentreRequired"> | null) {
  const problems: PartiesProblem[] = [];
  if (d.bookFor === "guest") {
    if (d.guestName.trim().length < 1 || d.guestName.trim().length > 100) problems.push("guestName");
    if (!/^\d{10}$/.test(d.guestPhone.trim())) problems.push("guestPhone");
  }
  if (d.billTo !== "personal") {
    if (policy?.costCentreRequired && !d.costCentreId) problems.push("costCentre");
    if (d.reference.trim().length > 100) problems.push("reference");
    if (d.purpose.trim().length > 200) problems.push("purpose");
  }
  return problems;
}

/** The order's `bookFor` and `billTo`; absent fields mean 'me' and 'personal' to the server. */
export function orderParties(d: PartiesDraft): { bookFor: BookFor; billTo: BillTo } {
  const bookFor: BookFor =
    d.bookFor === "guest" ? { kind: "guest", name: d.guestName.trim(), phone: `+91${d.guestPhone.trim()}` } : { kind: "me" };
  const billTo: BillTo =
    d.billTo === "personal"
      ? { kind: "personal" }
      : {
          kind: "company",
          companyId: d.billTo,
          costCentreId: d.costCentreId || null,
          reference: d.reference.trim(),
          purpose: d.purpose.trim(),
        };
  return { bookFor, billTo };
}

/** The company discount shown on the fare: `percent` of the total in whole paise, rounded down (as the server). */
export const discountPaise = (totalPaise: number, percent: number) =>
  percent > 0 ? Math.floor((totalPaise * percent) / 100) : 0;

/** Minutes since midnight in India (UTC+05:30, no daylight saving). */
const istMinutes = (at: Date) => {
  const m = Math.floor((at.getTime() + 330 * 60_000) / 60_000) % 1440;
  return m < 0 ? m + 1440 : m;
};
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** [from, to): from later than to runs across midnight (22:00–06:00); from = to is the whole day. */
function within(m: number, from: number, to: number) {
  if (from === to) return true;
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/**
 * The rules of the policy a ride meets, for the fare summary's note 'Sent for approval': the fare after the discount
 * above the amount, the pickup (India's time) outside the hours, the class in the list. The server decides.
 */
export function approvalReasonsFor(
  policy: Pick<CompanyPolicy, "approvalAbovePaise" | "approvalOutsideHours" | "approvalVehicleClasses">,
  ride: { totalPaise: number; pickupAt: string; vehicleClass: string },
): ApprovalReason[] {
  const reasons: ApprovalReason[] = [];
  if (policy.approvalAbovePaise !== null && ride.totalPaise > policy.approvalAbovePaise) reasons.push("amount");
  const hours = policy.approvalOutsideHours;
  if (hours && !within(istMinutes(new Date(ride.pickupAt)), minutesOf(hours.from), minutesOf(hours.to)))
    reasons.push("hours");
  if ((policy.approvalVehicleClasses as readonly string[]).includes(ride.vehicleClass)) reasons.push("vehicle_class");
  return reasons;
}

/** The companies a rider may bill a ride of theirs to (active ones); booking for a guest needs book_for_others. */
export const billableCompanies = (companies: MyCompany[]) => companies.filter((c) => c.status === "active");

import {
  approvalReasons,
  companyDiscountPaise,
  type ApprovalReason,
  type BillTo,
  type BookFor,
  type CompanyPolicy,
  type MyCompany,
} from "@chauffeur/contracts";

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
    d.bookFor === "guest"
      ? { kind: "guest", name: d.guestName.trim(), phone: `+91${d.guestPhone.trim()}` }
      : { kind: "me" };
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

/** The company discount shown on the fare: the contracts' rule (whole paise, rounded down), as the server applies it. */
export const discountPaise = companyDiscountPaise;

/**
 * The rules of the policy a ride meets, for the fare summary's note 'Sent for approval' (the contracts'
 * `approvalReasons`: the fare after the discount above the amount, the pickup in India's time outside the hours, the
 * class in the list). Display only: the server decides.
 */
export const approvalReasonsFor = (
  policy: Parameters<typeof approvalReasons>[0],
  ride: { totalPaise: number; pickupAt: string; vehicleClass: string },
): ApprovalReason[] => approvalReasons(policy, { ...ride, pickupAt: new Date(ride.pickupAt) });

/** The companies a rider may bill a ride of theirs to (active ones); booking for a guest needs book_for_others. */
export const billableCompanies = (companies: MyCompany[]) => companies.filter((c) => c.status === "active");

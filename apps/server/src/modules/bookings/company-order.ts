import { sql } from "drizzle-orm";
import {
  APPROVAL_EXPIRES_BEFORE_PICKUP_HOURS,
  approvalReasons,
  COMPANY_ORDER_MESSAGES as O,
  companyDiscountPaise,
  type ApprovalReason,
  type BillTo,
  type BookFor,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import {
  assertCompanyCredit,
  companyOrderTerms,
  tellApprovers,
  type CompanyOrderTerms,
  type OrderTraveller,
} from "../companies/index.ts";
import { placeOnAccount } from "../payments/index.ts";
import type { PricedTrip } from "./quote-source.ts";

/**
 * The company's side of an order (README "Company accounts": "Booking for a company, approval and credit"): who
 * travels, who pays, the company discount, the policy's approval and, on monthly terms, the credit. Runs in the
 * order's transaction; the company's checks themselves are the companies module's (companyOrderTerms,
 * assertCompanyCredit).
 */
export interface CompanyOrder {
  terms: CompanyOrderTerms | null;
  traveller: OrderTraveller | null;
  /** the fare charged (GST included), after the company discount */
  amountPaise: number;
  discountPaise: number;
  breakdown: unknown;
  /** where the booking starts: awaiting an approver, or pending (the queue, once paid or on account) */
  status: "awaiting_approval" | "pending";
  approval: { reasons: ApprovalReason[]; expiresAt: Date | null; decidedBy: string | null; decidedAt: Date | null };
  onAccount: boolean;
}

export async function planCompanyOrder(
  tx: Tx,
  input: { userId: string; bookFor?: BookFor; billTo?: BillTo; priced: PricedTrip; now: Date },
): Promise<CompanyOrder> {
  const { terms, traveller } = await companyOrderTerms(tx, {
    userId: input.userId,
    bookFor: input.bookFor ?? { kind: "me" },
    billTo: input.billTo ?? { kind: "personal" },
  });
  const base = {
    terms,
    traveller,
    amountPaise: input.priced.amountPaise,
    discountPaise: 0,
    breakdown: input.priced.breakdown,
    status: "pending" as const,
    approval: { reasons: [], expiresAt: null, decidedBy: null, decidedAt: null },
    onAccount: false,
  };
  if (!terms) return base;
  const discountPaise = companyDiscountPaise(input.priced.amountPaise, terms.company.discountPercent);
  const amountPaise = input.priced.amountPaise - discountPaise;
  const reasons = approvalReasons(terms.policy, {
    totalPaise: amountPaise,
    pickupAt: input.priced.pickupAt,
    vehicleClass: input.priced.vehicleClass,
  });
  const waits = reasons.length > 0 && !terms.approvesOwn;
  const expiresAt = waits
    ? new Date(input.priced.pickupAt.getTime() - APPROVAL_EXPIRES_BEFORE_PICKUP_HOURS * 3600_000)
    : null;
  if (expiresAt && expiresAt <= input.now)
    throw new AppError(400, O.tooSoonForApproval(APPROVAL_EXPIRES_BEFORE_PICKUP_HOURS), "too_soon_for_approval");
  const onAccount = terms.company.paymentTerms === "monthly";
  if (onAccount) await assertCompanyCredit(tx, { companyId: terms.company.id, amountPaise, now: input.now });
  return {
    ...base,
    amountPaise,
    discountPaise,
    breakdown: withDiscountLine(input.priced.breakdown, discountPaise, terms.company.discountPercent),
    status: waits ? "awaiting_approval" : "pending",
    // a booker whose role may approve approves their own ride by booking it (the reasons are kept)
    approval: {
      reasons,
      expiresAt,
      decidedBy: reasons.length && !waits ? input.userId : null,
      decidedAt: reasons.length && !waits ? input.now : null,
    },
    onAccount,
  };
}

/**
 * The discount as the last fare line, after the GST-inclusive total it is taken from ('Company discount (10%)', a
 * negative amount): the stored lines (the quote's FareLine[]) still add up to the amount charged.
 */
function withDiscountLine(breakdown: unknown, discountPaise: number, percent: number): unknown {
  if (discountPaise <= 0 || !Array.isArray(breakdown)) return breakdown;
  return [
    ...breakdown,
    { code: "company_discount", label: `Company discount (${percent}%)`, amountPaise: -discountPaise },
  ];
}

/**
 * After the insert, in the order's transaction: the company's columns (its snapshot: cost centre code and name, the
 * reference, the purpose), the traveller, the approval's request; the payment state on monthly terms; the approvers
 * told when a ride on account waits (a ride paid per ride waits for its payment first: bookings/index.ts).
 */
export async function recordCompanyOrder(
  ctx: AppContext,
  tx: Tx,
  booking: {
    id: string;
    reference: string;
    user_id: string | null;
    start_time: Date | string;
    trip: Record<string, unknown>;
  },
  plan: CompanyOrder,
  now: Date,
) {
  const { terms, traveller, approval } = plan;
  if (!terms && !traveller) return;
  await q(
    tx,
    sql`UPDATE bookings SET company_id = ${terms?.company.id ?? null},
          traveller_user_id = ${traveller?.userId ?? null}, traveller_name = ${traveller?.name ?? null},
          traveller_phone = ${traveller?.phone ?? null},
          cost_centre_id = ${terms?.costCentre?.id ?? null}, cost_centre_code = ${terms?.costCentre?.code ?? null},
          cost_centre_name = ${terms?.costCentre?.name ?? null},
          company_reference = ${terms ? terms.reference : null}, trip_purpose = ${terms ? terms.purpose : null},
          company_discount_paise = ${plan.discountPaise},
          approval_reasons = ${approval.reasons.length ? JSON.stringify(approval.reasons) : null}::jsonb,
          approval_expires_at = ${approval.expiresAt}, approval_decided_by = ${approval.decidedBy},
          approval_decided_at = ${approval.decidedAt}
        WHERE id = ${booking.id}`,
  );
  if (plan.onAccount) await placeOnAccount(tx, booking.id, now);
  if (terms && plan.onAccount && plan.status === "awaiting_approval")
    await tellApprovers(
      ctx,
      tx,
      approvalRideOf({
        ...booking,
        amount_paise: plan.amountPaise,
        company_id: terms.company.id,
        traveller_name: traveller?.name ?? null,
        approval_reasons: approval.reasons,
        approval_expires_at: approval.expiresAt,
      }),
    );
}

const placeText = (v: unknown): string | null =>
  typeof v === "string" ? v : v && typeof v === "object" && "address" in v ? String(v.address) : null;
/** A booking row as the approval's messages name it. */
export function approvalRideOf(b: {
  id: string;
  reference: string;
  user_id: string | null;
  start_time: Date | string;
  trip: Record<string, unknown>;
  amount_paise: number;
  company_id: string;
  traveller_name: string | null;
  approval_reasons: unknown;
  approval_expires_at: Date | string | null;
}) {
  const t = b.trip;
  return {
    id: b.id,
    reference: b.reference,
    companyId: b.company_id,
    userId: b.user_id,
    travellerName: b.traveller_name,
    pickupAt: new Date(b.start_time),
    from: placeText(t.pickUp ?? t.pickup ?? t.from),
    to: placeText(t.dropOff ?? t.drop ?? t.to ?? t.destination ?? t.airport),
    amountPaise: b.amount_paise,
    reasons: (Array.isArray(b.approval_reasons) ? b.approval_reasons : []) as ApprovalReason[],
    expiresAt: b.approval_expires_at ? new Date(b.approval_expires_at) : null,
  };
}

/** After a capture: a company's ride waiting for its approver has its approvers told (true), else nothing (false). */
export async function tellApproversOfPaidRide(ctx: AppContext, tx: Tx, bookingId: string): Promise<boolean> {
  const b = await q1<Parameters<typeof approvalRideOf>[0] & { status: string }>(
    tx,
    sql`SELECT * FROM bookings WHERE id = ${bookingId}`,
  );
  if (b?.status !== "awaiting_approval" || !b.company_id) return false;
  await tellApprovers(ctx, tx, approvalRideOf(b));
  return true;
}

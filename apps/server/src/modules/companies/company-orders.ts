import { sql } from "drizzle-orm";
import {
  COMPANY_MESSAGES as M,
  COMPANY_ORDER_MESSAGES as O,
  CompanyPolicySchema,
  companyMay,
  DEFAULT_COMPANY_POLICY,
  type BillTo,
  type BookFor,
  type CompanyPolicy,
  type CompanyRole,
} from "@chauffeur/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError, badRequest, forbidden, notFound } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import { isUuid, roleIn } from "./companies.repository.ts";

/**
 * The company's side of an order (README "Company accounts": "Booking for a company, approval and credit"), called
 * by the bookings module's order in its transaction. Everything is read from the database: the rider's membership
 * and role, the company's status, terms and policy, the traveller's membership, the cost centre. Nothing the client
 * sends about prices or people is trusted.
 */

export interface OrderCompany {
  id: string;
  legalName: string;
  gstin: string;
  stateCode: string;
  billingAddress: string;
  paymentTerms: "per_ride" | "monthly";
  creditLimitPaise: number;
  discountPercent: number;
}

export interface CompanyOrderTerms {
  company: OrderCompany;
  /** the booker's role in the company */
  role: CompanyRole;
  policy: CompanyPolicy;
  costCentre: { id: string; code: string; name: string } | null;
  reference: string;
  purpose: string;
  /** the booker's role may approve rides: their booking is the approval (reasons kept, decided by them) */
  approvesOwn: boolean;
}

/** Who travels when it is not the booker: a member (their account) or a guest (a name and a phone). */
export interface OrderTraveller {
  userId: string | null;
  name: string;
  phone: string | null;
}

export async function companyOrderTerms(
  tx: DbOrTx,
  input: { userId: string; billTo: BillTo; bookFor: BookFor },
): Promise<{ terms: CompanyOrderTerms | null; traveller: OrderTraveller | null }> {
  const { billTo, bookFor } = input;
  if (billTo.kind === "personal") {
    // a rider may book for a guest (a parent) on a personal bill; a colleague's ride is billed to the company
    if (bookFor.kind === "member") throw badRequest(O.memberNeedsCompany);
    return { terms: null, traveller: bookFor.kind === "guest" ? guestOf(bookFor) : null };
  }
  const role = await roleIn(tx, billTo.companyId, input.userId);
  if (!role) throw notFound(M.notFound);
  const company = await companyRow(tx, billTo.companyId);
  if (!company) throw notFound(M.notFound);
  if (company.status !== "active") throw new AppError(403, O.suspended, "company_suspended");
  const policy = policyFrom(company.policy);
  const forSelf = bookFor.kind === "me" || (bookFor.kind === "member" && bookFor.userId === input.userId);
  assertMayBook(role, policy, forSelf ? "me" : bookFor.kind);
  const traveller = forSelf ? null : await travellerOf(tx, billTo.companyId, bookFor);
  return {
    terms: {
      company: companyOut(company),
      role,
      policy,
      costCentre: await costCentreOf(tx, billTo.companyId, billTo.costCentreId, policy),
      reference: billTo.reference,
      purpose: billTo.purpose,
      approvesOwn: companyMay(role, "approve"),
    },
    traveller,
  };
}

function assertMayBook(role: CompanyRole, policy: CompanyPolicy, kind: BookFor["kind"]) {
  if (kind === "me") {
    if (!companyMay(role, "book_for_self")) throw forbidden(O.mayNotBookForSelf);
    return;
  }
  if (companyMay(role, "book_for_others")) return;
  if (kind === "guest" && role === "traveller" && policy.travellersMayBookGuests) return;
  throw forbidden(O.mayNotBookForOthers);
}

const guestOf = (g: Extract<BookFor, { kind: "guest" }>): OrderTraveller => ({
  userId: null,
  name: g.name,
  phone: g.phone,
});

async function travellerOf(tx: DbOrTx, companyId: string, bookFor: BookFor): Promise<OrderTraveller | null> {
  if (bookFor.kind === "guest") return guestOf(bookFor);
  if (bookFor.kind !== "member") return null;
  const m = await q1<{ user_id: string; name: string | null; phone: string | null }>(
    tx,
    sql`SELECT u.id AS user_id, u.name, u.phone FROM company_members m JOIN users u ON u.id = m.user_id
        WHERE m.company_id = ${companyId} AND m.user_id = ${bookFor.userId}`,
  );
  if (!m) throw badRequest(O.travellerNotMember);
  return { userId: m.user_id, name: m.name ?? "", phone: m.phone };
}

async function costCentreOf(tx: DbOrTx, companyId: string, id: string | null, policy: CompanyPolicy) {
  if (!id) {
    if (policy.costCentreRequired)
      throw badRequest(O.costCentreRequired, { "billTo.costCentreId": [O.costCentreRequired] });
    return null;
  }
  const cc = isUuid(id)
    ? await q1<{ id: string; code: string; name: string }>(
        tx,
        sql`SELECT id, code, name FROM company_cost_centres WHERE id = ${id} AND company_id = ${companyId} AND active`,
      )
    : undefined;
  if (!cc) throw badRequest(O.costCentreUnknown, { "billTo.costCentreId": [O.costCentreUnknown] });
  return cc;
}

type CompanyDbRow = {
  id: string;
  legal_name: string;
  gstin: string;
  state_code: string;
  billing_address: string;
  payment_terms: "per_ride" | "monthly";
  credit_limit_paise: number | string;
  discount_percent: number | string;
  status: string;
  policy: unknown;
};

const companyRow = (tx: DbOrTx, id: string) =>
  q1<CompanyDbRow>(
    tx,
    sql`SELECT id, legal_name, gstin, state_code, billing_address, payment_terms, credit_limit_paise, discount_percent,
          status, policy FROM companies WHERE id = ${id}`,
  );

const companyOut = (c: CompanyDbRow): OrderCompany => ({
  id: c.id,
  legalName: c.legal_name,
  gstin: c.gstin,
  stateCode: c.state_code,
  billingAddress: c.billing_address,
  paymentTerms: c.payment_terms,
  creditLimitPaise: Number(c.credit_limit_paise),
  discountPercent: Number(c.discount_percent),
});

/** The stored policy through its schema (a field added later takes its default; a broken one the defaults). */
export function policyFrom(stored: unknown): CompanyPolicy {
  const parsed = CompanyPolicySchema.safeParse({ ...DEFAULT_COMPANY_POLICY, ...(stored as object) });
  return parsed.success ? parsed.data : DEFAULT_COMPANY_POLICY;
}

import { sql } from "drizzle-orm";
import {
  gstStateName,
  type Company,
  type CompanyApplication,
  type CompanyInvitation,
  type CompanyMember,
  type CompanyRole,
  type CostCentre,
  type OpsCompany,
} from "@chauffeur/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { q, q1 } from "../../lib/sql.ts";

/** Queries of the company tables (migrations/1300_companies.sql), raw SQL on either driver (lib/sql.ts). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a path's id can name a row at all (anything else is answered like an unknown id: 404). */
export const isUuid = (id: string) => UUID.test(id);

const iso = (d: Date | string) => new Date(d).toISOString();

type CompanyRow = Omit<Company, "stateName" | "createdAt"> & { createdAt: Date; memberCount?: number };
const COMPANY_COLUMNS = sql.raw(`c.id, c.legal_name AS "legalName", c.gstin, c.state_code AS "stateCode",
  c.billing_address AS "billingAddress", c.billing_email AS "billingEmail", c.payment_terms AS "paymentTerms",
  c.credit_limit_paise::float8 AS "creditLimitPaise", c.discount_percent::float8 AS "discountPercent", c.status,
  c.created_at AS "createdAt"`);

export function companyOut(r: CompanyRow): Company {
  return {
    id: r.id,
    legalName: r.legalName,
    gstin: r.gstin,
    stateCode: r.stateCode,
    stateName: gstStateName(r.stateCode),
    billingAddress: r.billingAddress,
    billingEmail: r.billingEmail,
    paymentTerms: r.paymentTerms,
    creditLimitPaise: Number(r.creditLimitPaise),
    discountPercent: Number(r.discountPercent),
    status: r.status,
    createdAt: iso(r.createdAt),
  };
}
const opsCompanyOut = (r: CompanyRow): OpsCompany => ({ ...companyOut(r), memberCount: Number(r.memberCount ?? 0) });

const MEMBER_COUNT = sql.raw(
  `(SELECT count(*)::int FROM company_members m WHERE m.company_id = c.id) AS "memberCount"`,
);

export async function listCompanies(db: DbOrTx): Promise<OpsCompany[]> {
  const rows = await q<CompanyRow>(
    db,
    sql`SELECT ${COMPANY_COLUMNS}, ${MEMBER_COUNT} FROM companies c ORDER BY c.created_at DESC, c.id`,
  );
  return rows.map(opsCompanyOut);
}

export async function findCompany(db: DbOrTx, id: string, lock = false): Promise<OpsCompany | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await q1<CompanyRow>(
    db,
    sql`SELECT ${COMPANY_COLUMNS}, ${MEMBER_COUNT} FROM companies c WHERE c.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row && opsCompanyOut(row);
}

/** The company holding a GSTIN, other than `exceptId`. */
export async function companyWithGstin(db: DbOrTx, gstin: string, exceptId?: string) {
  return q1<{ id: string }>(
    db,
    sql`SELECT id FROM companies WHERE gstin = ${gstin} ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`,
  );
}

/** The companies a user belongs to, with their role in each, oldest membership first. */
export async function companiesOf(db: DbOrTx, userId: string) {
  const rows = await q<CompanyRow & { role: CompanyRole }>(
    db,
    sql`SELECT ${COMPANY_COLUMNS}, m.role FROM company_members m JOIN companies c ON c.id = m.company_id
        WHERE m.user_id = ${userId} ORDER BY m.joined_at, c.id`,
  );
  return rows.map((r) => ({ ...companyOut(r), role: r.role }));
}

/** A user's role in a company, read from the database (never from the session): undefined for a non-member. */
export async function roleIn(db: DbOrTx, companyId: string, userId: string): Promise<CompanyRole | undefined> {
  if (!isUuid(companyId)) return undefined;
  const row = await q1<{ role: CompanyRole }>(
    db,
    sql`SELECT role FROM company_members WHERE company_id = ${companyId} AND user_id = ${userId}`,
  );
  return row?.role;
}

type MemberRow = Omit<CompanyMember, "joinedAt"> & { joinedAt: Date };
const memberOut = (r: MemberRow): CompanyMember => ({ ...r, joinedAt: iso(r.joinedAt) });

export async function membersOf(db: DbOrTx, companyId: string, userId?: string): Promise<CompanyMember[]> {
  const rows = await q<MemberRow>(
    db,
    sql`SELECT m.user_id AS "userId", u.name, u.email, u.phone, m.role, m.joined_at AS "joinedAt"
          FROM company_members m JOIN users u ON u.id = m.user_id
         WHERE m.company_id = ${companyId} ${userId ? sql`AND m.user_id = ${userId}` : sql``}
         ORDER BY m.joined_at, m.user_id`,
  );
  return rows.map(memberOut);
}

type InvitationRow = Omit<CompanyInvitation, "status" | "expiresAt" | "createdAt"> & {
  expiresAt: Date;
  createdAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};
export const INVITATION_COLUMNS = sql.raw(`i.id, i.name, i.email, i.phone, i.role, i.expires_at AS "expiresAt",
  i.created_at AS "createdAt", i.accepted_at AS "acceptedAt", i.revoked_at AS "revokedAt"`);

export function invitationStatus(r: Pick<InvitationRow, "acceptedAt" | "revokedAt" | "expiresAt">, now: Date) {
  if (r.acceptedAt) return "accepted" as const;
  if (r.revokedAt) return "revoked" as const;
  return new Date(r.expiresAt).getTime() <= now.getTime() ? ("expired" as const) : ("pending" as const);
}
export const invitationOut = (r: InvitationRow, now: Date): CompanyInvitation => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  role: r.role,
  status: invitationStatus(r, now),
  expiresAt: iso(r.expiresAt),
  createdAt: iso(r.createdAt),
});

export async function invitationsOf(db: DbOrTx, companyId: string, now: Date, id?: string) {
  if (id !== undefined && !isUuid(id)) return [];
  const rows = await q<InvitationRow>(
    db,
    sql`SELECT ${INVITATION_COLUMNS} FROM company_invitations i
         WHERE i.company_id = ${companyId} ${id ? sql`AND i.id = ${id}` : sql``}
         ORDER BY i.created_at DESC, i.id`,
  );
  return rows.map((r) => invitationOut(r, now));
}

export async function costCentresOf(db: DbOrTx, companyId: string, id?: string): Promise<CostCentre[]> {
  if (id !== undefined && !isUuid(id)) return [];
  return q<CostCentre>(
    db,
    sql`SELECT id, code, name, active FROM company_cost_centres
         WHERE company_id = ${companyId} ${id ? sql`AND id = ${id}` : sql``} ORDER BY lower(code), id`,
  );
}

type ApplicationRow = Omit<CompanyApplication, "applicant" | "decidedAt" | "createdAt"> & {
  applicantId: string;
  applicantName: string | null;
  applicantEmail: string | null;
  applicantPhone: string | null;
  decidedAt: Date | null;
  createdAt: Date;
};
const applicationOut = (r: ApplicationRow): CompanyApplication => ({
  id: r.id,
  legalName: r.legalName,
  gstin: r.gstin,
  billingAddress: r.billingAddress,
  billingEmail: r.billingEmail,
  note: r.note,
  status: r.status,
  applicant: { id: r.applicantId, name: r.applicantName, email: r.applicantEmail, phone: r.applicantPhone },
  decidedAt: r.decidedAt ? iso(r.decidedAt) : null,
  declineReason: r.declineReason,
  companyId: r.companyId,
  createdAt: iso(r.createdAt),
});

/** Applications, pending first then newest; of one applicant, or one by id. */
export async function applications(db: DbOrTx, where: { applicantId?: string; id?: string; lock?: boolean } = {}) {
  if (where.id !== undefined && !isUuid(where.id)) return [];
  const rows = await q<ApplicationRow>(
    db,
    sql`SELECT a.id, a.legal_name AS "legalName", a.gstin, a.billing_address AS "billingAddress",
               a.billing_email AS "billingEmail", a.note, a.status, a.decline_reason AS "declineReason",
               a.decided_at AS "decidedAt", a.company_id AS "companyId", a.created_at AS "createdAt",
               u.id AS "applicantId", u.name AS "applicantName", u.email AS "applicantEmail", u.phone AS "applicantPhone"
          FROM company_applications a JOIN users u ON u.id = a.applicant_user_id
         WHERE true ${where.applicantId ? sql`AND a.applicant_user_id = ${where.applicantId}` : sql``}
               ${where.id ? sql`AND a.id = ${where.id}` : sql``}
         ORDER BY (a.status = 'pending') DESC, a.created_at DESC, a.id
         ${where.lock ? sql`FOR UPDATE OF a` : sql``}`,
  );
  return rows.map(applicationOut);
}

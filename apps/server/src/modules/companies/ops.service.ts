import { sql } from "drizzle-orm";
import {
  COMPANY_MESSAGES as M,
  gstinStateCode,
  type OpsCompanyCreateParsed,
  type OpsCompanyDetailResponse,
  type OpsCompanyPatch,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import { companyWithGstin, findCompany, invitationsOf, membersOf } from "./companies.repository.ts";
import { isUniqueViolation } from "./db-errors.ts";
import { createInvitation } from "./invitations.service.ts";

/** The console's side of company accounts (operators only: the module's /api/v1/ops scope). */
export interface OpsActor {
  userId: string;
}
export const gstinTaken = () => new AppError(409, M.gstinTaken, "gstin_taken");

/** A GSTIN's uniqueness: checked first for the clear answer, and by the unique index beneath it (a race). */
export async function withGstinCheck<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e, "companies_gstin_key")) throw gstinTaken();
    throw e;
  }
}

export async function opsCompanyDetail(ctx: Pick<AppContext, "db" | "clock">, id: string, db: DbOrTx = ctx.db) {
  const company = await findCompany(db, id);
  if (!company) throw notFound(M.notFound);
  const invitations = (await invitationsOf(db, id, ctx.clock.now())).filter((i) => i.status === "pending");
  return {
    success: true as const,
    company,
    members: await membersOf(db, id),
    invitations,
  } satisfies OpsCompanyDetailResponse;
}

/** Inserts a company (its state from the GSTIN); 409 when the GSTIN is taken. */
export async function insertCompany(
  tx: DbOrTx,
  c: { legalName: string; gstin: string; billingAddress: string; billingEmail: string },
  terms: { paymentTerms: string; creditLimitPaise: number; discountPercent: number },
  now: Date,
): Promise<string> {
  if (await companyWithGstin(tx, c.gstin)) throw gstinTaken();
  const [row] = await q<{ id: string }>(
    tx,
    sql`INSERT INTO companies (legal_name, gstin, state_code, billing_address, billing_email, payment_terms,
                               credit_limit_paise, discount_percent, created_at)
        VALUES (${c.legalName}, ${c.gstin}, ${gstinStateCode(c.gstin)}, ${c.billingAddress}, ${c.billingEmail.toLowerCase()},
                ${terms.paymentTerms}, ${terms.creditLimitPaise}, ${terms.discountPercent}, ${now})
        RETURNING id`,
  );
  return row!.id;
}

/** A company with its terms and its first admin, invited by e-mail and SMS (role admin). */
export async function createCompany(ctx: AppContext, actor: OpsActor, input: OpsCompanyCreateParsed) {
  const now = ctx.clock.now();
  const terms = input.terms;
  return withGstinCheck(() =>
    ctx.db.transaction(async (tx) => {
      const id = await insertCompany(tx, input, terms, now);
      await writeAudit(
        tx,
        {
          actorUserId: actor.userId,
          action: "company.create",
          entity: "company",
          entityId: id,
          after: { legalName: input.legalName, gstin: input.gstin, ...terms, admin: input.admin.email },
        },
        now,
      );
      await createInvitation(ctx, tx, {
        companyId: id,
        companyName: input.legalName,
        invitedBy: { id: actor.userId, name: null },
        invited: { ...input.admin, role: "admin" },
      });
      return opsCompanyDetail(ctx, id, tx);
    }),
  );
}

/** Billing details, terms (only operators grant credit) and suspension; the state follows the GSTIN. */
export async function patchCompany(ctx: AppContext, actor: OpsActor, id: string, patch: OpsCompanyPatch) {
  const now = ctx.clock.now();
  return withGstinCheck(() =>
    ctx.db.transaction(async (tx) => {
      const before = await findCompany(tx, id, true);
      if (!before) throw notFound(M.notFound);
      if (patch.gstin && (await companyWithGstin(tx, patch.gstin, id))) throw gstinTaken();
      const after = {
        legalName: patch.legalName ?? before.legalName,
        gstin: patch.gstin ?? before.gstin,
        billingAddress: patch.billingAddress ?? before.billingAddress,
        billingEmail: patch.billingEmail?.toLowerCase() ?? before.billingEmail,
        paymentTerms: patch.terms?.paymentTerms ?? before.paymentTerms,
        creditLimitPaise: patch.terms ? patch.terms.creditLimitPaise : before.creditLimitPaise,
        discountPercent: patch.terms ? patch.terms.discountPercent : before.discountPercent,
        status: patch.status ?? before.status,
      };
      await q1(
        tx,
        sql`UPDATE companies SET legal_name = ${after.legalName}, gstin = ${after.gstin},
              state_code = ${gstinStateCode(after.gstin)}, billing_address = ${after.billingAddress},
              billing_email = ${after.billingEmail}, payment_terms = ${after.paymentTerms},
              credit_limit_paise = ${after.creditLimitPaise}, discount_percent = ${after.discountPercent},
              status = ${after.status}
            WHERE id = ${id}`,
      );
      const changed = (Object.keys(after) as Array<keyof typeof after>).filter((k) => after[k] !== before[k]);
      await writeAudit(
        tx,
        {
          actorUserId: actor.userId,
          action: "company.update",
          entity: "company",
          entityId: id,
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: Object.fromEntries(changed.map((k) => [k, after[k]])),
        },
        now,
      );
      return opsCompanyDetail(ctx, id, tx);
    }),
  );
}

import { sql } from "drizzle-orm";
import { COMPANY_MESSAGES as M, type CompanyApplication, type CompanyApplicationInput } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import { applications, companyWithGstin, findCompany } from "./companies.repository.ts";
import { isUniqueViolation } from "./db-errors.ts";
import { sendApplicationApproved, sendApplicationDeclined } from "./notices.ts";
import { gstinTaken, insertCompany, withGstinCheck, type OpsActor } from "./ops.service.ts";

/** 'Book for your company': a rider applies, an operator approves (the company opens, the applicant its admin) or declines. */
const applicationPending = () => new AppError(409, M.applicationPending, "application_pending");
type ApplicationInput = Required<CompanyApplicationInput>;

/** One pending application per rider (409 otherwise); a GSTIN that already has an account is answered 409 at once. */
export async function apply(ctx: AppContext, userId: string, input: ApplicationInput): Promise<CompanyApplication> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const pending = await q1(
        tx,
        sql`SELECT id FROM company_applications WHERE applicant_user_id = ${userId} AND status = 'pending'`,
      );
      if (pending) throw applicationPending();
      if (await companyWithGstin(tx, input.gstin)) throw gstinTaken();
      const [row] = await q<{ id: string }>(
        tx,
        sql`INSERT INTO company_applications (applicant_user_id, legal_name, gstin, billing_address, billing_email, note, created_at)
            VALUES (${userId}, ${input.legalName}, ${input.gstin}, ${input.billingAddress},
                    ${input.billingEmail.toLowerCase()}, ${input.note}, ${now})
            RETURNING id`,
      );
      await writeAudit(
        tx,
        {
          actorUserId: userId,
          action: "company.application_submit",
          entity: "company",
          detail: { applicationId: row!.id, legalName: input.legalName, gstin: input.gstin },
        },
        now,
      );
      return (await applications(tx, { id: row!.id }))[0]!;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw applicationPending();
    throw e;
  }
}

async function pendingApplication(tx: DbOrTx, id: string) {
  const [application] = await applications(tx, { id, lock: true });
  if (!application) throw notFound(M.applicationNotFound);
  if (application.status !== "pending") throw conflict(M.applicationDecided);
  return application;
}

/** Opens the company (pay per ride, no credit: an operator grants terms later) with the applicant as its admin. */
export async function approveApplication(ctx: AppContext, actor: OpsActor, id: string) {
  const now = ctx.clock.now();
  return withGstinCheck(() =>
    ctx.db.transaction(async (tx) => {
      const a = await pendingApplication(tx, id);
      const companyId = await insertCompany(
        tx,
        a,
        { paymentTerms: "per_ride", creditLimitPaise: 0, discountPercent: 0 },
        now,
      );
      await q(
        tx,
        sql`INSERT INTO company_members (company_id, user_id, role, joined_at)
            VALUES (${companyId}, ${a.applicant.id}, 'admin', ${now})`,
      );
      await q(
        tx,
        sql`UPDATE company_applications SET status = 'approved', decided_by = ${actor.userId}, decided_at = ${now},
                   company_id = ${companyId}
             WHERE id = ${id}`,
      );
      await writeAudit(
        tx,
        {
          actorUserId: actor.userId,
          action: "company.application_approve",
          entity: "company",
          entityId: companyId,
          after: { applicationId: id, legalName: a.legalName, gstin: a.gstin, admin: a.applicant.id },
        },
        now,
      );
      await sendApplicationApproved(ctx, tx, a.applicant, a.legalName);
      return {
        success: true as const,
        application: (await applications(tx, { id }))[0]!,
        company: (await findCompany(tx, companyId))!,
      };
    }),
  );
}

export async function declineApplication(ctx: AppContext, actor: OpsActor, id: string, reason: string) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const a = await pendingApplication(tx, id);
    await q(
      tx,
      sql`UPDATE company_applications SET status = 'declined', decline_reason = ${reason}, decided_by = ${actor.userId},
                 decided_at = ${now}
           WHERE id = ${id}`,
    );
    await writeAudit(
      tx,
      {
        actorUserId: actor.userId,
        action: "company.application_decline",
        entity: "company",
        detail: { applicationId: id, legalName: a.legalName, gstin: a.gstin, reason },
      },
      now,
    );
    await sendApplicationDeclined(ctx, tx, a.applicant, a.legalName, reason);
    return (await applications(tx, { id }))[0]!;
  });
}

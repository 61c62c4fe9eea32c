import { sql } from "drizzle-orm";
import {
  COMPANY_MESSAGES as M,
  CompanyPolicySchema,
  DEFAULT_COMPANY_POLICY,
  type CompanyPolicy,
  type CostCentre,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { writeAudit } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import type { CompanyCaller } from "./access.ts";
import { costCentresOf } from "./companies.repository.ts";
import { isUniqueViolation } from "./db-errors.ts";

/** The admin's settings: cost centres (bookers choose one) and the approval policy. */

export async function createCostCentre(
  ctx: AppContext,
  caller: CompanyCaller,
  input: { code: string; name: string; active: boolean },
): Promise<CostCentre> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await q<CostCentre>(
        tx,
        sql`INSERT INTO company_cost_centres (company_id, code, name, active, created_at)
            VALUES (${caller.companyId}, ${input.code}, ${input.name}, ${input.active}, ${now})
            RETURNING id, code, name, active`,
      );
      await writeAudit(
        tx,
        {
          actorUserId: caller.user.id,
          action: "company.cost_centre_create",
          entity: "company",
          entityId: caller.companyId,
          after: row,
        },
        now,
      );
      return row!;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(M.costCentreTaken);
    throw e;
  }
}

export async function updateCostCentre(
  ctx: AppContext,
  caller: CompanyCaller,
  id: string,
  patch: { code?: string; name?: string; active?: boolean },
): Promise<CostCentre> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [before] = await costCentresOf(tx, caller.companyId, id);
      if (!before) throw notFound(M.costCentreNotFound);
      const after = { ...before, ...patch };
      await q(
        tx,
        sql`UPDATE company_cost_centres SET code = ${after.code}, name = ${after.name}, active = ${after.active}
             WHERE id = ${id} AND company_id = ${caller.companyId}`,
      );
      await writeAudit(
        tx,
        {
          actorUserId: caller.user.id,
          action: "company.cost_centre_update",
          entity: "company",
          entityId: caller.companyId,
          before,
          after,
        },
        now,
      );
      return after;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(M.costCentreTaken);
    throw e;
  }
}

/** The stored policy, read through its schema (a field added later takes its default). */
export async function policyOf(ctx: Pick<AppContext, "db">, companyId: string): Promise<CompanyPolicy> {
  const row = await q1<{ policy: unknown }>(ctx.db, sql`SELECT policy FROM companies WHERE id = ${companyId}`);
  if (!row) throw notFound(M.notFound);
  const parsed = CompanyPolicySchema.safeParse({ ...DEFAULT_COMPANY_POLICY, ...(row.policy as object) });
  return parsed.success ? parsed.data : DEFAULT_COMPANY_POLICY;
}

export async function setPolicy(ctx: AppContext, caller: CompanyCaller, policy: CompanyPolicy) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await q1<{ policy: unknown }>(
      tx,
      sql`SELECT policy FROM companies WHERE id = ${caller.companyId} FOR UPDATE`,
    );
    if (!before) throw notFound(M.notFound);
    await q(tx, sql`UPDATE companies SET policy = ${JSON.stringify(policy)}::jsonb WHERE id = ${caller.companyId}`);
    await writeAudit(
      tx,
      {
        actorUserId: caller.user.id,
        action: "company.policy_update",
        entity: "company",
        entityId: caller.companyId,
        before: before.policy,
        after: policy,
      },
      now,
    );
    return policy;
  });
}

import { sql } from "drizzle-orm";
import { COMPANY_MESSAGES as M, type CompanyMember, type CompanyRole } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import type { CompanyCaller } from "./access.ts";
import { findCompany, isUuid, membersOf } from "./companies.repository.ts";

/**
 * A company's people: every change of membership locks the company's row first, so two admins demoting each other at
 * once cannot both pass the last-admin check (the second waits, then counts one admin).
 */
export async function lockCompany(tx: DbOrTx, companyId: string) {
  const company = await findCompany(tx, companyId, true);
  if (!company) throw notFound(M.notFound);
  return company;
}

/** 409 unless the company keeps an admin once `userId` is no longer one. */
export async function assertAdminRemains(tx: DbOrTx, companyId: string, userId: string) {
  const other = await q1<{ userId: string }>(
    tx,
    sql`SELECT user_id AS "userId" FROM company_members
         WHERE company_id = ${companyId} AND role = 'admin' AND user_id <> ${userId} LIMIT 1`,
  );
  if (!other) throw new AppError(409, M.lastAdmin, "last_admin");
}

async function memberOf(tx: DbOrTx, companyId: string, userId: string): Promise<CompanyMember> {
  const [member] = isUuid(userId) ? await membersOf(tx, companyId, userId) : [];
  if (!member) throw notFound(M.memberNotFound);
  return member;
}

export async function changeMemberRole(ctx: AppContext, caller: CompanyCaller, userId: string, role: CompanyRole) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, caller.companyId);
    const before = await memberOf(tx, caller.companyId, userId);
    if (before.role === "admin" && role !== "admin") await assertAdminRemains(tx, caller.companyId, userId);
    await q(
      tx,
      sql`UPDATE company_members SET role = ${role} WHERE company_id = ${caller.companyId} AND user_id = ${userId}`,
    );
    await writeAudit(
      tx,
      {
        actorUserId: caller.user.id,
        action: "company.member_role",
        entity: "company",
        entityId: caller.companyId,
        before: { userId, role: before.role },
        after: { userId, role },
      },
      now,
    );
    return { ...before, role };
  });
}

/** Removes a person from the company: their very next request to it is refused (access.ts reads the membership). */
export async function removeMember(ctx: AppContext, caller: CompanyCaller, userId: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockCompany(tx, caller.companyId);
    const before = await memberOf(tx, caller.companyId, userId);
    if (before.role === "admin") await assertAdminRemains(tx, caller.companyId, userId);
    await q(tx, sql`DELETE FROM company_members WHERE company_id = ${caller.companyId} AND user_id = ${userId}`);
    await writeAudit(
      tx,
      {
        actorUserId: caller.user.id,
        action: "company.member_remove",
        entity: "company",
        entityId: caller.companyId,
        before: { userId, name: before.name, role: before.role },
      },
      now,
    );
  });
}

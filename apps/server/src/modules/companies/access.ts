import type { FastifyRequest } from "fastify";
import { COMPANY_MESSAGES as M, companyMay, type CompanyAction, type CompanyRole } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { currentUser, type SessionUser } from "../../plugins/session.ts";
import { roleIn } from "./companies.repository.ts";

/** What a portal route may do: an action of COMPANY_PERMISSIONS, or "member" for what every member may read. */
export type PortalAccess = CompanyAction | "member";

export interface CompanyCaller {
  user: SessionUser;
  companyId: string;
  role: CompanyRole;
}

/**
 * The one check of the portal's routes (docs/security.md "Company accounts"): the caller's membership is read from the
 * database on every request, never kept in the session, so a removed member loses access at their very next request.
 * A non-member gets 404 whatever the company (nothing tells a company that exists from one that does not); a member
 * whose role lacks the action (COMPANY_PERMISSIONS, packages/contracts/src/companies/roles.ts) gets 403.
 */
export async function requireCompanyRole(
  ctx: Pick<AppContext, "db">,
  request: FastifyRequest,
  companyId: string,
  access: PortalAccess,
): Promise<CompanyCaller> {
  const user = await currentUser(request);
  const role = await roleIn(ctx.db, companyId, user.id);
  if (!role) throw notFound(M.notFound);
  if (access !== "member" && !companyMay(role, access)) throw forbidden(M.notAllowed);
  return { user, companyId, role };
}

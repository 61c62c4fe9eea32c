import { sql } from "drizzle-orm";
import {
  COMPANY_INVITATION_DAYS,
  COMPANY_MESSAGES as M,
  type CompanyInvitation,
  type CompanyInvitationInput,
  type CompanyRole,
  type InvitationPreview,
  type MyCompany,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { randomToken, sha256Hex } from "../../lib/crypto.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import type { SessionUser } from "../../plugins/session.ts";
import type { CompanyCaller } from "./access.ts";
import {
  companiesOf,
  invitationOut,
  invitationStatus,
  invitationsOf,
  INVITATION_COLUMNS,
} from "./companies.repository.ts";
import { assertAdminRemains, lockCompany } from "./members.service.ts";
import { sendInvitation } from "./notices.ts";

/**
 * Invitations (docs/security.md "Company accounts"): a single-use link valid COMPANY_INVITATION_DAYS days, sent by
 * e-mail and SMS; only the token's SHA-256 is stored (like password reset links), so the table cannot be read back
 * into working links.
 */
type Invited = Omit<CompanyInvitationInput, "role"> & { role: CompanyRole };

/** Writes the invitation and its messages in the caller's transaction; the token leaves only in the messages. */
export async function createInvitation(
  ctx: Pick<AppContext, "config" | "clock">,
  tx: DbOrTx,
  p: {
    companyId: string;
    companyName: string;
    invitedBy: { id: string; name: string | null } | null;
    invited: Invited;
  },
): Promise<CompanyInvitation> {
  const token = randomToken(32); // 256 bits
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + COMPANY_INVITATION_DAYS * 24 * 3600_000);
  const { invited } = p;
  const [row] = await q<Parameters<typeof invitationOut>[0]>(
    tx,
    sql`INSERT INTO company_invitations AS i (company_id, token_hash, name, email, phone, role, invited_by, expires_at, created_at)
        VALUES (${p.companyId}, ${sha256Hex(token)}, ${invited.name}, ${invited.email.toLowerCase()}, ${invited.phone},
                ${invited.role}, ${p.invitedBy?.id ?? null}, ${expiresAt}, ${now})
        RETURNING ${INVITATION_COLUMNS}`,
  );
  const invitation = invitationOut(row!, now);
  await sendInvitation(ctx, tx, {
    token,
    ...invited,
    company: p.companyName,
    days: COMPANY_INVITATION_DAYS,
    inviter: p.invitedBy?.name ?? null,
  });
  await writeAudit(
    tx,
    {
      actorUserId: p.invitedBy?.id ?? null,
      action: "company.invitation_create",
      entity: "company",
      entityId: p.companyId,
      after: { invitationId: invitation.id, name: invited.name, email: invitation.email, role: invited.role },
    },
    now,
  );
  return invitation;
}

export async function inviteToCompany(ctx: AppContext, caller: CompanyCaller, invited: Invited) {
  return ctx.db.transaction(async (tx) => {
    const company = await lockCompany(tx, caller.companyId);
    return createInvitation(ctx, tx, {
      companyId: caller.companyId,
      companyName: company.legalName,
      invitedBy: { id: caller.user.id, name: caller.user.name },
      invited,
    });
  });
}

/** Withdraws a pending invitation of this company (another company's id answers 404 like an unknown one). */
export async function revokeInvitation(ctx: AppContext, caller: CompanyCaller, invitationId: string) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [before] = await invitationsOf(tx, caller.companyId, now, invitationId);
    if (!before) throw notFound(M.invitationNotFound);
    const done = await q1<{ id: string }>(
      tx,
      sql`UPDATE company_invitations SET revoked_at = ${now}
           WHERE id = ${invitationId} AND company_id = ${caller.companyId}
             AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ${now} RETURNING id`,
    );
    if (!done) throw conflict(M.invitationClosed);
    await writeAudit(
      tx,
      {
        actorUserId: caller.user.id,
        action: "company.invitation_revoke",
        entity: "company",
        entityId: caller.companyId,
        before: { invitationId, email: before.email, role: before.role, status: before.status },
      },
      now,
    );
    const [after] = await invitationsOf(tx, caller.companyId, now, invitationId);
    return after!;
  });
}

type LinkRow = {
  companyId: string;
  companyName: string;
  role: CompanyRole;
  name: string;
  invitedBy: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

/** Unknown: 404; used, withdrawn or expired: 410 Gone with its own code and words. */
function refuseLink(row: LinkRow | undefined, now: Date): never {
  if (!row) throw notFound(M.invitationInvalid);
  const status = invitationStatus(row, now);
  if (status === "accepted") throw new AppError(410, M.invitationUsed, "invitation_used");
  if (status === "revoked") throw new AppError(410, M.invitationRevoked, "invitation_revoked");
  throw new AppError(410, M.invitationExpired, "invitation_expired");
}

async function linkRow(db: DbOrTx, token: string) {
  return q1<LinkRow>(
    db,
    sql`SELECT i.company_id AS "companyId", c.legal_name AS "companyName", i.role, i.name, CASE WHEN u.role = 'operator' THEN NULL ELSE u.name END AS "invitedBy",
               i.expires_at AS "expiresAt", i.accepted_at AS "acceptedAt", i.revoked_at AS "revokedAt"
          FROM company_invitations i JOIN companies c ON c.id = i.company_id LEFT JOIN users u ON u.id = i.invited_by
         WHERE i.token_hash = ${sha256Hex(token)}`,
  );
}

/** What the link's page shows before anyone signs in (nothing is consumed). */
export async function previewInvitation(ctx: AppContext, token: string): Promise<InvitationPreview> {
  const now = ctx.clock.now();
  const row = await linkRow(ctx.db, token);
  if (!row || invitationStatus(row, now) !== "pending") refuseLink(row, now);
  return {
    companyName: row.companyName,
    role: row.role,
    invitedName: row.name,
    invitedBy: row.invitedBy,
    expiresAt: new Date(row.expiresAt).toISOString(),
  };
}

/**
 * Accepts a link for the signed-in rider: single use (the one conditional UPDATE decides, so of two concurrent accepts
 * exactly one wins). A rider who is already a member takes the invited role (an admin's deliberate choice), unless that
 * would leave the company without an admin (409, and the link stays unused). The rider's own bookings stay theirs.
 */
export async function acceptInvitation(ctx: AppContext, user: SessionUser, token: string): Promise<MyCompany> {
  const now = ctx.clock.now();
  const companyId = await ctx.db.transaction(async (tx) => {
    const won = await q1<{ id: string; companyId: string; role: CompanyRole }>(
      tx,
      sql`UPDATE company_invitations SET accepted_at = ${now}, accepted_by = ${user.id}
           WHERE token_hash = ${sha256Hex(token)} AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ${now}
           RETURNING id, company_id AS "companyId", role`,
    );
    if (!won) refuseLink(await linkRow(tx, token), now);
    await lockCompany(tx, won.companyId);
    const before = await q1<{ role: CompanyRole }>(
      tx,
      sql`SELECT role FROM company_members WHERE company_id = ${won.companyId} AND user_id = ${user.id}`,
    );
    if (before?.role === "admin" && won.role !== "admin") await assertAdminRemains(tx, won.companyId, user.id);
    await q(
      tx,
      sql`INSERT INTO company_members (company_id, user_id, role, joined_at) VALUES (${won.companyId}, ${user.id}, ${won.role}, ${now})
          ON CONFLICT (company_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
    );
    await writeAudit(
      tx,
      {
        actorUserId: user.id,
        action: "company.invitation_accept",
        entity: "company",
        entityId: won.companyId,
        before: before ? { userId: user.id, role: before.role } : null,
        after: { invitationId: won.id, userId: user.id, role: won.role },
      },
      now,
    );
    return won.companyId;
  });
  const mine = await companiesOf(ctx.db, user.id);
  return mine.find((c) => c.id === companyId)!;
}

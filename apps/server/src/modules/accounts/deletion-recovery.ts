import { and, eq } from "drizzle-orm";
import {
  DELETION_PURGE_DAYS,
  RECOVERY_WINDOW_HOURS,
  authMessages,
  authServerMessages as M,
} from "@chauffeur/contracts";
import { otpCodes, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AppError, badRequest, notFound, unauthorized } from "../../lib/errors.ts";
import { revokeAllSessions, type SessionUser } from "../../plugins/session.ts";
import { DEFAULT_LOCALE } from "@chauffeur/contracts";
import { formatDateTime } from "@chauffeur/contracts/i18n/format";
import { localeOf } from "../../lib/i18n.ts";
import { emails, notify } from "../notifications/index.ts";
import { HOUR_MS, toUser, type AccountsDeps } from "./deps.ts";
import { LIMITS } from "./limits.ts";

/** Deletion request: password required; the account is locked at once and every session ends. */
export async function requestDeletion(d: AccountsDeps, current: SessionUser, password: string) {
  await d.limit(`acct:delete:${current.id}`, LIMITS.deletePerUser);
  if (current.status === "deletion_requested") throw badRequest(authMessages.delete400);
  const ok = await d.hasher.verify(current.passwordHash, password);
  if (!ok) throw unauthorized(authMessages.delete401);
  const t = d.now();
  await d.ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(users)
      .set({
        status: "deletion_requested",
        deletionRequestedAt: t,
        updatedAt: t,
        pendingEmail: null,
        pendingEmailTokenHash: null,
        pendingEmailExpiresAt: null,
        pendingEmailSentAt: null,
      })
      .where(and(eq(users.id, current.id), eq(users.status, "active")))
      .returning({ id: users.id });
    if (!done.length) throw badRequest(authMessages.delete400);
    await tx.delete(otpCodes).where(eq(otpCodes.userId, current.id)); // a phone change under way dies too
    await revokeAllSessions(tx, current.id);
    // in the rider's language: its words and its dates
    const locale = localeOf(current.language);
    const fmt = (at: Date) => (locale === DEFAULT_LOCALE ? d.fmt(at) : formatDateTime(at, locale));
    const recoverBy = fmt(new Date(t.getTime() + RECOVERY_WINDOW_HOURS * HOUR_MS));
    const purgeOn = fmt(new Date(t.getTime() + DELETION_PURGE_DAYS * 24 * HOUR_MS));
    await notify(d.ctx, tx, {
      to: { userId: current.id, email: current.email },
      event: "account.deletion-requested",
      email: () => ({
        ...emails.deletionRequested(d.brand(), current.name, recoverBy, purgeOn, locale),
        template: "deletion-requested",
      }),
    });
  });
  return { success: true as const, message: M.deletionRequested };
}

/** Self-service recovery within 72 hours of the request (README "Accounts and security"). */
export async function recover(d: AccountsDeps, input: { phone: string; password: string }, ip: string) {
  await d.limit(`acct:recover-ip:${ip}`, LIMITS.recoverPerIp);
  await d.limit(d.idKey("recover", input.phone), LIMITS.recoverPerPhone);
  const u = await d.byPhone(input.phone);
  if (!u || u.status !== "deletion_requested") {
    await d.hasher.verify(undefined, input.password);
    throw notFound(authMessages.recover404);
  }
  if (!(await d.hasher.verify(u.passwordHash, input.password))) throw unauthorized(authMessages.recover401);
  const t = d.now();
  if (!u.deletionRequestedAt || t.getTime() - u.deletionRequestedAt.getTime() > RECOVERY_WINDOW_HOURS * HOUR_MS)
    throw new AppError(403, authMessages.recover403, "recovery_window_expired");
  await d.ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(users)
      .set({ status: "active", deletionRequestedAt: null, recoveredAt: t, updatedAt: t })
      .where(and(eq(users.id, u.id), eq(users.status, "deletion_requested")))
      .returning({ id: users.id });
    if (!done.length) throw notFound(authMessages.recover404);
    await notify(d.ctx, tx, {
      to: { userId: u.id, email: u.email },
      event: "account.recovered",
      email: () => ({
        ...emails.accountRecovered(d.brand(), u.name, localeOf(u.language)),
        template: "account-recovered",
      }),
    });
  });
  return { success: true as const, message: M.recovered };
}

/** An operator restores an account awaiting deletion at any time before the purge (after the rider's 72 hours too). */
export async function restoreByOperator(d: AccountsDeps, operatorId: string, userId: string) {
  const t = d.now();
  const u = await d.ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: "active", deletionRequestedAt: null, recoveredAt: t, updatedAt: t })
      .where(and(eq(users.id, userId), eq(users.status, "deletion_requested")))
      .returning();
    if (!row) throw notFound(authMessages.recover404);
    await writeAudit(tx, {
      actorUserId: operatorId,
      action: "account.restore",
      entity: "user",
      entityId: userId,
      detail: {},
    });
    await notify(d.ctx, tx, {
      to: { userId, email: row.email },
      event: "account.recovered",
      email: () => ({
        ...emails.accountRecovered(d.brand(), row.name, localeOf(row.language)),
        template: "account-recovered",
      }),
    });
    return row;
  });
  return { success: true as const, message: M.recovered, user: toUser(u) };
}

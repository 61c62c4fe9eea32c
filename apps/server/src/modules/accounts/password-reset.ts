import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { RESET_TOKEN_TTL_MINUTES, authServerMessages as M } from "@chauffeur/contracts";
import { passwordResetTokens, users } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { randomToken, sha256Hex } from "../../lib/crypto.ts";
import { revokeAllSessions } from "../../plugins/session.ts";
import { emails, notify } from "../notifications/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { LIMITS } from "./limits.ts";
import { isCommonPassword } from "./password.ts";
import { localeOf } from "../../lib/i18n.ts";

/** Always the same answer; a link is e-mailed only to an active account. */
export async function forgotPassword(d: AccountsDeps, emailInput: string, ip: string) {
  const { db } = d.ctx;
  await d.limit(`acct:forgot-ip:${ip}`, LIMITS.forgotPerIp);
  const email = emailInput.toLowerCase();
  await d.limit(d.idKey("forgot", email), LIMITS.forgotPerEmail);
  const [u] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.status, "active")))
    .limit(1);
  if (u) {
    const token = randomToken(32); // 256 bits
    const t = d.now();
    // built from the configured public address, never from the request's Host header
    const url = `${d.brand().baseUrl}/auth/password/reset/${token}`;
    await db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        id: sha256Hex(token),
        userId: u.id,
        createdAt: t,
        expiresAt: new Date(t.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      });
      const m = emails.passwordReset(d.brand(), u.name, url, RESET_TOKEN_TTL_MINUTES, localeOf(u.language));
      await notify(d.ctx, tx, {
        to: { userId: u.id, email: u.email },
        event: "account.password-reset",
        email: { ...m, template: "password-reset" },
      });
    });
  }
  return { success: true as const, message: M.forgotSent };
}

/**
 * Whether a reset link can still be used, for the reset page to say so when it opens (nothing is consumed): unused,
 * unexpired and its account active. A link made void by a later reset (or an e-mail change) counts as used.
 */
export async function checkResetToken(d: AccountsDeps, token: string, ip: string) {
  await d.limit(`acct:reset-check-ip:${ip}`, LIMITS.resetCheckPerIp);
  const [row] = await d.ctx.db
    .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt, status: users.status })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.id, sha256Hex(token)));
  const answer = (reason: "used" | "expired" | "unknown", message: string) => ({
    success: true as const,
    valid: false,
    reason,
    message,
  });
  if (!row || row.status !== "active") return answer("unknown", M.resetInvalid);
  if (row.usedAt) return answer("used", M.resetLinkUsed);
  if (row.expiresAt.getTime() <= d.now().getTime()) return answer("expired", M.resetLinkExpired);
  return { success: true as const, valid: true, message: M.resetLinkValid };
}

/** Single use, 30 minutes; ends every session and tells the rider. Signs nobody in. */
export async function resetPassword(d: AccountsDeps, token: string, password: string, ip: string) {
  const { db } = d.ctx;
  await d.limit(`acct:reset-ip:${ip}`, LIMITS.resetPerIp);
  if (isCommonPassword(password)) throw badRequest(M.commonPassword, { password: [M.commonPassword] });
  const id = sha256Hex(token);
  const t = d.now();
  const [live] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, t)),
    );
  if (!live) throw badRequest(M.resetInvalid);
  const passwordHash = await d.hasher.hash(password);
  await db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: t })
      .where(
        and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, t)),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used.length) throw badRequest(M.resetInvalid);
    const userId = used[0].userId;
    const [u] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: t })
      .where(and(eq(users.id, userId), eq(users.status, "active")))
      .returning();
    if (!u) throw badRequest(M.resetInvalid);
    // every other outstanding link dies with this one
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: t })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessions(tx, userId);
    await notify(d.ctx, tx, {
      to: { userId, email: u.email },
      event: "account.password-changed",
      email: { ...emails.passwordChanged(d.brand(), u.name, localeOf(u.language)), template: "password-changed" },
    });
  });
  return { success: true as const, message: M.resetOk };
}

import { localeOf } from "../../lib/i18n.ts";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { authServerMessages as M } from "@chauffeur/contracts";
import { passwordResetTokens, users } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { randomToken, sha256Hex } from "../../lib/crypto.ts";
import type { SessionUser } from "../../plugins/session.ts";
import { emails, notify } from "../notifications/index.ts";
import { HOUR_MS, toUser, uniqueViolation, type AccountsDeps, type UserRow } from "./deps.ts";
import { LIMITS } from "./limits.ts";
import { deleteUnverified } from "./registration.ts";

/** How long the link sent to a new e-mail address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** Records a pending e-mail change with a fresh single-use link (the previous link dies) and sends the link to the new address. */
export async function startEmailChange(
  d: AccountsDeps,
  tx: DbOrTx,
  u: UserRow | SessionUser,
  newEmail: string,
  opts: { notifyOld?: boolean } = {},
): Promise<UserRow> {
  const t = d.now();
  const token = randomToken(32); // 256 bits, stored only as its SHA-256
  const [row] = await tx
    .update(users)
    .set({
      pendingEmail: newEmail,
      pendingEmailTokenHash: sha256Hex(token),
      pendingEmailExpiresAt: new Date(t.getTime() + EMAIL_CHANGE_TTL_HOURS * HOUR_MS),
      pendingEmailSentAt: t,
    })
    .where(eq(users.id, u.id))
    .returning();
  // built from the configured public address, never from the request's Host header
  const brand = d.brand();
  const url = `${brand.baseUrl}/user/confirm-email/${token}`;
  const locale = localeOf(u.language); // the rider's language
  // the link goes to the new address; the address it replaces is told of the request
  await notify(d.ctx, tx, {
    to: { userId: u.id, email: newEmail },
    event: "account.email-change-confirm",
    email: {
      ...emails.emailChangeConfirm(brand, u.name, url, EMAIL_CHANGE_TTL_HOURS, locale),
      template: "email-change-confirm",
    },
  });
  if (opts.notifyOld !== false)
    await notify(d.ctx, tx, {
      to: { userId: u.id, email: u.email },
      event: "account.email-change-requested",
      email: () => ({
        ...emails.emailChangeRequested(brand, u.name, newEmail, locale),
        template: "email-change-requested",
      }),
    });
  return row;
}

/** Sends a fresh link to the pending new address (the previous link dies). */
export async function resendEmailChange(d: AccountsDeps, current: SessionUser) {
  const t = d.now();
  if (!current.pendingEmail || !current.pendingEmailExpiresAt || current.pendingEmailExpiresAt <= t)
    throw badRequest(M.emailChangeNone);
  await d.limit(`acct:email-change:${current.id}`, LIMITS.emailChangePerUser, M.tooManyAttempts);
  const pending = current.pendingEmail;
  const u = await d.ctx.db.transaction((tx) => startEmailChange(d, tx, current, pending, { notifyOld: false }));
  return { success: true as const, message: M.emailChangeResent, user: toUser(u, t) };
}

export async function cancelEmailChange(d: AccountsDeps, current: SessionUser) {
  const [u] = await d.ctx.db
    .update(users)
    .set({
      pendingEmail: null,
      pendingEmailTokenHash: null,
      pendingEmailExpiresAt: null,
      pendingEmailSentAt: null,
      updatedAt: d.now(),
    })
    .where(eq(users.id, current.id))
    .returning();
  return { success: true as const, message: M.emailChangeCancelled, user: toUser(u, d.now()) };
}

/** The link from the new address: single use, 24 hours; makes the change, tells the old address, signs nobody in. */
export async function confirmEmailChange(d: AccountsDeps, token: string, ip: string) {
  const { db } = d.ctx;
  await d.limit(`acct:email-confirm-ip:${ip}`, LIMITS.emailConfirmPerIp);
  const hash = sha256Hex(token);
  const t = d.now();
  const live = and(
    eq(users.pendingEmailTokenHash, hash),
    gt(users.pendingEmailExpiresAt, t),
    eq(users.status, "active"),
  );
  const [u] = await db.select().from(users).where(live).limit(1);
  if (!u?.pendingEmail) throw badRequest(M.emailChangeInvalid);
  const newEmail = u.pendingEmail;
  try {
    await db.transaction(async (tx) => {
      const clashes = await tx
        .select({ id: users.id, status: users.status })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${newEmail}`, sql`${users.id} <> ${u.id}`));
      for (const c of clashes)
        if (c.status !== "unverified")
          throw conflict(c.status === "deletion_requested" ? M.identifierLocked : M.duplicateEmail);
      await deleteUnverified(
        tx,
        clashes.map((c) => c.id),
      );
      const done = await tx
        .update(users)
        .set({
          email: newEmail,
          pendingEmail: null,
          pendingEmailTokenHash: null,
          pendingEmailExpiresAt: null,
          pendingEmailSentAt: null,
          updatedAt: t,
        })
        .where(and(eq(users.id, u.id), live))
        .returning({ id: users.id });
      if (!done.length) throw badRequest(M.emailChangeInvalid);
      // reset links went to the old address: they die with the change
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: t })
        .where(and(eq(passwordResetTokens.userId, u.id), isNull(passwordResetTokens.usedAt)));
      await notify(d.ctx, tx, {
        to: { userId: u.id, email: u.email },
        event: "account.email-changed",
        email: () => ({
          ...emails.emailChanged(d.brand(), u.name, newEmail, localeOf(u.language)),
          template: "email-changed",
        }),
      });
    });
  } catch (e) {
    if (uniqueViolation(e)) throw conflict(M.duplicateEmail);
    throw e;
  }
  return { success: true as const, message: M.emailChangeConfirmed };
}

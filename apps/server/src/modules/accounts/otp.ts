import { and, eq, gt, isNull, lt, sql, type SQL } from "drizzle-orm";
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_MINUTES,
  authServerMessages as M,
  type Locale,
} from "@chauffeur/contracts";
import { chauffeurOtps, otpCodes, users } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError, badRequest, tooMany } from "../../lib/errors.ts";
import { randomDigits, safeEqual } from "../../lib/crypto.ts";
import { notify, smsTexts } from "../notifications/index.ts";
import type { AccountsDeps, UserRow } from "./deps.ts";
import { LIMITS } from "./limits.ts";
import { localeOf } from "../../lib/i18n.ts";

const OTP_DIGITS = 5;

/**
 * Seconds until the account may be sent another code (the one-a-minute cooldown), 0 when it may. A code already
 * used does not count: right after verifying a registration the rider may start a phone change.
 */
export async function otpCooldownSeconds(d: AccountsDeps, tx: DbOrTx, userId: string) {
  const [prev] = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.consumedAt)));
  const waitMs = prev ? prev.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - d.now().getTime() : 0;
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/**
 * The OTP send limits, checked before any transaction (the counters live outside it): one a minute per account,
 * 5 an hour and 10 a day per phone, and a cap per client address.
 */
export async function allowOtpSend(d: AccountsDeps, user: { id?: string; phone: string }, ip: string) {
  if (user.id) {
    const waitSeconds = await otpCooldownSeconds(d, d.ctx.db, user.id);
    if (waitSeconds > 0) throw tooMany(M.otpTooSoon, waitSeconds);
  }
  await d.limit(d.idKey("otp-h", user.phone), LIMITS.otpSendPerPhoneHour, M.otpTooMany);
  await d.limit(d.idKey("otp-d", user.phone), LIMITS.otpSendPerPhoneDay, M.otpTooMany);
  await d.limit(`acct:otp-ip:${ip}`, LIMITS.otpSendPerIp, M.otpTooMany);
}

/** Writes a fresh OTP (replacing any earlier one: only the newest code works) and queues the SMS. */
export async function writeOtp(
  d: AccountsDeps,
  tx: DbOrTx,
  user: { id: string; phone: string; language?: Locale },
  purpose: "registration" | "phone-change" = "registration",
) {
  const t = d.now();
  const code = randomDigits(OTP_DIGITS);
  const values = {
    codeHash: d.otpHash(user.id, code),
    attempts: 0,
    expiresAt: new Date(t.getTime() + OTP_TTL_MINUTES * 60_000),
    consumedAt: null,
    createdAt: t,
    newPhone: purpose === "phone-change" ? user.phone : null,
  };
  await tx
    .insert(otpCodes)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: otpCodes.userId, set: values });
  // the code in the rider's language (decision record 017); the template name says which DLT template it is
  const language =
    user.language ?? localeOf((await tx.select({ l: users.language }).from(users).where(eq(users.id, user.id)))[0]?.l);
  const text = smsTexts.otp(d.ctx.config.BUSINESS_NAME, code, OTP_TTL_MINUTES, language);
  await notify(d.ctx, tx, {
    to: { userId: user.id, phone: user.phone },
    event: "account.otp",
    sms: { text, template: `otp.${language}` },
  });
}

export async function resendOtp(d: AccountsDeps, input: { email: string; phone: string }, ip: string) {
  const u = await d.byPhone(input.phone);
  if (u && u.status === "unverified" && u.email?.toLowerCase() === input.email.toLowerCase()) {
    await allowOtpSend(d, { id: u.id, phone: input.phone }, ip);
    await d.ctx.db.transaction((tx) => writeOtp(d, tx, { id: u.id, phone: input.phone }));
  } else {
    // unknown pair or verified account: the same answer, nothing sent
    await d.limit(`acct:otp-ip:${ip}`, LIMITS.otpSendPerIp, M.otpTooMany);
  }
  return { success: true as const, message: M.otpResent, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS };
}

/**
 * One try at a code (riders' otp_codes, chauffeurs' chauffeur_otps: the same rule): counted atomically before the
 * comparison, on the newest code only while it is unused, unexpired and under OTP_MAX_ATTEMPTS, so parallel guesses
 * cannot exceed the limit. The stored hash and the tries so far, or undefined when no code may be tried.
 */
export async function countOtpTry(
  db: DbOrTx,
  table: typeof otpCodes | typeof chauffeurOtps,
  owner: SQL | undefined,
  now: Date,
): Promise<{ codeHash: string; attempts: number } | undefined> {
  const rows = await db
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1` })
    .where(and(owner, isNull(table.consumedAt), gt(table.expiresAt, now), lt(table.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ codeHash: table.codeHash, attempts: table.attempts });
  return rows[0];
}

/** Verifies the OTP; on success the account becomes active. Returns the user to sign in. */
export async function verifyOtp(
  d: AccountsDeps,
  input: { email: string; phone: string; otp: number },
  ip: string,
): Promise<UserRow> {
  const { db } = d.ctx;
  await d.limit(`acct:otpv-ip:${ip}`, LIMITS.otpVerifyPerIp);
  const u = await d.byPhone(input.phone);
  if (!u || u.email?.toLowerCase() !== input.email.toLowerCase()) throw badRequest(M.otpExpired);
  if (u.status !== "unverified") throw badRequest(u.status === "active" ? M.alreadyVerified : M.otpExpired);
  const t = d.now();
  const row = await countOtpTry(db, otpCodes, eq(otpCodes.userId, u.id), t);
  if (!row) throw badRequest(M.otpExpired);
  if (!safeEqual(d.otpHash(u.id, String(input.otp)), row.codeHash)) {
    throw new AppError(400, M.otpWrong, "otp_wrong", undefined, { attemptsLeft: OTP_MAX_ATTEMPTS - row.attempts });
  }
  return db.transaction(async (tx) => {
    const used = await tx
      .update(otpCodes)
      .set({ consumedAt: t })
      .where(and(eq(otpCodes.userId, u.id), isNull(otpCodes.consumedAt)))
      .returning({ userId: otpCodes.userId });
    if (!used.length) throw badRequest(M.otpExpired);
    const [active] = await tx
      .update(users)
      .set({ status: "active", phoneVerifiedAt: t, updatedAt: t })
      .where(and(eq(users.id, u.id), eq(users.status, "unverified")))
      .returning();
    if (!active) throw badRequest(M.otpExpired);
    return active;
  });
}

import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_MINUTES,
  RECOVERY_WINDOW_HOURS,
  DELETION_PURGE_DAYS,
  RESET_TOKEN_TTL_MINUTES,
  AUTH_ERROR_CODES,
  authMessages,
  authServerMessages as M,
  type ProfileUpdate,
  type RegisterRequest,
  type User,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { otpCodes, passwordResetTokens, users } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError, badRequest, conflict, notFound, tooMany, unauthorized } from "../../lib/errors.ts";
import { hmacHex, randomDigits, randomToken, safeEqual, sha256Hex } from "../../lib/crypto.ts";
import type { RateLimitRule } from "../../lib/rate-limit.ts";
import { revokeAllSessions, type SessionUser } from "../../plugins/session.ts";
import { enqueueEmail, enqueueSms } from "../notifications/outbox.ts";
import { emails, smsTexts, type Brand } from "../notifications/templates.ts";
import { LIMITS, scaled } from "./limits.ts";
import { isCommonPassword, type PasswordHasher } from "./password.ts";
import { requireSecret } from "../../lib/server-secret.ts";

type UserRow = typeof users.$inferSelect;
const HOUR_MS = 3600_000;
const OTP_DIGITS = 5;

export function toUser(u: UserRow | SessionUser): User {
  return {
    _id: u.id,
    id: u.id,
    name: u.name ?? "",
    email: u.email ?? "",
    workEmail: u.workEmail ?? null,
    phone: u.phone ?? null,
    homecity: u.homecity ?? null,
    profilePicture: u.profilePicture ?? null,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Postgres unique violation → which identifier collided. */
function uniqueViolation(e: unknown): "phone" | "email" | undefined {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string }; message?: string };
  const code = err.code ?? err.cause?.code;
  if (code !== "23505") return undefined;
  const c = `${err.constraint ?? err.cause?.constraint ?? ""} ${err.message ?? ""}`;
  return c.includes("phone") ? "phone" : "email";
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/** The accounts use cases (issue 4). Each takes already-validated input; rules and transactions live here. */
export function createAccountsService(ctx: AppContext, hasher: PasswordHasher) {
  const { db, clock, config, rateLimiter } = ctx;
  const now = () => clock.now();
  const mult = config.RATE_LIMIT_MULTIPLIER;
  /** Rate-limit keys carry a hash prefix of the phone or e-mail, never the identifier itself (purge leaves no trace). */
  const idKey = (kind: string, value: string) => `acct:${kind}:${sha256Hex(value.toLowerCase()).slice(0, 32)}`;
  const limit = (key: string, rule: RateLimitRule, message: string = M.tooManyAttempts) =>
    rateLimiter.enforce(key, scaled(rule, mult), message);
  // OTP hashes are keyed: 90,000 possible codes would fall to a plain hash in milliseconds if the table leaked
  const otpKey = requireSecret(config.SESSION_SECRET, "SESSION_SECRET");
  const otpHash = (userId: string, code: string) => hmacHex(otpKey, `${userId}:${code}`);
  const brand = (): Brand => ({
    name: config.BUSINESS_NAME,
    supportPhone: config.BUSINESS_PHONE,
    supportEmail: config.BUSINESS_EMAIL,
    address: config.BUSINESS_ADDRESS,
    baseUrl: config.PUBLIC_BASE_URL.replace(/\/+$/, ""),
  });
  const fmt = (d: Date) => d.toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });

  const byPhone = async (phone: string) => (await db.select().from(users).where(eq(users.phone, phone)).limit(1))[0];

  /**
   * The OTP send limits, checked before any transaction (the counters live outside it): one a minute per account,
   * 5 an hour and 10 a day per phone, and a cap per client address.
   */
  async function allowOtpSend(user: { id?: string; phone: string }, ip: string) {
    if (user.id) {
      const [prev] = await db.select({ createdAt: otpCodes.createdAt }).from(otpCodes).where(eq(otpCodes.userId, user.id));
      const waitMs = prev ? prev.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - now().getTime() : 0;
      if (waitMs > 0) throw tooMany(M.otpTooSoon, Math.ceil(waitMs / 1000));
    }
    await limit(idKey("otp-h", user.phone), LIMITS.otpSendPerPhoneHour, M.otpTooMany);
    await limit(idKey("otp-d", user.phone), LIMITS.otpSendPerPhoneDay, M.otpTooMany);
    await limit(`acct:otp-ip:${ip}`, LIMITS.otpSendPerIp, M.otpTooMany);
  }

  /** Writes a fresh OTP (replacing any earlier one: only the newest code works) and queues the SMS. */
  async function writeOtp(tx: DbOrTx, user: { id: string; phone: string }) {
    const t = now();
    const code = randomDigits(OTP_DIGITS);
    const values = { codeHash: otpHash(user.id, code), attempts: 0, expiresAt: new Date(t.getTime() + OTP_TTL_MINUTES * 60_000), consumedAt: null, createdAt: t };
    await tx
      .insert(otpCodes)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: otpCodes.userId, set: values });
    await enqueueSms(tx, { to: user.phone, text: smsTexts.otp(config.BUSINESS_NAME, code, OTP_TTL_MINUTES), template: "otp", userId: user.id });
  }

  async function deleteUnverified(tx: DbOrTx, ids: string[]) {
    for (const id of ids) {
      await tx.execute(sql`DELETE FROM outbox_messages WHERE user_id = ${id}`);
      await tx.delete(users).where(and(eq(users.id, id), eq(users.status, "unverified")));
    }
  }

  return {
    hasher,

    async register(input: RegisterRequest, ip: string) {
      await limit(`acct:reg-ip:${ip}`, LIMITS.registerPerIp);
      if (isCommonPassword(input.password)) throw badRequest(M.commonPassword, { password: [M.commonPassword] });
      const email = input.email.toLowerCase();
      const clashes = await db
        .select({ id: users.id, status: users.status, phone: users.phone, email: users.email })
        .from(users)
        .where(or(eq(users.phone, input.phone), sql`lower(${users.email}) = ${email}`));
      for (const c of clashes) {
        if (c.status === "unverified") continue;
        if (c.status === "deletion_requested") throw conflict(M.identifierLocked);
        throw conflict(c.phone === input.phone ? M.duplicatePhone : M.duplicateEmail);
      }
      await allowOtpSend({ phone: input.phone }, ip);
      const passwordHash = await hasher.hash(input.password);
      try {
        await db.transaction(async (tx) => {
          // an abandoned, never-verified registration must not hold a phone or e-mail hostage
          await deleteUnverified(tx, clashes.map((c) => c.id));
          const [u] = await tx
            .insert(users)
            .values({ name: input.name, email, phone: input.phone, passwordHash, status: "unverified", createdAt: now(), updatedAt: now() })
            .returning({ id: users.id });
          await writeOtp(tx, { id: u.id, phone: input.phone });
        });
      } catch (e) {
        const which = uniqueViolation(e);
        if (which) throw conflict(which === "phone" ? M.duplicatePhone : M.duplicateEmail);
        throw e;
      }
      return { success: true as const, message: M.registered, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS };
    },

    async resendOtp(input: { email: string; phone: string }, ip: string) {
      const u = await byPhone(input.phone);
      if (u && u.status === "unverified" && u.email?.toLowerCase() === input.email.toLowerCase()) {
        await allowOtpSend({ id: u.id, phone: input.phone }, ip);
        await db.transaction((tx) => writeOtp(tx, { id: u.id, phone: input.phone }));
      } else {
        // unknown pair or verified account: the same answer, nothing sent
        await limit(`acct:otp-ip:${ip}`, LIMITS.otpSendPerIp, M.otpTooMany);
      }
      return { success: true as const, message: M.otpResent, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS };
    },

    /** Verifies the OTP; on success the account becomes active. Returns the user to sign in. */
    async verifyOtp(input: { email: string; phone: string; otp: number }, ip: string): Promise<UserRow> {
      await limit(`acct:otpv-ip:${ip}`, LIMITS.otpVerifyPerIp);
      const u = await byPhone(input.phone);
      if (!u || u.email?.toLowerCase() !== input.email.toLowerCase()) throw badRequest(M.otpExpired);
      if (u.status !== "unverified") throw badRequest(u.status === "active" ? M.alreadyVerified : M.otpExpired);
      const t = now();
      // the attempt is counted atomically before the comparison: parallel guesses cannot exceed the limit
      const rows = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.userId, u.id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, t), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
        .returning({ codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
      const row = rows[0];
      if (!row) throw badRequest(M.otpExpired);
      if (!safeEqual(otpHash(u.id, String(input.otp)), row.codeHash)) {
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
    },

    /** Checks phone and password. Unknown phones are verified against a dummy hash: same answer, same time. */
    async login(input: { phone: string; password: string }, ip: string): Promise<UserRow> {
      await limit(`acct:login-ip:${ip}`, LIMITS.loginPerIp);
      const phoneKey = idKey("login", input.phone);
      await limit(phoneKey, LIMITS.loginPerPhone);
      const u = await byPhone(input.phone);
      const ok = await hasher.verify(u?.passwordHash, input.password);
      if (!u || !ok) throw unauthorized(M.loginInvalid);
      await rateLimiter.reset(phoneKey);
      if (u.status === "unverified") {
        const allowed = await allowOtpSend({ id: u.id, phone: input.phone }, ip).then(
          () => true,
          (e) => {
            if (e instanceof AppError && e.status === 429) return false; // a code sent a moment ago is still valid
            throw e;
          },
        );
        if (allowed) await db.transaction((tx) => writeOtp(tx, { id: u.id, phone: input.phone }));
        throw new AppError(403, M.loginUnverified, AUTH_ERROR_CODES.verificationRequired, undefined, {
          verification: { email: u.email, phone: u.phone },
        });
      }
      if (u.status === "deletion_requested") {
        const withinWindow = u.deletionRequestedAt && now().getTime() - u.deletionRequestedAt.getTime() <= RECOVERY_WINDOW_HOURS * HOUR_MS;
        throw new AppError(403, withinWindow ? M.loginDeletionRequested : M.loginDeletionLocked, AUTH_ERROR_CODES.deletionRequested);
      }
      if (u.status !== "active") throw unauthorized(M.loginInvalid);
      return u;
    },

    /** Always the same answer; a link is e-mailed only to an active account. */
    async forgotPassword(emailInput: string, ip: string) {
      await limit(`acct:forgot-ip:${ip}`, LIMITS.forgotPerIp);
      const email = emailInput.toLowerCase();
      await limit(idKey("forgot", email), LIMITS.forgotPerEmail);
      const [u] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, eq(users.status, "active")))
        .limit(1);
      if (u) {
        const token = randomToken(32); // 256 bits
        const t = now();
        // built from the configured public address, never from the request's Host header
        const url = `${brand().baseUrl}/auth/password/reset/${token}`;
        await db.transaction(async (tx) => {
          await tx.insert(passwordResetTokens).values({
            id: sha256Hex(token),
            userId: u.id,
            createdAt: t,
            expiresAt: new Date(t.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
          });
          const m = emails.passwordReset(brand(), u.name, url, RESET_TOKEN_TTL_MINUTES);
          await enqueueEmail(tx, { to: u.email!, ...m, template: "password-reset", userId: u.id });
        });
      }
      return { success: true as const, message: M.forgotSent };
    },

    /** Single use, 30 minutes; ends every session and tells the rider. Signs nobody in. */
    async resetPassword(token: string, password: string, ip: string) {
      await limit(`acct:reset-ip:${ip}`, LIMITS.resetPerIp);
      if (isCommonPassword(password)) throw badRequest(M.commonPassword, { password: [M.commonPassword] });
      const id = sha256Hex(token);
      const t = now();
      const [live] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, t)));
      if (!live) throw badRequest(M.resetInvalid);
      const passwordHash = await hasher.hash(password);
      await db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResetTokens)
          .set({ usedAt: t })
          .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, t)))
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
        await tx.update(passwordResetTokens).set({ usedAt: t }).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await revokeAllSessions(tx, userId);
        await enqueueEmail(tx, { to: u.email!, ...emails.passwordChanged(brand(), u.name), template: "password-changed", userId });
      });
      return { success: true as const, message: M.resetOk };
    },

    async updateProfile(current: SessionUser, input: ProfileUpdate): Promise<UserRow> {
      const phone = input.phone?.trim() || null;
      if (phone && phone !== current.phone) throw badRequest(M.phoneChangeRefused, { phone: [M.phoneChangeRefused] });
      const email = input.email.toLowerCase();
      const t = now();
      try {
        return await db.transaction(async (tx) => {
          const [u] = await tx
            .update(users)
            .set({
              name: input.name,
              email,
              workEmail: input.workEmail?.trim() ? input.workEmail.trim().toLowerCase() : null,
              homecity: input.homecity || null,
              profilePicture: input.profilePicture?.trim() || null,
              updatedAt: t,
            })
            .where(and(eq(users.id, current.id), eq(users.status, "active")))
            .returning();
          if (!u) throw unauthorized(authMessages.profileUpdate401);
          if (current.email && current.email.toLowerCase() !== email) {
            await enqueueEmail(tx, { to: current.email, ...emails.emailChanged(brand(), u.name, email), template: "email-changed", userId: u.id });
          }
          return u;
        });
      } catch (e) {
        if (uniqueViolation(e)) throw conflict(M.duplicateEmail);
        throw e;
      }
    },

    /** Deletion request: password required; the account is locked at once and every session ends. */
    async requestDeletion(current: SessionUser, password: string) {
      await limit(`acct:delete:${current.id}`, LIMITS.deletePerUser);
      if (current.status === "deletion_requested") throw badRequest(authMessages.delete400);
      const ok = await hasher.verify(current.passwordHash, password);
      if (!ok) throw unauthorized(authMessages.delete401);
      const t = now();
      await db.transaction(async (tx) => {
        const done = await tx
          .update(users)
          .set({ status: "deletion_requested", deletionRequestedAt: t, updatedAt: t })
          .where(and(eq(users.id, current.id), eq(users.status, "active")))
          .returning({ id: users.id });
        if (!done.length) throw badRequest(authMessages.delete400);
        await revokeAllSessions(tx, current.id);
        const recoverBy = fmt(new Date(t.getTime() + RECOVERY_WINDOW_HOURS * HOUR_MS));
        const purgeOn = fmt(new Date(t.getTime() + DELETION_PURGE_DAYS * 24 * HOUR_MS));
        if (current.email)
          await enqueueEmail(tx, { to: current.email, ...emails.deletionRequested(brand(), current.name, recoverBy, purgeOn), template: "deletion-requested", userId: current.id });
      });
      return { success: true as const, message: M.deletionRequested };
    },

    /** Self-service recovery within 72 hours of the request (seed 000 §8 statuses). */
    async recover(input: { phone: string; password: string }, ip: string) {
      await limit(`acct:recover-ip:${ip}`, LIMITS.recoverPerIp);
      await limit(idKey("recover", input.phone), LIMITS.recoverPerPhone);
      const u = await byPhone(input.phone);
      if (!u || u.status !== "deletion_requested") {
        await hasher.verify(undefined, input.password);
        throw notFound(authMessages.recover404);
      }
      if (!(await hasher.verify(u.passwordHash, input.password))) throw unauthorized(authMessages.recover401);
      const t = now();
      if (!u.deletionRequestedAt || t.getTime() - u.deletionRequestedAt.getTime() > RECOVERY_WINDOW_HOURS * HOUR_MS)
        throw new AppError(403, authMessages.recover403, "recovery_window_expired");
      await db.transaction(async (tx) => {
        const done = await tx
          .update(users)
          .set({ status: "active", deletionRequestedAt: null, recoveredAt: t, updatedAt: t })
          .where(and(eq(users.id, u.id), eq(users.status, "deletion_requested")))
          .returning({ id: users.id });
        if (!done.length) throw notFound(authMessages.recover404);
        if (u.email) await enqueueEmail(tx, { to: u.email, ...emails.accountRecovered(brand(), u.name), template: "account-recovered", userId: u.id });
      });
      return { success: true as const, message: M.recovered };
    },

    /** An operator restores an account awaiting deletion at any time before the purge (after the rider's 72 hours too). */
    async restoreByOperator(operatorId: string, userId: string) {
      const t = now();
      const u = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ status: "active", deletionRequestedAt: null, recoveredAt: t, updatedAt: t })
          .where(and(eq(users.id, userId), eq(users.status, "deletion_requested")))
          .returning();
        if (!row) throw notFound(authMessages.recover404);
        await tx.execute(
          sql`INSERT INTO audit_log (actor_user_id, action, entity, entity_id, detail) VALUES (${operatorId}, 'account.restore', 'user', ${userId}, '{}'::jsonb)`,
        );
        if (row.email) await enqueueEmail(tx, { to: row.email, ...emails.accountRecovered(brand(), row.name), template: "account-recovered", userId });
        return row;
      });
      return { success: true as const, message: M.recovered, user: toUser(u) };
    },

    /** Unverified registrations older than 7 days hold a phone and e-mail for nothing: they are deleted. */
    async dropStaleUnverified() {
      const cutoff = new Date(now().getTime() - 7 * 24 * HOUR_MS);
      const stale = await db.select({ id: users.id }).from(users).where(and(eq(users.status, "unverified"), lt(users.createdAt, cutoff)));
      if (stale.length) await db.transaction((tx) => deleteUnverified(tx, stale.map((s) => s.id)));
      return stale.length;
    },
  };
}

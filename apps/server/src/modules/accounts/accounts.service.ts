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
/** How long the link sent to a new e-mail address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
const maskPhone = (p: string) => `${p.slice(0, 3)}•••••${p.slice(-3)}`;

export function toUser(u: UserRow | SessionUser, now: Date = new Date()): User {
  const pending = u.pendingEmail && u.pendingEmailExpiresAt && u.pendingEmailExpiresAt.getTime() > now.getTime() ? u.pendingEmail : null;
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
    pendingEmail: pending,
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
      const waitSeconds = await otpCooldownSeconds(db, user.id);
      if (waitSeconds > 0) throw tooMany(M.otpTooSoon, waitSeconds);
    }
    await limit(idKey("otp-h", user.phone), LIMITS.otpSendPerPhoneHour, M.otpTooMany);
    await limit(idKey("otp-d", user.phone), LIMITS.otpSendPerPhoneDay, M.otpTooMany);
    await limit(`acct:otp-ip:${ip}`, LIMITS.otpSendPerIp, M.otpTooMany);
  }

  /**
   * Seconds until the account may be sent another code (the one-a-minute cooldown), 0 when it may. A code already
   * used does not count: right after verifying a registration the rider may start a phone change.
   */
  async function otpCooldownSeconds(tx: DbOrTx, userId: string) {
    const [prev] = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.consumedAt)));
    const waitMs = prev ? prev.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - now().getTime() : 0;
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  /** Writes a fresh OTP (replacing any earlier one: only the newest code works) and queues the SMS. */
  async function writeOtp(tx: DbOrTx, user: { id: string; phone: string }, purpose: "registration" | "phone-change" = "registration") {
    const t = now();
    const code = randomDigits(OTP_DIGITS);
    const values = {
      codeHash: otpHash(user.id, code),
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
    await enqueueSms(tx, { to: user.phone, text: smsTexts.otp(config.BUSINESS_NAME, code, OTP_TTL_MINUTES), template: "otp", userId: user.id });
  }

  /** Records a pending e-mail change with a fresh single-use link (the previous link dies) and sends the link to the new address. */
  async function startEmailChange(tx: DbOrTx, u: UserRow, newEmail: string, opts: { notifyOld?: boolean } = {}): Promise<UserRow> {
    const t = now();
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
    const url = `${brand().baseUrl}/user/confirm-email/${token}`;
    await enqueueEmail(tx, { to: newEmail, ...emails.emailChangeConfirm(brand(), u.name, url, EMAIL_CHANGE_TTL_HOURS), template: "email-change-confirm", userId: u.id });
    if (opts.notifyOld !== false && u.email)
      await enqueueEmail(tx, { to: u.email, ...emails.emailChangeRequested(brand(), u.name, newEmail), template: "email-change-requested", userId: u.id });
    return row;
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
      // registering the same phone again takes over its never-verified registration; within the minute after its code
      // was sent no new SMS goes out (the same cooldown as resend: a registration burst sends one SMS a minute) and the
      // code already sent stays valid, so the OTP screen still works
      const samePhone = clashes.find((c) => c.phone === input.phone);
      let waitSeconds = samePhone ? await otpCooldownSeconds(db, samePhone.id) : 0;
      if (!waitSeconds) await allowOtpSend({ phone: input.phone }, ip);
      const passwordHash = await hasher.hash(input.password);
      try {
        await db.transaction(async (tx) => {
          // an abandoned, never-verified registration must not hold a phone or e-mail hostage
          await deleteUnverified(tx, clashes.filter((c) => c !== samePhone).map((c) => c.id));
          const fields = { name: input.name, email, phone: input.phone, passwordHash, status: "unverified" as const, createdAt: now(), updatedAt: now() };
          let id: string | undefined;
          if (samePhone) {
            // the row lock serialises parallel registrations of one phone, so the cooldown is read after the other's send
            const [locked] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, samePhone.id), eq(users.status, "unverified"))).for("update");
            if (locked) {
              await tx.update(users).set(fields).where(eq(users.id, locked.id));
              id = locked.id;
              waitSeconds = await otpCooldownSeconds(tx, locked.id);
            } else waitSeconds = 0; // it went meanwhile: the new registration needs its own code
          }
          if (!id) [{ id }] = await tx.insert(users).values(fields).returning({ id: users.id });
          if (!waitSeconds) await writeOtp(tx, { id, phone: input.phone });
        });
      } catch (e) {
        const which = uniqueViolation(e);
        if (which) throw conflict(which === "phone" ? M.duplicatePhone : M.duplicateEmail);
        throw e;
      }
      return { success: true as const, message: M.registered, resendAfterSeconds: waitSeconds || OTP_RESEND_COOLDOWN_SECONDS };
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

    /**
     * The profile form (seed 000 PUT /user/me/update). Name, work e-mail, city and picture change at once. The e-mail
     * and the phone are sign-in and recovery identifiers (issue 11 §6): changing either needs the current password;
     * a new e-mail only becomes pending until the link sent to it is opened (the old address is told), a new phone
     * only changes with the code sent to it (`phoneOtp`; the old number is told by SMS).
     */
    async updateProfile(current: SessionUser, input: ProfileUpdate, ip: string) {
      const t = now();
      const email = input.email.trim().toLowerCase();
      const emailChanging = email !== (current.email ?? "").toLowerCase();
      const phone = input.phone?.trim() || "";
      const phoneChanging = phone !== "" && phone !== current.phone;
      const otp = input.phoneOtp?.trim() || "";

      // a phone change's second step: the code alone proves the new number (it was sent after the password was checked)
      let phoneVerified = false;
      if (phoneChanging && otp) {
        await limit(`acct:otpv-ip:${ip}`, LIMITS.otpVerifyPerIp);
        const rows = await db
          .update(otpCodes)
          .set({ attempts: sql`${otpCodes.attempts} + 1` })
          .where(
            and(
              eq(otpCodes.userId, current.id),
              eq(otpCodes.newPhone, phone),
              isNull(otpCodes.consumedAt),
              gt(otpCodes.expiresAt, t),
              lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
            ),
          )
          .returning({ codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
        const row = rows[0];
        if (!row) throw badRequest(M.otpExpired, { phoneOtp: [M.otpExpired] });
        if (!safeEqual(otpHash(current.id, otp), row.codeHash)) {
          throw new AppError(400, M.otpWrong, "otp_wrong", { phoneOtp: [M.otpWrong] }, { attemptsLeft: OTP_MAX_ATTEMPTS - row.attempts });
        }
        phoneVerified = true;
      }
      const sendPhoneCode = phoneChanging && !phoneVerified;
      // uniqueness first: an identifier of another account (unverified registrations aside) answers 409 before anything
      // is sent (registration tells anyone as much)
      if (emailChanging || phoneChanging) {
        const others = await db
          .select({ status: users.status, phone: users.phone })
          .from(users)
          .where(
            and(
              sql`${users.id} <> ${current.id}`,
              sql`${users.status} <> 'unverified'`,
              or(emailChanging ? sql`lower(${users.email}) = ${email}` : sql`false`, phoneChanging ? eq(users.phone, phone) : sql`false`),
            ),
          );
        for (const o of others) {
          if (o.status === "deletion_requested") throw conflict(M.identifierLocked);
          throw conflict(phoneChanging && o.phone === phone ? M.duplicatePhone : M.duplicateEmail);
        }
      }
      if (emailChanging || sendPhoneCode) {
        if (!input.currentPassword) throw badRequest(M.currentPasswordRequired, { currentPassword: [M.currentPasswordRequired] });
        await limit(`acct:profile-pw:${current.id}`, LIMITS.profilePasswordPerUser);
        if (!(await hasher.verify(current.passwordHash, input.currentPassword)))
          throw new AppError(401, M.currentPasswordWrong, "current_password_wrong", { currentPassword: [M.currentPasswordWrong] });
      }
      if (emailChanging) await limit(`acct:email-change:${current.id}`, LIMITS.emailChangePerUser, M.tooManyAttempts);
      if (sendPhoneCode) await allowOtpSend({ id: current.id, phone }, ip);

      try {
        const u = await db.transaction(async (tx) => {
          const [u] = await tx
            .update(users)
            .set({
              name: input.name,
              workEmail: input.workEmail?.trim() ? input.workEmail.trim().toLowerCase() : null,
              homecity: input.homecity || null,
              profilePicture: input.profilePicture?.trim() || null,
              updatedAt: t,
            })
            .where(and(eq(users.id, current.id), eq(users.status, "active")))
            .returning();
          if (!u) throw unauthorized(authMessages.profileUpdate401);
          let row = u;
          if (emailChanging) row = await startEmailChange(tx, u, email);
          if (sendPhoneCode) await writeOtp(tx, { id: u.id, phone }, "phone-change");
          if (phoneVerified) {
            const used = await tx
              .update(otpCodes)
              .set({ consumedAt: t })
              .where(and(eq(otpCodes.userId, u.id), eq(otpCodes.newPhone, phone), isNull(otpCodes.consumedAt)))
              .returning({ userId: otpCodes.userId });
            if (!used.length) throw badRequest(M.otpExpired, { phoneOtp: [M.otpExpired] });
            const stale = await tx.select({ id: users.id }).from(users).where(and(eq(users.phone, phone), eq(users.status, "unverified")));
            await deleteUnverified(tx, stale.map((x) => x.id));
            [row] = await tx.update(users).set({ phone, phoneVerifiedAt: t, updatedAt: t }).where(eq(users.id, u.id)).returning();
            if (current.phone)
              await enqueueSms(tx, { to: current.phone, text: smsTexts.phoneChanged(config.BUSINESS_NAME, maskPhone(phone), config.BUSINESS_PHONE), template: "phone-changed", userId: u.id });
          }
          return row;
        });
        const message = sendPhoneCode ? M.phoneOtpSent : emailChanging ? M.emailChangeSent : phoneVerified ? M.phoneChanged : M.profileUpdated;
        return {
          success: true as const,
          message,
          user: toUser(u, t),
          ...(emailChanging ? { emailChange: { pendingEmail: email } } : {}),
          ...(sendPhoneCode ? { phoneChange: { phone, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS } } : {}),
        };
      } catch (e) {
        const which = uniqueViolation(e);
        if (which) throw conflict(which === "phone" ? M.duplicatePhone : M.duplicateEmail);
        throw e;
      }
    },

    /** Sends a fresh link to the pending new address (the previous link dies). */
    async resendEmailChange(current: SessionUser) {
      const t = now();
      if (!current.pendingEmail || !current.pendingEmailExpiresAt || current.pendingEmailExpiresAt <= t) throw badRequest(M.emailChangeNone);
      await limit(`acct:email-change:${current.id}`, LIMITS.emailChangePerUser, M.tooManyAttempts);
      const pending = current.pendingEmail;
      const u = await db.transaction((tx) => startEmailChange(tx, current, pending, { notifyOld: false }));
      return { success: true as const, message: M.emailChangeResent, user: toUser(u, t) };
    },

    async cancelEmailChange(current: SessionUser) {
      const [u] = await db
        .update(users)
        .set({ pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null, pendingEmailSentAt: null, updatedAt: now() })
        .where(eq(users.id, current.id))
        .returning();
      return { success: true as const, message: M.emailChangeCancelled, user: toUser(u, now()) };
    },

    /** The link from the new address: single use, 24 hours; makes the change, tells the old address, signs nobody in. */
    async confirmEmailChange(token: string, ip: string) {
      await limit(`acct:email-confirm-ip:${ip}`, LIMITS.emailConfirmPerIp);
      const hash = sha256Hex(token);
      const t = now();
      const live = and(eq(users.pendingEmailTokenHash, hash), gt(users.pendingEmailExpiresAt, t), eq(users.status, "active"));
      const [u] = await db.select().from(users).where(live).limit(1);
      if (!u?.pendingEmail) throw badRequest(M.emailChangeInvalid);
      const newEmail = u.pendingEmail;
      try {
        await db.transaction(async (tx) => {
          const clashes = await tx
            .select({ id: users.id, status: users.status })
            .from(users)
            .where(and(sql`lower(${users.email}) = ${newEmail}`, sql`${users.id} <> ${u.id}`));
          for (const c of clashes) if (c.status !== "unverified") throw conflict(c.status === "deletion_requested" ? M.identifierLocked : M.duplicateEmail);
          await deleteUnverified(tx, clashes.map((c) => c.id));
          const done = await tx
            .update(users)
            .set({ email: newEmail, pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null, pendingEmailSentAt: null, updatedAt: t })
            .where(and(eq(users.id, u.id), live))
            .returning({ id: users.id });
          if (!done.length) throw badRequest(M.emailChangeInvalid);
          // reset links went to the old address: they die with the change
          await tx.update(passwordResetTokens).set({ usedAt: t }).where(and(eq(passwordResetTokens.userId, u.id), isNull(passwordResetTokens.usedAt)));
          if (u.email) await enqueueEmail(tx, { to: u.email, ...emails.emailChanged(brand(), u.name, newEmail), template: "email-changed", userId: u.id });
        });
      } catch (e) {
        if (uniqueViolation(e)) throw conflict(M.duplicateEmail);
        throw e;
      }
      return { success: true as const, message: M.emailChangeConfirmed };
    },

    /** Resends the code of a phone change under way (same cooldown and limits as registration). */
    async resendPhoneOtp(current: SessionUser, phone: string, ip: string) {
      const [pending] = await db
        .select({ userId: otpCodes.userId })
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, current.id), eq(otpCodes.newPhone, phone), isNull(otpCodes.consumedAt)));
      if (!pending) throw badRequest(M.phoneChangeNone, { phone: [M.phoneChangeNone] });
      await allowOtpSend({ id: current.id, phone }, ip);
      await db.transaction((tx) => writeOtp(tx, { id: current.id, phone }, "phone-change"));
      return { success: true as const, message: M.phoneOtpResent, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS };
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
          .set({ status: "deletion_requested", deletionRequestedAt: t, updatedAt: t, pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null, pendingEmailSentAt: null })
          .where(and(eq(users.id, current.id), eq(users.status, "active")))
          .returning({ id: users.id });
        if (!done.length) throw badRequest(authMessages.delete400);
        await tx.delete(otpCodes).where(eq(otpCodes.userId, current.id)); // a phone change under way dies too
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

import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  authMessages,
  authServerMessages as M,
  type ProfileUpdate,
} from "@chauffeur/contracts";
import { otpCodes, users } from "../../db/schema/index.ts";
import type { Tx } from "../../db/client.ts";
import { AppError, badRequest, conflict, unauthorized } from "../../lib/errors.ts";
import { safeEqual } from "../../lib/crypto.ts";
import type { SessionUser } from "../../plugins/session.ts";
import { notify, smsTexts } from "../notifications/index.ts";
import { maskPhone, toUser, uniqueViolation, type AccountsDeps, type UserRow } from "./deps.ts";
import { startEmailChange } from "./email-change.ts";
import { LIMITS } from "./limits.ts";
import { allowOtpSend, writeOtp } from "./otp.ts";
import { deleteUnverified } from "./registration.ts";
import { localeOf } from "../../lib/i18n.ts";

/** What a profile update changes besides the plain fields, worked out before anything is written. */
interface ProfilePlan {
  /** the one instant the whole update is stamped with */
  at: Date;
  email: string;
  emailChanging: boolean;
  phone: string;
  phoneChanging: boolean;
  /** the code sent to the new phone was right: the phone changes now */
  phoneVerified: boolean;
  /** a phone change's first step: a code goes to the new number */
  sendPhoneCode: boolean;
}

/** A phone change's second step: the code alone proves the new number (it was sent after the password was checked). */
async function checkPhoneChangeCode(
  d: AccountsDeps,
  current: SessionUser,
  change: { phone: string; otp: string; at: Date },
  ip: string,
) {
  const { phone, otp } = change;
  await d.limit(`acct:otpv-ip:${ip}`, LIMITS.otpVerifyPerIp);
  const rows = await d.ctx.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.userId, current.id),
        eq(otpCodes.newPhone, phone),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, change.at),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
  const row = rows[0];
  if (!row) throw badRequest(M.otpExpired, { phoneOtp: [M.otpExpired] });
  if (!safeEqual(d.otpHash(current.id, otp), row.codeHash)) {
    throw new AppError(
      400,
      M.otpWrong,
      "otp_wrong",
      { phoneOtp: [M.otpWrong] },
      { attemptsLeft: OTP_MAX_ATTEMPTS - row.attempts },
    );
  }
}

/**
 * Uniqueness first: an identifier of another account (unverified registrations aside) answers 409 before anything
 * is sent (registration tells anyone as much).
 */
async function assertIdentifiersFree(d: AccountsDeps, current: SessionUser, plan: ProfilePlan) {
  const { email, emailChanging, phone, phoneChanging } = plan;
  if (!emailChanging && !phoneChanging) return;
  const others = await d.ctx.db
    .select({ status: users.status, phone: users.phone })
    .from(users)
    .where(
      and(
        sql`${users.id} <> ${current.id}`,
        sql`${users.status} <> 'unverified'`,
        or(
          emailChanging ? sql`lower(${users.email}) = ${email}` : sql`false`,
          phoneChanging ? eq(users.phone, phone) : sql`false`,
        ),
      ),
    );
  for (const o of others) {
    if (o.status === "deletion_requested") throw conflict(M.identifierLocked);
    throw conflict(phoneChanging && o.phone === phone ? M.duplicatePhone : M.duplicateEmail);
  }
}

/** Changing a sign-in identifier needs the current password. */
async function checkCurrentPassword(d: AccountsDeps, current: SessionUser, password: string | null | undefined) {
  if (!password) throw badRequest(M.currentPasswordRequired, { currentPassword: [M.currentPasswordRequired] });
  await d.limit(`acct:profile-pw:${current.id}`, LIMITS.profilePasswordPerUser);
  if (!(await d.hasher.verify(current.passwordHash, password)))
    throw new AppError(401, M.currentPasswordWrong, "current_password_wrong", {
      currentPassword: [M.currentPasswordWrong],
    });
}

/** The verified new phone replaces the old one; never-verified registrations holding it go; the old number is told. */
async function applyPhoneChange(
  d: AccountsDeps,
  tx: Tx,
  current: SessionUser,
  phone: string,
  t: Date,
): Promise<UserRow> {
  const used = await tx
    .update(otpCodes)
    .set({ consumedAt: t })
    .where(and(eq(otpCodes.userId, current.id), eq(otpCodes.newPhone, phone), isNull(otpCodes.consumedAt)))
    .returning({ userId: otpCodes.userId });
  if (!used.length) throw badRequest(M.otpExpired, { phoneOtp: [M.otpExpired] });
  const stale = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.status, "unverified")));
  await deleteUnverified(
    tx,
    stale.map((x) => x.id),
  );
  const [row] = await tx
    .update(users)
    .set({ phone, phoneVerifiedAt: t, updatedAt: t })
    .where(eq(users.id, current.id))
    .returning();
  // the number it replaces is told, in the rider's language
  const { BUSINESS_NAME, BUSINESS_PHONE } = d.ctx.config;
  const language = localeOf(row.language);
  await notify(d.ctx, tx, {
    to: { userId: current.id, phone: current.phone },
    event: "account.phone-changed",
    sms: {
      text: smsTexts.phoneChanged(BUSINESS_NAME, maskPhone(phone), BUSINESS_PHONE, language),
      template: language === "en-IN" ? "phone-changed" : `phone-changed.${language}`,
    },
  });
  return row;
}

/** The plain fields change at once; the identifier changes follow the plan. */
async function writeProfile(
  d: AccountsDeps,
  current: SessionUser,
  input: ProfileUpdate,
  plan: ProfilePlan,
): Promise<UserRow> {
  return d.ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .update(users)
      .set({
        name: input.name,
        workEmail: input.workEmail?.trim() ? input.workEmail.trim().toLowerCase() : null,
        homecity: input.homecity || null,
        profilePicture: input.profilePicture?.trim() || null,
        // the SOS contact (README "The day of the ride"): left as it is when the form does not send it
        ...(input.language ? { language: input.language } : {}),
        ...(input.emergencyContactName !== undefined
          ? { emergencyContactName: input.emergencyContactName?.trim() || null }
          : {}),
        ...(input.emergencyContactPhone !== undefined
          ? { emergencyContactPhone: input.emergencyContactPhone?.trim() || null }
          : {}),
        updatedAt: plan.at,
      })
      .where(and(eq(users.id, current.id), eq(users.status, "active")))
      .returning();
    if (!u) throw unauthorized(authMessages.profileUpdate401);
    let row = u;
    if (plan.emailChanging) row = await startEmailChange(d, tx, u, plan.email);
    if (plan.sendPhoneCode) await writeOtp(d, tx, { id: u.id, phone: plan.phone }, "phone-change");
    if (plan.phoneVerified) row = await applyPhoneChange(d, tx, current, plan.phone, plan.at);
    return row;
  });
}

/**
 * The profile form (PUT /user/me/update). Name, work e-mail, city and picture change at once. The e-mail and the
 * phone are sign-in and recovery identifiers (README "Security"): changing either needs the current password;
 * a new e-mail only becomes pending until the link sent to it is opened (the old address is told), a new phone
 * only changes with the code sent to it (`phoneOtp`; the old number is told by SMS).
 */
export async function updateProfile(d: AccountsDeps, current: SessionUser, input: ProfileUpdate, ip: string) {
  const t = d.now();
  const email = input.email.trim().toLowerCase();
  const phone = input.phone?.trim() || "";
  const phoneChanging = phone !== "" && phone !== current.phone;
  const otp = input.phoneOtp?.trim() || "";
  const phoneVerified = phoneChanging && otp !== "";
  if (phoneVerified) await checkPhoneChangeCode(d, current, { phone, otp, at: t }, ip);
  const plan: ProfilePlan = {
    at: t,
    email,
    emailChanging: email !== (current.email ?? "").toLowerCase(),
    phone,
    phoneChanging,
    phoneVerified,
    sendPhoneCode: phoneChanging && !phoneVerified,
  };
  await assertIdentifiersFree(d, current, plan);
  if (plan.emailChanging || plan.sendPhoneCode) await checkCurrentPassword(d, current, input.currentPassword);
  if (plan.emailChanging)
    await d.limit(`acct:email-change:${current.id}`, LIMITS.emailChangePerUser, M.tooManyAttempts);
  if (plan.sendPhoneCode) await allowOtpSend(d, { id: current.id, phone }, ip);
  try {
    const u = await writeProfile(d, current, input, plan);
    const message = plan.sendPhoneCode
      ? M.phoneOtpSent
      : plan.emailChanging
        ? M.emailChangeSent
        : phoneVerified
          ? M.phoneChanged
          : M.profileUpdated;
    return {
      success: true as const,
      message,
      user: toUser(u, t),
      ...(plan.emailChanging ? { emailChange: { pendingEmail: email } } : {}),
      ...(plan.sendPhoneCode ? { phoneChange: { phone, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS } } : {}),
    };
  } catch (e) {
    const which = uniqueViolation(e);
    if (which) throw conflict(which === "phone" ? M.duplicatePhone : M.duplicateEmail);
    throw e;
  }
}

/** Resends the code of a phone change under way (same cooldown and limits as registration). */
export async function resendPhoneOtp(d: AccountsDeps, current: SessionUser, phone: string, ip: string) {
  const [pending] = await d.ctx.db
    .select({ userId: otpCodes.userId })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, current.id), eq(otpCodes.newPhone, phone), isNull(otpCodes.consumedAt)));
  if (!pending) throw badRequest(M.phoneChangeNone, { phone: [M.phoneChangeNone] });
  await allowOtpSend(d, { id: current.id, phone }, ip);
  await d.ctx.db.transaction((tx) => writeOtp(d, tx, { id: current.id, phone }, "phone-change"));
  return { success: true as const, message: M.phoneOtpResent, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS };
}

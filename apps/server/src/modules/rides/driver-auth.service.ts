import { and, eq, isNull } from "drizzle-orm";
import {
  OTP_LENGTH,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_MINUTES,
  authServerMessages as A,
  rideMessages as M,
  type DriverMe,
  type Locale,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { chauffeurOtps, chauffeurs, users } from "../../db/schema/index.ts";
import { AppError, forbidden, unauthorized } from "../../lib/errors.ts";
import { hmacHex, randomDigits, safeEqual, sha256Hex } from "../../lib/crypto.ts";
import { requireSecret } from "../../lib/server-secret.ts";
import type { RateLimitRule } from "../../lib/rate-limit.ts";
import { writeAudit } from "../../lib/audit.ts";
import { localeOf, templateIn } from "../../lib/i18n.ts";
import { ACCOUNT_LIMITS, countOtpTry, scaledLimit } from "../accounts/index.ts";
import { notify, smsTexts } from "../notifications/index.ts";

/**
 * The chauffeur app's sign-in (decision record 010): the phone operations registered and an SMS code, no password,
 * under the riders' OTP limits (accounts/limits.ts: one code a minute, 5 an hour and 10 a day per phone, a cap per
 * client address; 5 tries per code, 10 minutes' life). An unknown or inactive phone gets the same answer and nothing
 * is sent, and counts against the same limits, so the answer never tells whether a number is a chauffeur's.
 */
export type ChauffeurRow = typeof chauffeurs.$inferSelect;

/** one code a minute per phone, counted for known and unknown numbers alike */
const COOLDOWN: RateLimitRule = { limit: 1, windowSeconds: OTP_RESEND_COOLDOWN_SECONDS };

function limiter(ctx: AppContext) {
  const m = ctx.config.RATE_LIMIT_MULTIPLIER;
  return (key: string, rule: RateLimitRule, message: string, perAddress = false) =>
    ctx.rateLimiter.enforce(key, perAddress ? scaledLimit(rule, m) : rule, message);
}
const wrongCode = () => new AppError(400, M.otpInvalid, "otp_wrong");
const phoneKey = (kind: string, phone: string) => `drv:${kind}:${sha256Hex(phone).slice(0, 32)}`;
const codeHash = (ctx: AppContext, chauffeurId: string, code: string) =>
  hmacHex(requireSecret(ctx.config.SESSION_SECRET, "SESSION_SECRET"), `chauffeur:${chauffeurId}:${code}`);

async function chauffeurByPhone(ctx: AppContext, phone: string): Promise<ChauffeurRow | undefined> {
  const [c] = await ctx.db.select().from(chauffeurs).where(eq(chauffeurs.phone, phone)).limit(1);
  return c;
}

/**
 * POST driverPaths.otp: sends a sign-in code to an active chauffeur's phone; the same answer for any other number.
 * The SMS is in the language chosen in the app (`language`: its `lang` cookie), else the chauffeur's own;
 * each language's text is its own DLT template (`driver.otp.<locale>`, English unchanged).
 */
export async function requestDriverOtp(ctx: AppContext, phone: string, address: string, language?: Locale) {
  const limit = limiter(ctx);
  await limit(`drv:otp-ip:${address}`, ACCOUNT_LIMITS.otpSendPerIp, A.otpTooMany, true);
  await limit(phoneKey("otp-min", phone), COOLDOWN, A.otpTooSoon);
  await limit(phoneKey("otp-h", phone), ACCOUNT_LIMITS.otpSendPerPhoneHour, A.otpTooMany);
  await limit(phoneKey("otp-d", phone), ACCOUNT_LIMITS.otpSendPerPhoneDay, A.otpTooMany);
  const ch = await chauffeurByPhone(ctx, phone);
  if (ch?.active) {
    const now = ctx.clock.now();
    const code = randomDigits(OTP_LENGTH);
    const values = {
      codeHash: codeHash(ctx, ch.id, code),
      attempts: 0,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      consumedAt: null,
      createdAt: now,
    };
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(chauffeurOtps)
        .values({ chauffeurId: ch.id, ...values })
        .onConflictDoUpdate({ target: chauffeurOtps.chauffeurId, set: values });
      const locale = language ?? localeOf(ch.language);
      const text = smsTexts.otp(ctx.config.BUSINESS_NAME, code, OTP_TTL_MINUTES, locale);
      const template = templateIn("driver.otp", locale);
      await notify(ctx, tx, { to: { phone: ch.phone }, event: "chauffeur.otp", sms: { text, template } });
    });
  }
  return { success: true as const, message: M.otpSent, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS };
}

/**
 * The chauffeur's users row (role 'chauffeur', no phone of its own: it lives on chauffeurs), made at first sign-in.
 * `language`: a language chosen in the app before signing in, kept as the chauffeur's.
 */
async function linkUser(ctx: AppContext, ch: ChauffeurRow, now: Date, language?: Locale): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(chauffeurOtps)
      .set({ consumedAt: now })
      .where(and(eq(chauffeurOtps.chauffeurId, ch.id), isNull(chauffeurOtps.consumedAt)))
      .returning({ id: chauffeurOtps.chauffeurId });
    if (!used.length) throw wrongCode();
    const [locked] = await tx.select().from(chauffeurs).where(eq(chauffeurs.id, ch.id)).for("update");
    if (!locked?.active) throw wrongCode();
    let userId = locked.userId;
    if (!userId) {
      const [u] = await tx
        .insert(users)
        .values({
          name: locked.name,
          role: "chauffeur",
          status: "active",
          phone: null,
          language: language ?? locked.language,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      userId = u.id;
      await tx.update(chauffeurs).set({ userId }).where(eq(chauffeurs.id, ch.id));
    } else {
      await tx
        .update(users)
        .set({ name: locked.name, ...(language ? { language } : {}), updatedAt: now })
        .where(eq(users.id, userId));
    }
    if (language && language !== locked.language)
      await tx.update(chauffeurs).set({ language }).where(eq(chauffeurs.id, ch.id));
    await writeAudit(
      tx,
      { actorUserId: userId, action: "chauffeur.sign_in", entity: "chauffeur", entityId: ch.id },
      now,
    );
    return userId;
  });
}

/**
 * POST driverPaths.signIn: checks the code (tries counted atomically before the comparison); the user to sign in.
 * `language`: a language chosen in the app (its `lang` cookie), kept as the chauffeur's.
 */
export async function verifyDriverOtp(
  ctx: AppContext,
  input: { phone: string; otp: string },
  address: string,
  language?: Locale,
) {
  await limiter(ctx)(`drv:otpv-ip:${address}`, ACCOUNT_LIMITS.otpVerifyPerIp, A.tooManyAttempts, true);
  const ch = await chauffeurByPhone(ctx, input.phone);
  if (!ch?.active) throw wrongCode();
  const now = ctx.clock.now();
  const row = await countOtpTry(ctx.db, chauffeurOtps, eq(chauffeurOtps.chauffeurId, ch.id), now);
  if (!row) throw wrongCode();
  // every refusal reads the same, so a guess never tells whether the phone is a chauffeur's
  if (!safeEqual(codeHash(ctx, ch.id, input.otp), row.codeHash)) throw wrongCode();
  return linkUser(ctx, ch, now, language);
}

/**
 * The signed-in chauffeur behind a session (after requireChauffeur): 401 when the link is gone, 403 when operations
 * made the chauffeur inactive (their session stays refused until they are active again).
 */
export async function chauffeurOfUser(ctx: AppContext, userId: string): Promise<ChauffeurRow> {
  const [ch] = await ctx.db.select().from(chauffeurs).where(eq(chauffeurs.userId, userId)).limit(1);
  if (!ch) throw unauthorized("Sign in to the chauffeur app with your phone.");
  if (!ch.active) throw forbidden(M.chauffeurInactive);
  return ch;
}

/**
 * PUT driverLanguagePath: the language the chauffeur chose in the app. Their SMS are written in it
 * (`chauffeurs.language`), and their users row carries it too, so the server's answers follow it when a request names
 * no language of its own.
 */
export async function setChauffeurLanguage(
  ctx: AppContext,
  ch: { id: string; userId: string | null },
  language: Locale,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(chauffeurs).set({ language }).where(eq(chauffeurs.id, ch.id));
    if (ch.userId) await tx.update(users).set({ language, updatedAt: now }).where(eq(users.id, ch.userId));
  });
}

export const driverMe = (ch: ChauffeurRow): DriverMe => ({
  id: ch.id,
  name: ch.name,
  phone: ch.phone,
  photoUrl: ch.photoUrl ?? null,
});

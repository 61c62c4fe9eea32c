import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_CODES,
  SECOND_FACTOR_MAX_FAILURES_PER_SESSION,
  secondFactorMessages as M,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Database, Db } from "../../db/client.ts";
import { operatorRecoveryCodes, operatorTotp, sessions, users } from "../../db/schema/index.ts";
import { sha256Hex } from "../../lib/crypto.ts";
import { AppError, conflict, tooMany } from "../../lib/errors.ts";
import type { CurrentSession } from "../../plugins/session.ts";
import { writeAudit } from "../../lib/audit.ts";

/**
 * Operators' second factor (issue 11 §6). TOTP per RFC 6238 through `otpauth` (SHA-1, 6 digits, 30 s: what every
 * authenticator app reads from a QR code), accepting the previous, current and next step for clock drift, each step at
 * most once per operator (`last_used_step` only moves forward, in one conditional UPDATE: a replayed or older code is
 * refused even by two requests racing). The secret is stored encrypted (AES-256-GCM, key generated per installation
 * in app_secrets, the operator's id as associated data) and shown only until the set-up is confirmed. Recovery codes
 * are 10 random characters (≈ 50 bits), stored as SHA-256 and spent by a conditional UPDATE (once, even in a race).
 * Wrong codes: 5 per pending session (then the session ends) and at most 10 attempts per operator per 15 minutes.
 */
export const SECOND_FACTOR_ATTEMPTS_PER_OPERATOR = { limit: 10, windowSeconds: 15 * 60 };
const ISSUER = "Sarathi Luxe Operations";
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no 0/o, 1/l/i: read aloud and typed from paper

export type SecondFactorState = "setup" | "verify" | "passed";

async function ensureTotpKey(database: Database): Promise<Buffer> {
  await database.query("INSERT INTO app_secrets (name, value) VALUES ('totp_key', $1) ON CONFLICT (name) DO NOTHING", [randomBytes(32).toString("base64")]);
  const rows = await database.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'totp_key'");
  return Buffer.from(rows[0].value, "base64");
}

function encrypt(key: Buffer, userId: string, plain: string) {
  const iv = randomBytes(12);
  const c = createCipheriv("aes-256-gcm", key, iv);
  c.setAAD(Buffer.from(userId));
  const ct = Buffer.concat([c.update(plain, "utf8"), c.final()]);
  return ["v1", iv.toString("base64url"), c.getAuthTag().toString("base64url"), ct.toString("base64url")].join(".");
}

function decrypt(key: Buffer, userId: string, stored: string) {
  const [v, iv, tag, ct] = stored.split(".");
  if (v !== "v1") throw new Error("unknown TOTP secret format");
  const d = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  d.setAAD(Buffer.from(userId));
  d.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([d.update(Buffer.from(ct, "base64url")), d.final()]).toString("utf8");
}

const totpFor = (base32: string, account: string) =>
  new TOTP({ issuer: ISSUER, label: account, algorithm: "SHA1", digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(base32) });

function newRecoveryCode() {
  const bytes = randomBytes(10);
  let s = "";
  for (const b of bytes) s += RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]; // 31 symbols: bias < 1 %, ≈ 49.5 bits
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
}
const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]+/g, "").toLowerCase();
const hashRecoveryCode = (code: string) => sha256Hex(`recovery:${normaliseRecoveryCode(code)}`);

const invalid = (message: string = M.invalidCode) => new AppError(401, message, SECOND_FACTOR_CODES.invalidCode);

/**
 * Removes an operator's TOTP secret and recovery codes and ends every session of theirs, audited; the next sign-in
 * sets the second factor up again. The console (another operator) and `npm run operator:reset-second-factor` use it.
 */
export async function resetOperatorSecondFactor(db: Db, operatorId: string, actorUserId: string | null, now: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(operatorTotp).where(eq(operatorTotp.userId, operatorId));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, operatorId));
    await tx.delete(sessions).where(eq(sessions.userId, operatorId));
    await writeAudit(tx, { actorUserId, action: "operator.second_factor.reset", entity: "user", entityId: operatorId }, now);
  });
}

export function createSecondFactorService(ctx: AppContext) {
  const { db, database, clock, rateLimiter } = ctx;
  let keyPromise: Promise<Buffer> | undefined;
  const key = () => (keyPromise ??= ensureTotpKey(database).catch((e) => ((keyPromise = undefined), Promise.reject(e))));

  const audit = (userId: string, action: string, detail?: unknown) =>
    writeAudit(db, { actorUserId: userId, action: `operator.second_factor.${action}`, entity: "user", entityId: userId, detail }, clock.now());

  async function row(userId: string) {
    const [r] = await db.select().from(operatorTotp).where(eq(operatorTotp.userId, userId));
    return r;
  }

  async function state(session: CurrentSession): Promise<SecondFactorState> {
    if (session.secondFactor === "passed") return "passed";
    const r = await row(session.user.id);
    return r?.confirmedAt ? "verify" : "setup";
  }

  /** Counts the attempt against the operator's limit (every attempt, right or wrong); the first refusal is audited. */
  async function limitAttempts(userId: string) {
    const r = await rateLimiter.hit(`2fa:${userId}`, SECOND_FACTOR_ATTEMPTS_PER_OPERATOR);
    if (r.allowed) return;
    if (r.count === SECOND_FACTOR_ATTEMPTS_PER_OPERATOR.limit + 1) await audit(userId, "rate_limited");
    throw tooMany(M.tooMany, r.retryAfterSeconds);
  }

  /** A wrong code: audited, counted on the session; the fifth ends the session. */
  async function fail(session: CurrentSession, method: "totp" | "recovery_code", reason: string, message?: string): Promise<never> {
    const [s] = await db
      .update(sessions)
      .set({ secondFactorFailures: sql`${sessions.secondFactorFailures} + 1` })
      .where(eq(sessions.id, session.id))
      .returning({ failures: sessions.secondFactorFailures });
    const failures = s?.failures ?? SECOND_FACTOR_MAX_FAILURES_PER_SESSION;
    await audit(session.user.id, "failure", { method, reason, failures });
    if (failures >= SECOND_FACTOR_MAX_FAILURES_PER_SESSION) {
      await db.delete(sessions).where(eq(sessions.id, session.id));
      await audit(session.user.id, "session_ended", { failures });
      throw new AppError(401, M.sessionEnded, SECOND_FACTOR_CODES.locked);
    }
    throw invalid(message);
  }

  /** The time step the code belongs to (previous, current or next), or null. */
  function matchStep(secretBase32: string, account: string, code: string): number | null {
    const now = clock.now().getTime();
    const delta = totpFor(secretBase32, account).validate({ token: code, timestamp: now, window: 1 });
    return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
  }

  /** Moves last_used_step forward to `step`, or fails when that step (or a later one) was already used. */
  async function spendStep(userId: string, step: number, confirming: boolean) {
    const now = clock.now();
    const updated = await db
      .update(operatorTotp)
      .set({ lastUsedStep: step, updatedAt: now, ...(confirming ? { confirmedAt: now } : {}) })
      .where(
        and(
          eq(operatorTotp.userId, userId),
          sql`(${operatorTotp.lastUsedStep} IS NULL OR ${operatorTotp.lastUsedStep} < ${step})`,
          confirming ? isNull(operatorTotp.confirmedAt) : sql`${operatorTotp.confirmedAt} IS NOT NULL`,
        ),
      )
      .returning({ userId: operatorTotp.userId });
    return updated.length === 1;
  }

  const accountOf = (session: CurrentSession) => session.user.email ?? session.user.phone ?? session.user.id;

  return {
    state,

    /** Whether each operator has a confirmed second factor (the console's operators list). */
    async enrolled(userIds: string[]) {
      if (userIds.length === 0) return new Set<string>();
      const rows = await db.select({ userId: operatorTotp.userId }).from(operatorTotp).where(and(inArray(operatorTotp.userId, userIds), isNotNull(operatorTotp.confirmedAt)));
      return new Set(rows.map((r) => r.userId));
    },

    /**
     * Another operator resets an operator's second factor (lost phone and codes): secret, recovery codes and every
     * session of that operator go; the next sign-in sets it up again. Never one's own (a stolen session must not
     * be able to re-enrol its holder's device).
     */
    async reset(actorUserId: string, operatorId: string) {
      if (actorUserId === operatorId) throw new AppError(403, M.cannotResetSelf, "forbidden");
      const [target] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, operatorId), eq(users.role, "operator")));
      if (!target) throw new AppError(404, M.notAnOperator, "not_found");
      await resetOperatorSecondFactor(db, operatorId, actorUserId, clock.now());
    },

    /** The secret being set up (created on the first call, the same one until confirmed). */
    async beginSetup(session: CurrentSession) {
      const userId = session.user.id;
      const existing = await row(userId);
      if (existing?.confirmedAt) throw conflict(M.alreadySetUp);
      const k = await key();
      let base32: string;
      if (existing) base32 = decrypt(k, userId, existing.secretEnc);
      else {
        base32 = new Secret({ size: 20 }).base32;
        await db.insert(operatorTotp).values({ userId, secretEnc: encrypt(k, userId, base32) }).onConflictDoNothing();
        const again = await row(userId); // two tabs at once: both show the one stored secret
        if (again.confirmedAt) throw conflict(M.alreadySetUp);
        base32 = decrypt(k, userId, again.secretEnc);
        await audit(userId, "setup_started");
      }
      const account = accountOf(session);
      const otpauthUri = totpFor(base32, account).toString();
      const { toString: qrToString } = await import("qrcode");
      const svg = await qrToString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      return {
        secret: base32,
        otpauthUri,
        qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
        issuer: ISSUER,
        account,
      };
    },

    /** Confirms the set-up with a first code; returns the 10 recovery codes (the only time they exist in clear). */
    async confirmSetup(session: CurrentSession, code: string) {
      const userId = session.user.id;
      await limitAttempts(userId);
      const existing = await row(userId);
      if (!existing) throw conflict(M.notSetUp);
      if (existing.confirmedAt) throw conflict(M.alreadySetUp);
      const step = matchStep(decrypt(await key(), userId, existing.secretEnc), accountOf(session), code);
      if (step === null) return fail(session, "totp", "setup_invalid");
      if (!(await spendStep(userId, step, true))) return fail(session, "totp", "setup_replay");
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, userId));
        await tx.insert(operatorRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c), createdAt: clock.now() })));
      });
      await audit(userId, "setup", { recoveryCodes: RECOVERY_CODE_COUNT });
      return codes;
    },

    /** Checks a TOTP or recovery code for a pending session; returns how many recovery codes are left. */
    async verify(session: CurrentSession, input: { code: string } | { recoveryCode: string }) {
      const userId = session.user.id;
      await limitAttempts(userId);
      const existing = await row(userId);
      if (!existing?.confirmedAt) throw conflict(M.notSetUp);
      if ("code" in input) {
        const step = matchStep(decrypt(await key(), userId, existing.secretEnc), accountOf(session), input.code);
        if (step === null) return fail(session, "totp", "invalid");
        if (!(await spendStep(userId, step, false))) return fail(session, "totp", "replay");
      } else {
        const used = await db
          .update(operatorRecoveryCodes)
          .set({ usedAt: clock.now() })
          .where(and(eq(operatorRecoveryCodes.userId, userId), eq(operatorRecoveryCodes.codeHash, hashRecoveryCode(input.recoveryCode)), isNull(operatorRecoveryCodes.usedAt)))
          .returning({ id: operatorRecoveryCodes.id });
        if (used.length !== 1) return fail(session, "recovery_code", "invalid", M.invalidRecoveryCode);
      }
      const [{ left }] = await db
        .select({ left: sql<number>`count(*)::int` })
        .from(operatorRecoveryCodes)
        .where(and(eq(operatorRecoveryCodes.userId, userId), isNull(operatorRecoveryCodes.usedAt)));
      const method = "code" in input ? "totp" : "recovery_code";
      await audit(userId, method === "totp" ? "verify" : "recovery_code_used", { method, recoveryCodesLeft: Number(left) });
      return Number(left);
    },
  };
}

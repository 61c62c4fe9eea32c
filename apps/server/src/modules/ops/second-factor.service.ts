import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_CODES,
  SECOND_FACTOR_MAX_FAILURES_PER_SESSION,
  secondFactorMessages as M,
  TOTP_PERIOD_SECONDS,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { createPasswordHasher, type PasswordHasher } from "../accounts/index.ts";
import type { Db } from "../../db/client.ts";
import { operatorRecoveryCodes, operatorTotp, sessions, users } from "../../db/schema/index.ts";
import { AppError, conflict, tooMany } from "../../lib/errors.ts";
import { revokeAllSessions, revokeSession, type CurrentSession } from "../../plugins/session.ts";
import { writeAudit } from "../../lib/audit.ts";
import {
  decrypt,
  encrypt,
  ensureTotpKey,
  hashRecoveryCode,
  ISSUER,
  newRecoveryCode,
  totpFor,
} from "./second-factor.crypto.ts";

/**
 * Operators' second factor (docs/security.md §5). TOTP per RFC 6238 through `otpauth` (SHA-1, 6 digits, 30 s: what
 * every authenticator app reads from a QR code), accepting the previous, current and next step for clock drift, each
 * step at most once per operator (`last_used_step` only moves forward, in one conditional UPDATE: a replayed or older
 * code is refused even by two requests racing). The secret is stored encrypted (AES-256-GCM, key generated per
 * installation in app_secrets, the operator's id as associated data) and shown only until the set-up is confirmed.
 * Recovery codes are 10 random characters (≈ 50 bits), stored as SHA-256 and spent by a conditional UPDATE (once, even
 * in a race). Wrong codes: 5 per pending session (then the session ends) and at most 10 attempts per operator per 15
 * minutes.
 */
export const SECOND_FACTOR_ATTEMPTS_PER_OPERATOR = { limit: 10, windowSeconds: 15 * 60 };

export type SecondFactorState = "setup" | "verify" | "passed";

const invalid = (message: string = M.invalidCode) => new AppError(401, message, SECOND_FACTOR_CODES.invalidCode);

/**
 * Removes an operator's TOTP secret and recovery codes and ends every session of theirs, audited; the next sign-in
 * sets the second factor up again. The console (another operator) and `npm run operator:reset-second-factor` use it.
 */
export async function resetOperatorSecondFactor(db: Db, operatorId: string, actorUserId: string | null, now: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(operatorTotp).where(eq(operatorTotp.userId, operatorId));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, operatorId));
    await revokeAllSessions(tx, operatorId);
    await writeAudit(
      tx,
      { actorUserId, action: "operator.second_factor.reset", entity: "user", entityId: operatorId },
      now,
    );
  });
}

/** The application context and the installation's TOTP key, read once. */
interface SecondFactorDeps {
  ctx: AppContext;
  key: () => Promise<Buffer>;
  /** the accounts module's argon2id hasher at the configured cost (made on first use) */
  hasher: () => PasswordHasher;
}

const audit = (d: SecondFactorDeps, userId: string, action: string, detail?: unknown) =>
  writeAudit(
    d.ctx.db,
    { actorUserId: userId, action: `operator.second_factor.${action}`, entity: "user", entityId: userId, detail },
    d.ctx.clock.now(),
  );

async function totpRow(d: SecondFactorDeps, userId: string) {
  const [r] = await d.ctx.db.select().from(operatorTotp).where(eq(operatorTotp.userId, userId));
  return r;
}

const accountOf = (session: CurrentSession) => session.user.email ?? session.user.phone ?? session.user.id;

async function state(d: SecondFactorDeps, session: CurrentSession): Promise<SecondFactorState> {
  if (session.secondFactor === "passed") return "passed";
  const r = await totpRow(d, session.user.id);
  return r?.confirmedAt ? "verify" : "setup";
}

/** Counts the attempt against the operator's limit (every attempt, right or wrong); the first refusal is audited. */
async function limitAttempts(d: SecondFactorDeps, userId: string) {
  const r = await d.ctx.rateLimiter.hit(`2fa:${userId}`, SECOND_FACTOR_ATTEMPTS_PER_OPERATOR);
  if (r.allowed) return;
  if (r.count === SECOND_FACTOR_ATTEMPTS_PER_OPERATOR.limit + 1) await audit(d, userId, "rate_limited");
  throw tooMany(M.tooMany, r.retryAfterSeconds);
}

/** A wrong code: audited, counted on the session; the fifth ends the session. */
async function fail(
  d: SecondFactorDeps,
  session: CurrentSession,
  method: "totp" | "recovery_code",
  reason: string,
  message?: string,
): Promise<never> {
  const { db } = d.ctx;
  const [s] = await db
    .update(sessions)
    .set({ secondFactorFailures: sql`${sessions.secondFactorFailures} + 1` })
    .where(eq(sessions.id, session.id))
    .returning({ failures: sessions.secondFactorFailures });
  const failures = s?.failures ?? SECOND_FACTOR_MAX_FAILURES_PER_SESSION;
  await audit(d, session.user.id, "failure", { method, reason, failures });
  if (failures >= SECOND_FACTOR_MAX_FAILURES_PER_SESSION) {
    await revokeSession(db, session.id);
    await audit(d, session.user.id, "session_ended", { failures });
    throw new AppError(401, M.sessionEnded, SECOND_FACTOR_CODES.locked);
  }
  throw invalid(message);
}

/** The time step the code belongs to (previous, current or next), or null. */
function matchStep(d: SecondFactorDeps, secretBase32: string, account: string, code: string): number | null {
  const now = d.ctx.clock.now().getTime();
  const delta = totpFor(secretBase32, account).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

/** Moves last_used_step forward to `step`, or fails when that step (or a later one) was already used. */
async function spendStep(d: SecondFactorDeps, userId: string, step: number, confirming: boolean) {
  const now = d.ctx.clock.now();
  const updated = await d.ctx.db
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

/** Whether each operator has a confirmed second factor (the console's operators list). */
async function enrolled(d: SecondFactorDeps, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await d.ctx.db
    .select({ userId: operatorTotp.userId })
    .from(operatorTotp)
    .where(and(inArray(operatorTotp.userId, userIds), isNotNull(operatorTotp.confirmedAt)));
  return new Set(rows.map((r) => r.userId));
}

/**
 * Another operator resets an operator's second factor (lost phone and codes): secret, recovery codes and every
 * session of that operator go; the next sign-in sets it up again. Never one's own (a stolen session must not
 * be able to re-enrol its holder's device).
 */
async function reset(d: SecondFactorDeps, actorUserId: string, operatorId: string) {
  if (actorUserId === operatorId) throw new AppError(403, M.cannotResetSelf, "forbidden");
  const [target] = await d.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, operatorId), eq(users.role, "operator")));
  if (!target) throw new AppError(404, M.notAnOperator, "not_found");
  await resetOperatorSecondFactor(d.ctx.db, operatorId, actorUserId, d.ctx.clock.now());
}

/** The secret being set up (created on the first call, the same one until confirmed). */
async function beginSetup(d: SecondFactorDeps, session: CurrentSession) {
  const userId = session.user.id;
  const existing = await totpRow(d, userId);
  if (existing?.confirmedAt) throw conflict(M.alreadySetUp);
  const k = await d.key();
  let base32: string;
  if (existing) base32 = decrypt(k, userId, existing.secretEnc);
  else {
    base32 = new Secret({ size: 20 }).base32;
    await d.ctx.db
      .insert(operatorTotp)
      .values({ userId, secretEnc: encrypt(k, userId, base32) })
      .onConflictDoNothing();
    const again = await totpRow(d, userId); // two tabs at once: both show the one stored secret
    if (again.confirmedAt) throw conflict(M.alreadySetUp);
    base32 = decrypt(k, userId, again.secretEnc);
    await audit(d, userId, "setup_started");
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
}

/**
 * Confirms the set-up with a first code and the account's password, checked again here (docs/security.md §7: whoever
 * holds a signed-in window cannot bind their own authenticator app without it); returns the 10 recovery codes (the only
 * time they exist in clear). A wrong password counts as a wrong code.
 */
async function confirmSetup(d: SecondFactorDeps, session: CurrentSession, code: string, password: string) {
  const userId = session.user.id;
  await limitAttempts(d, userId);
  const existing = await totpRow(d, userId);
  if (!existing) throw conflict(M.notSetUp);
  if (existing.confirmedAt) throw conflict(M.alreadySetUp);
  if (!(await d.hasher().verify(session.user.passwordHash, password)))
    return fail(d, session, "totp", "setup_password_invalid", M.wrongPassword);
  const step = matchStep(d, decrypt(await d.key(), userId, existing.secretEnc), accountOf(session), code);
  if (step === null) return fail(d, session, "totp", "setup_invalid");
  if (!(await spendStep(d, userId, step, true))) return fail(d, session, "totp", "setup_replay");
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await d.ctx.db.transaction(async (tx) => {
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, userId));
    await tx
      .insert(operatorRecoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c), createdAt: d.ctx.clock.now() })));
  });
  await audit(d, userId, "setup", { recoveryCodes: RECOVERY_CODE_COUNT });
  return codes;
}

/** Spends one unused recovery code, or fails. */
async function spendRecoveryCode(d: SecondFactorDeps, session: CurrentSession, recoveryCode: string) {
  const userId = session.user.id;
  const used = await d.ctx.db
    .update(operatorRecoveryCodes)
    .set({ usedAt: d.ctx.clock.now() })
    .where(
      and(
        eq(operatorRecoveryCodes.userId, userId),
        eq(operatorRecoveryCodes.codeHash, hashRecoveryCode(recoveryCode)),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  if (used.length !== 1) await fail(d, session, "recovery_code", "invalid", M.invalidRecoveryCode);
}

/** Checks a TOTP or recovery code for a pending session; returns how many recovery codes are left. */
async function verify(
  d: SecondFactorDeps,
  session: CurrentSession,
  input: { code: string } | { recoveryCode: string },
) {
  const userId = session.user.id;
  await limitAttempts(d, userId);
  const existing = await totpRow(d, userId);
  if (!existing?.confirmedAt) throw conflict(M.notSetUp);
  if ("code" in input) {
    const step = matchStep(d, decrypt(await d.key(), userId, existing.secretEnc), accountOf(session), input.code);
    if (step === null) return fail(d, session, "totp", "invalid");
    if (!(await spendStep(d, userId, step, false))) return fail(d, session, "totp", "replay");
  } else await spendRecoveryCode(d, session, input.recoveryCode);
  const [{ left }] = await d.ctx.db
    .select({ left: sql<number>`count(*)::int` })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.userId, userId), isNull(operatorRecoveryCodes.usedAt)));
  const method = "code" in input ? "totp" : "recovery_code";
  await audit(d, userId, method === "totp" ? "verify" : "recovery_code_used", {
    method,
    recoveryCodesLeft: Number(left),
  });
  return Number(left);
}

export function createSecondFactorService(ctx: AppContext) {
  let keyPromise: Promise<Buffer> | undefined;
  const key = () =>
    (keyPromise ??= ensureTotpKey(ctx.database).catch((e) => ((keyPromise = undefined), Promise.reject(e))));
  let hasher: PasswordHasher | undefined;
  const d: SecondFactorDeps = {
    ctx,
    key,
    hasher: () =>
      (hasher ??= createPasswordHasher({
        memoryKib: ctx.config.ARGON2_MEMORY_KIB,
        timeCost: ctx.config.ARGON2_TIME_COST,
        concurrency: ctx.config.HASH_CONCURRENCY,
      })),
  };
  return {
    state: (session: CurrentSession) => state(d, session),
    enrolled: (userIds: string[]) => enrolled(d, userIds),
    reset: (actorUserId: string, operatorId: string) => reset(d, actorUserId, operatorId),
    beginSetup: (session: CurrentSession) => beginSetup(d, session),
    confirmSetup: (session: CurrentSession, code: string, password: string) => confirmSetup(d, session, code, password),
    verify: (session: CurrentSession, input: { code: string } | { recoveryCode: string }) => verify(d, session, input),
  };
}

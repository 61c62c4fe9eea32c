import { AUTH_ERROR_CODES, RECOVERY_WINDOW_HOURS, authServerMessages as M } from "@chauffeur/contracts";
import { AppError, unauthorized } from "../../lib/errors.ts";
import { HOUR_MS, type AccountsDeps, type UserRow } from "./deps.ts";
import { LIMITS } from "./limits.ts";
import { allowOtpSend, writeOtp } from "./otp.ts";

/** Checks phone and password. Unknown phones are verified against a dummy hash: same answer, same time. */
export async function login(d: AccountsDeps, input: { phone: string; password: string }, ip: string): Promise<UserRow> {
  await d.limit(`acct:login-ip:${ip}`, LIMITS.loginPerIp);
  const phoneKey = d.idKey("login", input.phone);
  await d.limit(phoneKey, LIMITS.loginPerPhone);
  const u = await d.byPhone(input.phone);
  const ok = await d.hasher.verify(u?.passwordHash, input.password);
  if (!u || !ok) throw unauthorized(M.loginInvalid);
  await d.ctx.rateLimiter.reset(phoneKey);
  if (u.status === "unverified") {
    const allowed = await allowOtpSend(d, { id: u.id, phone: input.phone }, ip).then(
      () => true,
      (e) => {
        if (e instanceof AppError && e.status === 429) return false; // a code sent a moment ago is still valid
        throw e;
      },
    );
    if (allowed) await d.ctx.db.transaction((tx) => writeOtp(d, tx, { id: u.id, phone: input.phone }));
    throw new AppError(403, M.loginUnverified, AUTH_ERROR_CODES.verificationRequired, undefined, {
      verification: { email: u.email, phone: u.phone },
    });
  }
  if (u.status === "deletion_requested") {
    const withinWindow =
      u.deletionRequestedAt && d.now().getTime() - u.deletionRequestedAt.getTime() <= RECOVERY_WINDOW_HOURS * HOUR_MS;
    throw new AppError(
      403,
      withinWindow ? M.loginDeletionRequested : M.loginDeletionLocked,
      AUTH_ERROR_CODES.deletionRequested,
    );
  }
  if (u.status !== "active") throw unauthorized(M.loginInvalid);
  return u;
}

import type { RateLimitRule } from "../../lib/rate-limit.ts";

/**
 * Rate limits of the accounts API (README "Accounts and security"). Per-identifier limits are the real protection;
 * per-address limits are generous because many Indian mobile riders share one carrier-grade NAT address.
 * Keys never hold a phone or e-mail in clear: they carry a hash prefix (see `idKey`).
 */
const MIN = 60;
const HOUR = 3600;
export const LIMITS = {
  loginPerPhone: { limit: 10, windowSeconds: 15 * MIN },
  loginPerIp: { limit: 100, windowSeconds: 15 * MIN },
  registerPerIp: { limit: 100, windowSeconds: 15 * MIN },
  otpVerifyPerIp: { limit: 100, windowSeconds: 15 * MIN },
  /** OTP sends: one a minute (the cooldown, from the code's own row), 5 an hour and 10 a day per phone */
  otpSendPerPhoneHour: { limit: 5, windowSeconds: HOUR },
  otpSendPerPhoneDay: { limit: 10, windowSeconds: 24 * HOUR },
  otpSendPerIp: { limit: 200, windowSeconds: HOUR },
  forgotPerEmail: { limit: 5, windowSeconds: HOUR },
  forgotPerIp: { limit: 60, windowSeconds: 15 * MIN },
  resetPerIp: { limit: 60, windowSeconds: 15 * MIN },
  /** the reset page's check of its link when it opens */
  resetCheckPerIp: { limit: 60, windowSeconds: 15 * MIN },
  recoverPerPhone: { limit: 10, windowSeconds: 15 * MIN },
  recoverPerIp: { limit: 60, windowSeconds: 15 * MIN },
  deletePerUser: { limit: 10, windowSeconds: 15 * MIN },
  /** the current password asked for by an e-mail or phone change */
  profilePasswordPerUser: { limit: 10, windowSeconds: 15 * MIN },
  /** confirmation links sent to a new e-mail address (requests and resends) */
  emailChangePerUser: { limit: 5, windowSeconds: HOUR },
  emailConfirmPerIp: { limit: 60, windowSeconds: 15 * MIN },
} satisfies Record<string, RateLimitRule>;

/** Scales a rule by RATE_LIMIT_MULTIPLIER (benchmarks and the browser tests only; check-production refuses it). */
export function scaled(rule: RateLimitRule, multiplier: number): RateLimitRule {
  return multiplier === 1 ? rule : { ...rule, limit: rule.limit * multiplier };
}

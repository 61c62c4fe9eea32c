import { z } from "./z.ts";
import type { AppErrorCode } from "./errors.ts";

/**
 * Operators' second factor (docs/security.md §5): TOTP (RFC 6238: 30-second steps, 6 digits, SHA-1 for
 * authenticator-app compatibility) set up at the first sign-in, plus 10 single-use recovery codes. A password login of
 * an operator yields a 'pending' session good only for these endpoints; every other operator route answers 401
 * `second_factor_required` until one of them passed.
 */
export const SECOND_FACTOR_BASE = "/api/v1/user/second-factor";
export const secondFactorPaths = {
  /** GET: where the signed-in operator stands (setup | verify | passed) */
  status: SECOND_FACTOR_BASE,
  /** GET: a new secret, its otpauth:// URI and QR code (only until set-up is confirmed) */
  setup: `${SECOND_FACTOR_BASE}/setup`,
  /** POST { code }: confirms the set-up with a first code; answers the 10 recovery codes, once */
  confirm: `${SECOND_FACTOR_BASE}/setup/confirm`,
  /** POST { code } or { recoveryCode } */
  verify: `${SECOND_FACTOR_BASE}/verify`,
  /** POST (another operator, in the console): the operator sets the second factor up again at the next sign-in */
  reset: (operatorId: string) => `/api/v1/ops/operators/${operatorId}/second-factor/reset`,
} as const;

export const SECOND_FACTOR_CODES = {
  required: "second_factor_required",
  invalidCode: "second_factor_invalid",
  locked: "second_factor_locked",
} as const satisfies Record<string, AppErrorCode>;

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** wrong codes a pending session may send before it ends (the operator signs in again) */
export const SECOND_FACTOR_MAX_FAILURES_PER_SESSION = 5;

export const secondFactorMessages = {
  invalidCode: "That code is not valid. Check your authenticator app and try again.",
  invalidRecoveryCode: "That recovery code is not valid or has already been used.",
  sessionEnded: "Too many wrong codes. For your security you have been signed out; please sign in again.",
  tooMany: "Too many two-step verification attempts. Please wait a few minutes and try again.",
  alreadySetUp: "Two-step verification is already set up for this account.",
  notSetUp: "Two-step verification is not set up yet. Set it up first.",
  operatorsOnly: "Two-step verification is for operator accounts.",
  verified: "Two-step verification complete.",
  resetDone: "Two-step verification was reset. The operator sets it up again at the next sign-in.",
  cannotResetSelf: "You cannot reset your own two-step verification. Ask another operator to do it.",
  notAnOperator: "Operator not found.",
  setUpDone: "Two-step verification is set up. Keep your recovery codes somewhere safe.",
  wrongPassword: "That password is not right. Enter the password you signed in with.",
} as const;

export const SecondFactorStateSchema = z.enum(["setup", "verify", "passed"]);
export const SecondFactorStatusSchema = z.object({
  success: z.literal(true),
  state: SecondFactorStateSchema,
  user: z.object({ name: z.string().nullable() }),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

export const SecondFactorSetupSchema = z.object({
  success: z.literal(true),
  /** base32, for typing into an authenticator app */
  secret: z.string(),
  otpauthUri: z.string(),
  /** data:image/svg+xml;base64,… of the otpauth URI */
  qrCodeDataUrl: z.string(),
  issuer: z.string(),
  account: z.string(),
});
export type SecondFactorSetup = z.infer<typeof SecondFactorSetupSchema>;

const totpCode = z
  .string({ error: "Enter the 6-digit code from your authenticator app." })
  .transform((s) => s.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."));
const recoveryCode = z
  .string({ error: "Enter one of your recovery codes." })
  .max(40, "Enter one of your recovery codes.")
  .transform((s) => s.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, "Enter one of your recovery codes, e.g. abcd-efgh-jk."));

/** Turning two-step verification on takes the account's password again, typed on the set-up screen (docs/security.md §7). */
export const SecondFactorConfirmSchema = z.object({
  code: totpCode,
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(200, "Enter your password."),
});
export const SecondFactorVerifySchema = z.union([z.object({ code: totpCode }), z.object({ recoveryCode })], {
  error: "Enter the 6-digit code from your authenticator app or one of your recovery codes.",
});
export type SecondFactorVerify = z.input<typeof SecondFactorVerifySchema>;

export const SecondFactorConfirmResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export const SecondFactorVerifyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** recovery codes left after this sign-in (tells the operator when to set up new ones) */
  recoveryCodesLeft: z.number().int(),
});

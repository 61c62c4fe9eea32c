import { OTP_LENGTH } from "./constants.ts";
import type { AppErrorCode } from "./errors.ts";

/**
 * The accounts' values, patterns and server texts, without zod (decision record 015): the sign-in pages
 * import these before interaction and load auth.ts's schemas only when they first validate. Re-exported by auth.ts.
 */

/** Register/profile e-mail: an address with a top-level domain of 2 to 4 letters. */
export const EMAIL_TLD_2_4 = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** Forgot-password e-mail: case-insensitive, top-level domain of 2 or more letters. */
export const EMAIL_TLD_2_PLUS = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
/** Upper bounds keep hashing and storage bounded (argon2 of a 1 MB password is a denial of service). */
export const PASSWORD_MAX = 128;

export const otpRegex = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The body of a wrong OTP (400, code 'otp_wrong'): the message plus the tries left on this code. */
export type OtpWrongError = { success: false; message: string; code: "otp_wrong"; attemptsLeft: number };
/** The zod-free check of auth.ts's OtpWrongErrorSchema (same rules: an integer ≥ 0 of tries left). */
export function isOtpWrongError(body: unknown): body is OtpWrongError {
  if (typeof body !== "object" || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    b.success === false &&
    typeof b.message === "string" &&
    b.code === "otp_wrong" &&
    typeof b.attemptsLeft === "number" &&
    Number.isInteger(b.attemptsLeft) &&
    b.attemptsLeft >= 0
  );
}

/** Error codes the web app acts on (besides showing the message). */
export const AUTH_ERROR_CODES = {
  verificationRequired: "verification_required",
  deletionRequested: "deletion_requested",
} as const satisfies Record<string, AppErrorCode>;

/** Server messages we wrote (the specification leaves them to the server). */
export const authServerMessages = {
  registered: "Registration successful! Enter the OTP sent to your phone.",
  duplicatePhone: "An account with this phone number already exists. Please login instead.",
  duplicateEmail: "An account with this email already exists. Please login instead.",
  identifierLocked: "This phone number or email belongs to an account scheduled for deletion. Please contact support.",
  otpVerified: "Phone verified successfully. Welcome!",
  otpWrong: "Invalid OTP. Please try again.",
  /** shown beside otpWrong (the message itself stays as it is): how many tries the code has left */
  otpAttemptsLeft: (n: number) =>
    n > 0
      ? `You have ${n} ${n === 1 ? "attempt" : "attempts"} left.`
      : "You have no attempts left. Please request a new OTP.",
  otpExpired: "This OTP has expired or was tried too many times. Please request a new OTP.",
  otpResent: "A new OTP has been sent to your phone.",
  otpTooSoon: "Please wait a minute before requesting another OTP.",
  otpTooMany: "Too many OTP requests. Please try again later.",
  alreadyVerified: "This phone number is already verified. Please login.",
  loginOk: "Login successful",
  loginInvalid: "Invalid phone number or password",
  loginUnverified: "Your phone number is not verified yet. We have sent a new OTP.",
  loginDeletionRequested:
    "This account is scheduled for deletion. You can recover it within 72 hours of the request on the Recover Account page.",
  loginDeletionLocked:
    "This account is scheduled for deletion and can no longer be recovered online. Please contact support for assistance.",
  tooManyAttempts: "Too many attempts. Please try again later.",
  busy: "We are receiving too many sign-in requests right now. Please try again in a moment.",
  forgotSent: "If an account exists for this email, a password reset link has been sent to it.",
  resetOk: "Password reset successful. Please login with your new password.",
  resetInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  resetLinkValid: "This password reset link is valid.",
  resetLinkUsed: "This password reset link has already been used. Please request a new one.",
  resetLinkExpired: "This password reset link has expired. Please request a new one.",
  commonPassword: "This password is too common. Please choose a less predictable password.",
  logoutOk: "Logged out successfully",
  /** GET /logout from another site (an image or link elsewhere) does not end the session (docs/security.md §6) */
  logoutCrossSite: "Log out from our site: a logout requested by another site is refused.",
  profileUpdated: "Profile updated successfully",
  currentPasswordRequired: "Enter your current password to change your email or phone number.",
  currentPasswordWrong: "Your current password is incorrect.",
  emailChangeSent:
    "Profile saved. We sent a confirmation link to your new email address: your email changes when you open it.",
  emailChangeResent: "We sent a new confirmation link to your new email address.",
  emailChangeCancelled: "The email change was cancelled.",
  emailChangeConfirmed: "Your email address has been changed.",
  emailChangeInvalid:
    "This email confirmation link is invalid or has expired. Please request the change again in Edit Profile.",
  emailChangeNone: "There is no email change waiting for confirmation.",
  phoneOtpSent: "Profile saved. We sent a 5-digit code to your new phone number: enter it to change your phone number.",
  phoneOtpResent: "A new code has been sent to your new phone number.",
  phoneChanged: "Profile updated successfully. Your phone number has been changed.",
  phoneChangeNone: "Save your new phone number first: we will send a code to it.",
  deletionRequested: "Account deletion requested. You can recover your account within 72 hours.",
  recovered: "Account recovered successfully. Please login to continue.",
} as const;

/** Server-side timing rules (documented in the README, "Accounts and security"). */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export const RESET_TOKEN_TTL_MINUTES = 30;

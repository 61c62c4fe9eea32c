import type { User } from "@chauffeur/contracts";

/** Whose phone the OTP step verifies, and the seconds left before another code may be sent (from registration). */
export interface OtpTarget {
  email: string;
  phone: string;
  resendAfterSeconds?: number;
}

/**
 * What the sign-in forms do next, chosen by where they sit: the /auth screens navigate (back to the page the rider
 * came from), the sign-in dialog over a page stays where it is and continues the rider's action.
 */
export interface AuthFlowHandlers {
  /** after a successful login or OTP verification (the session already holds the user) */
  onSignedIn(user: User): void;
  /** after registering, or a login of an account whose phone is not verified yet: the OTP step */
  onNeedsOtp(target: OtpTarget): void;
  /** the dialog opens 'Forgot Password?' in a new tab so the page behind it keeps the rider's trip */
  forgotInNewTab?: boolean;
}

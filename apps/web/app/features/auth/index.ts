// Public entry of the auth feature: sign-in, registration, the rider's session and account calls.
export {
  cancelEmailChange,
  confirmEmailChange,
  fetchDevOutbox,
  checkResetLink,
  forgotPassword,
  recoverAccount,
  resendEmailChange,
  resendOtp,
  resendPhoneOtp,
  resetPassword,
  updateProfile,
  verifyOtp,
} from "./api";
export { AuthCard } from "./components/auth-card";
export { AuthFormFooter } from "./components/auth-form-footer";
export { AuthShell } from "./components/auth-shell";
export { AuthTabs } from "./components/auth-tabs";
export { Avatar } from "./components/avatar";
export { DeleteAccountDialog } from "./components/delete-account-dialog";
export { OtpInput } from "./components/otp-input";
export { maskedPhone, OtpVerifyForm } from "./components/otp-verify-form";
export type { AuthFlowHandlers, OtpTarget } from "./components/auth-flow";
export { codeOf, serverMessageOr, statusOf } from "./errors";
export { useRedirectAfter } from "./hooks/use-redirect-after";
export { returnPathOf, safeReturnPath } from "./lib/return-to";
export { SignInGateProvider } from "./sign-in-gate";
export { useSignInGate, type SignInGate } from "./sign-in-gate-context";
export { SessionProvider, useSession } from "./session";
export { useLogout } from "./use-logout";
export { useResendCooldown } from "./hooks/use-resend-cooldown";
export { authResolvers } from "./lazy-resolvers";

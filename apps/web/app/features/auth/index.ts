// Public entry of the auth feature: sign-in, registration, the rider's session and account calls.
export {
  cancelEmailChange,
  confirmEmailChange,
  fetchDevOutbox,
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
export { codeOf, serverMessageOr, statusOf } from "./errors";
export { useRedirectAfter } from "./hooks/use-redirect-after";
export { SessionProvider, useSession } from "./session";
export { useLogout } from "./use-logout";
export { useResendCooldown } from "./hooks/use-resend-cooldown";

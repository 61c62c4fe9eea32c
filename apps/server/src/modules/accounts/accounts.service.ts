import type { Locale, ProfileUpdate, RegisterRequest } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { SessionUser } from "../../plugins/session.ts";
import { accountsDeps } from "./deps.ts";
import { recover, requestDeletion, restoreByOperator } from "./deletion-recovery.ts";
import { cancelEmailChange, confirmEmailChange, resendEmailChange } from "./email-change.ts";
import { login } from "./login.ts";
import { resendOtp, verifyOtp } from "./otp.ts";
import { checkResetToken, forgotPassword, resetPassword } from "./password-reset.ts";
import type { PasswordHasher } from "./password.ts";
import { resendPhoneOtp, updateProfile } from "./profile.ts";
import { dropStaleUnverified, register } from "./registration.ts";

export { toUser } from "./deps.ts";

export type AccountsService = ReturnType<typeof createAccountsService>;

/**
 * The accounts use cases, one file per use case (registration, otp, login, password-reset, profile, email-change,
 * deletion-recovery). Each takes already-validated input; rules and transactions live there.
 */
export function createAccountsService(ctx: AppContext, hasher: PasswordHasher) {
  const d = accountsDeps(ctx, hasher);
  return {
    hasher,
    register: (input: RegisterRequest, ip: string, language?: Locale) => register(d, input, ip, language),
    resendOtp: (input: { email: string; phone: string }, ip: string) => resendOtp(d, input, ip),
    verifyOtp: (input: { email: string; phone: string; otp: number }, ip: string) => verifyOtp(d, input, ip),
    login: (input: { phone: string; password: string }, ip: string) => login(d, input, ip),
    forgotPassword: (email: string, ip: string) => forgotPassword(d, email, ip),
    checkResetToken: (token: string, ip: string) => checkResetToken(d, token, ip),
    resetPassword: (token: string, password: string, ip: string) => resetPassword(d, token, password, ip),
    updateProfile: (current: SessionUser, input: ProfileUpdate, ip: string) => updateProfile(d, current, input, ip),
    resendEmailChange: (current: SessionUser) => resendEmailChange(d, current),
    cancelEmailChange: (current: SessionUser) => cancelEmailChange(d, current),
    confirmEmailChange: (token: string, ip: string) => confirmEmailChange(d, token, ip),
    resendPhoneOtp: (current: SessionUser, phone: string, ip: string) => resendPhoneOtp(d, current, phone, ip),
    requestDeletion: (current: SessionUser, password: string) => requestDeletion(d, current, password),
    recover: (input: { phone: string; password: string }, ip: string) => recover(d, input, ip),
    restoreByOperator: (operatorId: string, userId: string) => restoreByOperator(d, operatorId, userId),
    dropStaleUnverified: () => dropStaleUnverified(d),
  };
}

import {
  apiPaths,
  type DevOutboxMessage,
  type ProfileUpdate,
  type ProfileUpdateResponse,
  type RegisterRequest,
  type RegisterResponse,
  type ResetTokenStatusResponse,
  type User,
  type UserMessageResponse,
} from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

/** The accounts calls, through the one API client (cookies sent, same-origin base address). */
type Message = { success: true; message: string };

export const registerRider = (body: RegisterRequest) =>
  apiRequest<RegisterResponse>(apiPaths.register, { method: "POST", body });
export const loginRider = (body: { phone: string; password: string }) =>
  apiRequest<UserMessageResponse>(apiPaths.login, { method: "POST", body });
export const verifyOtp = (body: { email: string; phone: string; otp: number }) =>
  apiRequest<UserMessageResponse>(apiPaths.otpVerify, { method: "POST", body });
export const resendOtp = (body: { email: string; phone: string }) =>
  apiRequest<RegisterResponse>(apiPaths.otpResend, { method: "POST", body });
export const forgotPassword = (email: string) =>
  apiRequest<Message>(apiPaths.passwordForgot, { method: "POST", body: { email } });
/** Whether a reset link still works (used, expired): asked when the reset page opens; nothing is consumed. */
export const checkResetLink = (token: string) => apiRequest<ResetTokenStatusResponse>(apiPaths.passwordReset(token));
export const resetPassword = (token: string, body: { password: string; confirmPassword: string }) =>
  apiRequest<Message>(apiPaths.passwordReset(token), { method: "PUT", body });
export const updateProfile = (body: ProfileUpdate) =>
  apiRequest<ProfileUpdateResponse>(apiPaths.meUpdate, { method: "PUT", body });
// changing the e-mail (a link to the new address) and the phone (a code to the new number): docs/security.md §4
export const resendEmailChange = () =>
  apiRequest<UserMessageResponse>(apiPaths.emailChangeResend, { method: "POST", body: {} });
export const cancelEmailChange = () => apiRequest<UserMessageResponse>(apiPaths.emailChange, { method: "DELETE" });
export const confirmEmailChange = (token: string) =>
  apiRequest<Message>(apiPaths.emailConfirm(token), { method: "PUT" });
export const resendPhoneOtp = (phone: string) =>
  apiRequest<RegisterResponse>(apiPaths.phoneOtp, { method: "POST", body: { phone } });
export const deleteAccount = (password: string) =>
  apiRequest<Message>(apiPaths.me, { method: "DELETE", body: { password } });
export const recoverAccount = (body: { phone: string; password: string }) =>
  apiRequest<Message>(apiPaths.meRecover, { method: "PUT", body });
// POST: a state change is never a GET (docs/security.md §6); GET /logout only acts for same-origin requests
export const logoutRider = () => apiRequest<Message>(apiPaths.logout, { method: "POST", body: {} });
export const fetchMe = () => apiRequest<{ user: User }>(apiPaths.me);
export const fetchDevOutbox = () => apiRequest<{ messages: DevOutboxMessage[] }>(apiPaths.devOutbox);

import type {
  ForgotPasswordRequest,
  LoginForm,
  RecoverForm,
  RegisterForm,
  ResetPasswordRequest,
} from "@chauffeur/contracts";
import { lazyResolver } from "~/lib/lazy-resolver";

/**
 * The sign-in forms' validation, fetched on first use (issue 16, docs/decisions/015): zod and the accounts' schemas are
 * not among the JavaScript `/auth`, its sub-pages and `/user/recover-account` load before interaction. One chunk
 * (`./validation.ts`) serves every sign-in form; the messages are the contracts' schemas' own.
 */
const validation = () => import("./validation");

export const authResolvers = {
  login: lazyResolver<LoginForm>(() => validation().then((m) => m.loginResolver)),
  register: lazyResolver<RegisterForm>(() => validation().then((m) => m.registerResolver)),
  forgotPassword: lazyResolver<ForgotPasswordRequest>(() => validation().then((m) => m.forgotPasswordResolver)),
  resetPassword: lazyResolver<ResetPasswordRequest>(() => validation().then((m) => m.resetPasswordResolver)),
  recover: lazyResolver<RecoverForm>(() => validation().then((m) => m.recoverResolver)),
};

import type {
  ForgotPasswordRequest,
  LoginForm,
  RecoverForm,
  RegisterForm,
  ResetPasswordRequest,
} from "@chauffeur/contracts";
import { authValidation as V } from "@chauffeur/contracts/messages";
import { lazyResolver } from "~/lib/lazy-resolver";

/**
 * The sign-in forms' validation, fetched on first use (docs/decisions/015): zod and the accounts' schemas are
 * not among the JavaScript `/auth`, its sub-pages and `/user/recover-account` load before interaction. One chunk
 * (`./validation.ts`) serves every sign-in form; the messages are the contracts' schemas' own. The second argument is
 * what each schema says of the empty form, answered at once before the chunk has arrived (lazyResolver).
 */
const validation = () => import("./validation");

/** What each sign-in form's schema says when every field is empty (checked against the schemas by a unit test). */
export const authEmptyForms = {
  login: { phone: V.phoneRequired },
  register: {
    name: V.nameRequired,
    email: V.emailRequired,
    phone: V.phoneRequired,
    password: V.passwordRequired,
    confirmPassword: V.confirmRequired,
  },
  forgotPassword: { email: V.emailRequired },
  resetPassword: { password: V.passwordRequired, confirmPassword: V.confirmRequired },
  recover: { phone: V.phoneRequired, password: V.passwordRequired },
};

export const authResolvers = {
  login: lazyResolver<LoginForm>(() => validation().then((m) => m.loginResolver), authEmptyForms.login),
  register: lazyResolver<RegisterForm>(() => validation().then((m) => m.registerResolver), authEmptyForms.register),
  forgotPassword: lazyResolver<ForgotPasswordRequest>(
    () => validation().then((m) => m.forgotPasswordResolver),
    authEmptyForms.forgotPassword,
  ),
  resetPassword: lazyResolver<ResetPasswordRequest>(
    () => validation().then((m) => m.resetPasswordResolver),
    authEmptyForms.resetPassword,
  ),
  recover: lazyResolver<RecoverForm>(() => validation().then((m) => m.recoverResolver), authEmptyForms.recover),
};

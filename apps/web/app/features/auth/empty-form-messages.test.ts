import { describe, it } from "vitest";
import {
  ForgotPasswordRequestSchema,
  LoginFormSchema,
  RecoverFormSchema,
  RegisterFormSchema,
  ResetPasswordRequestSchema,
} from "@chauffeur/contracts";
import { expectEmptyFormMessages, type AnyResolver } from "~/lib/empty-form-messages";
import * as auth from "./validation";
import { authEmptyForms } from "./lazy-resolvers";

describe("the sign-in forms' empty-form messages, answered before the schema arrives, are the schemas' own", () => {
  const r = (x: unknown) => x as AnyResolver;
  it("login", () => expectEmptyFormMessages(LoginFormSchema, r(auth.loginResolver), authEmptyForms.login));
  it("register", () => expectEmptyFormMessages(RegisterFormSchema, r(auth.registerResolver), authEmptyForms.register));
  it("forgot password", () =>
    expectEmptyFormMessages(
      ForgotPasswordRequestSchema,
      r(auth.forgotPasswordResolver),
      authEmptyForms.forgotPassword,
    ));
  it("reset password", () =>
    expectEmptyFormMessages(ResetPasswordRequestSchema, r(auth.resetPasswordResolver), authEmptyForms.resetPassword));
  it("recover account", () =>
    expectEmptyFormMessages(RecoverFormSchema, r(auth.recoverResolver), authEmptyForms.recover));
});

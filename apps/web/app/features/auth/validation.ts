import { zodResolver } from "@hookform/resolvers/zod";
import {
  ForgotPasswordRequestSchema,
  LoginFormSchema,
  RecoverFormSchema,
  RegisterFormSchema,
  ResetPasswordRequestSchema,
} from "@chauffeur/contracts";

/**
 * The sign-in forms' resolvers: the contracts' schemas as before, in a chunk of their own that the forms import on
 * first use (`authResolvers` below; docs/decisions/015). Only `authResolvers` may import this module.
 */
export const loginResolver = zodResolver(LoginFormSchema);
export const registerResolver = zodResolver(RegisterFormSchema);
export const forgotPasswordResolver = zodResolver(ForgotPasswordRequestSchema);
export const resetPasswordResolver = zodResolver(ResetPasswordRequestSchema);
export const recoverResolver = zodResolver(RecoverFormSchema);

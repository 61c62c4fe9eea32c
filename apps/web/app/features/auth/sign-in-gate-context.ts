import { createContext, useContext } from "react";
import type { User } from "@chauffeur/contracts";

export interface SignInRequest {
  /** why sign-in is needed, shown under the dialog's title (a specification message, e.g. the 401 of Check Fare) */
  reason: string;
}

export interface SignInGate {
  /**
   * Opens the sign-in dialog (Login and Register tabs, OTP included) over the page. Resolves with the user once they
   * are signed in, or null when the rider closes it: the page keeps everything the rider entered either way.
   */
  requireSignIn(request: SignInRequest): Promise<User | null>;
  /**
   * Runs `call`; when it answers 401 (signed out, or the session ended), asks the rider to sign in over the page and
   * runs the same call once more. Closing the dialog rethrows the 401 for the caller's usual message.
   */
  callSignedIn<T>(call: () => Promise<T>, request: SignInRequest): Promise<T>;
}

export const SignInGateContext = createContext<SignInGate>({
  requireSignIn: async () => null,
  callSignedIn: (call) => call(),
});

/** The sign-in dialog over the page (mounted once by SignInGateProvider in the root). */
export const useSignInGate = () => useContext(SignInGateContext);

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { User } from "@chauffeur/contracts";
import { ApiRequestError } from "~/lib/api-client";
import { SignInGateContext, type SignInGate, type SignInRequest } from "./sign-in-gate-context";

// the forms load when the dialog first opens: pages that never ask for a sign-in stay light
const SignInDialog = lazy(() => import("./components/sign-in-dialog"));

interface Pending extends SignInRequest {
  resolve(user: User | null): void;
  /** the control that asked (Check Fare, Pay Now): focus goes back to it when the rider closes the dialog */
  returnFocus: HTMLElement | null;
}

/**
 * Holds the one sign-in dialog of the app. A page calls `requireSignIn` (or `callSignedIn` around an API call) and
 * continues once the rider is in, with everything they entered still on the page. Leaving the page closes it.
 */
export function SignInGateProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((user: User | null) => {
    const p = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    p?.resolve(user);
    const back = p?.returnFocus;
    if (!user && back) setTimeout(() => back.isConnected && back.focus());
  }, []);

  const requireSignIn = useCallback(
    (request: SignInRequest) =>
      new Promise<User | null>((resolve) => {
        pendingRef.current?.resolve(null); // one dialog at a time: an earlier ask is dropped
        const active = typeof document === "undefined" ? null : document.activeElement;
        const next = { ...request, resolve, returnFocus: active instanceof HTMLElement ? active : null };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const callSignedIn = useCallback(
    async <T,>(call: () => Promise<T>, request: SignInRequest): Promise<T> => {
      try {
        return await call();
      } catch (e) {
        if (!(e instanceof ApiRequestError) || e.status !== 401) throw e;
        if (!(await requireSignIn(request))) throw e;
        return call();
      }
    },
    [requireSignIn],
  );

  // a link inside the dialog (or the browser's back button) leaves the page: the dialog goes with it
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pending && shownOn.current !== pathname) settle(null);
    shownOn.current = pathname;
  }, [pathname, pending, settle]);

  const gate = useMemo<SignInGate>(() => ({ requireSignIn, callSignedIn }), [requireSignIn, callSignedIn]);
  return (
    <SignInGateContext.Provider value={gate}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <SignInDialog reason={pending.reason} onSignedIn={(u) => settle(u)} onClose={() => settle(null)} />
        </Suspense>
      ) : null}
    </SignInGateContext.Provider>
  );
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { apiPaths, type User } from "@chauffeur/contracts";
import { ApiRequestError, apiRequest } from "~/lib/api-client";

/**
 * Session state: starts loading and not authenticated; `/me` decides. The original shell's
 * guest placeholder marked as authenticated was a defect: nobody is signed in until the server says so.
 */
export interface SessionState {
  loading: boolean;
  isAuthenticated: boolean;
  user: User | null;
  setUser(user: User | null): void;
  refresh(): Promise<void>;
  /**
   * True after the rider logged out in this tab (until the next sign-in): a protected page's guard then sends /auth no
   * `from`, so the next login goes home rather than back to the page the rider logged out of.
   */
  signedOut: boolean;
  /** Logout's end of the session here: the user cleared, `signedOut` set. */
  endSession(): void;
}

const SessionContext = createContext<SessionState>({
  loading: true,
  isAuthenticated: false,
  user: null,
  setUser: () => {},
  refresh: async () => {},
  signedOut: false,
  endSession: () => {},
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [signedOut, setSignedOut] = useState(false);

  const refresh = useCallback(async () => {
    // no hint cookie: certainly a guest, so skip the call (and the 401 it would log)
    if (typeof document !== "undefined" && !/(?:^|;\s*)signed_in=/.test(document.cookie)) {
      setUserState(null);
      setLoading(false);
      return;
    }
    try {
      const res = await apiRequest<{ user: User }>(apiPaths.me);
      setUserState(res.user);
    } catch (e) {
      if (!(e instanceof ApiRequestError) || e.status !== 401) console.warn("session check failed");
      setUserState(null);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const setUser = useCallback((u: User | null) => {
    setUserState(u);
    setLoading(false);
    if (u) setSignedOut(false);
  }, []);
  const endSession = useCallback(() => {
    setUserState(null);
    setLoading(false);
    setSignedOut(true);
  }, []);

  const value = useMemo<SessionState>(
    () => ({ loading, isAuthenticated: Boolean(user), user, setUser, refresh, signedOut, endSession }),
    [loading, user, setUser, refresh, signedOut, endSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = () => useContext(SessionContext);

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
}

const SessionContext = createContext<SessionState>({
  loading: true,
  isAuthenticated: false,
  user: null,
  setUser: () => {},
  refresh: async () => {},
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);

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
  }, []);

  const value = useMemo<SessionState>(
    () => ({ loading, isAuthenticated: Boolean(user), user, setUser, refresh }),
    [loading, user, setUser, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = () => useContext(SessionContext);

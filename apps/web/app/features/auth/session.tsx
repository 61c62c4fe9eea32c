import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useQueryClient } from "@tanstack/react-query";
import { apiPaths, type User } from "@chauffeur/contracts";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { cachedRider, clearRiderCache, rememberRider } from "~/features/rider-cache";

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

/** The server's word on who is signed in; a rider's is kept on this device (features/rider-cache, docs/decisions/016). */
function adopt(u: User | null) {
  if (u?.role === "rider") rememberRider(u);
  else clearRiderCache();
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [signedOut, setSignedOut] = useState(false);
  const queryClient = useQueryClient();

  /** Another account (or none) from now on: nothing fetched for the previous one stays in memory. */
  const shownId = useRef<string | null>(null);
  const switchUser = useCallback(
    (u: User | null) => {
      if (shownId.current && shownId.current !== u?._id) queryClient.clear();
      shownId.current = u?._id ?? null;
      setUserState(u);
    },
    [queryClient],
  );

  const refresh = useCallback(async () => {
    // no hint cookie: certainly a guest, so skip the call (and the 401 it would log)
    if (typeof document !== "undefined" && !/(?:^|;\s*)signed_in=/.test(document.cookie)) {
      clearRiderCache();
      switchUser(null);
      setLoading(false);
      return;
    }
    try {
      const res = await apiRequest<{ user: User }>(apiPaths.me);
      adopt(res.user);
      switchUser(res.user);
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 401) {
        clearRiderCache();
        switchUser(null);
      } else {
        // offline or the server unreachable: a rider known on this device stays signed in (pages show what is kept)
        console.warn("session check failed");
        switchUser(cachedRider());
      }
    } finally {
      setLoading(false);
    }
  }, [switchUser]);

  // a rider known on this device is shown at once (before the first paint), then confirmed by /me
  useLayoutEffect(() => {
    const known = cachedRider();
    if (known) {
      shownId.current = known._id;
      setUserState(known);
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const setUser = useCallback(
    (u: User | null) => {
      adopt(u);
      switchUser(u);
      setLoading(false);
      if (u) setSignedOut(false);
    },
    [switchUser],
  );
  const endSession = useCallback(() => {
    clearRiderCache();
    queryClient.clear();
    shownId.current = null;
    setUserState(null);
    setLoading(false);
    setSignedOut(true);
  }, [queryClient]);

  const value = useMemo<SessionState>(
    () => ({ loading, isAuthenticated: Boolean(user), user, setUser, refresh, signedOut, endSession }),
    [loading, user, setUser, refresh, signedOut, endSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = () => useContext(SessionContext);

import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "react-toastify";
import { authMessages } from "@chauffeur/contracts";
import { paths } from "~/lib/paths";
import { logoutRider } from "./api";
import { useSession } from "./session";

/** Logout: clears the user and goes to /auth; a failure keeps the session and says so. */
export function useLogout() {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = useCallback(async () => {
    setBusy(true);
    try {
      await logoutRider();
      setUser(null);
      navigate(paths.auth);
    } catch {
      toast.error(authMessages.logoutFailed);
    } finally {
      setBusy(false);
    }
  }, [navigate, setUser]);
  return { logout, busy };
}

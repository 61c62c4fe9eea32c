import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "react-toastify";
import { authMessages } from "@chauffeur/contracts";
import { paths } from "~/lib/paths";
import { useLocalizePath } from "~/i18n";
import { logoutRider } from "./api";
import { useSession } from "./session";

/**
 * Logout: ends the session here (the user cleared, marked as logged out, so a protected page's guard sends /auth no
 * `from`) and goes to /auth; a failure keeps the session and says so.
 */
export function useLogout() {
  const { endSession } = useSession();
  const navigate = useNavigate();
  const to = useLocalizePath();
  const [busy, setBusy] = useState(false);
  const logout = useCallback(async () => {
    setBusy(true);
    try {
      await logoutRider();
      endSession();
      navigate(to(paths.auth));
    } catch {
      toast.error(authMessages.logoutFailed);
    } finally {
      setBusy(false);
    }
  }, [navigate, endSession, to]);
  return { logout, busy };
}

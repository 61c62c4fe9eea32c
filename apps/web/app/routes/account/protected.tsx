import { Navigate, Outlet, useLocation } from "react-router";
import { authMessages } from "@chauffeur/contracts";
import { useSession } from "~/features/auth";
import { paths } from "~/lib/paths";
import { Spinner } from "~/components/ui/spinner";

/** The protected-route guard: 'Checking your session...' while loading, else /auth replacing history. */
export default function Protected() {
  const { loading, user, signedOut } = useSession();
  const location = useLocation();
  if (loading)
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-600" role="status">
        <Spinner />
        <p>{authMessages.checkingSession}</p>
      </div>
    );
  // the page to return to after login, unless the rider just logged out of it
  if (!user)
    return (
      <Navigate to={paths.auth} replace state={signedOut ? null : { from: location.pathname + location.search }} />
    );
  return <Outlet />;
}

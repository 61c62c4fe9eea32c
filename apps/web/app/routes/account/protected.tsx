import { Navigate, Outlet, useLocation } from "react-router";
import { authMessages } from "@chauffeur/contracts";
import { useSession } from "~/features/auth";
import { paths } from "~/lib/paths";
import { Spinner } from "~/components/ui/spinner";

/** The protected-route guard: 'Checking your session...' while loading, else /auth replacing history. */
export default function Protected() {
  const { loading, user } = useSession();
  const location = useLocation();
  if (loading)
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-600" role="status">
        <Spinner />
        <p>{authMessages.checkingSession}</p>
      </div>
    );
  if (!user) return <Navigate to={paths.auth} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

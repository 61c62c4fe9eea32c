import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "~/features/auth";
import { paths } from "~/lib/paths";
import { Spinner } from "~/components/ui/spinner";
import { useLocalizePath, useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";

/** The protected-route guard: 'Checking your session...' while loading, else /auth replacing history. */
export default function Protected() {
  const { loading, user, signedOut } = useSession();
  const location = useLocation();
  // the account screens' namespace, not the sign-in one: those pages need only that one (1.9 KB gzip less)
  const t = useT(accountText);
  // /hi/user/bookings → /hi/auth: the sign-in page in the page's language
  const to = useLocalizePath();
  if (loading)
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-600" role="status">
        <Spinner />
        <p>{t("session.checking")}</p>
      </div>
    );
  // the page to return to after login, unless the rider just logged out of it
  if (!user)
    return (
      <Navigate to={to(paths.auth)} replace state={signedOut ? null : { from: location.pathname + location.search }} />
    );
  return <Outlet />;
}

import { useEffect, useRef } from "react";
import { useLocation, useNavigate, type MetaFunction } from "react-router";
import { REDIRECT_AUTHED_MS } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { AuthCard, AuthTabs, returnPathOf, useSession } from "~/features/auth";
import { paths } from "~/lib/paths";
import { localeOfPath, textsIn, useLocalizePath, useT } from "~/i18n";
import { authText } from "~/i18n/texts/auth";

export const meta: MetaFunction = ({ location }) => {
  const t = textsIn(localeOfPath(location.pathname) ?? "en-IN", authText);
  return [{ title: t("meta.auth") }, { name: "description", content: t("meta.authDescription") }];
};

/**
 * /auth: Login and Register tabs (prerendered: the form is there before any script); a signed-in visitor is told and
 * sent home after 2 s. Login (and the OTP step after
 * registering) returns to the page the rider came from: the guard's `from` in navigation state or a same-origin
 * `?next=` path, else home. Operators go to the console.
 */
export default function AuthScreen() {
  const { loading, isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnPathOf(location.state, location.search);
  const justLoggedIn = useRef(false);
  const t = useT(authText);
  const to = useLocalizePath();
  // a string, so the 2-s timer is never restarted by a new function identity
  const home = to(paths.home);
  const showRedirect = isAuthenticated && !justLoggedIn.current;

  useEffect(() => {
    if (!showRedirect) return;
    const timer = setTimeout(() => navigate(home), REDIRECT_AUTHED_MS);
    return () => clearTimeout(timer);
  }, [showRedirect, navigate, home]);

  // while the session is unknown (and in the prerendered page, docs/decisions/015) the guest's form shows: a signed-in
  // visitor's page hydrates at once (the hint cookie) and then says so
  if (showRedirect && !loading)
    return (
      <AuthCard eyebrow={t("index.welcomeBack")} title={t("index.signedIn")}>
        <p role="status" className="flex items-center gap-3 text-ink-700">
          <Spinner className="size-4 text-gold-600" />
          {t("index.alreadyLoggedIn")}
        </p>
      </AuthCard>
    );
  return (
    <AuthCard eyebrow={t("index.eyebrow")} title={t("index.title")} subtitle={t("index.subtitle")}>
      <AuthTabs
        onSignedIn={(user) => {
          justLoggedIn.current = true;
          // operators work in the console; riders go back where they were
          navigate(user.role === "operator" ? paths.ops : to(returnTo), { replace: true });
        }}
        onNeedsOtp={({ email, phone, resendAfterSeconds }) =>
          // a registration repeated within the minute sends no new SMS: the OTP screen counts down what is left
          navigate(to(paths.otpVerify(email, phone)), { state: { resendAfterSeconds, from: returnTo } })
        }
      />
    </AuthCard>
  );
}

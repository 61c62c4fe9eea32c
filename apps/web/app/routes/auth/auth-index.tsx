import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { REDIRECT_AUTHED_MS, authMessages } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { AuthCard, AuthTabs, returnPathOf, useSession } from "~/features/auth";
import { paths } from "~/lib/paths";

export const meta = () => [
  { title: "Login or Register | Sarathi Luxe" },
  { name: "description", content: "Sign in to book chauffeur-driven rides." },
];

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
  const showRedirect = isAuthenticated && !justLoggedIn.current;

  useEffect(() => {
    if (!showRedirect) return;
    const timer = setTimeout(() => navigate(paths.home), REDIRECT_AUTHED_MS);
    return () => clearTimeout(timer);
  }, [showRedirect, navigate]);

  // while the session is unknown (and in the prerendered page, docs/decisions/015) the guest's form shows: a signed-in
  // visitor's page hydrates at once (the hint cookie) and then says so
  if (showRedirect && !loading)
    return (
      <AuthCard eyebrow="Welcome back" title="You're signed in">
        <p role="status" className="flex items-center gap-3 text-ink-700">
          <Spinner className="size-4 text-gold-600" />
          {authMessages.alreadyLoggedIn}
        </p>
      </AuthCard>
    );
  return (
    <AuthCard
      eyebrow="Your account"
      title="Welcome aboard"
      subtitle="Login with your mobile number, or create an account in a minute."
    >
      <AuthTabs
        onSignedIn={(user) => {
          justLoggedIn.current = true;
          // operators work in the console; riders go back where they were
          navigate(user.role === "operator" ? paths.ops : returnTo, { replace: true });
        }}
        onNeedsOtp={({ email, phone, resendAfterSeconds }) =>
          // a registration repeated within the minute sends no new SMS: the OTP screen counts down what is left
          navigate(paths.otpVerify(email, phone), { state: { resendAfterSeconds, from: returnTo } })
        }
      />
    </AuthCard>
  );
}

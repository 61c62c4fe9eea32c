import { useState } from "react";
import { Navigate, useLocation, useNavigate, useParams, type MetaFunction } from "react-router";
import { AuthCard, OtpVerifyForm, maskedPhone, returnPathOf, useSession } from "~/features/auth";
import { paths } from "~/lib/paths";
import { useHydrated } from "~/lib/use-hydrated";
import { localeOfPath, textsIn, useLocalizePath, useT } from "~/i18n";
import { authText } from "~/i18n/texts/auth";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", authText)("meta.otp") },
];

/**
 * OTP verification: five boxes, 'Verify OTP', the tries left after a wrong code, a resend control with a visible
 * cooldown. Success returns to the page the rider came from (navigation state's `from` or `?next=`), else home.
 */
export default function OtpVerifyScreen() {
  const { email = "", phone = "" } = useParams();
  const { loading, isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { resendAfterSeconds?: number; from?: string } | null;
  const returnTo = returnPathOf(state, location.search);
  const [done, setDone] = useState(false);
  // prerendered once as a shell for every address (/auth/otp-verify/_/_): the number shows once hydrated
  const hydrated = useHydrated();
  const t = useT(authText);
  const to = useLocalizePath();

  if (!loading && isAuthenticated && !done) return <Navigate to={to(paths.home)} replace />;

  return (
    <AuthCard
      eyebrow={t("otp.eyebrow")}
      title={t("otp.title")}
      subtitle={hydrated && phone ? t("otp.codeSent", { phone: maskedPhone(phone) }) : undefined}
    >
      <OtpVerifyForm
        email={email}
        phone={phone}
        resendAfterSeconds={state?.resendAfterSeconds}
        onVerified={() => {
          setDone(true);
          navigate(to(returnTo), { replace: true });
        }}
      />
    </AuthCard>
  );
}

import { useState } from "react";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { toast } from "react-toastify";
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS, authMessages, authValidation, otpRegex } from "@chauffeur/contracts";
import { BusyButton } from "~/components/ui/spinner";
import {
  AuthCard,
  OtpInput,
  resendOtp,
  serverMessageOr,
  useResendCooldown,
  useSession,
  verifyOtp,
} from "~/features/auth";
import { paths } from "~/lib/paths";

export const meta = () => [{ title: "Verify OTP | Sarathi Luxe" }];

const empty = () => Array.from({ length: OTP_LENGTH }, () => "");
const masked = (phone: string) => (phone.length >= 6 ? `${phone.slice(0, 3)} ••••• ${phone.slice(-3)}` : phone);

/** OTP verification: five boxes, 'Verify OTP', a resend control with a visible cooldown. */
export default function OtpVerifyScreen() {
  const { email = "", phone = "" } = useParams();
  const { loading, isAuthenticated, setUser } = useSession();
  const navigate = useNavigate();
  const fromRegistration = Number((useLocation().state as { resendAfterSeconds?: number } | null)?.resendAfterSeconds);
  const firstCooldown =
    fromRegistration > 0 && fromRegistration <= OTP_RESEND_COOLDOWN_SECONDS
      ? fromRegistration
      : OTP_RESEND_COOLDOWN_SECONDS;
  const [digits, setDigits] = useState<string[]>(empty);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const { cooldown, startCooldown: setCooldown } = useResendCooldown(firstCooldown);

  if (!loading && isAuthenticated && !done) return <Navigate to={paths.home} replace />;

  const verify = async () => {
    const otp = digits.join("");
    if (!otpRegex.test(otp)) {
      toast.error(authValidation.otpInvalid);
      return;
    }
    setBusy(true);
    try {
      const res = await verifyOtp({ email, phone, otp: Number(otp) });
      setDone(true);
      setUser(res.user);
      toast.success(res.message);
      navigate(paths.home);
    } catch (e) {
      setUser(null);
      setDigits(empty());
      toast.error(serverMessageOr(e, authMessages.otpFailed));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      const res = await resendOtp({ email, phone });
      setCooldown(res.resendAfterSeconds);
      toast.success(res.message);
    } catch (e) {
      const retry = Number((e as { body?: { retryAfterSeconds?: number } }).body?.retryAfterSeconds ?? 0);
      if (retry > 0 && retry <= 3600) setCooldown(retry);
      toast.error(serverMessageOr(e, authMessages.otpFailed));
    }
  };

  return (
    <AuthCard
      eyebrow="Verification"
      title="Verify your phone"
      subtitle={phone ? `Code sent to ${masked(phone)}` : undefined}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void verify();
        }}
        className="space-y-6"
      >
        <p className="text-center text-ink-700">{authMessages.otpPrompt}</p>
        <OtpInput value={digits} onChange={setDigits} disabled={busy} />
        <BusyButton className="btn-dark w-full py-3" busy={busy}>
          Verify OTP
        </BusyButton>
        <ResendLine cooldown={cooldown} onResend={() => void resend()} />
      </form>
    </AuthCard>
  );
}

/** 'Didn't receive it?': the cooldown, then the 'Resend OTP' button. */
function ResendLine({ cooldown, onResend }: { cooldown: number; onResend(): void }) {
  return (
    <p className="text-center text-sm text-ink-600">
      Didn't receive it?{" "}
      {cooldown > 0 ? (
        <span aria-live="polite" data-testid="otp-cooldown">
          Resend OTP in {cooldown}s
        </span>
      ) : (
        <button type="button" onClick={onResend} className="font-semibold text-gold-700 hover:underline">
          Resend OTP
        </button>
      )}
    </p>
  );
}

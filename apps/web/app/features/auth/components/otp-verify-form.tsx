import { useState } from "react";
import { toast } from "~/lib/toast";
import {
  OTP_LENGTH,
  OTP_RESEND_COOLDOWN_SECONDS,
  authValidation,
  isOtpWrongError,
  otpRegex,
  type User,
} from "@chauffeur/contracts";
import { BusyButton } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { useT, useValidationText } from "~/i18n";
import { useAppConfig } from "~/features/app-config";
import { paths } from "~/lib/paths";
import { authText } from "~/i18n/texts/auth";
import { resendOtp, verifyOtp } from "../api";
import { serverMessageOr } from "../errors";
import { useResendCooldown } from "../hooks/use-resend-cooldown";
import { useSession } from "../session";
import { OtpInput } from "./otp-input";
import type { OtpTarget } from "./auth-flow";

const empty = () => Array.from({ length: OTP_LENGTH }, () => "");

/** '+91 ••••• 210': the number the code went to, without showing it whole. */
export const maskedPhone = (phone: string) =>
  phone.length >= 6 ? `${phone.slice(0, 3)} ••••• ${phone.slice(-3)}` : phone;

/** The tries left on the code after a wrong guess (the server's `attemptsLeft`), or null. */
function attemptsLeftOf(e: unknown): number | null {
  if (!(e instanceof ApiRequestError)) return null;
  return isOtpWrongError(e.body) ? e.body.attemptsLeft : null;
}

/**
 * The OTP step, on its own screen (/auth/otp-verify/…) and in the sign-in dialog: the prompt, five boxes, 'Verify OTP',
 * the tries left after a wrong code, and 'Resend OTP' after a visible cooldown. Success signs the rider in
 * (`onVerified`); a failure clears the user and the boxes and toasts the server's message.
 */
export function OtpVerifyForm({
  email,
  phone,
  resendAfterSeconds,
  onVerified,
}: OtpTarget & { onVerified(u: User): void }) {
  const { setUser } = useSession();
  const t = useT(authText);
  const tv = useValidationText();
  const firstCooldown =
    Number(resendAfterSeconds) > 0 && Number(resendAfterSeconds) <= OTP_RESEND_COOLDOWN_SECONDS
      ? Number(resendAfterSeconds)
      : OTP_RESEND_COOLDOWN_SECONDS;
  const [digits, setDigits] = useState<string[]>(empty);
  const [busy, setBusy] = useState(false);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const { cooldown, startCooldown } = useResendCooldown(firstCooldown);

  const verify = async () => {
    const otp = digits.join("");
    if (!otpRegex.test(otp)) {
      toast.error(tv(authValidation.otpInvalid));
      return;
    }
    setBusy(true);
    try {
      const res = await verifyOtp({ email, phone, otp: Number(otp) });
      setUser(res.user);
      toast.success(res.message);
      onVerified(res.user);
    } catch (e) {
      setUser(null);
      setDigits(empty());
      setAttemptsLeft(attemptsLeftOf(e));
      toast.error(serverMessageOr(e, t("otp.failed")));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      const res = await resendOtp({ email, phone });
      startCooldown(res.resendAfterSeconds);
      setAttemptsLeft(null); // a new code, with all its tries
      toast.success(res.message);
    } catch (e) {
      const retry = Number((e as { body?: { retryAfterSeconds?: number } }).body?.retryAfterSeconds ?? 0);
      if (retry > 0 && retry <= 3600) startCooldown(retry);
      toast.error(serverMessageOr(e, t("otp.failed")));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void verify();
      }}
      className="space-y-6"
    >
      <p className="text-center text-ink-700">{t("otp.prompt")}</p>
      <OtpInput value={digits} onChange={setDigits} disabled={busy} />
      <p
        className="min-h-5 text-center text-sm font-medium text-danger-600"
        role="status"
        data-testid="otp-attempts-left"
      >
        {attemptsLeft === null ? "" : t("otp.attemptsLeft", { n: attemptsLeft })}
      </p>
      <BusyButton className="btn-dark w-full py-3" busy={busy}>
        {t("otp.verify")}
      </BusyButton>
      <ResendLine cooldown={cooldown} onResend={() => void resend()} />
      <DemoInboxLink />
    </form>
  );
}

/**
 * On a loopback demo no SMS leaves the machine: the code is read in the development mailbox (README, "Trying it as a demo"), opened
 * in a new tab so this screen stays. Anywhere else that mailbox is for operators only, and nothing is shown.
 */
function DemoInboxLink() {
  const t = useT(authText);
  if (!useAppConfig().devOutboxOpen) return null;
  return (
    <p className="text-center text-sm text-ink-600">
      {/* target=_blank opens without an opener in today's browsers (HTML's implicit rel=noopener) */}
      <a href={paths.devOutbox} target="_blank" className="font-semibold text-gold-700 hover:underline">
        {t("otp.inbox")}
      </a>
    </p>
  );
}

/** 'Didn't receive it?': the cooldown, then the 'Resend OTP' button. */
function ResendLine({ cooldown, onResend }: { cooldown: number; onResend(): void }) {
  const t = useT(authText);
  return (
    <p className="text-center text-sm text-ink-600">
      {t("otp.didntReceive")}{" "}
      {cooldown > 0 ? (
        <span aria-live="polite" data-testid="otp-cooldown">
          {t("otp.resendIn", { seconds: cooldown })}
        </span>
      ) : (
        <button type="button" onClick={onResend} className="font-semibold text-gold-700 hover:underline">
          {t("otp.resend")}
        </button>
      )}
    </p>
  );
}

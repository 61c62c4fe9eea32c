import { useState } from "react";
import type { User } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { useT } from "~/i18n";
import { authText } from "~/i18n/texts/auth";
import { AuthTabs } from "./auth-tabs";
import { maskedPhone, OtpVerifyForm } from "./otp-verify-form";
import type { OtpTarget } from "./auth-flow";

/**
 * Sign-in over the page (opened by the sign-in gate): the same Login and Register tabs as /auth, then the OTP step
 * for a new account, without leaving the page. Once the rider is in, `onSignedIn` lets the page continue its action.
 */
export default function SignInDialog({
  reason,
  onSignedIn,
  onClose,
}: {
  reason: string;
  onSignedIn(user: User): void;
  onClose(): void;
}) {
  const [otp, setOtp] = useState<OtpTarget | null>(null);
  const t = useT(authText);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={otp ? t("otp.title") : t("dialog.signIn")}
      description={otp ? t("otp.codeSent", { phone: maskedPhone(otp.phone) }) : reason}
      className="max-w-md"
    >
      {otp ? (
        <OtpVerifyForm {...otp} onVerified={onSignedIn} />
      ) : (
        <>
          <p className="mb-5 rounded-xl bg-ivory-100 px-4 py-3 text-sm text-ink-700">{t("dialog.keep")}</p>
          <AuthTabs onSignedIn={onSignedIn} onNeedsOtp={setOtp} forgotInNewTab />
        </>
      )}
    </Dialog>
  );
}

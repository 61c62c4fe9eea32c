import { useState } from "react";
import type { User } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
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
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={otp ? "Verify your phone" : "Sign in to continue"}
      description={otp ? `Code sent to ${maskedPhone(otp.phone)}` : reason}
      className="max-w-md"
    >
      {otp ? (
        <OtpVerifyForm {...otp} onVerified={onSignedIn} />
      ) : (
        <>
          <p className="mb-5 rounded-xl bg-ivory-100 px-4 py-3 text-sm text-ink-700">
            Everything you entered stays on the page: once you are signed in, we continue where you left off.
          </p>
          <AuthTabs onSignedIn={onSignedIn} onNeedsOtp={setOtp} forgotInNewTab />
        </>
      )}
    </Dialog>
  );
}

import type { UseFormRegisterReturn } from "react-hook-form";
import { MailCheck, Trash2 } from "lucide-react";
import { TextField } from "~/components/ui/field";
import { cancelEmailChange, resendEmailChange } from "~/features/auth";

/** A new address waiting for its link: resend it or cancel the change. */
export function PendingEmailNote({
  pendingEmail,
  onAction,
}: {
  pendingEmail: string;
  onAction(action: typeof resendEmailChange): void;
}) {
  return (
    <div
      className="mt-2 rounded-xl border border-gold-500/40 bg-gold-300/20 p-3 text-sm text-ink-700"
      data-testid="pending-email"
      role="status"
    >
      <p className="flex items-start gap-2">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden />
        <span className="min-w-0 break-words">
          Pending: <strong className="font-semibold">{pendingEmail}</strong>. Open the link we sent to that address to
          confirm.
        </span>
      </p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 pl-6">
        <button
          type="button"
          className="font-semibold text-gold-700 hover:underline"
          onClick={() => onAction(resendEmailChange)}
        >
          Resend link
        </button>
        <button
          type="button"
          className="font-semibold text-ink-600 hover:underline"
          onClick={() => onAction(cancelEmailChange)}
        >
          Cancel change
        </button>
      </div>
    </div>
  );
}

interface PhoneCodeFieldProps {
  codeSentTo: string | null;
  cooldown: number;
  error?: string;
  registration: UseFormRegisterReturn;
  onResend(): void;
}

/** The code sent to a new phone number, and 'Resend code' after the cooldown. */
export function PhoneCodeField({ codeSentTo, cooldown, error, registration, onResend }: PhoneCodeFieldProps) {
  return (
    <div>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={5}
        placeholder="5-digit code"
        hint={`We sent a 5-digit code to ${codeSentTo}. Enter it and save to change your phone number.`}
        error={error}
        {...registration}
      />
      <p className="mt-1 text-sm text-ink-600">
        {cooldown > 0 ? (
          <span aria-live="polite">Resend code in {cooldown}s</span>
        ) : (
          <button type="button" onClick={onResend} className="font-semibold text-gold-700 hover:underline">
            Resend code
          </button>
        )}
      </p>
    </div>
  );
}

export function DeleteAccountSection({ onDelete }: { onDelete(): void }) {
  return (
    <section className="card mt-8 border-danger-600/30 p-6 sm:p-8" aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="text-2xl text-danger-600">
        Delete My Account
      </h2>
      <p className="mt-2 text-sm text-ink-600">
        Request the deletion of your account. You can recover it within 72 hours; after 30 days your personal data is
        erased for good.
      </p>
      <button type="button" className="btn-danger mt-4" onClick={onDelete}>
        <Trash2 className="size-4" aria-hidden />
        Delete My Account
      </button>
    </section>
  );
}

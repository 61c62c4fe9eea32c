import type { UseFormRegisterReturn } from "react-hook-form";
import { MailCheck, Trash2 } from "lucide-react";
import { TextField } from "~/components/ui/field";
import { cancelEmailChange, resendEmailChange } from "~/features/auth";
import { useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";

/** A new address waiting for its link: resend it or cancel the change. */
export function PendingEmailNote({
  pendingEmail,
  onAction,
}: {
  pendingEmail: string;
  onAction(action: typeof resendEmailChange): void;
}) {
  const t = useT(accountText);
  return (
    <div
      className="mt-2 rounded-xl border border-gold-500/40 bg-gold-300/20 p-3 text-sm text-ink-700"
      data-testid="pending-email"
      role="status"
    >
      <p className="flex items-start gap-2">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden />
        <span className="min-w-0 break-words">
          {t("edit.pending")} <strong className="font-semibold">{pendingEmail}</strong>
          {t("edit.pendingText")}
        </span>
      </p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 pl-6">
        <button
          type="button"
          className="font-semibold text-gold-700 hover:underline"
          onClick={() => onAction(resendEmailChange)}
        >
          {t("edit.resendLink")}
        </button>
        <button
          type="button"
          className="font-semibold text-ink-600 hover:underline"
          onClick={() => onAction(cancelEmailChange)}
        >
          {t("edit.cancelChange")}
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
  const t = useT(accountText);
  return (
    <div>
      <TextField
        label={t("edit.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={5}
        placeholder={t("edit.codePlaceholder")}
        hint={t("edit.codeHint", { phone: codeSentTo ?? "" })}
        error={error}
        {...registration}
      />
      <p className="mt-1 text-sm text-ink-600">
        {cooldown > 0 ? (
          <span aria-live="polite">{t("edit.resendCodeIn", { seconds: cooldown })}</span>
        ) : (
          <button type="button" onClick={onResend} className="font-semibold text-gold-700 hover:underline">
            {t("edit.resendCode")}
          </button>
        )}
      </p>
    </div>
  );
}

export function DeleteAccountSection({ onDelete }: { onDelete(): void }) {
  const t = useT(accountText);
  return (
    <section className="card mt-8 border-danger-600/30 p-6 sm:p-8" aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="text-2xl text-danger-600">
        {t("delete.heading")}
      </h2>
      <p className="mt-2 text-sm text-ink-600">{t("delete.text")}</p>
      <button type="button" className="btn-danger mt-4" onClick={onDelete}>
        <Trash2 className="size-4" aria-hidden />
        {t("delete.heading")}
      </button>
    </section>
  );
}

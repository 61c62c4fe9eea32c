import { useState } from "react";
import { Link, type MetaFunction } from "react-router";
import { useForm } from "react-hook-form";
import { toast } from "~/lib/toast";
import { MailCheck } from "lucide-react";
import type { ForgotPasswordRequest } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { AuthCard, AuthFormFooter, authResolvers, forgotPassword, serverMessageOr } from "~/features/auth";
import { paths } from "~/lib/paths";
import { localeOfPath, textsIn, useLocalizePath, useT, useValidationText } from "~/i18n";
import { authText } from "~/i18n/texts/auth";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", authText)("meta.forgot") },
];

/** Forgot password: idle → 'Sending...' → 'Email Sent!' with 'Send Another Email'. */
export default function ForgotPasswordScreen() {
  const [sent, setSent] = useState(false);
  const t = useT(authText);
  const tv = useValidationText();
  const to = useLocalizePath();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordRequest>({
    resolver: authResolvers.forgotPassword,
    defaultValues: { email: "" },
  });

  const submit = handleSubmit(async (v) => {
    try {
      const res = await forgotPassword(v.email);
      toast.success(res.message);
      setSent(true);
    } catch (e) {
      toast.error(serverMessageOr(e, t("forgot.failed")));
    }
  });

  if (sent)
    return (
      <AuthCard eyebrow={t("forgot.eyebrow")} title={t("forgot.sentTitle")}>
        <div className="space-y-6 text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-gold-300/40 text-gold-700">
            <MailCheck className="size-8" aria-hidden />
          </span>
          <p className="text-ink-700">{t("forgot.sentText")}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
            <button
              type="button"
              className="btn-outline"
              onClick={() => {
                reset();
                setSent(false);
              }}
            >
              {t("forgot.again")}
            </button>
            <Link to={to(paths.auth)} className="btn-dark">
              {t("form.backToLogin")}
            </Link>
          </div>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard eyebrow={t("forgot.eyebrow")} title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      <form
        onSubmit={submit}
        onFocus={authResolvers.forgotPassword.preload}
        noValidate
        className="space-y-5"
        data-hydrate-early=""
      >
        <TextField
          label={t("field.email")}
          type="email"
          autoComplete="email"
          error={tv(errors.email?.message)}
          {...register("email")}
        />
        <AuthFormFooter busy={isSubmitting} label={t("forgot.submit")} busyLabel={t("forgot.busy")} />
      </form>
    </AuthCard>
  );
}

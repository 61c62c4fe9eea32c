import { useState } from "react";
import { Link, type MetaFunction } from "react-router";
import { useForm } from "react-hook-form";
import { toast } from "~/lib/toast";
import { AlertTriangle, LifeBuoy } from "lucide-react";
import { REDIRECT_AFTER_RESET_MS, type RecoverForm } from "@chauffeur/contracts";
import { PhoneField, TextField } from "~/components/ui/field";
import {
  AuthCard,
  AuthFormFooter,
  AuthShell,
  authResolvers,
  recoverAccount,
  serverMessageOr,
  statusOf,
  useRedirectAfter,
} from "~/features/auth";
import { paths } from "~/lib/paths";
import { localeOfPath, textsIn, useLocalizePath, useT, useValidationText } from "~/i18n";
import { authText } from "~/i18n/texts/auth";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", authText)("meta.recover") },
];

const byStatus = { 404: "recover.notFound", 401: "recover.invalid", 403: "recover.expired" } as const;

/** Recover account: within 72 hours of the deletion request; /auth 3 s after success. */
export default function RecoverAccountScreen() {
  const [done, setDone] = useState(false);
  const t = useT(authText);
  const tv = useValidationText();
  const to = useLocalizePath();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoverForm>({ resolver: authResolvers.recover, defaultValues: { phone: "", password: "" } });

  useRedirectAfter(done, to(paths.auth), REDIRECT_AFTER_RESET_MS);

  const submit = handleSubmit(async (v) => {
    try {
      const res = await recoverAccount({ phone: `+91${v.phone}`, password: v.password });
      toast.success(res.message);
      setDone(true);
    } catch (e) {
      const key = byStatus[statusOf(e) as keyof typeof byStatus];
      toast.error(key ? t(key) : serverMessageOr(e, t("recover.failed")));
    }
  });

  return (
    <AuthShell>
      <div>
        {done ? (
          <AuthCard eyebrow={t("index.welcomeBack")} title={t("recover.doneTitle")}>
            <div className="space-y-5 text-center">
              <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-gold-300/40 text-gold-700">
                <LifeBuoy className="size-8" aria-hidden />
              </span>
              <p className="text-ink-700">{t("recover.doneText")}</p>
              <Link to={to(paths.auth)} className="btn-dark">
                {t("form.goToLogin")}
              </Link>
            </div>
          </AuthCard>
        ) : (
          <AuthCard eyebrow={t("recover.eyebrow")} title={t("recover.title")} subtitle={t("recover.subtitle")}>
            <form
              onSubmit={submit}
              onFocus={authResolvers.recover.preload}
              noValidate
              className="space-y-5"
              data-hydrate-early=""
            >
              <div
                className="flex gap-3 rounded-xl border border-warning-600/30 bg-amber-50 p-4 text-sm text-ink-700"
                role="note"
              >
                <AlertTriangle className="mt-0.5 size-5 shrink-0 text-warning-600" aria-hidden />
                <p>{t("recover.note")}</p>
              </div>
              <PhoneField
                label={t("field.phone")}
                maxLength={10}
                error={tv(errors.phone?.message)}
                {...register("phone")}
              />
              <TextField
                label={t("field.password")}
                type="password"
                autoComplete="current-password"
                error={tv(errors.password?.message)}
                {...register("password")}
              />
              <AuthFormFooter busy={isSubmitting} label={t("recover.title")} busyLabel={t("recover.busy")} />
            </form>
          </AuthCard>
        )}
      </div>
    </AuthShell>
  );
}

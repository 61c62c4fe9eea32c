import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams, type MetaFunction } from "react-router";
import { useForm } from "react-hook-form";
import { toast } from "~/lib/toast";
import { LinkIcon, ShieldCheck } from "lucide-react";
import { REDIRECT_AFTER_RESET_MS, authServerMessages, type ResetPasswordRequest } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import {
  AuthCard,
  AuthFormFooter,
  authResolvers,
  checkResetLink,
  resetPassword,
  serverMessageOr,
  useRedirectAfter,
} from "~/features/auth";
import { ApiRequestError } from "~/lib/api-client";
import { paths } from "~/lib/paths";
import { formatMessage, localeOfPath, textsIn, useLocale, useLocalizePath, useT, useValidationText } from "~/i18n";
import { authText } from "~/i18n/texts/auth";

// the token is in the address: never send it to another site in a Referer (the server sends the header too)
export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", authText)("meta.reset") },
  { name: "referrer", content: "no-referrer" },
];

/**
 * The link's state, asked when the page opens (nothing is consumed): a used, expired or unknown link says so at once
 * with a way to ask for a new one. A malformed token (400) is a dead link too; when the check itself fails (offline,
 * server error) the form shows and the reset call has the last word.
 */
function useResetLink(token: string) {
  const { locale } = useLocale();
  const query = useQuery({
    queryKey: ["reset-link", token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Infinity,
  });
  if (query.isPending) return { checking: true, deadMessage: null } as const;
  if (query.data && !query.data.valid) return { checking: false, deadMessage: query.data.message } as const;
  if (query.error instanceof ApiRequestError && query.error.status === 400)
    return {
      checking: false,
      deadMessage:
        locale === "en-IN" ? authServerMessages.resetInvalid : formatMessage(locale, "errors", "auth.resetInvalid"),
    } as const;
  return { checking: false, deadMessage: null } as const;
}

/** A link that can no longer be used: why, 'Request a new link' (forgot password) and 'Back to Login'. */
function DeadLink({ message }: { message: string }) {
  const t = useT(authText);
  const to = useLocalizePath();
  return (
    <AuthCard eyebrow={t("forgot.eyebrow")} title={t("reset.title")}>
      <div className="space-y-6 text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-ivory-200 text-ink-700">
          <LinkIcon className="size-8" aria-hidden />
        </span>
        <p role="alert" className="font-medium text-ink-800" data-testid="reset-link-state">
          {message}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={to(paths.forgotPassword)} className="btn-dark">
            {t("reset.newLink")}
          </Link>
          <Link to={to(paths.auth)} className="btn-outline">
            {t("form.backToLogin")}
          </Link>
        </div>
      </div>
    </AuthCard>
  );
}

/** Reset password: the link checked on open, then form, 'Updating...', success view, /auth after 3 s. */
export default function ResetPasswordScreen() {
  const { token = "" } = useParams();
  const link = useResetLink(token);
  const [done, setDone] = useState(false);
  const t = useT(authText);
  const tv = useValidationText();
  const to = useLocalizePath();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordRequest>({
    resolver: authResolvers.resetPassword,
    defaultValues: { password: "", confirmPassword: "" },
  });

  useRedirectAfter(done, to(paths.auth), REDIRECT_AFTER_RESET_MS);

  const submit = handleSubmit(async (v) => {
    try {
      const res = await resetPassword(token, v);
      toast.success(res.message);
      setDone(true);
    } catch (e) {
      toast.error(serverMessageOr(e, t("reset.failed")));
    }
  });

  if (link.checking)
    return (
      <AuthCard eyebrow={t("forgot.eyebrow")} title={t("reset.title")}>
        <p role="status" className="flex items-center justify-center gap-3 py-6 text-ink-600">
          <Spinner /> {t("reset.checking")}
        </p>
      </AuthCard>
    );
  if (link.deadMessage && !done) return <DeadLink message={link.deadMessage} />;

  if (done)
    return (
      <AuthCard eyebrow={t("reset.doneEyebrow")} title={t("reset.doneTitle")}>
        <div className="space-y-5 text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-gold-300/40 text-gold-700">
            <ShieldCheck className="size-8" aria-hidden />
          </span>
          <p className="text-ink-700">{t("reset.doneText")}</p>
          <Link to={to(paths.auth)} className="btn-dark">
            {t("form.goToLogin")}
          </Link>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard eyebrow={t("forgot.eyebrow")} title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <form onSubmit={submit} onFocus={authResolvers.resetPassword.preload} noValidate className="space-y-5">
        <TextField
          label={t("field.newPassword")}
          type="password"
          autoComplete="new-password"
          error={tv(errors.password?.message)}
          {...register("password")}
        />
        <TextField
          label={t("field.confirmNewPassword")}
          type="password"
          autoComplete="new-password"
          error={tv(errors.confirmPassword?.message)}
          {...register("confirmPassword")}
        />
        <AuthFormFooter busy={isSubmitting} label={t("reset.submit")} busyLabel={t("reset.busy")} />
      </form>
    </AuthCard>
  );
}

import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "~/lib/toast";
import { AUTH_ERROR_CODES, type LoginForm as LoginValues } from "@chauffeur/contracts";
import { PhoneField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT, useValidationText } from "~/i18n";
import { authText } from "~/i18n/texts/auth";
import { loginRider } from "../api";
import { authResolvers } from "../lazy-resolvers";
import { codeOf, serverMessageOr } from "../errors";
import { useSession } from "../session";
import type { AuthFlowHandlers } from "./auth-flow";

/**
 * Login tab: +91 phone, password, Forgot Password?, Login. Success hands the user to `onSignedIn` (the /auth screen
 * navigates, the dialog continues the rider's action); an unverified phone goes to the OTP step; failure resets the
 * form.
 */
export function LoginForm({ onSignedIn, onNeedsOtp, forgotInNewTab }: AuthFlowHandlers) {
  const { setUser } = useSession();
  const t = useT(authText);
  const tv = useValidationText();
  const to = useLocalizePath();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: authResolvers.login, defaultValues: { phone: "", password: "" } });

  const submit = handleSubmit(async (v) => {
    try {
      const res = await loginRider({ phone: `+91${v.phone}`, password: v.password });
      setUser(res.user);
      // an operator still has the second step ahead in the console (docs/security.md §5): no success toast yet
      if (res.user.role !== "operator") toast.success(res.message);
      onSignedIn(res.user);
    } catch (e) {
      reset();
      const message = serverMessageOr(e, t("login.failed"));
      if (codeOf(e) === AUTH_ERROR_CODES.verificationRequired) {
        const body = (e as { body?: { verification?: { email: string; phone: string } } }).body;
        toast.info(message);
        if (body?.verification) onNeedsOtp({ email: body.verification.email, phone: body.verification.phone });
        return;
      }
      toast.error(message);
    }
  });

  return (
    <form
      onSubmit={submit}
      onFocus={authResolvers.login.preload}
      noValidate
      className="space-y-5"
      aria-label={t("tabs.login")}
      // the page is this form: its code is fetched right after the first paint (hydrate-on-intent/loader.ts)
      data-hydrate-early=""
    >
      <PhoneField
        label={t("field.phone")}
        placeholder={t("field.phonePlaceholder")}
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
      <div className="flex justify-end">
        <Link
          to={to(paths.forgotPassword)}
          className="text-sm font-medium text-gold-700 hover:text-gold-600 hover:underline"
          {...(forgotInNewTab ? { target: "_blank", rel: "noopener" } : {})}
        >
          {t("login.forgot")}
          {forgotInNewTab ? <span className="sr-only">{t("login.newTab")}</span> : null}
        </Link>
      </div>
      <BusyButton className="btn-dark w-full py-3" busy={isSubmitting}>
        {t("tabs.login")}
      </BusyButton>
    </form>
  );
}

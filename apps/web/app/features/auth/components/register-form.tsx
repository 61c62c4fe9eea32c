import { useForm } from "react-hook-form";
import { toast } from "~/lib/toast";
import type { RegisterForm as RegisterValues } from "@chauffeur/contracts";
import { PhoneField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { useT, useValidationText } from "~/i18n";
import { authText } from "~/i18n/texts/auth";
import { registerRider } from "../api";
import { authResolvers } from "../lazy-resolvers";
import { serverMessageOr } from "../errors";
import type { OtpTarget } from "./auth-flow";

/** Register tab: success toasts the server message, resets the form and opens OTP verification (`onRegistered`). */
export function RegisterForm({ onRegistered }: { onRegistered(target: OtpTarget): void }) {
  const t = useT(authText);
  const tv = useValidationText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: authResolvers.register,
    defaultValues: { name: "", email: "", phone: "", password: "", confirmPassword: "" },
  });

  const submit = handleSubmit(async ({ confirmPassword: _drop, ...v }) => {
    void _drop; // never sent
    const phone = `+91${v.phone}`;
    try {
      const res = await registerRider({ name: v.name, email: v.email, phone, password: v.password });
      toast.success(res.message);
      reset();
      // a registration repeated within the minute sends no new SMS: the OTP screen counts down what is left
      onRegistered({ email: v.email, phone, resendAfterSeconds: res.resendAfterSeconds });
    } catch (e) {
      toast.error(serverMessageOr(e, t("register.failed")));
    }
  });

  return (
    <form
      onSubmit={submit}
      onFocus={authResolvers.register.preload}
      noValidate
      className="space-y-4"
      aria-label={t("tabs.register")}
    >
      <TextField label={t("field.name")} autoComplete="name" error={tv(errors.name?.message)} {...register("name")} />
      <TextField
        label={t("field.email")}
        type="email"
        autoComplete="email"
        error={tv(errors.email?.message)}
        {...register("email")}
      />
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
        autoComplete="new-password"
        error={tv(errors.password?.message)}
        {...register("password")}
      />
      <TextField
        label={t("field.confirmPassword")}
        type="password"
        autoComplete="new-password"
        error={tv(errors.confirmPassword?.message)}
        {...register("confirmPassword")}
      />
      <BusyButton className="btn-dark w-full py-3" busy={isSubmitting}>
        {t("tabs.register")}
      </BusyButton>
    </form>
  );
}

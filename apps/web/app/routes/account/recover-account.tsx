import { useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { toast } from "~/lib/toast";
import { AlertTriangle, LifeBuoy } from "lucide-react";
import { REDIRECT_AFTER_RESET_MS, authMessages, type RecoverForm } from "@chauffeur/contracts";
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

export const meta = () => [{ title: "Recover Account | Sarathi Luxe" }];

const byStatus: Record<number, string> = {
  404: authMessages.recover404,
  401: authMessages.recover401,
  403: authMessages.recover403,
};

/** Recover account: within 72 hours of the deletion request; /auth 3 s after success. */
export default function RecoverAccountScreen() {
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoverForm>({ resolver: authResolvers.recover, defaultValues: { phone: "", password: "" } });

  useRedirectAfter(done, paths.auth, REDIRECT_AFTER_RESET_MS);

  const submit = handleSubmit(async (v) => {
    try {
      const res = await recoverAccount({ phone: `+91${v.phone}`, password: v.password });
      toast.success(res.message);
      setDone(true);
    } catch (e) {
      const status = statusOf(e);
      toast.error(byStatus[status] ?? serverMessageOr(e, authMessages.recoverFailed));
    }
  });

  return (
    <AuthShell>
      <div>
        {done ? (
          <AuthCard eyebrow="Welcome back" title="Account Recovered!">
            <div className="space-y-5 text-center">
              <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-gold-300/40 text-gold-700">
                <LifeBuoy className="size-8" aria-hidden />
              </span>
              <p className="text-ink-700">Your account is active again. Taking you to login…</p>
              <Link to={paths.auth} className="btn-dark">
                Go to Login
              </Link>
            </div>
          </AuthCard>
        ) : (
          <AuthCard
            eyebrow="Changed your mind?"
            title="Recover Account"
            subtitle="Sign in details of the account you asked us to delete."
          >
            <form onSubmit={submit} onFocus={authResolvers.recover.preload} noValidate className="space-y-5">
              <div
                className="flex gap-3 rounded-xl border border-warning-600/30 bg-amber-50 p-4 text-sm text-ink-700"
                role="note"
              >
                <AlertTriangle className="mt-0.5 size-5 shrink-0 text-warning-600" aria-hidden />
                <p>Recovery works only within 72 hours of the deletion request. After that, please contact support.</p>
              </div>
              <PhoneField label="Phone Number" maxLength={10} error={errors.phone?.message} {...register("phone")} />
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                error={errors.password?.message}
                {...register("password")}
              />
              <AuthFormFooter busy={isSubmitting} label="Recover Account" busyLabel="Recovering..." />
            </form>
          </AuthCard>
        )}
      </div>
    </AuthShell>
  );
}

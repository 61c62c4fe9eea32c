import { useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { toast } from "~/lib/toast";
import { MailCheck } from "lucide-react";
import { authMessages, type ForgotPasswordRequest } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { AuthCard, AuthFormFooter, authResolvers, forgotPassword, serverMessageOr } from "~/features/auth";
import { paths } from "~/lib/paths";

export const meta = () => [{ title: "Forgot Password | Sarathi Luxe" }];

/** Forgot password: idle → 'Sending...' → 'Email Sent!' with 'Send Another Email'. */
export default function ForgotPasswordScreen() {
  const [sent, setSent] = useState(false);
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
      toast.error(serverMessageOr(e, authMessages.forgotFailed));
    }
  });

  if (sent)
    return (
      <AuthCard eyebrow="Password help" title="Email Sent!">
        <div className="space-y-6 text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-gold-300/40 text-gold-700">
            <MailCheck className="size-8" aria-hidden />
          </span>
          <p className="text-ink-700">
            If an account uses that address, a reset link is on its way. The link works once, for 30 minutes.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
            <button
              type="button"
              className="btn-outline"
              onClick={() => {
                reset();
                setSent(false);
              }}
            >
              Send Another Email
            </button>
            <Link to={paths.auth} className="btn-dark">
              Back to Login
            </Link>
          </div>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard
      eyebrow="Password help"
      title="Forgot Password"
      subtitle="Enter your account's email and we will send you a reset link."
    >
      <form onSubmit={submit} onFocus={authResolvers.forgotPassword.preload} noValidate className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <AuthFormFooter busy={isSubmitting} label="Send Reset Link" busyLabel="Sending..." />
      </form>
    </AuthCard>
  );
}

import { useState } from "react";
import { Link, useParams } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import { ShieldCheck } from "lucide-react";
import {
  REDIRECT_AFTER_RESET_MS,
  ResetPasswordRequestSchema,
  authMessages,
  type ResetPasswordRequest,
} from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { AuthCard, AuthFormFooter, resetPassword, serverMessageOr, useRedirectAfter } from "~/features/auth";
import { paths } from "~/lib/paths";

// the token is in the address: never send it to another site in a Referer (the server sends the header too)
export const meta = () => [{ title: "Reset Password | Sarathi Luxe" }, { name: "referrer", content: "no-referrer" }];

/** Reset password: form, 'Updating...', success view, /auth after 3 s. */
export default function ResetPasswordScreen() {
  const { token = "" } = useParams();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(ResetPasswordRequestSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  useRedirectAfter(done, paths.auth, REDIRECT_AFTER_RESET_MS);

  const submit = handleSubmit(async (v) => {
    try {
      const res = await resetPassword(token, v);
      toast.success(res.message);
      setDone(true);
    } catch (e) {
      toast.error(serverMessageOr(e, authMessages.resetFailed));
    }
  });

  if (done)
    return (
      <AuthCard eyebrow="All set" title="Password Reset Successful!">
        <div className="space-y-5 text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-gold-300/40 text-gold-700">
            <ShieldCheck className="size-8" aria-hidden />
          </span>
          <p className="text-ink-700">
            Every device has been signed out. Login with your new password; we are taking you there now.
          </p>
          <Link to={paths.auth} className="btn-dark">
            Go to Login
          </Link>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard
      eyebrow="Password help"
      title="Reset Password"
      subtitle="Use at least 6 characters with an uppercase letter, a lowercase letter and a number."
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <AuthFormFooter busy={isSubmitting} label="Update Password" busyLabel="Updating..." />
      </form>
    </AuthCard>
  );
}

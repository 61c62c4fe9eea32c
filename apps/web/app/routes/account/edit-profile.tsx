import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import { MailCheck, Trash2 } from "lucide-react";
import { HOME_CITIES, ProfileUpdateSchema, authMessages, type ProfileUpdate, type User } from "@chauffeur/contracts";
import { ApiRequestError } from "~/lib/api-client";
import { SelectField, TextField } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import {
  Avatar,
  cancelEmailChange,
  DeleteAccountDialog,
  resendEmailChange,
  resendPhoneOtp,
  serverMessageOr,
  statusOf,
  updateProfile,
  useResendCooldown,
  useSession,
} from "~/features/auth";
import { paths } from "~/lib/paths";

export const meta = () => [{ title: "Edit Profile | Sarathi Luxe" }];

/** Edit profile: prefilled form, Cancel / Save Changes, and the Delete My Account section. */
export default function EditProfileScreen() {
  const { user } = useSession();
  if (!user)
    return (
      <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
        <Spinner /> {authMessages.loadingUserData}
      </p>
    );
  return <EditProfileForm user={user} />;
}

/** The profile form: its values, which of the e-mail and phone are changing (password, code), save and resends. */
function useEditProfile(user: User) {
  const { setUser } = useSession();
  const navigate = useNavigate();
  // a phone change under way: the number the code was sent to, and when another code may be asked for
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const { cooldown, startCooldown } = useResendCooldown();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      workEmail: user.workEmail ?? "",
      phone: user.phone ?? "",
      homecity: (user.homecity ?? "") as ProfileUpdate["homecity"],
      profilePicture: user.profilePicture ?? "",
      currentPassword: "",
      phoneOtp: "",
    },
  });
  const picture = watch("profilePicture");
  const name = watch("name");
  // the e-mail and the phone are sign-in identifiers: changing either asks for the current password, and a new
  // phone number for the code sent to it (docs/security.md §4)
  const emailValue = (watch("email") ?? "").trim().toLowerCase();
  const phoneValue = (watch("phone") ?? "").trim();
  const emailChanging = emailValue !== "" && emailValue !== user.email.toLowerCase();
  const phoneChanging = phoneValue !== "" && phoneValue !== (user.phone ?? "");
  const codeStep = phoneChanging && codeSentTo === phoneValue;
  const needsPassword = emailChanging || (phoneChanging && !codeStep);

  const submit = handleSubmit(async ({ currentPassword, phoneOtp, ...v }) => {
    try {
      const res = await updateProfile({
        ...v,
        ...(needsPassword ? { currentPassword } : {}),
        ...(codeStep ? { phoneOtp } : {}),
      });
      setUser(res.user);
      toast.success(res.message);
      setValue("currentPassword", "");
      if (res.emailChange) setValue("email", res.user.email);
      if (res.phoneChange) {
        setCodeSentTo(res.phoneChange.phone);
        startCooldown(res.phoneChange.resendAfterSeconds);
        setValue("phoneOtp", "");
      }
      if (!res.emailChange && !res.phoneChange) navigate(paths.profile);
    } catch (e) {
      const status = statusOf(e);
      const fallback =
        status === 401
          ? authMessages.profileUpdate401
          : status === 400
            ? authMessages.profileUpdate400
            : authMessages.profileUpdateFailed;
      const fields = e instanceof ApiRequestError ? e.fieldErrors : undefined;
      if (fields?.currentPassword?.[0]) setError("currentPassword", { message: fields.currentPassword[0] });
      if (fields?.phoneOtp?.[0]) setError("phoneOtp", { message: fields.phoneOtp[0] });
      toast.error(serverMessageOr(e, fallback));
    }
  });

  const resendCode = async () => {
    try {
      const res = await resendPhoneOtp(phoneValue);
      startCooldown(res.resendAfterSeconds);
      toast.success(res.message);
    } catch (e) {
      const retry = Number((e as { body?: { retryAfterSeconds?: number } }).body?.retryAfterSeconds ?? 0);
      if (retry > 0 && retry <= 3600) startCooldown(retry);
      toast.error(serverMessageOr(e, authMessages.profileUpdateFailed));
    }
  };
  const pendingAction = async (action: typeof resendEmailChange) => {
    try {
      const res = await action();
      setUser(res.user);
      toast.success(res.message);
    } catch (e) {
      toast.error(serverMessageOr(e, authMessages.profileUpdateFailed));
    }
  };
  return {
    register,
    errors,
    isSubmitting,
    picture,
    name,
    emailChanging,
    codeStep,
    codeSentTo,
    needsPassword,
    cooldown,
    submit,
    resendCode,
    pendingAction,
  };
}

function EditProfileForm({ user }: { user: User }) {
  const [deleteOpen, setDeleteOpen] = useState(false);
  const {
    register,
    errors,
    isSubmitting,
    picture,
    name,
    emailChanging,
    codeStep,
    codeSentTo,
    needsPassword,
    cooldown,
    submit,
    resendCode,
    pendingAction,
  } = useEditProfile(user);
  return (
    <div className="bg-ivory-100 py-10 md:py-14">
      <div className="page-container max-w-3xl">
        <p className="eyebrow text-gold-700">Your account</p>
        <h1 className="mt-1 text-4xl text-ink-900">Edit Profile</h1>
        <form onSubmit={submit} noValidate className="card mt-6 space-y-5 p-6 sm:p-8">
          <div className="flex items-center gap-4">
            <Avatar name={name || user.name} picture={/^https?:\/\//.test(picture ?? "") ? picture : null} size={72} />
            <p className="text-sm text-ink-600">Your picture appears on your profile and in the header.</p>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
            <div>
              <TextField
                label="Personal Email"
                type="email"
                autoComplete="email"
                hint={
                  emailChanging
                    ? "We will send a link to the new address: your email changes when you open it."
                    : undefined
                }
                error={errors.email?.message}
                {...register("email")}
              />
              {user.pendingEmail ? (
                <PendingEmailNote pendingEmail={user.pendingEmail} onAction={(a) => void pendingAction(a)} />
              ) : null}
            </div>
            <TextField label="Work Email" type="email" error={errors.workEmail?.message} {...register("workEmail")} />
            <TextField
              label="Phone Number"
              type="tel"
              autoComplete="tel"
              placeholder="+91XXXXXXXXXX"
              hint="Your sign-in number. A new number is confirmed with a code we send to it."
              error={errors.phone?.message}
              {...register("phone")}
            />
            {codeStep ? (
              <PhoneCodeField
                codeSentTo={codeSentTo}
                cooldown={cooldown}
                error={errors.phoneOtp?.message}
                registration={register("phoneOtp")}
                onResend={() => void resendCode()}
              />
            ) : null}
            <SelectField label="Home City" error={errors.homecity?.message} {...register("homecity")}>
              <option value="">Select your city</option>
              {HOME_CITIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Profile Picture URL (optional)"
              type="url"
              placeholder="https://…"
              error={errors.profilePicture?.message}
              {...register("profilePicture")}
            />
            {needsPassword ? (
              <TextField
                label="Current password"
                type="password"
                autoComplete="current-password"
                hint="Needed to change your email or phone number."
                error={errors.currentPassword?.message}
                {...register("currentPassword")}
              />
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-ivory-200 pt-5 sm:flex-row sm:justify-end">
            <Link to={paths.profile} className="btn-outline">
              Cancel
            </Link>
            <button type="submit" className="btn-dark px-6" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save Changes"}
            </button>
          </div>
        </form>

        <DeleteAccountSection onDelete={() => setDeleteOpen(true)} />
      </div>
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
    </div>
  );
}

/** A new address waiting for its link: resend it or cancel the change. */
function PendingEmailNote({
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
function PhoneCodeField({ codeSentTo, cooldown, error, registration, onResend }: PhoneCodeFieldProps) {
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

function DeleteAccountSection({ onDelete }: { onDelete(): void }) {
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

import { useState } from "react";
import { useNavigate } from "react-router";
import { useForm, type UseFormSetError } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import { ProfileUpdateSchema, type ProfileUpdate, type User } from "@chauffeur/contracts";
import type en from "@chauffeur/contracts/i18n/en-IN/account";
import { ApiRequestError } from "~/lib/api-client";
import {
  resendEmailChange,
  resendPhoneOtp,
  serverMessageOr,
  statusOf,
  updateProfile,
  useResendCooldown,
  useSession,
} from "~/features/auth";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT, type T } from "~/i18n";
import { accountText } from "~/i18n/texts/account";

type AccountT = T<keyof typeof en>;

/** The form, prefilled from the signed-in user. */
function useProfileForm(user: User) {
  return useForm<ProfileUpdate>({
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
      emergencyContactName: user.emergencyContactName ?? "",
      emergencyContactPhone: user.emergencyContactPhone ?? "",
    },
  });
}

/** A failed save: the password and code errors on their fields, the message in a toast. */
function reportSaveError(e: unknown, setError: UseFormSetError<ProfileUpdate>, t: AccountT) {
  const status = statusOf(e);
  const fallback = status === 401 ? t("edit.failed401") : status === 400 ? t("edit.failed400") : t("edit.failed");
  const fields = e instanceof ApiRequestError ? e.fieldErrors : undefined;
  if (fields?.currentPassword?.[0]) setError("currentPassword", { message: fields.currentPassword[0] });
  if (fields?.phoneOtp?.[0]) setError("phoneOtp", { message: fields.phoneOtp[0] });
  toast.error(serverMessageOr(e, fallback));
}

/** Another code to the new phone number, and the pending e-mail change's resend / cancel. */
function useProfileResends(phoneValue: string, startCooldown: (seconds: number) => void) {
  const { setUser } = useSession();
  const t = useT(accountText);
  const resendCode = async () => {
    try {
      const res = await resendPhoneOtp(phoneValue);
      startCooldown(res.resendAfterSeconds);
      toast.success(res.message);
    } catch (e) {
      const retry = Number((e as { body?: { retryAfterSeconds?: number } }).body?.retryAfterSeconds ?? 0);
      if (retry > 0 && retry <= 3600) startCooldown(retry);
      toast.error(serverMessageOr(e, t("edit.failed")));
    }
  };
  const pendingAction = async (action: typeof resendEmailChange) => {
    try {
      const res = await action();
      setUser(res.user);
      toast.success(res.message);
    } catch (e) {
      toast.error(serverMessageOr(e, t("edit.failed")));
    }
  };
  return { resendCode, pendingAction };
}

/** The profile form: its values, which of the e-mail and phone are changing (password, code), save and resends. */
export function useEditProfile(user: User) {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const to = useLocalizePath();
  const t = useT(accountText);
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
  } = useProfileForm(user);
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
  const { resendCode, pendingAction } = useProfileResends(phoneValue, startCooldown);

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
      if (!res.emailChange && !res.phoneChange) navigate(to(paths.profile));
    } catch (e) {
      reportSaveError(e, setError, t);
    }
  });

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

import { useState } from "react";
import { Link, type MetaFunction } from "react-router";
import { HOME_CITIES, type User } from "@chauffeur/contracts";
import { SelectField, TextField } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { Avatar, DeleteAccountDialog, useSession } from "~/features/auth";
import { paths } from "~/lib/paths";
import { localeOfPath, textsIn, useLocalizePath, useT, useValidationText } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { DeleteAccountSection, PendingEmailNote, PhoneCodeField } from "./edit-profile-parts";
import { useEditProfile } from "./use-edit-profile";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", accountText)("meta.editProfile") },
];

/** Edit profile: prefilled form, Cancel / Save Changes, and the Delete My Account section. */
export default function EditProfileScreen() {
  const { user } = useSession();
  const t = useT(accountText);
  if (!user)
    return (
      <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
        <Spinner /> {t("edit.loading")}
      </p>
    );
  return <EditProfileForm user={user} />;
}

function EditProfileForm({ user }: { user: User }) {
  const [deleteOpen, setDeleteOpen] = useState(false);
  const form = useEditProfile(user);
  const { picture, name, isSubmitting, submit } = form;
  const t = useT(accountText);
  const to = useLocalizePath();
  return (
    <div className="bg-ivory-100 py-10 md:py-14">
      <div className="page-container max-w-3xl">
        <p className="eyebrow text-gold-700">{t("edit.eyebrow")}</p>
        <h1 className="mt-1 text-4xl text-ink-900">{t("edit.title")}</h1>
        <form onSubmit={submit} noValidate className="card mt-6 space-y-5 p-6 sm:p-8">
          <div className="flex items-center gap-4">
            <Avatar name={name || user.name} picture={/^https?:\/\//.test(picture ?? "") ? picture : null} size={72} />
            <p className="text-sm text-ink-600">{t("edit.pictureNote")}</p>
          </div>
          <ProfileFields user={user} form={form} />
          <div className="flex flex-col-reverse gap-3 border-t border-ivory-200 pt-5 sm:flex-row sm:justify-end">
            <Link to={to(paths.profile)} className="btn-outline">
              {t("edit.cancel")}
            </Link>
            <button type="submit" className="btn-dark px-6" disabled={isSubmitting}>
              {isSubmitting ? t("edit.saving") : t("edit.save")}
            </button>
          </div>
        </form>

        <DeleteAccountSection onDelete={() => setDeleteOpen(true)} />
      </div>
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
    </div>
  );
}

/** The form's fields: the identifiers (with the pending e-mail and the phone code), city, picture, password. */
function ProfileFields({ user, form }: { user: User; form: ReturnType<typeof useEditProfile> }) {
  const { register, errors, emailChanging, codeStep, codeSentTo, needsPassword, cooldown, resendCode, pendingAction } =
    form;
  const t = useT(accountText);
  const tv = useValidationText();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t("profile.fullName")}
        autoComplete="name"
        error={tv(errors.name?.message)}
        {...register("name")}
      />
      <div>
        <TextField
          label={t("profile.personalEmail")}
          type="email"
          autoComplete="email"
          hint={emailChanging ? t("edit.emailHint") : undefined}
          error={tv(errors.email?.message)}
          {...register("email")}
        />
        {user.pendingEmail ? (
          <PendingEmailNote pendingEmail={user.pendingEmail} onAction={(a) => void pendingAction(a)} />
        ) : null}
      </div>
      <TextField
        label={t("profile.workEmail")}
        type="email"
        error={tv(errors.workEmail?.message)}
        {...register("workEmail")}
      />
      <TextField
        label={t("profile.phone")}
        type="tel"
        autoComplete="tel"
        placeholder={t("edit.phonePlaceholder")}
        hint={t("edit.phoneHint")}
        error={tv(errors.phone?.message)}
        {...register("phone")}
      />
      {codeStep ? (
        <PhoneCodeField
          codeSentTo={codeSentTo}
          cooldown={cooldown}
          error={tv(errors.phoneOtp?.message)}
          registration={register("phoneOtp")}
          onResend={() => void resendCode()}
        />
      ) : null}
      <SelectField label={t("profile.homeCity")} error={tv(errors.homecity?.message)} {...register("homecity")}>
        <option value="">{t("edit.selectCity")}</option>
        {HOME_CITIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("edit.picture")}
        type="url"
        placeholder={t("edit.picturePlaceholder")}
        error={tv(errors.profilePicture?.message)}
        {...register("profilePicture")}
      />
      <EmergencyContactFields form={form} />
      {needsPassword ? (
        <TextField
          label={t("edit.currentPassword")}
          type="password"
          autoComplete="current-password"
          hint={t("edit.currentPasswordHint")}
          error={tv(errors.currentPassword?.message)}
          {...register("currentPassword")}
        />
      ) : null}
    </div>
  );
}

/** Who is texted the trip link when the rider presses SOS (README "The day of the ride"). */
function EmergencyContactFields({ form: { register, errors } }: { form: ReturnType<typeof useEditProfile> }) {
  const t = useT(accountText);
  const tv = useValidationText();
  return (
    <>
      <TextField
        label={t("edit.emergencyName")}
        autoComplete="off"
        hint={t("edit.emergencyNameHint")}
        error={tv(errors.emergencyContactName?.message)}
        {...register("emergencyContactName")}
      />
      <TextField
        label={t("edit.emergencyPhone")}
        type="tel"
        autoComplete="off"
        placeholder={t("edit.phonePlaceholder")}
        error={tv(errors.emergencyContactPhone?.message)}
        {...register("emergencyContactPhone")}
      />
    </>
  );
}

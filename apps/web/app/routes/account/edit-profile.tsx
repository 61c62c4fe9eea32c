import { useState } from "react";
import { Link } from "react-router";
import { HOME_CITIES, authMessages, type User } from "@chauffeur/contracts";
import { SelectField, TextField } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { Avatar, DeleteAccountDialog, useSession } from "~/features/auth";
import { paths } from "~/lib/paths";
import { DeleteAccountSection, PendingEmailNote, PhoneCodeField } from "./edit-profile-parts";
import { useEditProfile } from "./use-edit-profile";

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

function EditProfileForm({ user }: { user: User }) {
  const [deleteOpen, setDeleteOpen] = useState(false);
  const form = useEditProfile(user);
  const { picture, name, isSubmitting, submit } = form;
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
          <ProfileFields user={user} form={form} />
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

/** The form's fields: the identifiers (with the pending e-mail and the phone code), city, picture, password. */
function ProfileFields({ user, form }: { user: User; form: ReturnType<typeof useEditProfile> }) {
  const { register, errors, emailChanging, codeStep, codeSentTo, needsPassword, cooldown, resendCode, pendingAction } =
    form;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...register("name")} />
      <div>
        <TextField
          label="Personal Email"
          type="email"
          autoComplete="email"
          hint={
            emailChanging ? "We will send a link to the new address: your email changes when you open it." : undefined
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
      <EmergencyContactFields form={form} />
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
  );
}

/** Who is texted the trip link when the rider presses SOS (README "The day of the ride"). */
function EmergencyContactFields({ form: { register, errors } }: { form: ReturnType<typeof useEditProfile> }) {
  return (
    <>
      <TextField
        label="Emergency contact name"
        autoComplete="off"
        hint="Optional. If you press SOS during a ride, we text them a link to follow it."
        error={errors.emergencyContactName?.message}
        {...register("emergencyContactName")}
      />
      <TextField
        label="Emergency contact phone"
        type="tel"
        autoComplete="off"
        placeholder="+91XXXXXXXXXX"
        error={errors.emergencyContactPhone?.message}
        {...register("emergencyContactPhone")}
      />
    </>
  );
}

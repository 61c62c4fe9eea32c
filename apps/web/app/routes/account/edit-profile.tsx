import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import { Trash2 } from "lucide-react";
import { HOME_CITIES, ProfileUpdateSchema, authMessages, type ProfileUpdate, type User } from "@chauffeur/contracts";
import { SelectField, TextField } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { Avatar } from "~/features/auth/components/avatar";
import { DeleteAccountDialog } from "~/features/auth/components/delete-account-dialog";
import { updateProfile } from "~/features/auth/api";
import { serverMessageOr, statusOf } from "~/features/auth/errors";
import { useSession } from "~/features/auth/session";
import { paths } from "~/lib/paths";

export const meta = () => [{ title: "Edit Profile | Sarathi Luxe" }];

/** Edit profile (seed 000 §2): prefilled form, Cancel / Save Changes, and the Delete My Account section. */
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
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
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
    },
  });
  const picture = watch("profilePicture");
  const name = watch("name");

  const submit = handleSubmit(async (v) => {
    try {
      const res = await updateProfile(v);
      setUser(res.user);
      toast.success(res.message);
      navigate(paths.profile);
    } catch (e) {
      const status = statusOf(e);
      const fallback = status === 401 ? authMessages.profileUpdate401 : status === 400 ? authMessages.profileUpdate400 : authMessages.profileUpdateFailed;
      toast.error(serverMessageOr(e, fallback));
    }
  });

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
            <TextField label="Personal Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
            <TextField label="Work Email" type="email" error={errors.workEmail?.message} {...register("workEmail")} />
            <TextField
              label="Phone Number"
              type="tel"
              readOnly
              hint="Your sign-in number. Call us to change it."
              error={errors.phone?.message}
              className="bg-ivory-100"
              {...register("phone")}
            />
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

        <section className="card mt-8 border-danger-600/30 p-6 sm:p-8" aria-labelledby="delete-heading">
          <h2 id="delete-heading" className="text-2xl text-danger-600">
            Delete My Account
          </h2>
          <p className="mt-2 text-sm text-ink-600">
            Request the deletion of your account. You can recover it within 72 hours; after 30 days your personal data is erased for good.
          </p>
          <button type="button" className="btn-danger mt-4" onClick={() => setDeleteOpen(true)}>
            <Trash2 className="size-4" aria-hidden />
            Delete My Account
          </button>
        </section>
      </div>
      <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
    </div>
  );
}

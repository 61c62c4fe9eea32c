import { Link } from "react-router";
import { Briefcase, CalendarClock, LogOut, Mail, MapPin, Pencil, Phone, ShieldAlert, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { authMessages, type User } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { Avatar, useLogout, useSession } from "~/features/auth";
import { SavedPlacesPanel } from "~/features/places";
import { useKeepSnapshot } from "~/features/rider-cache";
import { monthYear } from "~/lib/format";
import { paths } from "~/lib/paths";

export const meta = () => [{ title: "Profile | Sarathi Luxe" }];

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  // a dl group holds only dt and dd: the icon sits inside the dt, placed beside both
  return (
    <div className="relative min-h-18 py-4 pl-14">
      <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-ink-500">
        <span
          className="absolute left-0 top-4 flex size-10 items-center justify-center rounded-full bg-ivory-100 text-gold-700"
          aria-hidden
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 break-words text-[15px] text-ink-900">{value}</dd>
    </div>
  );
}

/** Profile: avatar on the hexagon, details, Log Out, 'USER SINCE {MONTH YEAR}'. */
export default function ProfileScreen() {
  const { user } = useSession();
  const { logout, busy } = useLogout();
  // the profile as shown is kept for the next visit's first paint (docs/decisions/016)
  useKeepSnapshot(user?._id, Boolean(user), user);
  if (!user)
    return (
      <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
        <Spinner /> {authMessages.loadingProfile}
      </p>
    );
  const since = user.createdAt ? monthYear(user.createdAt) : "AUGUST 2025";
  return (
    <div className="bg-ivory-100 pb-16">
      <ProfileHero user={user} />
      <div className="page-container -mt-14">
        <section className="card mx-auto max-w-3xl p-6 sm:p-8" aria-labelledby="details-heading">
          <div className="flex items-center justify-between gap-4">
            <h2 id="details-heading" className="text-2xl text-ink-900">
              Profile Details
            </h2>
            <Link to={paths.editProfile} className="btn-outline px-4" aria-label="Edit profile">
              <Pencil className="size-4" aria-hidden />
              <span>Edit</span>
            </Link>
          </div>
          <ProfileDetails user={user} since={since} />
          <div className="mt-6 flex flex-col items-center justify-between gap-4 border-t border-ivory-200 pt-6 sm:flex-row">
            <p className="text-xs font-semibold tracking-[0.25em] text-ink-500" data-testid="user-since">
              USER SINCE {since}
            </p>
            <button type="button" className="btn-dark px-6" onClick={() => void logout()} disabled={busy}>
              <LogOut className="size-4" aria-hidden />
              Log Out
            </button>
          </div>
        </section>
        <SavedPlacesPanel />
      </div>
    </div>
  );
}

/** The dark band: avatar, name, phone and 'See All Trips'. */
function ProfileHero({ user }: { user: User }) {
  return (
    <section className="bg-ink-950 pb-24 pt-10 text-ivory-50">
      <div className="page-container flex max-w-3xl flex-col items-center gap-5 text-center md:flex-row md:items-end md:text-left">
        <Avatar name={user.name} picture={user.profilePicture} size={120} />
        <div className="flex-1">
          <p className="eyebrow text-gold-400">Rider profile</p>
          <h1 className="mt-1 text-4xl md:text-5xl">{user.name}</h1>
          <p className="mt-2 flex items-center justify-center gap-2 text-ink-300 md:justify-start">
            <Phone className="size-4" aria-hidden />
            {user.phone || authMessages.phoneNotProvided}
          </p>
        </div>
        <Link to={paths.bookings} className="btn-primary px-6 py-3">
          See All Trips
        </Link>
      </div>
    </section>
  );
}

/** The details list: name, e-mails (with a pending change), phone, city, member since. */
function ProfileDetails({ user, since }: { user: User; since: string }) {
  return (
    <dl className="mt-4 grid divide-y divide-ivory-200 sm:grid-cols-2 sm:gap-x-8 sm:divide-y-0">
      <Detail icon={<UserRound className="size-5" />} label="Full Name" value={user.name} />
      <Detail
        icon={<Mail className="size-5" />}
        label="Personal Email"
        value={
          <>
            {user.email}
            {user.pendingEmail ? (
              <span className="mt-1 block text-sm text-ink-600" data-testid="profile-pending-email">
                Pending: {user.pendingEmail} (open the link we sent to confirm;{" "}
                <Link to={paths.editProfile} className="font-semibold text-gold-700 hover:underline">
                  resend or cancel
                </Link>
                )
              </span>
            ) : null}
          </>
        }
      />
      <Detail
        icon={<Briefcase className="size-5" />}
        label="Work Email"
        value={user.workEmail || authMessages.notProvided}
      />
      <Detail
        icon={<Phone className="size-5" />}
        label="Phone Number"
        value={user.phone || authMessages.phoneNotProvided}
      />
      <Detail
        icon={<MapPin className="size-5" />}
        label="Home City"
        value={user.homecity || authMessages.notProvided}
      />
      <Detail
        icon={<ShieldAlert className="size-5" />}
        label="Emergency contact"
        value={
          user.emergencyContactPhone
            ? [user.emergencyContactName, user.emergencyContactPhone].filter(Boolean).join(" · ")
            : authMessages.notProvided
        }
      />
      <Detail
        icon={<CalendarClock className="size-5" />}
        label="Member"
        value={`Since ${since.charAt(0)}${since.slice(1).toLowerCase()}`}
      />
    </dl>
  );
}

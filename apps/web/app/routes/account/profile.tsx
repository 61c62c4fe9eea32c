import { Link, type MetaFunction } from "react-router";
import { Briefcase, CalendarClock, LogOut, Mail, MapPin, Pencil, Phone, ShieldAlert, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { User } from "@chauffeur/contracts";
import { formatDateTime } from "@chauffeur/contracts/i18n/format";
import type { Locale } from "@chauffeur/contracts/i18n/locales";
import { Spinner } from "~/components/ui/spinner";
import { Avatar, useLogout, useSession } from "~/features/auth";
import { CompanySection } from "~/features/company-portal";
import { SavedPlacesPanel } from "~/features/places";
import { ProfileWhatsAppSwitch } from "~/features/whatsapp";
import { useKeepSnapshot } from "~/features/rider-cache";
import { monthYear } from "~/lib/format";
import { paths } from "~/lib/paths";
import { localeOfPath, textsIn, useLocale, useLocalizePath, useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", accountText)("meta.profile") },
];

/** 'AUGUST 2025' in English (the specification's), the month and year in the page's language otherwise. */
function memberSince(createdAt: string | null | undefined, locale: Locale): string {
  if (locale === "en-IN") return createdAt ? monthYear(createdAt) : "AUGUST 2025";
  // the shared formatter: Odia's month names in every runtime (Chromium's ICU has no Odia)
  return formatDateTime(createdAt ?? "2025-08-01T00:00:00Z", locale, "monthYear");
}

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
  const t = useT(accountText);
  const to = useLocalizePath();
  const { locale } = useLocale();
  // the profile as shown is kept for the next visit's first paint (docs/decisions/016)
  useKeepSnapshot(user?._id, Boolean(user), user);
  if (!user)
    return (
      <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
        <Spinner /> {t("profile.loading")}
      </p>
    );
  const since = memberSince(user.createdAt, locale);
  return (
    <div className="bg-ivory-100 pb-16">
      <ProfileHero user={user} />
      <div className="page-container -mt-14">
        <section className="card mx-auto max-w-3xl p-6 sm:p-8" aria-labelledby="details-heading">
          <div className="flex items-center justify-between gap-4">
            <h2 id="details-heading" className="text-2xl text-ink-900">
              {t("profile.details")}
            </h2>
            <Link to={to(paths.editProfile)} className="btn-outline px-4" aria-label={t("profile.editLabel")}>
              <Pencil className="size-4" aria-hidden />
              <span>{t("profile.edit")}</span>
            </Link>
          </div>
          <ProfileDetails user={user} since={since} />
          <ProfileWhatsAppSwitch className="mt-4 border-t border-ivory-200 pt-4" />
          <div className="mt-6 flex flex-col items-center justify-between gap-4 border-t border-ivory-200 pt-6 sm:flex-row">
            <p className="text-xs font-semibold tracking-[0.25em] text-ink-500" data-testid="user-since">
              {t("profile.userSince", { since })}
            </p>
            <button type="button" className="btn-dark px-6" onClick={() => void logout()} disabled={busy}>
              <LogOut className="size-4" aria-hidden />
              {t("profile.logOut")}
            </button>
          </div>
        </section>
        <SavedPlacesPanel />
        <CompanySection />
      </div>
    </div>
  );
}

/** The dark band: avatar, name, phone and 'See All Trips'. */
function ProfileHero({ user }: { user: User }) {
  const t = useT(accountText);
  const to = useLocalizePath();
  return (
    <section className="bg-ink-950 pb-24 pt-10 text-ivory-50">
      <div className="page-container flex max-w-3xl flex-col items-center gap-5 text-center md:flex-row md:items-end md:text-left">
        <Avatar name={user.name} picture={user.profilePicture} size={120} />
        <div className="flex-1">
          <p className="eyebrow text-gold-400">{t("profile.eyebrow")}</p>
          <h1 className="mt-1 text-4xl md:text-5xl">{user.name}</h1>
          <p className="mt-2 flex items-center justify-center gap-2 text-ink-300 md:justify-start">
            <Phone className="size-4" aria-hidden />
            {user.phone || t("profile.phoneNotProvided")}
          </p>
        </div>
        <Link to={to(paths.bookings)} className="btn-primary px-6 py-3">
          {t("profile.seeAllTrips")}
        </Link>
      </div>
    </section>
  );
}

/** The details list: name, e-mails (with a pending change), phone, city, member since. */
function ProfileDetails({ user, since }: { user: User; since: string }) {
  const t = useT(accountText);
  const to = useLocalizePath();
  const { locale } = useLocale();
  return (
    <dl className="mt-4 grid divide-y divide-ivory-200 sm:grid-cols-2 sm:gap-x-8 sm:divide-y-0">
      <Detail icon={<UserRound className="size-5" />} label={t("profile.fullName")} value={user.name} />
      <Detail
        icon={<Mail className="size-5" />}
        label={t("profile.personalEmail")}
        value={
          <>
            {user.email}
            {user.pendingEmail ? (
              <span className="mt-1 block text-sm text-ink-600" data-testid="profile-pending-email">
                {t("profile.pending", { email: user.pendingEmail })}{" "}
                <Link to={to(paths.editProfile)} className="font-semibold text-gold-700 hover:underline">
                  {t("profile.pendingLink")}
                </Link>
                )
              </span>
            ) : null}
          </>
        }
      />
      <Detail
        icon={<Briefcase className="size-5" />}
        label={t("profile.workEmail")}
        value={user.workEmail || t("profile.notProvided")}
      />
      <Detail
        icon={<Phone className="size-5" />}
        label={t("profile.phone")}
        value={user.phone || t("profile.phoneNotProvided")}
      />
      <Detail
        icon={<MapPin className="size-5" />}
        label={t("profile.homeCity")}
        value={user.homecity || t("profile.notProvided")}
      />
      <Detail
        icon={<ShieldAlert className="size-5" />}
        label={t("profile.emergency")}
        value={
          user.emergencyContactPhone
            ? [user.emergencyContactName, user.emergencyContactPhone].filter(Boolean).join(" · ")
            : t("profile.notProvided")
        }
      />
      <Detail
        icon={<CalendarClock className="size-5" />}
        label={t("profile.member")}
        value={t("profile.memberSince", {
          since: locale === "en-IN" ? `${since.charAt(0)}${since.slice(1).toLowerCase()}` : since,
        })}
      />
    </dl>
  );
}

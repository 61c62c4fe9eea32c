import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { Phone, UserRound } from "lucide-react";
import clsx from "clsx";
import { HEADER_BG_PX, HEADER_HIDE_PX } from "@chauffeur/contracts";
import { useAppConfig } from "~/features/app-config";
import { Avatar, useSession } from "~/features/auth";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT } from "~/i18n";
import { commonText } from "~/i18n/texts/common";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { SiteMenu } from "./site-menu";

const NAV = [
  { to: paths.outstationTrips, label: "header.outstation" },
  { to: paths.hourlyRental, label: "header.hourlyRentals" },
  { to: paths.airportTransfers, label: "header.airportTransfers" },
  { to: paths.luxuryCars, label: "header.luxuryCars" },
] as const;

/** Hidden when scrolling down past HEADER_HIDE_PX, shown again on scroll up; "scrolled" past HEADER_BG_PX. */
function useScrollState() {
  const [hidden, setHidden] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const last = useRef(0);

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(y > HEADER_BG_PX);
      if (y > HEADER_HIDE_PX && y > last.current) setHidden(true);
      else if (y < last.current || y <= HEADER_HIDE_PX) setHidden(false);
      last.current = y;
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return { hidden, scrolled };
}

/** The signed-in rider's avatar linking to the profile, or 'Sign in'. */
function AccountLink() {
  const { user, loading } = useSession();
  const t = useT(commonText);
  const to = useLocalizePath();
  return user ? (
    <Link
      to={to(paths.profile)}
      className="rounded-full ring-2 ring-gold-500/60 hover:ring-gold-400"
      aria-label={t("header.profile")}
    >
      {user.profilePicture ? (
        <Avatar name={user.name} picture={user.profilePicture} size={40} decorative />
      ) : (
        <span className="flex size-10 items-center justify-center rounded-full bg-ink-800 font-semibold text-gold-300">
          {user.name.charAt(0).toUpperCase()}
        </span>
      )}
    </Link>
  ) : (
    <>
      {/* Until the session is known (and in the prerendered pages, which may never hydrate): 'Sign in' for
          guests, a placeholder where the avatar will be for visitors with the signed-in hint (root.tsx). */}
      {loading ? <span className="hidden size-10 [.signed-in_&]:block" aria-hidden /> : null}
      <Link
        to={to(paths.auth)}
        className={clsx(
          // a round icon on phones (the header also holds 'Menu' there), with its words from sm
          "btn size-10 border border-ivory-100/40 p-0 text-ivory-50 hover:border-gold-400 sm:h-auto sm:w-auto sm:px-4 sm:py-2.5",
          loading && "[.signed-in_&]:hidden",
        )}
      >
        <UserRound className="size-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t("header.signIn")}</span>
      </Link>
    </>
  );
}

/**
 * Fixed header: hides when scrolling down past ~80 px, reappears on scroll up,
 * dark translucent background after ~10 px. At the top it is transparent over a hero picture (a page whose hero
 * carries `data-hero-picture`) and the ink of the title band elsewhere: the same colour as the band under it, so
 * its light links are measured against a dark surface they really sit on (pure CSS, so prerendered pages get it too).
 * Below lg the service links give way to the 'Menu' disclosure (site-menu.tsx), which keeps the header in view.
 */
export function Header() {
  const { business } = useAppConfig();
  const { hidden, scrolled } = useScrollState();
  const t = useT(commonText);
  const to = useLocalizePath();

  return (
    <header
      data-testid="site-header"
      data-hidden={hidden ? "true" : "false"}
      data-scrolled={scrolled ? "true" : "false"}
      className={clsx(
        "fixed inset-x-0 top-0 z-40 h-header-sm transition-[transform,background-color] duration-300 md:h-header-lg",
        hidden ? "-translate-y-full has-[details[open]]:translate-y-0" : "translate-y-0",
        scrolled
          ? "bg-ink-950/85 shadow-lg backdrop-blur-md"
          : "bg-ink-950 [body:has([data-hero-picture])_&]:bg-transparent",
      )}
    >
      <div className="page-container flex h-full items-center justify-between gap-2 sm:gap-4">
        <Link to={to(paths.home)} aria-label={t("header.home", { name: business.name })} className="shrink-0">
          <Logo name={business.name} />
        </Link>
        <nav aria-label={t("header.services")} className="hidden lg:block">
          <ul className="flex items-center gap-7 text-sm text-ivory-100">
            {NAV.map((n) => (
              <li key={n.to}>
                <NavLink
                  to={to(n.to)}
                  className={({ isActive }) => clsx("hover:text-gold-300", isActive && "text-gold-300")}
                >
                  {t(n.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1.5 sm:gap-3">
          <LanguageSwitcher variant="header" />
          <a
            href={`tel:${business.phone}`}
            className="btn-primary px-3 sm:px-4"
            aria-label={t("header.callUs", { phone: business.phoneDisplay })}
          >
            <Phone className="size-4" aria-hidden />
            <span className="hidden md:inline">{business.phoneDisplay}</span>
          </a>
          <AccountLink />
          <SiteMenu />
        </div>
      </div>
    </header>
  );
}

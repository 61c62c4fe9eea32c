import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { Link, useLocation } from "react-router";
import {
  CalendarCheck,
  CarFront,
  Hourglass,
  Menu,
  PartyPopper,
  PlaneLanding,
  Route,
  UserRound,
  X,
  type LucideIcon,
} from "lucide-react";
import clsx from "clsx";
import { useSession } from "~/features/auth";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT } from "~/i18n";
import { commonText } from "~/i18n/texts/common";
import { LanguageSwitcher } from "./language-switcher";

type MenuKey =
  "menu.outstationTrips" | "menu.hourlyRentals" | "menu.airportTransfers" | "menu.luxuryCars" | "menu.events";

/** The booking pages the phone menu lists, in the order a rider looks for them. */
export const BOOKING_LINKS: { to: string; label: MenuKey; icon: LucideIcon }[] = [
  { to: paths.outstationTrips, label: "menu.outstationTrips", icon: Route },
  { to: paths.hourlyRental, label: "menu.hourlyRentals", icon: Hourglass },
  { to: paths.airportTransfers, label: "menu.airportTransfers", icon: PlaneLanding },
  { to: paths.luxuryCars, label: "menu.luxuryCars", icon: CarFront },
  { to: paths.eventExperience, label: "menu.events", icon: PartyPopper },
];

const item =
  "flex items-center gap-3 rounded-xl px-3 py-3 text-base text-ivory-50 hover:bg-ink-800 focus-visible:bg-ink-800";

/** My Bookings and the profile for a signed-in rider, 'Login or Register' for a guest (hidden behind the signed-in hint). */
function AccountItems() {
  const { user, loading } = useSession();
  const t = useT(commonText);
  const to = useLocalizePath();
  if (user)
    return (
      <>
        <li>
          <Link to={to(paths.bookings)} className={item}>
            <CalendarCheck className="size-5 text-gold-400" aria-hidden />
            {t("menu.myBookings")}
          </Link>
        </li>
        <li>
          <Link to={to(paths.profile)} className={item}>
            <UserRound className="size-5 text-gold-400" aria-hidden />
            {t("menu.profile")}
          </Link>
        </li>
      </>
    );
  return (
    <li className={clsx(loading && "[.signed-in_&]:hidden")}>
      <Link to={to(paths.auth)} className={item}>
        <UserRound className="size-5 text-gold-400" aria-hidden />
        {t("menu.login")}
      </Link>
    </li>
  );
}

/** A <details> disclosure's state: open before hydration stays open, closed by Escape, an outside tap, a navigation. */
function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // a menu opened before hydration stays open, and React learns it
  useEffect(() => setOpen(Boolean(ref.current?.open)), []);

  // a navigation from the menu closes it (the header stays mounted across pages)
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const close = (focusMenu: boolean) => {
      if (ref.current) ref.current.open = false;
      if (focusMenu) summary.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) close(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close(true);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return { ref, summary, open, onToggle: (e: SyntheticEvent<HTMLDetailsElement>) => setOpen(e.currentTarget.open) };
}

/** The menu's panel: the main menu (the booking pages, then the account), then the language switcher (its own landmark). */
function MenuPanel() {
  const t = useT(commonText);
  const to = useLocalizePath();
  return (
    <div
      id="site-menu-panel"
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-ink-800 bg-ink-950 shadow-2xl"
    >
      <div className="page-container grid gap-6 py-5">
        <nav aria-label={t("menu.label")} className="grid gap-6 sm:grid-cols-2">
          <div>
            <p className="eyebrow px-3 text-gold-400" id="site-menu-book">
              {t("menu.bookRide")}
            </p>
            <ul className="mt-2" aria-labelledby="site-menu-book">
              {BOOKING_LINKS.map(({ to: path, label, icon: Icon }) => (
                <li key={path}>
                  <Link to={to(path)} className={item}>
                    <Icon className="size-5 text-gold-400" aria-hidden />
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <p className="eyebrow px-3 text-gold-400" id="site-menu-account">
              {t("menu.account")}
            </p>
            <ul className="mt-2" aria-labelledby="site-menu-account">
              <AccountItems />
            </ul>
          </div>
        </nav>
        <LanguageSwitcher variant="menu" />
      </div>
    </div>
  );
}

/**
 * The phone and tablet menu (below lg, where the header's service links are hidden): a disclosure built on
 * <details>/<summary>, so it opens in the prerendered pages before any script has run (the hydrate-on-intent loader
 * lets a summary's click through, keeps its aria-expanded and closes it on Escape, docs/decisions/004). Once
 * hydrated, React keeps aria-expanded, closes it on Escape (focus back on 'Menu'), on a tap outside and after a
 * navigation.
 */
export function SiteMenu() {
  const { ref, summary, open, onToggle } = useDisclosure();
  const t = useT(commonText);
  return (
    <details ref={ref} className="group lg:hidden" data-testid="site-menu" onToggle={onToggle}>
      <summary
        ref={summary}
        role="button"
        aria-expanded={open}
        aria-controls="site-menu-panel"
        className="btn cursor-pointer list-none border border-ivory-100/40 px-3 text-ivory-50 hover:border-gold-400 group-open:border-gold-400 sm:px-4 [&::-webkit-details-marker]:hidden"
      >
        <Menu className="size-4 group-open:hidden" aria-hidden />
        <X className="hidden size-4 group-open:block" aria-hidden />
        <span>{t("menu.open")}</span>
      </summary>
      <MenuPanel />
    </details>
  );
}

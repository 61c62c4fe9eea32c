import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import {
  BookOpenCheck,
  BarChart3,
  Building2,
  CalendarClock,
  Car,
  GanttChart,
  History,
  Inbox,
  IndianRupee,
  LogOut,
  MailOpen,
  PartyPopper,
  Radio,
  ShieldCheck,
  Users,
} from "lucide-react";
import { opsPaths, type OpsSummary } from "@chauffeur/contracts";
import { opsRequest } from "../api";

const NAV = [
  { to: "/ops", label: "Bookings", icon: CalendarClock, end: true },
  { to: "/ops/dashboard", label: "Dashboard", icon: BarChart3 }, // the owner's figures (features/ops-dashboard)
  { to: "/ops/live", label: "Live", icon: Radio }, // the live board (features/ops-live)
  { to: "/ops/dispatch", label: "Dispatch", icon: GanttChart }, // auto-confirm and the day's plan (features/ops-dispatch)
  { to: "/ops/fleet", label: "Fleet & people", icon: Car },
  { to: "/ops/leads", label: "Leads", icon: Inbox },
  { to: "/ops/events", label: "Events", icon: PartyPopper }, // weddings and events (features/ops-events)
  { to: "/ops/tariff", label: "Tariff", icon: IndianRupee },
  { to: "/ops/riders", label: "Riders", icon: Users },
  { to: "/ops/companies", label: "Companies", icon: Building2 }, // company accounts (features/ops-companies)
  { to: "/ops/books", label: "Books", icon: BookOpenCheck }, // GST returns (features/ops-books)
  { to: "/ops/operators", label: "Operators", icon: ShieldCheck },
  { to: "/ops/activity", label: "Activity", icon: History },
];
/** A demo's outbox (docs/security.md §1): listed only when the installation keeps its messages instead of sending them. */
const OUTBOX_NAV = { to: "/ops/outbox", label: "Outbox", icon: MailOpen, end: false };

function Counter({ label, value, tone }: { label: string; value: number | undefined; tone?: "alert" }) {
  return (
    <div className="rounded-xl bg-white/5 px-3 py-2">
      <p
        className={clsx(
          "text-lg font-semibold tabular-nums",
          tone === "alert" && value ? "text-red-300" : "text-ivory-50",
        )}
      >
        {value ?? "–"}
      </p>
      <p className="text-[11px] uppercase tracking-wider text-ink-300">{label}</p>
    </div>
  );
}

/** The console's frame: a dark rail with the sections and live counters, content on ivory. */
export function OpsShell({
  userName,
  brand,
  onSignOut,
  showOutbox = false,
  children,
}: {
  userName: string;
  brand: string;
  onSignOut(): void;
  showOutbox?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-ivory-100 lg:grid lg:grid-cols-[16rem_1fr]" data-ops-console>
      <a
        href="#ops-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <aside className="bg-ink-950 text-ivory-50 lg:sticky lg:top-0 lg:h-screen lg:overflow-y-auto">
        <div className="flex items-center justify-between gap-3 px-5 py-5 lg:block">
          <div>
            <p className="font-display text-xl">{brand}</p>
            <p className="text-xs uppercase tracking-[0.25em] text-gold-400">Operations</p>
          </div>
          <button
            type="button"
            onClick={onSignOut}
            className="inline-flex items-center gap-2 text-sm text-gold-300 lg:hidden"
          >
            <LogOut className="size-4" aria-hidden /> Sign out
          </button>
        </div>
        <ConsoleNav showOutbox={showOutbox} />
        <LiveCounters />
        <div className="hidden px-5 py-6 lg:block">
          <p className="text-xs text-ink-300">Signed in as</p>
          <p className="text-sm font-medium">{userName}</p>
          <button
            type="button"
            onClick={onSignOut}
            className="mt-3 inline-flex items-center gap-2 text-sm text-gold-300 hover:text-gold-400"
          >
            <LogOut className="size-4" aria-hidden /> Sign out
          </button>
        </div>
      </aside>
      <main id="ops-main" className="min-w-0 px-4 py-6 sm:px-8 lg:py-8">
        {children}
      </main>
    </div>
  );
}

/** The sections, the outbox among them when the installation keeps its messages. */
function ConsoleNav({ showOutbox }: { showOutbox: boolean }) {
  const nav = showOutbox ? [...NAV, OUTBOX_NAV] : NAV;
  return (
    <nav aria-label="Console sections" className="px-3">
      <ul className="flex gap-1 overflow-x-auto pb-3 lg:block lg:space-y-1 lg:pb-0">
        {nav.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                clsx(
                  "flex items-center gap-3 whitespace-nowrap rounded-xl px-3 py-2.5 text-sm transition-colors",
                  isActive ? "bg-gold-500 font-semibold text-ink-950" : "text-ink-100 hover:bg-white/10",
                )
              }
            >
              <Icon className="size-4" aria-hidden /> {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The live counters, refreshed every 30 seconds. */
function LiveCounters() {
  const summary = useQuery({
    queryKey: ["ops", "summary"],
    queryFn: () => opsRequest<OpsSummary>(opsPaths.summary),
    refetchInterval: 30_000,
  });
  const s = summary.data;
  return (
    <div className="hidden gap-2 px-5 pt-6 lg:grid lg:grid-cols-2" aria-live="polite" aria-label="Live counters">
      <Counter label="To confirm" value={s?.awaitingConfirmation} />
      <Counter label="Overdue" value={s?.overdue} tone="alert" />
      <Counter label="Today" value={s?.today} />
      <Counter label="On trip" value={s?.ongoing} />
      <Counter label="New leads" value={s?.newLeads} />
    </div>
  );
}

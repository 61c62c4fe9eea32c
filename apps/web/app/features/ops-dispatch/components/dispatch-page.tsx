import { NavLink } from "react-router";
import clsx from "clsx";
import { PageHeader } from "~/features/ops-core";
import { SettingsPanel } from "./settings-panel";
import { PlanView } from "./plan-view";

const TABS = [
  { to: "/ops/dispatch", label: "Auto-confirm", end: true },
  { to: "/ops/dispatch/plan", label: "Day's plan", end: false },
];

/** The dispatch pages' header and their two links (a page each, so a day's plan can be linked to). */
function DispatchHeader() {
  return (
    <>
      <PageHeader eyebrow="Dispatch" title="Instant confirmation">
        <p className="mt-1 text-sm text-ink-600">Who the allocator assigns, and each chauffeur's day as it stands.</p>
      </PageHeader>
      <nav aria-label="Dispatch pages" className="mb-5">
        <ul className="flex gap-2 border-b border-ivory-200">
          {TABS.map((t) => (
            <li key={t.to}>
              <NavLink
                to={t.to}
                end={t.end}
                className={({ isActive }) =>
                  clsx(
                    "-mb-px inline-block border-b-2 px-3 py-2 text-sm",
                    isActive ? "border-gold-600 font-semibold text-ink-900" : "border-transparent text-ink-600",
                  )
                }
              >
                {t.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** /ops/dispatch: auto-confirm per service. */
export function DispatchSettingsPage() {
  return (
    <div>
      <DispatchHeader />
      <SettingsPanel />
    </div>
  );
}

/** /ops/dispatch/plan: every chauffeur's day. */
export function DayPlanPage() {
  return (
    <div>
      <DispatchHeader />
      <PlanView />
    </div>
  );
}

import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import type { Plan } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { Empty, errorMessage, ErrorNote, Loading } from "~/features/ops-core";
import { planQuery } from "../api/dispatch";
import { HourScale, Timeline } from "./timeline";

type Chauffeur = Plan["chauffeurs"][number];

/** Today in Asia/Kolkata as YYYY-MM-DD. */
export const todayInKolkata = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
/** The day `days` after a YYYY-MM-DD day. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const duration = (min: number) => {
  const h = Math.floor(min / 60);
  const m = min % 60;
  return h ? `${h} h${m ? ` ${String(m).padStart(2, "0")}` : ""}` : `${m} min`;
};
const TIME_OFF: Record<NonNullable<Chauffeur["timeOff"]>, string> = {
  leave: "On leave",
  sick: "Off sick",
  other: "Time off",
};

/**
 * The day's plan (README "Instant confirmation"): each chauffeur's shift, duty and driving totals and a timeline of
 * the day's trips, dead runs, breaks and time off; the conflicts the allocator sees in red under the row.
 */
export function PlanView() {
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get("date") ?? "") ? params.get("date")! : todayInKolkata();
  const query = useQuery(planQuery(date));
  const go = (days: number) => setParams({ date: shiftDay(date, days) }, { replace: true });
  return (
    <div className="space-y-4">
      <div className="card flex flex-wrap items-end gap-4 p-4">
        <TextField
          label="Day"
          type="date"
          value={date}
          onChange={(e) => e.target.value && setParams({ date: e.target.value }, { replace: true })}
          wrapperClassName="w-48"
        />
        <div className="flex gap-2 pb-px">
          <button type="button" className="btn-outline h-[46px] px-3" onClick={() => go(-1)}>
            Previous day
          </button>
          <button type="button" className="btn-outline h-[46px] px-3" onClick={() => go(1)}>
            Next day
          </button>
        </div>
        <p className="pb-2 text-xs text-ink-600">Times in Asia/Kolkata. Shaded: outside the shift or time off.</p>
      </div>
      {query.isPending ? (
        <Loading label="Loading the day's plan…" />
      ) : query.isError ? (
        <ErrorNote message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.chauffeurs.length === 0 ? (
        <Empty title="No chauffeurs">Add chauffeurs under Fleet &amp; people to plan their days.</Empty>
      ) : (
        <PlanRows plan={query.data} />
      )}
    </div>
  );
}

/**
 * The rows: the facts on the left and the timeline beside them on wide screens; on a phone the facts above and the
 * timeline below, scrolling sideways by itself (opened at the morning).
 */
function PlanRows({ plan }: { plan: Plan }) {
  return (
    <section aria-label={`Plan of ${plan.date}`} className="card overflow-hidden">
      <div className="hidden grid-cols-[13rem_minmax(0,1fr)] gap-3 border-b border-ivory-200 bg-ivory-100/60 px-4 pt-2 xl:grid">
        <span className="text-xs font-semibold uppercase tracking-wider text-ink-600">Chauffeur</span>
        <HourScale />
      </div>
      <ul className="divide-y divide-ivory-200">
        {plan.chauffeurs.map((c) => (
          <PlanRow key={c.id} c={c} date={plan.date} />
        ))}
      </ul>
    </section>
  );
}

/** Scrolls a phone's timeline to 06:00 once, where a day's work starts (when it first becomes narrower than the day). */
function useMorning() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let done = false;
    const morning = () => {
      if (done || el.scrollWidth <= el.clientWidth) return;
      el.scrollLeft = el.scrollWidth * 0.25;
      done = true;
    };
    morning();
    const watch = new ResizeObserver(morning);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return ref;
}

function PlanRow({ c, date }: { c: Chauffeur; date: string }) {
  const scroller = useMorning();
  return (
    <li className="px-4 py-3" data-testid="plan-row" aria-labelledby={`plan-${c.id}`}>
      <div className="grid gap-2 xl:grid-cols-[13rem_minmax(0,1fr)] xl:items-center xl:gap-3">
        <div className="min-w-0 text-sm">
          <p id={`plan-${c.id}`} className="truncate font-semibold text-ink-900">
            {c.name}
          </p>
          <p className="text-xs text-ink-600">
            {c.timeOff ? TIME_OFF[c.timeOff] : c.shift ? `Shift ${c.shift.starts}–${c.shift.ends}` : "Day off"}
          </p>
          <p className="text-xs text-ink-600">
            Duty {duration(c.dutyMinutes)} · Driving {duration(c.drivingMinutes)}
            <br />
            Dead runs {Math.round(c.deadKm)} km
          </p>
        </div>
        <div
          ref={scroller}
          className="overflow-x-auto xl:overflow-visible"
          tabIndex={0}
          role="region"
          aria-label={`${c.name}'s timeline`}
        >
          <div className="min-w-[720px] xl:min-w-0">
            <div className="xl:hidden">
              <HourScale />
            </div>
            <Timeline c={c} date={date} />
          </div>
        </div>
      </div>
      {c.conflicts.length ? (
        <ul className="mt-2 space-y-0.5 text-sm font-medium text-danger-600" aria-label={`${c.name}'s conflicts`}>
          {c.conflicts.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

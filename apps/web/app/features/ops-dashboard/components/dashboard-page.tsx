import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import {
  DASHBOARD_GRAINS,
  DashboardQuerySchema,
  type DashboardGrain,
  type DashboardHeadline,
  type DashboardQuery,
} from "@chauffeur/contracts";
import { ErrorNote, errorMessage, Loading, PageHeader } from "~/features/ops-core";
import { csvHref, dashboardQuery } from "../api/dashboard";
import { ChartFigure } from "./chart-figure";
import { daysBefore, formatValue, todayIst } from "./format";

const GRAIN_LABELS: Record<DashboardGrain, string> = { day: "Day", week: "Week", month: "Month" };

/**
 * The range, the last 30 days by day unless the address says otherwise; kept in state (two quick changes both count)
 * and written back to the address, so a view can be shared.
 */
function useRange() {
  const [params, setParams] = useSearchParams();
  const [raw, setRaw] = useState(() => {
    const to = params.get("to") ?? todayIst();
    return { from: params.get("from") ?? daysBefore(to, 29), to, grain: params.get("grain") ?? "day" };
  });
  useEffect(() => {
    setParams(new URLSearchParams(raw), { replace: true });
  }, [raw, setParams]);
  const parsed = DashboardQuerySchema.safeParse(raw);
  const set = (change: Partial<Record<keyof DashboardQuery, string>>) => setRaw((r) => ({ ...r, ...change }));
  return {
    raw,
    query: parsed.success ? parsed.data : null,
    error: parsed.success ? null : parsed.error.issues[0]?.message,
    set,
  };
}

function RangePicker({ range }: { range: ReturnType<typeof useRange> }) {
  const { raw, set, error } = range;
  const input = "mt-1 block w-full rounded-lg border border-ivory-300 bg-white px-3 py-2 text-sm";
  return (
    <form
      className="mb-6 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end"
      onSubmit={(e) => e.preventDefault()}
      aria-label="Range"
    >
      <label className="text-sm font-medium text-ink-800">
        From
        <input
          type="date"
          className={input}
          value={raw.from}
          max={raw.to}
          onChange={(e) => set({ from: e.target.value })}
        />
      </label>
      <label className="text-sm font-medium text-ink-800">
        To
        <input
          type="date"
          className={input}
          value={raw.to}
          min={raw.from}
          onChange={(e) => set({ to: e.target.value })}
        />
      </label>
      <label className="col-span-2 text-sm font-medium text-ink-800 sm:col-span-1">
        Group by
        <select className={input} value={raw.grain} onChange={(e) => set({ grain: e.target.value })}>
          {DASHBOARD_GRAINS.map((g) => (
            <option key={g} value={g}>
              {GRAIN_LABELS[g]}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <p role="alert" className="col-span-2 text-sm text-danger-600 sm:self-center">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function Tiles({ h }: { h: DashboardHeadline }) {
  const tiles = [
    { label: "Revenue", value: formatValue(h.revenuePaise, "paise"), note: "completed rides and fees kept" },
    { label: "Rides", value: formatValue(h.rides, "count"), note: `of ${h.orders} bookings` },
    { label: "Average fare", value: formatValue(h.averageFarePaise, "paise"), note: "per completed ride" },
    {
      label: "Cancellation rate",
      value: formatValue(h.cancellationRate, "percent"),
      note: `${h.cancellations} cancelled, ${h.noShows} no-shows`,
    },
    {
      label: "Confirmed within 15 min",
      value: formatValue(h.confirmedWithin15Share, "percent"),
      note: h.medianConfirmMinutes === null ? "no confirmations" : `median ${h.medianConfirmMinutes} min`,
    },
    { label: "On-time pickups", value: formatValue(h.onTimeShare, "percent"), note: "chauffeur there by pickup time" },
    { label: "Average rating", value: formatValue(h.averageRating, "stars"), note: `${h.ratings} ratings` },
  ];
  return (
    <ul className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7" aria-label="Headline figures">
      {tiles.map((t) => (
        <li key={t.label} className="rounded-2xl border border-ivory-200 bg-white p-4 shadow-sm">
          <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">{t.label}</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums text-ink-900">{t.value}</p>
          <p className="mt-1 text-xs text-ink-500">{t.note}</p>
        </li>
      ))}
    </ul>
  );
}

/** /ops/dashboard: the owner's figures for a range, with a chart, its numbers and its CSV each. */
export function DashboardPage() {
  const range = useRange();
  const q = useQuery({ ...dashboardQuery(range.query ?? { from: "", to: "", grain: "day" }), enabled: !!range.query });
  return (
    <div>
      <PageHeader eyebrow="Dashboard" title="How the business is doing">
        <p className="mt-1 text-sm text-ink-600">
          Asia/Kolkata days, by pickup day (company and event revenue by the day the document was issued).
        </p>
      </PageHeader>
      <RangePicker range={range} />
      {q.isError ? (
        <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        range.query ? (
          <Loading label="Adding up the figures…" />
        ) : null
      ) : (
        <>
          <Tiles h={q.data.headline} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {q.data.charts.map((c) => (
              <ChartFigure key={c.id} chart={c} grain={q.data.grain} csvHref={csvHref(c.id, q.data)} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

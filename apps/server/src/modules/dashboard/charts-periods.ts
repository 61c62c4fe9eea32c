import {
  SERVICE_LABELS,
  SERVICE_VALUES,
  daysOf,
  percent,
  periodOf,
  periodsOf,
  type DashboardChart,
  type DashboardSeries,
} from "@chauffeur/contracts";
import type { DayRead, RangeRows } from "./read.ts";
import type { Range } from "./charts.ts";

/** The periods of a range and the sums into them, and the breakdown charts by service and vehicle class. Pure. */
export type Pick = (r: DayRead) => number;
type Unit = DashboardSeries["unit"];
export const series = (key: string, label: string, unit: Unit, values: Array<number | null>): DashboardSeries => ({
  key,
  label,
  unit,
  values,
});

/** part / whole per period (a share in percent, or a ratio rounded to `digits`), null where the whole is 0. */
export function ratio(parts: number[], wholes: number[], kind: "percent" | number): Array<number | null> {
  return parts.map((p, i) => {
    const w = wholes[i]!;
    if (kind === "percent") return percent(p, w);
    return w > 0 ? Math.round((p / w) * 10 ** kind) / 10 ** kind : null;
  });
}

/** The range's periods and each day row's period (worked out once per request). */
export function periodIndex(range: Range, days: readonly DayRead[]) {
  const labels = periodsOf(range.from, range.to, range.grain);
  const at = new Map(labels.map((p, i) => [p, i]));
  const byDay = new Map(daysOf(range.from, range.to).map((d) => [d, at.get(periodOf(d, range.grain))!]));
  const rows = days.filter((d) => byDay.has(d.day)).map((d) => ({ d, i: byDay.get(d.day)! }));
  const sum = (pick: Pick) => {
    const out = labels.map(() => 0);
    for (const { d, i } of rows) out[i]! += pick(d);
    return out;
  };
  return { labels, rows, sum };
}

/** Rides (0) or revenue (1) per period for each service or vehicle class. */
function breakdown(
  p: ReturnType<typeof periodIndex>,
  of: "by_service" | "by_class",
  keys: Array<{ key: string; label: string }>,
  what: 0 | 1,
): DashboardSeries[] {
  const values = new Map(keys.map((k) => [k.key, p.labels.map(() => 0)]));
  for (const { d, i } of p.rows)
    for (const [k, v] of Object.entries(d[of])) {
      let arr = values.get(k);
      if (!arr) {
        keys.push({ key: k, label: k }); // a class no longer listed still shows
        values.set(k, (arr = p.labels.map(() => 0)));
      }
      arr[i]! += v[what];
    }
  return keys.map((k) => series(k.key, k.label, what ? "paise" : "count", values.get(k.key)!));
}

export type Periods = ReturnType<typeof periodIndex>;
export const periodChart =
  (p: Periods) =>
  (c: Omit<DashboardChart, "labels" | "labelsAre">): DashboardChart => ({
    ...c,
    labelsAre: "periods",
    labels: p.labels,
  });

/** Revenue and rides per period by service and by vehicle class. */
export function breakdownCharts(p: Periods, d: RangeRows): DashboardChart[] {
  const chart = periodChart(p);
  const services = () => SERVICE_VALUES.map((s) => ({ key: s as string, label: SERVICE_LABELS[s] }));
  const classes = () => d.classes.map((c) => ({ key: c.code, label: c.name }));
  return [
    chart({
      id: "revenue-by-service",
      title: "Revenue by service",
      description: "Fares of completed rides and cancellation fees kept, by pickup day, per service (rupees).",
      kind: "stacked-bar",
      series: breakdown(p, "by_service", services(), 1),
    }),
    chart({
      id: "rides-by-service",
      title: "Rides by service",
      description: "Completed rides by pickup day, per service.",
      kind: "stacked-bar",
      series: breakdown(p, "by_service", services(), 0),
    }),
    chart({
      id: "revenue-by-class",
      title: "Revenue by vehicle class",
      description: "Fares of completed rides and cancellation fees kept, per vehicle class (rupees).",
      kind: "stacked-bar",
      series: breakdown(p, "by_class", classes(), 1),
    }),
    chart({
      id: "rides-by-class",
      title: "Rides by vehicle class",
      description: "Completed rides by pickup day, per vehicle class.",
      kind: "stacked-bar",
      series: breakdown(p, "by_class", classes(), 0),
    }),
  ];
}

import {
  DASHBOARD_CHART_IDS,
  SERVICE_LABELS,
  SERVICE_VALUES,
  daysOf,
  histogramMedian,
  percent,
  periodOf,
  periodsOf,
  type DashboardChart,
  type DashboardGrain,
  type DashboardHeadline,
  type DashboardSeries,
} from "@chauffeur/contracts";
import type { DayRead, RangeRows } from "./read.ts";
import { namedCharts } from "./charts-named.ts";

/**
 * The dashboard's charts and headline from a range's day rows (decision record 027). Pure: the figures per period
 * are sums of the days' rows; shares and averages are worked out from the sums, never averaged from days.
 */
export interface Range {
  from: string;
  to: string;
  grain: DashboardGrain;
}

type Pick = (r: DayRead) => number;
type Unit = DashboardSeries["unit"];
const series = (key: string, label: string, unit: Unit, values: Array<number | null>): DashboardSeries => ({
  key,
  label,
  unit,
  values,
});

/** part / whole per period (a share in percent, or a ratio rounded to `digits`), null where the whole is 0. */
function ratio(parts: number[], wholes: number[], kind: "percent" | number): Array<number | null> {
  return parts.map((p, i) => {
    const w = wholes[i]!;
    if (kind === "percent") return percent(p, w);
    return w > 0 ? Math.round((p / w) * 10 ** kind) / 10 ** kind : null;
  });
}

/** The range's periods and each day row's period (worked out once per request). */
function periodIndex(range: Range, days: readonly DayRead[]) {
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

type Periods = ReturnType<typeof periodIndex>;
const periodChart =
  (p: Periods) =>
  (c: Omit<DashboardChart, "labels" | "labelsAre">): DashboardChart => ({
    ...c,
    labelsAre: "periods",
    labels: p.labels,
  });

/** Revenue and rides per period by service and by vehicle class. */
function breakdownCharts(p: Periods, d: RangeRows): DashboardChart[] {
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

/** The average fare, cancellations, confirmation, punctuality, ratings and company/event money per period. */
function figureCharts(p: Periods): DashboardChart[] {
  const chart = periodChart(p);
  const { sum } = p;
  return [
    chart({
      id: "average-fare",
      title: "Average fare",
      description: "Fares of completed rides divided by their number (rupees).",
      kind: "line",
      series: [
        series(
          "average",
          "Average fare",
          "paise",
          ratio(
            sum((r) => r.fare_paise),
            sum((r) => r.rides),
            0,
          ),
        ),
      ],
    }),
    chart({
      id: "cancellations",
      title: "Cancellations and no-shows",
      description: "Paid bookings cancelled, and riders who did not come, by pickup day.",
      kind: "bar",
      series: [
        series(
          "cancellations",
          "Cancellations",
          "count",
          sum((r) => r.cancellations),
        ),
        series(
          "no-shows",
          "No-shows",
          "count",
          sum((r) => r.no_shows),
        ),
      ],
    }),
    chart({
      id: "confirmation",
      title: "Confirmed within 15 minutes",
      description: "Share of paid bookings confirmed within 15 minutes of payment (percent).",
      kind: "line",
      series: [
        series(
          "within-15",
          "Within 15 minutes",
          "percent",
          ratio(
            sum((r) => r.confirmed_in_15),
            sum((r) => r.confirmations),
            "percent",
          ),
        ),
        series(
          "confirmations",
          "Confirmations",
          "count",
          sum((r) => r.confirmations),
        ),
      ],
    }),
    chart({
      id: "on-time",
      title: "On-time pickups",
      description: "Share of pickups where the chauffeur arrived by the pickup time (percent).",
      kind: "line",
      series: [
        series(
          "on-time",
          "On time",
          "percent",
          ratio(
            sum((r) => r.pickups_on_time),
            sum((r) => r.pickups),
            "percent",
          ),
        ),
        series(
          "pickups",
          "Pickups measured",
          "count",
          sum((r) => r.pickups),
        ),
      ],
    }),
    chart({
      id: "ratings",
      title: "Average rating",
      description: "Riders' average rating of their rides, 1 to 5 stars.",
      kind: "line",
      series: [
        series(
          "average",
          "Average rating",
          "stars",
          ratio(
            sum((r) => r.rating_sum),
            sum((r) => r.ratings),
            2,
          ),
        ),
        series(
          "ratings",
          "Ratings",
          "count",
          sum((r) => r.ratings),
        ),
      ],
    }),
    chart({
      id: "company-event-revenue",
      title: "Company and event revenue",
      description:
        "Company invoices less credit notes, event tax invoices less credit notes, and event advances received, by issue day (rupees).",
      kind: "bar",
      series: [
        series(
          "company",
          "Company invoices",
          "paise",
          sum((r) => r.company_paise),
        ),
        series(
          "events",
          "Event invoices",
          "paise",
          sum((r) => r.event_paise),
        ),
        series(
          "event-advances",
          "Event advances",
          "paise",
          sum((r) => r.event_advance_paise),
        ),
      ],
    }),
  ];
}

function headline(days: readonly DayRead[]): DashboardHeadline {
  const total = (pick: Pick) => days.reduce((s, r) => s + pick(r), 0);
  const rides = total((r) => r.rides);
  const orders = total((r) => r.orders);
  const cancellations = total((r) => r.cancellations);
  const noShows = total((r) => r.no_shows);
  const confirmations = total((r) => r.confirmations);
  const ratings = total((r) => r.ratings);
  const minutes = new Map<number, number>();
  for (const d of days)
    for (const [m, n] of Object.entries(d.confirm_minutes)) minutes.set(Number(m), (minutes.get(Number(m)) ?? 0) + n);
  return {
    revenuePaise: total((r) => r.fare_paise + r.fees_paise),
    rides,
    orders,
    averageFarePaise: rides > 0 ? Math.round(total((r) => r.fare_paise) / rides) : null,
    cancellations,
    noShows,
    cancellationRate: percent(cancellations + noShows, orders),
    confirmations,
    confirmedWithin15Share: percent(
      total((r) => r.confirmed_in_15),
      confirmations,
    ),
    medianConfirmMinutes: histogramMedian(minutes),
    onTimeShare: percent(
      total((r) => r.pickups_on_time),
      total((r) => r.pickups),
    ),
    averageRating: ratings > 0 ? Math.round((total((r) => r.rating_sum) / ratings) * 100) / 100 : null,
    ratings,
    companyRevenuePaise: total((r) => r.company_paise),
    eventRevenuePaise: total((r) => r.event_paise),
  };
}

export function buildDashboard(range: Range, d: RangeRows): { headline: DashboardHeadline; charts: DashboardChart[] } {
  const days = d.days.filter((r) => r.day >= range.from && r.day <= range.to);
  const periods = periodIndex(range, d.days);
  return {
    headline: headline(days),
    charts: [...breakdownCharts(periods, d), ...figureCharts(periods), ...namedCharts(range, days, d)].sort(
      (a, b) => DASHBOARD_CHART_IDS.indexOf(a.id) - DASHBOARD_CHART_IDS.indexOf(b.id),
    ),
  };
}

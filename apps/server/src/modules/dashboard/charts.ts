import {
  DASHBOARD_CHART_IDS,
  SERVICE_LABELS,
  SERVICE_VALUES,
  histogramMedian,
  percent,
  periodOf,
  periodsOf,
  type DashboardChart,
  type DashboardGrain,
  type DashboardHeadline,
  type DashboardSeries,
} from "@chauffeur/contracts";
import type { FigureDay, RangeRows } from "./read.ts";
import { namedCharts } from "./charts-named.ts";

/**
 * The dashboard's charts and headline from a range's rollup rows (decision record 027). Pure: the figures per period
 * are sums of the days' rows; shares and averages are worked out from the sums, never averaged from days.
 */
export interface Range {
  from: string;
  to: string;
  grain: DashboardGrain;
}

type Pick = (r: FigureDay) => number;
const revenue: Pick = (r) => r.fare_paise + r.fees_paise;

/** Sums `pick` of the rows that pass `keep` into the range's periods. */
function perPeriod(range: Range, rows: readonly FigureDay[], pick: Pick, keep: (r: FigureDay) => boolean = () => true) {
  const periods = periodsOf(range.from, range.to, range.grain);
  const index = new Map(periods.map((p, i) => [p, i]));
  const out = periods.map(() => 0);
  for (const r of rows) if (keep(r)) out[index.get(periodOf(r.day, range.grain)) as number] += pick(r);
  return out;
}

/** part / whole per period (a share in percent, or a ratio rounded to `digits`), null where the whole is 0. */
function ratio(parts: number[], wholes: number[], kind: "percent" | number): Array<number | null> {
  return parts.map((p, i) => {
    const w = wholes[i]!;
    if (kind === "percent") return percent(p, w);
    return w > 0 ? Math.round((p / w) * 10 ** kind) / 10 ** kind : null;
  });
}

const series = (key: string, label: string, unit: DashboardSeries["unit"], values: Array<number | null>) => ({
  key,
  label,
  unit,
  values,
});

function byGroup(range: Range, rows: readonly FigureDay[], group: "service" | "class", classes: RangeRows["classes"]) {
  const keys =
    group === "service"
      ? [...SERVICE_VALUES].map((s) => ({ key: s as string, label: SERVICE_LABELS[s] }))
      : [
          ...classes.map((c) => ({ key: c.code, label: c.name })),
          ...[...new Set(rows.map((r) => r.car_type))]
            .filter((c) => !classes.some((k) => k.code === c))
            .map((c) => ({ key: c, label: c })),
        ];
  const of = (r: FigureDay) => (group === "service" ? r.service_type : r.car_type);
  return (pick: Pick, unit: DashboardSeries["unit"]) =>
    keys.map((k) =>
      series(
        k.key,
        k.label,
        unit,
        perPeriod(range, rows, pick, (r) => of(r) === k.key),
      ),
    );
}

function periodCharts(range: Range, rows: readonly FigureDay[], d: RangeRows): DashboardChart[] {
  const labels = periodsOf(range.from, range.to, range.grain);
  const chart = (c: Omit<DashboardChart, "labels" | "labelsAre">): DashboardChart => ({
    ...c,
    labelsAre: "periods",
    labels,
  });
  const service = byGroup(range, rows, "service", d.classes);
  const vehicle = byGroup(range, rows, "class", d.classes);
  const sum = (pick: Pick) => perPeriod(range, rows, pick);
  const moneyRows = d.money.map((m) => ({ ...m }));
  const money = (pick: (m: RangeRows["money"][number]) => number) => {
    const out = labels.map(() => 0);
    const index = new Map(labels.map((p, i) => [p, i]));
    for (const m of moneyRows) out[index.get(periodOf(m.day, range.grain)) as number] += pick(m);
    return out;
  };
  return [
    chart({
      id: "revenue-by-service",
      title: "Revenue by service",
      description: "Fares of completed rides and cancellation fees kept, by pickup day, per service (rupees).",
      kind: "stacked-bar",
      series: service(revenue, "paise"),
    }),
    chart({
      id: "rides-by-service",
      title: "Rides by service",
      description: "Completed rides by pickup day, per service.",
      kind: "stacked-bar",
      series: service((r) => r.rides, "count"),
    }),
    chart({
      id: "revenue-by-class",
      title: "Revenue by vehicle class",
      description: "Fares of completed rides and cancellation fees kept, per vehicle class (rupees).",
      kind: "stacked-bar",
      series: vehicle(revenue, "paise"),
    }),
    chart({
      id: "rides-by-class",
      title: "Rides by vehicle class",
      description: "Completed rides by pickup day, per vehicle class.",
      kind: "stacked-bar",
      series: vehicle((r) => r.rides, "count"),
    }),
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
          money((m) => m.company_paise),
        ),
        series(
          "events",
          "Event invoices",
          "paise",
          money((m) => m.event_paise),
        ),
        series(
          "event-advances",
          "Event advances",
          "paise",
          money((m) => m.event_advance_paise),
        ),
      ],
    }),
  ];
}

function headline(rows: readonly FigureDay[], d: RangeRows): DashboardHeadline {
  const total = (pick: Pick) => rows.reduce((s, r) => s + pick(r), 0);
  const rides = total((r) => r.rides);
  const fare = total((r) => r.fare_paise);
  const orders = total((r) => r.orders);
  const cancellations = total((r) => r.cancellations);
  const noShows = total((r) => r.no_shows);
  const confirmations = total((r) => r.confirmations);
  const ratings = total((r) => r.ratings);
  return {
    revenuePaise: total(revenue),
    rides,
    orders,
    averageFarePaise: rides > 0 ? Math.round(fare / rides) : null,
    cancellations,
    noShows,
    cancellationRate: percent(cancellations + noShows, orders),
    confirmations,
    confirmedWithin15Share: percent(
      total((r) => r.confirmed_in_15),
      confirmations,
    ),
    medianConfirmMinutes: histogramMedian(new Map(d.confirmMinutes.map((c) => [c.minutes, c.n]))),
    onTimeShare: percent(
      total((r) => r.pickups_on_time),
      total((r) => r.pickups),
    ),
    averageRating: ratings > 0 ? Math.round((total((r) => r.rating_sum) / ratings) * 100) / 100 : null,
    ratings,
    companyRevenuePaise: d.money.reduce((s, m) => s + m.company_paise, 0),
    eventRevenuePaise: d.money.reduce((s, m) => s + m.event_paise, 0),
  };
}

export function buildDashboard(range: Range, d: RangeRows): { headline: DashboardHeadline; charts: DashboardChart[] } {
  const rows = d.figures;
  return {
    headline: headline(rows, d),
    charts: [...periodCharts(range, rows, d), ...namedCharts(range, rows, d)].sort(
      (a, b) => DASHBOARD_CHART_IDS.indexOf(a.id) - DASHBOARD_CHART_IDS.indexOf(b.id),
    ),
  };
}

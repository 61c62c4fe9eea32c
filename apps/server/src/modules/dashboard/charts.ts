import {
  DASHBOARD_CHART_IDS,
  histogramMedian,
  percent,
  type DashboardChart,
  type DashboardGrain,
  type DashboardHeadline,
} from "@chauffeur/contracts";
import type { DayRead, RangeRows } from "./read.ts";
import { namedCharts } from "./charts-named.ts";
import { breakdownCharts, periodChart, periodIndex, ratio, series, type Periods, type Pick } from "./charts-periods.ts";

/**
 * The dashboard's charts and headline from a range's day rows (decision record 027). Pure: the figures per period
 * are sums of the days' rows; shares and averages are worked out from the sums, never averaged from days.
 */
export interface Range {
  from: string;
  to: string;
  grain: DashboardGrain;
}

/** The average fare, cancellations and confirmation per period. */
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
  ];
}

/** Punctuality and ratings per period. */
function serviceCharts(p: Periods): DashboardChart[] {
  const chart = periodChart(p);
  const { sum } = p;
  return [
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
  ];
}

/** Company and event money per period, by issue day. */
function moneyCharts(p: Periods): DashboardChart[] {
  const chart = periodChart(p);
  const { sum } = p;
  return [
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
    charts: [
      ...breakdownCharts(periods, d),
      ...figureCharts(periods),
      ...serviceCharts(periods),
      ...moneyCharts(periods),
      ...namedCharts(range, days, d),
    ].sort((a, b) => DASHBOARD_CHART_IDS.indexOf(a.id) - DASHBOARD_CHART_IDS.indexOf(b.id)),
  };
}

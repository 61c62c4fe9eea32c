import { periodLabel, type DashboardChart, type DashboardGrain, type DashboardSeries } from "@chauffeur/contracts";

/** The dashboard's numbers for people: money in rupees, shares in percent, hours, stars; "–" where nothing was measured. */
const LOCALE = "en-IN";

export function formatValue(v: number | null | undefined, unit: DashboardSeries["unit"]): string {
  if (v === null || v === undefined) return "–";
  switch (unit) {
    case "paise":
      return `₹${Math.round(v / 100).toLocaleString(LOCALE)}`;
    case "percent":
      return `${v.toLocaleString(LOCALE, { maximumFractionDigits: 1 })}%`;
    case "hours":
      return `${v.toLocaleString(LOCALE, { maximumFractionDigits: 1 })} h`;
    case "minutes":
      return `${v.toLocaleString(LOCALE)} min`;
    case "stars":
      return `${v.toFixed(2)} ★`;
    default:
      return v.toLocaleString(LOCALE);
  }
}

/** A chart's x-axis labels: periods as days, weeks or months; names as they are. */
export const axisLabels = (chart: DashboardChart, grain: DashboardGrain) =>
  chart.labelsAre === "periods" ? chart.labels.map((p) => periodLabel(p, grain)) : chart.labels;

/** The series a chart draws: those in its first series' unit (the others are in its table and CSV). */
export const drawnSeries = (chart: DashboardChart) => chart.series.filter((s) => s.unit === chart.series[0]?.unit);

/** The value a chart plots: rupees for money (the axis reads in rupees), the number otherwise. */
export const plotted = (v: number | null, unit: DashboardSeries["unit"]) =>
  v === null ? null : unit === "paise" ? Math.round(v) / 100 : v;

/** Today in Asia/Kolkata, and the day `n` days before a day. */
export const todayIst = (now = new Date()) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
export const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

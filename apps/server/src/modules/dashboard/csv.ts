import type { DashboardChart, DashboardSeries } from "@chauffeur/contracts";

/**
 * A chart's numbers as CSV (RFC 4180, CRLF): a column of its labels (periods as YYYY-MM-DD, months as YYYY-MM, or
 * names), then a column per series with its unit in the heading; money in rupees with two decimals. A cell that a
 * spreadsheet would read as a formula (= + - @) starts with an apostrophe.
 */
const UNIT_HEADING: Record<DashboardSeries["unit"], string> = {
  paise: " (₹)",
  count: "",
  percent: " (%)",
  minutes: " (minutes)",
  hours: " (hours)",
  stars: " (stars)",
};

export function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const value = (v: number | null, unit: DashboardSeries["unit"]) =>
  v === null ? "" : unit === "paise" ? (v / 100).toFixed(2) : String(v);

export function chartCsv(chart: DashboardChart): string {
  const head = [
    chart.labelsAre === "periods" ? "Period" : "Name",
    ...chart.series.map((s) => s.label + UNIT_HEADING[s.unit]),
  ];
  const lines = [head.map(csvCell).join(",")];
  chart.labels.forEach((label, i) => {
    lines.push([csvCell(label), ...chart.series.map((s) => value(s.values[i] ?? null, s.unit))].join(","));
  });
  return lines.join("\r\n") + "\r\n";
}

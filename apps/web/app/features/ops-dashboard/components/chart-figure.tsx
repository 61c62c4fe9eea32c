import { useId } from "react";
import { Download } from "lucide-react";
import type { DashboardChart, DashboardGrain } from "@chauffeur/contracts";
import { ChartCanvas } from "./chart-canvas";
import { axisLabels, formatValue } from "./format";

/**
 * One chart as a figure: its caption names it, the canvas is an image labelled by the caption and described by the
 * chart's sentence, the numbers are in a table behind "Show the numbers" (read by screen readers when opened), and
 * 'Download CSV' fetches the same numbers for the same range.
 */
export function ChartFigure({
  chart,
  grain,
  csvHref,
}: {
  chart: DashboardChart;
  grain: DashboardGrain;
  csvHref: string;
}) {
  const id = useId();
  const labels = axisLabels(chart, grain);
  const empty = chart.labels.length === 0 || chart.series.every((s) => s.values.every((v) => !v));
  return (
    <figure
      className="flex min-w-0 flex-col rounded-2xl border border-ivory-200 bg-white p-4 shadow-sm"
      aria-labelledby={`${id}-caption`}
      data-chart={chart.id}
    >
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={`${id}-caption`} className="text-base font-semibold text-ink-900">
          {chart.title}
        </span>
        <a
          href={csvHref}
          download
          className="inline-flex items-center gap-1 text-sm font-medium text-gold-700 underline underline-offset-2"
          aria-label={`Download CSV: ${chart.title}`}
        >
          <Download aria-hidden="true" className="size-4" /> Download CSV
        </a>
      </figcaption>
      <p id={`${id}-desc`} className="mt-1 text-xs text-ink-600">
        {chart.description}
      </p>
      <div className="relative mt-3 h-56 sm:h-64">
        {empty ? (
          <p className="flex h-full items-center justify-center text-sm text-ink-500">
            Nothing to show for this range.
          </p>
        ) : (
          <ChartCanvas chart={chart} grain={grain} labelledBy={`${id}-caption`} describedBy={`${id}-desc`} />
        )}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-ink-700">Show the numbers</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{chart.title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {chart.labelsAre === "periods" ? "Period" : "Name"}
                </th>
                {chart.series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-3 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={chart.labels[i]} className="border-t border-ivory-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {label}
                  </th>
                  {chart.series.map((s) => (
                    <td key={s.key} className="py-1 pr-3 text-right tabular-nums">
                      {formatValue(s.values[i], s.unit)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

import { useEffect, useRef } from "react";
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import type { DashboardChart, DashboardGrain } from "@chauffeur/contracts";
import { axisLabels, drawnSeries, formatValue, plotted } from "./format";

// Chart.js 4 with only the parts the dashboard draws registered (bars, lines, two scales, legend, tooltip): the
// rest of the library is left out of the build. This file is reached only from the lazy dashboard page.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

/** The console's palette: gold, ink, teal, rose, slate… (enough for the services and the vehicle classes). */
const COLOURS = ["#b8892b", "#1f2a44", "#2f7f78", "#b4475a", "#6b7a99", "#8a6d1f", "#4f9d69", "#7a4fa0"];

/** A chart drawn on a canvas; the figure around it carries its name, description and numbers (chart-figure.tsx). */
export function ChartCanvas({
  chart,
  grain,
  labelledBy,
  describedBy,
}: {
  chart: DashboardChart;
  grain: DashboardGrain;
  labelledBy: string;
  describedBy: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const series = drawnSeries(chart);
    const unit = series[0]?.unit ?? "count";
    const line = chart.kind === "line";
    const stacked = chart.kind === "stacked-bar";
    const instance = new Chart(ref.current, {
      type: line ? "line" : "bar",
      data: {
        labels: axisLabels(chart, grain),
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.values.map((v) => plotted(v, s.unit)),
          backgroundColor: COLOURS[i % COLOURS.length],
          borderColor: COLOURS[i % COLOURS.length],
          borderWidth: line ? 2 : 0,
          pointRadius: line ? 2 : 0,
          spanGaps: true,
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: {
          x: { stacked, ticks: { maxRotation: 0, autoSkip: true } },
          y: {
            stacked,
            beginAtZero: true,
            ticks: { callback: (v) => formatValue(unit === "paise" ? Number(v) * 100 : Number(v), unit) },
          },
        },
        plugins: {
          legend: { display: series.length > 1, position: "bottom" },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${item.dataset.label}: ${formatValue(series[item.datasetIndex]?.values[item.dataIndex] ?? null, unit)}`,
            },
          },
        },
      },
    });
    return () => instance.destroy();
  }, [chart, grain]);
  return (
    <canvas ref={ref} role="img" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {chart.description}
    </canvas>
  );
}

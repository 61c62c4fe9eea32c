import { z } from "../z.ts";

/**
 * The owner's dashboard (decision record 027): figures for a range of Asia/Kolkata days, in periods of a day, a week
 * (Monday to Sunday) or a month, each chart a table of labels and series that the screen draws and the CSV repeats.
 */
const OPS = "/api/v1/ops";
export const dashboardPaths = {
  /** GET ?from&to&grain: every chart and the headline figures */
  figures: `${OPS}/dashboard`,
  /** GET ?from&to&grain: one chart's numbers as CSV */
  csv: (chart: DashboardChartId) => `${OPS}/dashboard/${chart}.csv`,
} as const;

export const DASHBOARD_GRAINS = ["day", "week", "month"] as const;
export type DashboardGrain = (typeof DASHBOARD_GRAINS)[number];
/** the longest range one request may ask for */
export const DASHBOARD_MAX_DAYS = 400;
/** the confirmation promise: a paid booking confirmed within this many minutes */
export const CONFIRMATION_PROMISE_MINUTES = 15;

export const DASHBOARD_CHART_IDS = [
  "revenue-by-service",
  "rides-by-service",
  "revenue-by-class",
  "rides-by-class",
  "average-fare",
  "cancellations",
  "confirmation",
  "on-time",
  "ratings",
  "rating-distribution",
  "utilisation-cars",
  "utilisation-chauffeurs",
  "company-event-revenue",
  "rider-areas",
] as const;
export type DashboardChartId = (typeof DASHBOARD_CHART_IDS)[number];

export const dashboardMessages = {
  date: "Enter a date as YYYY-MM-DD",
  order: "The range must end on or after the day it starts",
  tooLong: `Choose a range of at most ${DASHBOARD_MAX_DAYS} days`,
  grain: "Choose day, week or month",
  chart: `Choose one of the charts: ${DASHBOARD_CHART_IDS.join(", ")}`,
} as const;

const ymd = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, dashboardMessages.date)
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: dashboardMessages.date,
    },
  );

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const DashboardQuerySchema = z
  .object({
    from: ymd,
    to: ymd,
    grain: z.enum(DASHBOARD_GRAINS, { error: dashboardMessages.grain }).default("day"),
  })
  .refine((q) => q.to >= q.from, { message: dashboardMessages.order, path: ["to"] })
  .refine((q) => daysBetween(q.from, q.to) <= DASHBOARD_MAX_DAYS, { message: dashboardMessages.tooLong, path: ["to"] });
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

export const DashboardCsvParamsSchema = z.object({
  chart: z.enum(DASHBOARD_CHART_IDS, { error: dashboardMessages.chart }),
});

/** What a chart's numbers are: money in paise, a count, a share in percent, minutes, hours or stars. */
export const DASHBOARD_UNITS = ["paise", "count", "percent", "minutes", "hours", "stars"] as const;
export type DashboardUnit = (typeof DASHBOARD_UNITS)[number];

export const DashboardSeriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.enum(DASHBOARD_UNITS),
  /** one value per label; null where there is nothing to measure (no ride rated that week) */
  values: z.array(z.number().nullable()),
});
export type DashboardSeries = z.infer<typeof DashboardSeriesSchema>;

export const DashboardChartSchema = z.object({
  id: z.enum(DASHBOARD_CHART_IDS),
  title: z.string(),
  /** what the chart shows, in a sentence (the figure's description for screen readers) */
  description: z.string(),
  kind: z.enum(["bar", "stacked-bar", "line"]),
  /** the x axis: periods (their first day, YYYY-MM-DD, or YYYY-MM for months), or names (cars, areas, stars) */
  labelsAre: z.enum(["periods", "names"]),
  labels: z.array(z.string()),
  series: z.array(DashboardSeriesSchema),
});
export type DashboardChart = z.infer<typeof DashboardChartSchema>;

export const DashboardHeadlineSchema = z.object({
  revenuePaise: z.number().int(),
  rides: z.number().int(),
  orders: z.number().int(),
  averageFarePaise: z.number().int().nullable(),
  cancellations: z.number().int(),
  noShows: z.number().int(),
  /** cancellations and no-shows over the bookings counted, percent */
  cancellationRate: z.number().nullable(),
  confirmations: z.number().int(),
  confirmedWithin15Share: z.number().nullable(),
  medianConfirmMinutes: z.number().nullable(),
  onTimeShare: z.number().nullable(),
  averageRating: z.number().nullable(),
  ratings: z.number().int(),
  companyRevenuePaise: z.number().int(),
  eventRevenuePaise: z.number().int(),
});
export type DashboardHeadline = z.infer<typeof DashboardHeadlineSchema>;

export const DashboardResponseSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  grain: z.enum(DASHBOARD_GRAINS),
  headline: DashboardHeadlineSchema,
  charts: z.array(DashboardChartSchema),
  /** when the figures were last brought up to date (ISO) */
  refreshedAt: z.string().nullable(),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;

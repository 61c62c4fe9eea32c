import type { DashboardChartId, DashboardQuery, DashboardResponse } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { buildDashboard } from "./charts.ts";
import { chartCsv } from "./csv.ts";
import { readRange } from "./read.ts";
import { ensureFresh } from "./refresh.ts";

/**
 * The owner's dashboard (decision record 027): the rollups brought up to date when anything changed since their last
 * refresh (so a figure is never behind a change the operator just made), then the range's rows added up.
 */
export async function dashboardFigures(ctx: AppContext, query: DashboardQuery): Promise<DashboardResponse> {
  await ensureFresh(ctx.database, ctx.clock.now());
  const rows = await readRange(ctx.database, query.from, query.to);
  const { headline, charts } = buildDashboard(query, rows);
  return {
    success: true,
    from: query.from,
    to: query.to,
    grain: query.grain,
    headline,
    charts,
    refreshedAt: rows.refreshedAt?.toISOString() ?? null,
  };
}

export async function dashboardCsv(ctx: AppContext, chart: DashboardChartId, query: DashboardQuery) {
  const figures = await dashboardFigures(ctx, query);
  const found = figures.charts.find((c) => c.id === chart);
  if (!found) throw notFound("No such chart");
  return { filename: `${chart}-${query.from}-to-${query.to}-${query.grain}.csv`, csv: chartCsv(found) };
}

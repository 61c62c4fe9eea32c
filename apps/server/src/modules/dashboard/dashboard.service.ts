import type { DashboardChartId, DashboardQuery, DashboardResponse } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { buildDashboard } from "./charts.ts";
import { chartCsv } from "./csv.ts";
import { readFleet } from "./read.ts";
import { daysOfRange } from "./day-cache.ts";
import { ensureFresh } from "./refresh.ts";

/**
 * The owner's dashboard (decision record 027): the rollups brought up to date when anything changed since their last
 * refresh (so a figure is never behind a change the operator just made), then the range's day rows added up. An
 * answer is kept for the same range, grain, rollups' version and fleet (cars, chauffeurs, their hours, time off and
 * unavailable periods, read on every request), so asking again costs two small queries.
 */
const KEPT = 32;
const answers = new WeakMap<Database, Map<string, { fleet: string; answer: DashboardResponse }>>();

export async function dashboardFigures(ctx: AppContext, query: DashboardQuery): Promise<DashboardResponse> {
  const fresh = await ensureFresh(ctx.database, ctx.clock.now());
  const version = fresh.version;
  const fleet = await readFleet(ctx.database, query.from, query.to);
  const fleetKey = JSON.stringify(fleet);
  let kept = answers.get(ctx.database);
  if (!kept) answers.set(ctx.database, (kept = new Map()));
  const key = `${version}|${query.from}|${query.to}|${query.grain}`;
  const hit = kept.get(key);
  if (hit && hit.fleet === fleetKey) return hit.answer;
  const days = await daysOfRange(ctx.database, query.from, query.to, fresh);
  const { headline, charts } = buildDashboard(query, { ...fleet, days });
  const answer: DashboardResponse = {
    success: true,
    from: query.from,
    to: query.to,
    grain: query.grain,
    headline,
    charts,
    refreshedAt: fleet.refreshedAt?.toISOString() ?? null,
  };
  kept.set(key, { fleet: fleetKey, answer });
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return answer;
}

export async function dashboardCsv(ctx: AppContext, chart: DashboardChartId, query: DashboardQuery) {
  const figures = await dashboardFigures(ctx, query);
  const found = figures.charts.find((c) => c.id === chart);
  if (!found) throw notFound("No such chart");
  return { filename: `${chart}-${query.from}-to-${query.to}-${query.grain}.csv`, csv: chartCsv(found) };
}

import type { AppModule } from "../module.ts";
import { requireOperator } from "../../plugins/session.ts";
import { dashboardRoutes } from "./dashboard.routes.ts";
import { refreshDashboard } from "./refresh.ts";

export { rebuildDashboardFigures } from "./refresh.ts";
export { insertDashboardSample } from "./dev-sample.ts";

/** The rollups' job: the days touched since the watermarks, with a look-back for changes committed out of order. */
export const DASHBOARD_REFRESH_JOB = "dashboard.refresh";
const LOOKBACK_MS = 2 * 60_000;

/**
 * The owner's dashboard (decision record 027): figures per Asia/Kolkata day kept in rollup tables, refreshed by a job
 * every minute and by the read path when anything changed; the console's `/api/v1/ops/dashboard` and its CSVs.
 */
export const dashboardModule: AppModule = {
  name: "dashboard",
  jobs: (ctx) => [
    {
      name: DASHBOARD_REFRESH_JOB,
      everyMs: 60_000,
      run: async () => {
        const r = await refreshDashboard(ctx.db, ctx.clock.now(), LOOKBACK_MS);
        return `${r.days} days, ${r.moneyDays} issue days`;
      },
    },
  ],
  routes: async (app) => {
    await app.register(async (scope) => {
      scope.addHook("onRequest", requireOperator);
      await scope.register(dashboardRoutes);
    });
  },
};

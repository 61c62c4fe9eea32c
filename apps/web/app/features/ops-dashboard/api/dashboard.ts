import { queryOptions } from "@tanstack/react-query";
import {
  dashboardPaths,
  type DashboardChartId,
  type DashboardQuery,
  type DashboardResponse,
} from "@chauffeur/contracts";
import { opsRequest, qs } from "~/features/ops-core";

// The owner's dashboard: one request for every chart of a range; each chart's CSV is a link to the same range.

export const dashboardQuery = (q: DashboardQuery) =>
  queryOptions({
    queryKey: ["ops", "dashboard", q.from, q.to, q.grain] as const,
    queryFn: () => opsRequest<DashboardResponse>(`${dashboardPaths.figures}${qs(q)}`),
    placeholderData: (previous) => previous,
  });

export const csvHref = (chart: DashboardChartId, q: DashboardQuery) => `${dashboardPaths.csv(chart)}${qs(q)}`;

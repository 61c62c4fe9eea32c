import type { RunningServer } from "../lib.ts";
import { rssMb, timeEndpoint, type Timing } from "./measure.ts";
import type { Subjects } from "./prepare.ts";

export type Figures = { timings: Timing[]; rssAfterDashboardMb: number; backupSeconds: number };

const istDay = (t: number) => new Date(t + 330 * 60_000).toISOString().slice(0, 10);

/** One installation's server, its signed-in operator and whom its pages are for. */
export type Side = { server: RunningServer; operator: string; subjects: Subjects };

/**
 * Every page measured on every side (the first days, the year), one page at a time on each side in turn, so that both
 * sides of a page are measured seconds apart under the same load of the shared machine (not minutes apart).
 */
export async function measureSides(sides: Side[]): Promise<Figures[]> {
  const lists = sides.map((s) => pagesOf(s.operator, s.subjects));
  const figures: Figures[] = sides.map(() => ({ timings: [], rssAfterDashboardMb: NaN, backupSeconds: NaN }));
  for (let i = 0; i < lists[0].length; i++) {
    for (const [k, side] of sides.entries()) {
      const [label, path, cookie, o] = lists[k][i];
      figures[k].timings.push(await timeEndpoint(side.server.url, label, path, cookie, o));
      if (label.startsWith("dashboard")) figures[k].rssAfterDashboardMb = await rssMb(side.server.proc.pid!);
    }
  }
  return figures;
}

type Page = [label: string, path: string, cookie: string, o?: { warmup: number; n: number }];

/** The same requests on each installation (its own busiest rider, company, a reference and phone of its own). */
function pagesOf(operator: string, s: Subjects): Page[] {
  const now = Date.now();
  const today = istDay(now);
  const lastMonth = istDay(now - 31 * 86_400_000).slice(0, 7);
  const from = istDay(now - 365 * 86_400_000);
  const list: Page[] = [
    ["console: bookings queue", "/api/v1/ops/bookings", operator],
    ["console: queue, pending", "/api/v1/ops/bookings?status=pending", operator],
    ["console: queue, today", `/api/v1/ops/bookings?date=${today}`, operator],
    ["console: queue, page 10", "/api/v1/ops/bookings?offset=450", operator],
    ["console: search by reference", `/api/v1/ops/bookings?q=${s.reference}`, operator],
    ["console: search by phone digits", `/api/v1/ops/bookings?q=${s.phoneDigits}`, operator],
    ["console: riders", "/api/v1/ops/riders", operator],
    ["console: riders search", "/api/v1/ops/riders?q=Mohanty", operator],
    ["console: leads", "/api/v1/ops/leads", operator],
    ["console: events", "/api/v1/ops/events", operator],
    ["console: companies", "/api/v1/ops/companies", operator],
    ["console: summary", "/api/v1/ops/summary", operator],
    ["live board", "/api/v1/ops/live", operator],
    ["My Bookings (busiest rider)", "/api/v1/bookings?page=1&limit=10", s.riderCookie],
    ["portal: trips", `/api/v1/companies/${s.companyId}/trips`, s.adminCookie],
    ["dashboard (12 months)", `/api/v1/ops/dashboard?from=${from}&to=${today}&grain=month`, operator],
  ];
  return [
    ...list,
    [
      "GSTR-1, one month",
      `/api/v1/ops/books/gstr1.json?period=${lastMonth}`,
      operator,
      // a heavier report: fewer requests
      { warmup: 1, n: 5 },
    ],
  ];
}

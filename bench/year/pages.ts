import type { RunningServer } from "../lib.ts";
import { rssMb, timeEndpoint, type Timing } from "./measure.ts";
import type { Subjects } from "./prepare.ts";

export type Figures = { timings: Timing[]; rssAfterDashboardMb: number; backupSeconds: number };

const istDay = (t: number) => new Date(t + 330 * 60_000).toISOString().slice(0, 10);

/** Every page measured, the same requests on a fresh installation and on the year. */
export async function measureAll(server: RunningServer, operator: string, s: Subjects): Promise<Figures> {
  const now = Date.now();
  const today = istDay(now);
  const lastMonth = istDay(now - 31 * 86_400_000).slice(0, 7);
  const from = istDay(now - 365 * 86_400_000);
  const list: Array<[string, string, string]> = [
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
  const timings: Timing[] = [];
  let rssAfterDashboardMb = NaN;
  for (const [label, path, cookie] of list) {
    timings.push(await timeEndpoint(server.url, label, path, cookie));
    if (label.startsWith("dashboard")) rssAfterDashboardMb = await rssMb(server.proc.pid!);
  }
  timings.push(
    await timeEndpoint(server.url, "GSTR-1, one month", `/api/v1/ops/books/gstr1.json?period=${lastMonth}`, operator, {
      warmup: 1,
      n: 5,
    }),
  );
  return { timings, rssAfterDashboardMb, backupSeconds: NaN };
}

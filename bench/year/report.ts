import type { Figures } from "./pages.ts";

const LIST_CEILING_MS = 150;
const LIST_RATIO = 1.5;
const GSTR1_CEILING_MS = 3000;
const RSS_RATIO = 1.2;
/** below this difference a ratio is the shared machine's noise, not the data's size (p95 of a few ms) */
const NOISE_MS = 10;

const f = (x: number) => (Number.isNaN(x) ? "–" : String(x));

export type Phase = { figures: Figures; bookings: number; load: string };

/**
 * The first days' and the year's figures side by side (rows: what the list answered in each) with their ratio and the
 * targets; true when a target is missed.
 */
export function printComparison(db: string, first: Phase, yearPhase: Phase): boolean {
  let missed = false;
  const fresh = first.figures;
  const year = yearPhase.figures;
  console.log(
    `\n### ${db}: first days (${first.bookings} bookings, ${first.load}) vs a year (${yearPhase.bookings} bookings, ${yearPhase.load})\n`,
  );
  console.log("| page | rows | first days p50 | first days p95 | a year p50 | a year p95 | p95 ratio | target |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---|");
  for (const y of year.timings) {
    const fr = fresh.timings.find((t) => t.label === y.label)!;
    if (y.n === 0 || fr.n === 0) {
      console.log(`| ${y.label} | not available (HTTP ${y.status === 404 ? 404 : y.status}) | | | | | | |`);
      continue;
    }
    if (y.status !== 200 || fr.status !== 200) {
      missed = true;
      console.log(`| ${y.label} | | HTTP ${fr.status} | | HTTP ${y.status} | | | MISSED (not 200) |`);
      continue;
    }
    const ratio = Math.round((y.p95 / Math.max(fr.p95, 1)) * 100) / 100;
    const gstr1 = y.label.startsWith("GSTR-1");
    const ok = gstr1
      ? y.p95 <= GSTR1_CEILING_MS
      : y.p95 <= LIST_CEILING_MS && (ratio <= LIST_RATIO || y.p95 - fr.p95 <= NOISE_MS);
    if (!ok) missed = true;
    const target = gstr1 ? `≤ ${GSTR1_CEILING_MS} ms` : `≤ ${LIST_RATIO}× and ≤ ${LIST_CEILING_MS} ms`;
    console.log(
      `| ${y.label} | ${f(fr.rows)} / ${f(y.rows)} | ${fr.p50} | ${fr.p95} | ${y.p50} | ${y.p95} | ${ratio} | ${ok ? "met" : "MISSED"} (${target}) |`,
    );
  }
  const rssRatio = Math.round((year.rssAfterDashboardMb / fresh.rssAfterDashboardMb) * 100) / 100;
  const rssOk = !(rssRatio > RSS_RATIO);
  if (!rssOk) missed = true;
  console.log(
    `| RSS after the dashboard (MB) | | | ${f(fresh.rssAfterDashboardMb)} | | ${f(year.rssAfterDashboardMb)} | ${f(rssRatio)} | ${rssOk ? "met" : "MISSED"} (≤ ${RSS_RATIO}×) |`,
  );
  console.log(`| backup (s) | | | ${f(fresh.backupSeconds)} | | ${f(year.backupSeconds)} | | |`);
  return missed;
}

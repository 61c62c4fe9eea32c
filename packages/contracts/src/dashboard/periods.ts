import type { DashboardGrain } from "./schemas.ts";

/**
 * The dashboard's periods: a day is an Asia/Kolkata calendar day (YYYY-MM-DD); a week runs Monday to Sunday and is
 * named by its Monday; a month is named YYYY-MM. A range's first and last periods may be partial (a range starting on
 * a Wednesday has a first week of five days, still named by its Monday).
 */
const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day after (or `n` days after) a YYYY-MM-DD day. */
export const addDays = (day: string, n = 1) => fromMs(toMs(day) + n * DAY_MS);

/** Every day from `from` to `to`, both counted. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let ms = toMs(from); ms <= toMs(to); ms += DAY_MS) out.push(fromMs(ms));
  return out;
}

/** The Asia/Kolkata calendar day of an instant. */
export const istDay = (at: Date | string) => fromMs(new Date(at).getTime() + IST_OFFSET_MS);

/** Today in Asia/Kolkata at an instant. */
export const todayIstOf = (now: Date) => istDay(now);

/** The instant an Asia/Kolkata day begins. */
export const istDayStart = (day: string) => new Date(toMs(day) - IST_OFFSET_MS);

/** The period a day falls in. */
export function periodOf(day: string, grain: DashboardGrain): string {
  if (grain === "day") return day;
  if (grain === "month") return day.slice(0, 7);
  const weekday = new Date(toMs(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The periods of a range, in order. */
export function periodsOf(from: string, to: string, grain: DashboardGrain): string[] {
  const out: string[] = [];
  for (const d of daysOf(from, to)) {
    const p = periodOf(d, grain);
    if (out[out.length - 1] !== p) out.push(p);
  }
  return out;
}

/** Sums day values into the range's periods: one number per period (missing days count 0). */
export function sumByPeriod(
  from: string,
  to: string,
  grain: DashboardGrain,
  byDay: ReadonlyMap<string, number>,
): number[] {
  const periods = periodsOf(from, to, grain);
  const index = new Map(periods.map((p, i) => [p, i]));
  const out = periods.map(() => 0);
  for (const [day, v] of byDay) {
    if (day < from || day > to) continue;
    out[index.get(periodOf(day, grain)) as number] += v;
  }
  return out;
}

/** A share in percent with one decimal, or null when there is nothing to divide. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** The median of a histogram (value → how many), the lower middle for an even count; null when empty. */
export function histogramMedian(counts: ReadonlyMap<number, number>): number | null {
  const keys = [...counts.keys()].sort((a, b) => a - b);
  const total = keys.reduce((s, k) => s + (counts.get(k) ?? 0), 0);
  if (total === 0) return null;
  const middle = Math.ceil(total / 2);
  let seen = 0;
  for (const k of keys) {
    seen += counts.get(k) ?? 0;
    if (seen >= middle) return k;
  }
  return keys[keys.length - 1];
}

/** A period's label for people: 3 Dec 2026, week of 30 Nov 2026, Dec 2026. */
export function periodLabel(period: string, grain: DashboardGrain): string {
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const [y, m, d] = period.split("-");
  const month = months[Number(m) - 1];
  if (grain === "month") return `${month} ${y}`;
  const day = `${Number(d)} ${month} ${y}`;
  return grain === "week" ? `Week of ${day}` : day;
}

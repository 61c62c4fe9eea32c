import { daysOf, istDayStart } from "@chauffeur/contracts";

/**
 * Hours available, for utilisation (decision record 027). A chauffeur: the weekly working hours (Asia/Kolkata wall
 * time, chauffeur_work_hours) of each day of the range, less the days of approved time off. A car: every hour of the
 * range (a car needs no rest), less its unavailable periods (service, repair, permits). Pure.
 */
const hhmm = (t: string) => {
  const [h, m] = t.split(":");
  return Number(h) * 60 + Number(m ?? 0);
};

export function chauffeurAvailableMinutes(
  from: string,
  to: string,
  shifts: ReadonlyArray<{ weekday: number; starts: string; ends: string }>,
  timeOff: ReadonlyArray<{ starts_on: string; ends_on: string }>,
): number {
  const byWeekday = new Map(shifts.map((s) => [s.weekday, Math.max(0, hhmm(s.ends) - hhmm(s.starts))]));
  let total = 0;
  for (const day of daysOf(from, to)) {
    if (timeOff.some((o) => o.starts_on <= day && day <= o.ends_on)) continue;
    total += byWeekday.get(new Date(`${day}T00:00:00Z`).getUTCDay()) ?? 0;
  }
  return total;
}

export function carAvailableMinutes(
  from: string,
  to: string,
  unavailable: ReadonlyArray<{ starts_at: Date; ends_at: Date }>,
): number {
  const start = istDayStart(from).getTime();
  const end = istDayStart(daysOf(to, to)[0]!).getTime() + 86_400_000;
  // the periods clipped to the range and merged, so overlapping ones are not taken off twice
  const spans = unavailable
    .map((u) => [Math.max(start, u.starts_at.getTime()), Math.min(end, u.ends_at.getTime())] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let off = 0;
  let cursor = start;
  for (const [a, b] of spans) {
    const from2 = Math.max(a, cursor);
    if (b > from2) off += b - from2;
    cursor = Math.max(cursor, b);
  }
  return Math.round((end - start - off) / 60_000);
}

/**
 * Asia/Kolkata clock arithmetic for the allocator (a fixed +05:30, no daylight saving) and the words its reasons use:
 * "07:40", "5 Dec 18:00", "3–5 Dec", "6 h 30", "45 min", "Sundays". Pure: no Intl, no clock.
 */
const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];

export const MINUTE_MS = 60_000;
export const DAY_MINUTES = 1440;

/** An instant as Asia/Kolkata reads it: the date 'YYYY-MM-DD', the weekday (0 = Sunday) and minutes since midnight. */
export function ist(d: Date): { date: string; weekday: number; minutes: number } {
  const t = new Date(d.getTime() + IST_OFFSET_MS);
  return {
    date: t.toISOString().slice(0, 10),
    weekday: t.getUTCDay(),
    minutes: t.getUTCHours() * 60 + t.getUTCMinutes(),
  };
}

/** Minutes from `a` to `b` (b − a). */
export const minutesBetween = (a: Date, b: Date) => (b.getTime() - a.getTime()) / MINUTE_MS;
export const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE_MS);

/** 'HH:MM' ('24:00' allowed) as minutes since midnight. */
export function clockMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":");
  return Number(h) * 60 + Number(m ?? 0);
}

const pad = (n: number) => String(n).padStart(2, "0");
const hhmmOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** "07:40" in Asia/Kolkata. */
export const clockOf = (d: Date) => hhmmOf(ist(d).minutes);

/** "5 Dec" from 'YYYY-MM-DD'. */
export function dayMonth(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
}

/** "5 Dec 18:00" in Asia/Kolkata. */
export const dayClockOf = (d: Date) => `${dayMonth(ist(d).date)} ${clockOf(d)}`;

/** "07:40" when `d` falls on the same Asia/Kolkata day as `ref`, else "5 Dec 07:40". */
export const clockNear = (d: Date, ref: Date) => (ist(d).date === ist(ref).date ? clockOf(d) : dayClockOf(d));

/** "4 Dec", "3–5 Dec" or "30 Nov–2 Dec" for dates 'YYYY-MM-DD', both included. */
export function dayRange(from: string, to: string): string {
  if (from === to) return dayMonth(from);
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8, 10))}–${dayMonth(to)}`;
  return `${dayMonth(from)}–${dayMonth(to)}`;
}

/** "45 min" under an hour, else "6 h 30" ("12 h" on the hour). */
export function duration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  return m % 60 === 0 ? `${m / 60} h` : `${Math.floor(m / 60)} h ${pad(m % 60)}`;
}

export const weekdayPlural = (weekday: number) => WEEKDAYS[weekday]!;

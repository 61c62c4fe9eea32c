import { clockMinutes, DAY_MINUTES, dayMonth, dayRange, ist, weekdayPlural } from "./ist.ts";
import type { ChauffeurState, Job, WorkShift } from "./types.ts";

/**
 * A chauffeur's calendar rules, Asia/Kolkata: the licence, the weekly working hours and approved time off. Each
 * answers null when the rule lets the trip through, else the words after "Name: ".
 */

/**
 * The licence must be valid through the last day of the trip's hold (the day `holdUntil` falls on), the reading the
 * console's check of a pair uses (bookings/assignment.ts), so the allocator never proposes a pair that check refuses.
 */
export function licenceProblem(ch: ChauffeurState, job: Job): string | null {
  if (new Date(`${ch.licenceExpiry}T23:59:59+05:30`) >= job.holdUntil) return null;
  return `licence valid only until ${dayMonth(ch.licenceExpiry)}`;
}

/** Approved time off on any Asia/Kolkata date from the pickup to the drop-off. */
export function timeOffProblem(ch: ChauffeurState, job: Job): string | null {
  const from = ist(job.start).date;
  const to = ist(job.end).date;
  const off = ch.timeOff.find((t) => t.startsOn <= to && t.endsOn >= from);
  if (!off) return null;
  const days = dayRange(off.startsOn, off.endsOn);
  if (off.kind === "leave") return `on leave ${days}`;
  if (off.kind === "sick") return `on sick leave ${days}`;
  return `off ${days}`;
}

function shiftsOn(hours: WorkShift[], weekday: number) {
  return hours
    .filter((h) => h.weekday === weekday)
    .map((h) => ({ starts: clockMinutes(h.starts), ends: clockMinutes(h.ends), text: `${h.starts}–${h.ends}` }));
}

function hoursWords(hours: WorkShift[], weekday: number): string {
  const shifts = shiftsOn(hours, weekday);
  if (!shifts.length) return `does not work on ${weekdayPlural(weekday)}`;
  return `works ${shifts.map((s) => s.text).join(" and ")} on ${weekdayPlural(weekday)}`;
}

/** An instant as a day's clock, an instant at midnight read as 24:00 of the day before when `asEnd`. */
function dayClock(d: Date, asEnd: boolean) {
  const p = ist(d);
  if (!asEnd || p.minutes !== 0) return p;
  const before = ist(new Date(d.getTime() - 1));
  return { date: before.date, weekday: before.weekday, minutes: DAY_MINUTES };
}

/**
 * The trip's duty part [from, to] (from = the pickup less the drive to it) within working hours: on one day, inside
 * one shift of that weekday; across days, `from` inside a shift of its weekday and `to` inside one of its own (the
 * days between are not read: a multi-day outstation trip is the chauffeur's work those days).
 */
export function hoursProblem(ch: ChauffeurState, from: Date, to: Date): string | null {
  const a = dayClock(from, false);
  const b = dayClock(to, true);
  if (a.date === b.date) {
    const ok = shiftsOn(ch.hours, a.weekday).some((s) => s.starts <= a.minutes && b.minutes <= s.ends);
    return ok ? null : hoursWords(ch.hours, a.weekday);
  }
  if (!shiftsOn(ch.hours, a.weekday).some((s) => s.starts <= a.minutes && a.minutes < s.ends))
    return hoursWords(ch.hours, a.weekday);
  if (!shiftsOn(ch.hours, b.weekday).some((s) => s.starts < b.minutes && b.minutes <= s.ends))
    return hoursWords(ch.hours, b.weekday);
  return null;
}

/**
 * Whether two instants fall in one shift on one day (the same working day): a drop-off and a pickup that do not are
 * meant as separate duties, so a rest too short between them is the reason when their merged duty breaks a limit.
 */
export function sameShift(ch: ChauffeurState, a: Date, b: Date): boolean {
  const x = dayClock(a, true);
  const y = dayClock(b, false);
  if (x.date !== y.date) return false;
  return shiftsOn(ch.hours, x.weekday).some((s) => s.starts <= x.minutes && y.minutes <= s.ends);
}

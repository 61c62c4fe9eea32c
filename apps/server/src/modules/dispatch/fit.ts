import { buildDuties, sortTrips, type DutyRun, type DutyStep } from "./duty.ts";
import { hoursProblem, licenceProblem, sameShift, timeOffProblem } from "./hours.ts";
import { addMinutes, minutesBetween } from "./ist.ts";
import { busyWords, limitWords, reachFromWords, reachToWords, restWords } from "./reasons.ts";
import type { AllocatorOptions, ChauffeurRejectionCode, ChauffeurState, Job, Travel } from "./types.ts";

/**
 * Whether one chauffeur can take a job, in the order the rules are read (the first that stops them is reported):
 * active, licence, working hours set, time off, another trip's hold, the trip inside working hours, reach from the
 * previous drop-off and to the next pickup, then the duty's length and driving (or the rest, when the job was meant
 * as a separate duty).
 */
export const DEFAULT_MARGIN_MINUTES = 15;
const WORKLOAD_WINDOW_MS = 3 * 24 * 3600_000;

export type Problem = { code: ChauffeurRejectionCode; words: string };
export interface Fit {
  run: DutyRun;
  step: DutyStep;
  /** the trip before in the same duty (the chauffeur comes from its drop-off) */
  prev: Job | null;
  /** the trips next to the job in its duty, before then after (their car is preferred) */
  adjacentIds: string[];
  workloadMinutes: number;
}

const overlaps = (a: Job, b: Job) => a.start < b.holdUntil && b.start < a.holdUntil;

/** The rules read without travel (travelNeeds skips a chauffeur they stop). */
export function precheck(ch: ChauffeurState, job: Job): Problem | null {
  if (!ch.active) return { code: "inactive", words: "inactive" };
  const licence = licenceProblem(ch, job);
  if (licence) return { code: "licence", words: licence };
  if (!ch.hours.length) return { code: "no_hours", words: "no working hours set" };
  const off = timeOffProblem(ch, job);
  if (off) return { code: "time_off", words: off };
  const clash = ch.trips.find((t) => t.id !== job.id && overlaps(t, job));
  if (clash) return { code: "busy", words: busyWords(clash, job) };
  return null;
}

/** The chauffeur's trips with the job inserted, sorted by pickup. */
export const tripsWith = (ch: ChauffeurState, job: Job) => sortTrips([...ch.trips.filter((t) => t.id !== job.id), job]);

function workload(ch: ChauffeurState, job: Job): number {
  let sum = 0;
  for (const t of ch.trips)
    if (t.id !== job.id && Math.abs(t.start.getTime() - job.start.getTime()) <= WORKLOAD_WINDOW_MS)
      sum += minutesBetween(t.start, t.end);
  return sum;
}

/** Whether the job as a duty of its own (from base) keeps the limits: then a merge, not the job, breaks them. */
function fitsAlone(ch: ChauffeurState, job: Job, travel: Travel): boolean {
  const leg = travel(ch.base, job.pickup, job.start);
  const duty = minutesBetween(addMinutes(job.start, -leg.minutes), job.end);
  return duty <= ch.limits.maxDutyMinutes && leg.minutes + job.drivingMinutes <= ch.limits.maxDrivingMinutes;
}

/**
 * The duty's length and driving. When they break a limit only because the job merges, over a rest shorter than the
 * minimum, with a duty in another shift (another working day) that it was meant to stand apart from, the rest is
 * the reason ('rest'); otherwise the limit broken.
 */
function limitProblem(ch: ChauffeurState, job: Job, run: DutyRun, at: number, travel: Travel): Problem | null {
  const l = ch.limits;
  const code =
    run.dutyMinutes > l.maxDutyMinutes ? "duty" : run.drivingMinutes > l.maxDrivingMinutes ? "driving" : null;
  if (!code) return null;
  const step = run.steps[at]!;
  const prev = run.steps[at - 1]?.job;
  const next = run.steps[at + 1];
  const from = addMinutes(job.start, -step.reach.minutes);
  const nextFrom = next && addMinutes(next.job.start, -next.reach.minutes);
  const apartBefore = !!prev && !sameShift(ch, prev.end, from);
  const apartAfter = !!nextFrom && !sameShift(ch, job.end, nextFrom);
  if ((apartBefore || apartAfter) && fitsAlone(ch, job, travel)) {
    if (apartBefore)
      return { code: "rest", words: restWords("after", step.restBefore ?? 0, prev.end, l.minRestMinutes) };
    return { code: "rest", words: restWords("before", next!.restBefore ?? 0, nextFrom!, l.minRestMinutes) };
  }
  return code === "duty"
    ? { code, words: limitWords("duty", run.dutyMinutes, l.maxDutyMinutes) }
    : { code, words: limitWords("driving", run.drivingMinutes, l.maxDrivingMinutes) };
}

/** The chauffeur's fit for the job: the duty it would fall in, or the first rule that stops them. */
export function fitChauffeur(ch: ChauffeurState, job: Job, opts: AllocatorOptions): Fit | Problem {
  const pre = precheck(ch, job);
  if (pre) return pre;
  const margin = opts.marginMinutes ?? DEFAULT_MARGIN_MINUTES;
  const runs = buildDuties(tripsWith(ch, job), ch.base, ch.limits.minRestMinutes, opts.travel);
  const run = runs.find((r) => r.steps.some((s) => s.job === job))!;
  const at = run.steps.findIndex((s) => s.job === job);
  const step = run.steps[at]!;
  const prev = at > 0 ? run.steps[at - 1]!.job : null;
  const next = run.steps[at + 1];
  const hours = hoursProblem(ch, addMinutes(job.start, -step.reach.minutes), job.end);
  if (hours) return { code: "outside_hours", words: hours };
  if (prev && step.reach.minutes + margin > minutesBetween(prev.end, job.start))
    return { code: "reach", words: reachFromWords(prev, step.reach.minutes, job) };
  if (next && next.reach.minutes + margin > minutesBetween(job.end, next.job.start))
    return { code: "reach", words: reachToWords(job, next.reach.minutes, next.job) };
  const limit = limitProblem(ch, job, run, at, opts.travel);
  if (limit) return limit;
  const adjacentIds = [prev?.id, next?.job.id].filter((id): id is string => !!id);
  return { run, step, prev, adjacentIds, workloadMinutes: workload(ch, job) };
}

export const isProblem = (f: Fit | Problem): f is Problem => "code" in f;

import { clockNear, clockOf, duration } from "./ist.ts";
import type { Candidate, Job } from "./types.ts";

/**
 * The allocator's sentences, English, times in Asia/Kolkata 24 h. Rejections are the words after "Name: " (the
 * allocator adds the name); a candidate's reason is the whole sentence.
 */

/** 'Sanjay: free from 07:40 after a drop at Saheed Nagar, 12 min away; 6 h 30 of duty today' (or 'starts from base …'). */
export function candidateReason(c: Pick<Candidate, "chauffeurName" | "from" | "deadMinutes" | "dutyMinutes">): string {
  const away = `${duration(c.deadMinutes)} away; ${duration(c.dutyMinutes)} of duty today`;
  if (c.from.kind === "drop" && c.from.at)
    return `${c.chauffeurName}: free from ${clockOf(c.from.at)} after a drop at ${c.from.label}, ${away}`;
  return `${c.chauffeurName}: starts from ${c.from.label}, ${away}`;
}

/** 'on SLX-1234 until 14:30' */
export const busyWords = (trip: Job, job: Job) => `on ${trip.reference} until ${clockNear(trip.holdUntil, job.start)}`;

/** 'drops at Puri at 07:20, 1 h 50 away: cannot reach by 08:00' */
export const reachFromWords = (prev: Job, minutes: number, job: Job) =>
  `drops at ${prev.dropoff.label} at ${clockNear(prev.end, job.start)}, ${duration(minutes)} away: ` +
  `cannot reach by ${clockOf(job.start)}`;

/** 'this trip ends at Puri at 07:20, 1 h 50 from the next pickup: cannot reach SLX-1234 by 08:00' */
export const reachToWords = (job: Job, minutes: number, next: Job) =>
  `this trip ends at ${job.dropoff.label} at ${clockOf(job.end)}, ${duration(minutes)} from the next pickup: ` +
  `cannot reach ${next.reference} by ${clockNear(next.start, job.start)}`;

/** '13 h 10 of duty with this trip (limit 12 h)' / '9 h 40 of driving with this trip (limit 9 h)' */
export const limitWords = (what: "duty" | "driving", minutes: number, limit: number) =>
  `${duration(minutes)} of ${what} with this trip (limit ${duration(limit)})`;

/** 'only 5 h 20 of rest after the duty ending 23:40 (at least 8 h)' or '… before the duty starting 06:00 …' */
export const restWords = (side: "after" | "before", rest: number, at: Date, minRest: number) =>
  `only ${duration(rest)} of rest ${side} the duty ${side === "after" ? "ending" : "starting"} ${clockOf(at)} ` +
  `(at least ${duration(minRest)})`;

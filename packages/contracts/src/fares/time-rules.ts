import { MIN_ADVANCE_HOURS } from "../constants.ts";
import { fareValidation } from "../messages.ts";
import { MAX_ADVANCE_DAYS, MAX_ROUND_TRIP_DAYS } from "./limits.ts";
import { fareRuleMessages } from "./messages.ts";

const IST_OFFSET_MIN = 330;
/**
 * A trip time: an ISO string with an offset, or a local datetime "YYYY-MM-DDTHH:mm" read in Asia/Kolkata
 * (the forms' datetime-local value; specification text: "startTime (local datetime string)").
 */
export function parseTripTime(s: string | null | undefined): Date | null {
  if (!s) return null;
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s.trim());
  if (local) {
    const [, y, mo, d, h, mi, sec] = local.map(Number) as number[];
    const wall = new Date(Date.UTC(y, mo - 1, d, h, mi, sec || 0));
    // reject overflowing fields (month 13, 31 February, 25:00) instead of rolling them over
    if (
      wall.getUTCMonth() !== mo - 1 ||
      wall.getUTCDate() !== d ||
      wall.getUTCHours() !== h ||
      wall.getUTCMinutes() !== mi
    )
      return null;
    return new Date(wall.getTime() - IST_OFFSET_MIN * 60_000);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(s.trim())) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "YYYY-MM-DDTHH:mm" in Asia/Kolkata: the value a datetime-local input shows for an instant. */
export function toIstLocalInput(d: Date): string {
  const ist = new Date(d.getTime() + IST_OFFSET_MIN * 60_000);
  return ist.toISOString().slice(0, 16);
}

/** The earliest departure allowed at `now` (at least 6 hours ahead). */
export const earliestDeparture = (now: Date) => new Date(now.getTime() + MIN_ADVANCE_HOURS * 3600_000);
/** The latest departure allowed at `now` (at most 180 days ahead). */
export const latestDeparture = (now: Date) => new Date(now.getTime() + MAX_ADVANCE_DAYS * 86_400_000);
/** The latest return allowed for a departure (a round trip lasts at most 30 days). */
export const latestReturn = (start: Date) => new Date(start.getTime() + MAX_ROUND_TRIP_DAYS * 86_400_000);

/**
 * The time rules of the specification, in the order the forms report them. Returns the first broken rule's message.
 * The server applies them with its own clock; the forms with the browser's.
 */
export function tripTimeError(
  v: { startTime?: string | null; isRoundTrip?: boolean; returnTime?: string | null },
  now: Date,
): string | null {
  const start = parseTripTime(v.startTime);
  if (!start) return fareValidation.departureRequired;
  if (start.getTime() < earliestDeparture(now).getTime() - 60_000) return fareValidation.advanceRequired;
  if (start.getTime() > latestDeparture(now).getTime()) return fareRuleMessages.departureTooFar;
  if (v.isRoundTrip) {
    const ret = parseTripTime(v.returnTime);
    if (!ret) return fareValidation.returnRequired;
    if (ret.getTime() <= start.getTime()) return fareValidation.returnAfterDeparture;
    if (ret.getTime() > latestReturn(start).getTime()) return fareRuleMessages.roundTripTooLong;
  }
  return null;
}

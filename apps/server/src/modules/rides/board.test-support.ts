import type { Clock } from "../../lib/clock.ts";

/** the live board tests' "now": 10:00 in Kolkata on 10 March 2026 */
export const BOARD_TEST_NOW = "2026-03-10T04:30:00.000Z";

/** A clock that stands still until the test moves it (minute-exact rules: the alerts job, the late flag). */
export function frozenClock(iso = BOARD_TEST_NOW): Clock {
  const base = new Date(iso).getTime();
  let offset = 0;
  return { now: () => new Date(base + offset), setOffsetMs: (ms) => void (offset = ms), offsetMs: () => offset };
}

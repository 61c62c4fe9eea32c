/**
 * One injectable clock for every time rule (72-hour recovery, 30-day purge, 6-hour advance, expiries).
 * Tests move it instead of waiting; the offset can also be set through the test-clock endpoint
 * when ENABLE_TEST_CLOCK is on (never in production).
 */
export interface Clock {
  now(): Date;
  setOffsetMs(ms: number): void;
  offsetMs(): number;
}

export function systemClock(): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    setOffsetMs: (ms) => {
      offset = ms;
    },
    offsetMs: () => offset,
  };
}

import { describe, expect, it } from "vitest";
import {
  DEPARTURE_MARGIN_MIN,
  atAirportBeforeDepartureMin,
  delayMinutes,
  departurePlan,
  isFinalFlightState,
  landingForMeetTime,
  meetTimeFor,
  nextFlightPoll,
  type FlightState,
} from "./rules.ts";

/** The rules of airport transfers that follow the flight (decision record 011). Times are written in India time. */
const ist = (local: string) => new Date(`${local}:00+05:30`);
const MIN = 60_000;
const plus = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MIN);

describe("meetTimeFor: the chauffeur meets an arriving rider at landing + the policy buffer", () => {
  it("30 minutes after a domestic landing, 45 after an international one", () => {
    const landing = ist("2026-12-01T19:20");
    expect(meetTimeFor(landing, false)).toEqual(ist("2026-12-01T19:50"));
    expect(meetTimeFor(landing, true)).toEqual(ist("2026-12-01T20:05"));
  });

  it("landingForMeetTime is its inverse, across midnight too", () => {
    for (const international of [false, true]) {
      const landing = ist("2026-12-01T23:50");
      const meet = meetTimeFor(landing, international);
      expect(meet.getTime()).toBeGreaterThan(ist("2026-12-02T00:00").getTime());
      expect(landingForMeetTime(meet, international)).toEqual(landing);
    }
  });
});

describe("departurePlan: the latest pickup worked back from a departure", () => {
  it("domestic: at the terminal 75 minutes before, minus the drive and the margin, rounded down to 5 minutes", () => {
    expect(atAirportBeforeDepartureMin(false)).toBe(75);
    const p = departurePlan(ist("2026-12-01T12:45"), false, 47);
    expect(p).toEqual({
      atAirportBy: ist("2026-12-01T11:30"),
      // 11:30 − 47 min − 15 min = 10:28, rounded down to 10:25
      latestPickup: ist("2026-12-01T10:25"),
      driveMinutes: 47,
      marginMinutes: DEPARTURE_MARGIN_MIN,
      checkInClosesMinutes: 45,
      bufferMinutes: 30,
    });
  });

  it("international: check-in closes 60 minutes before and the buffer is 45", () => {
    expect(atAirportBeforeDepartureMin(true)).toBe(105);
    const p = departurePlan(ist("2026-12-01T12:45"), true, 30);
    expect(p.atAirportBy).toEqual(ist("2026-12-01T11:00"));
    // 11:00 − 30 − 15 = 10:15, already on a 5-minute mark
    expect(p.latestPickup).toEqual(ist("2026-12-01T10:15"));
    expect([p.checkInClosesMinutes, p.bufferMinutes]).toEqual([60, 45]);
  });

  it("a fractional drive counts as the next whole minute; a negative one as none", () => {
    expect(departurePlan(ist("2026-12-01T12:45"), false, 46.2).driveMinutes).toBe(47);
    const none = departurePlan(ist("2026-12-01T06:00"), false, -5);
    expect(none.driveMinutes).toBe(0);
    // 06:00 − 75 − 0 − 15 = 04:30
    expect(none.latestPickup).toEqual(ist("2026-12-01T04:30"));
  });

  it("is never later than the unrounded pickup, and never more than 5 minutes earlier", () => {
    const departure = ist("2026-12-01T07:20");
    for (let drive = 0; drive <= 120; drive += 7) {
      for (const international of [false, true]) {
        const p = departurePlan(departure, international, drive);
        const raw = plus(p.atAirportBy, -(drive + DEPARTURE_MARGIN_MIN));
        expect(p.latestPickup.getTime()).toBeLessThanOrEqual(raw.getTime());
        expect(raw.getTime() - p.latestPickup.getTime()).toBeLessThan(5 * MIN);
        expect(p.latestPickup.getTime() % (5 * MIN)).toBe(0);
      }
    }
  });

  it("a longer drive never gives a later pickup", () => {
    const departure = ist("2026-12-01T18:05");
    let before = Infinity;
    for (let drive = 0; drive <= 180; drive++) {
      const t = departurePlan(departure, false, drive).latestPickup.getTime();
      expect(t).toBeLessThanOrEqual(before);
      before = t;
    }
  });
});

describe("nextFlightPoll: the provider's quota is respected", () => {
  const expectedAt = ist("2026-12-01T19:20");
  const arrival = (state: FlightState = "en_route") => ({ expectedAt, state, direction: "arrival" as const });

  it("waits until 6 hours before the expected time", () => {
    expect(nextFlightPoll(plus(expectedAt, -8 * 60), arrival("scheduled"))).toEqual(plus(expectedAt, -6 * 60));
  });

  it("every 15 minutes, then every 5 in the last hour and after it", () => {
    const at = (m: number) => nextFlightPoll(plus(expectedAt, m), arrival());
    expect(at(-180)).toEqual(plus(expectedAt, -165));
    expect(at(-61)).toEqual(plus(expectedAt, -46));
    expect(at(-60)).toEqual(plus(expectedAt, -55));
    expect(at(-30)).toEqual(plus(expectedAt, -25));
    expect(at(30)).toEqual(plus(expectedAt, 35));
  });

  it("stops two hours after the expected time without a landing, and at once after a final state", () => {
    expect(nextFlightPoll(plus(expectedAt, 120), arrival())).toEqual(plus(expectedAt, 125));
    expect(nextFlightPoll(plus(expectedAt, 121), arrival())).toBeNull();
    for (const state of ["landed", "cancelled", "diverted"] as const)
      expect(nextFlightPoll(plus(expectedAt, -200), arrival(state)), state).toBeNull();
    // a departure ends when it departs; 'landed' is not its final state
    expect(isFinalFlightState("departed", "departure")).toBe(true);
    expect(isFinalFlightState("landed", "departure")).toBe(false);
    expect(isFinalFlightState("departed", "arrival")).toBe(false);
    expect(nextFlightPoll(plus(expectedAt, -30), { expectedAt, state: "departed", direction: "departure" })).toBeNull();
  });

  it("an on-time flight is asked 33 times: 20 in the first five hours, 13 in the last hour up to its landing", () => {
    let now = plus(expectedAt, -10 * 60);
    let next = nextFlightPoll(now, arrival("scheduled"));
    let calls = 0;
    while (next) {
      now = next;
      calls++;
      const landed = now.getTime() >= expectedAt.getTime();
      next = nextFlightPoll(now, arrival(landed ? "landed" : "en_route"));
    }
    expect(calls).toBe(33);
    expect(now).toEqual(expectedAt);
  });
});

describe("delayMinutes", () => {
  it("whole minutes late, negative when early, null without an estimate", () => {
    const scheduled = ist("2026-12-01T19:20");
    expect(delayMinutes(scheduled, plus(scheduled, 50))).toBe(50);
    expect(delayMinutes(scheduled, plus(scheduled, -12))).toBe(-12);
    expect(delayMinutes(scheduled, null)).toBeNull();
  });
});

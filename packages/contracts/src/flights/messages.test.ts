import { describe, expect, it } from "vitest";
import { flightStatusMessage, flightStatusText } from "./messages.ts";

const at = new Date("2026-12-05T15:10:00Z"); // 8:40 pm IST
const line = (f: Partial<Parameters<typeof flightStatusText>[0]>) =>
  flightStatusText({
    direction: "arrival",
    state: "scheduled",
    delayMinutes: null,
    expectedAt: at,
    tracked: true,
    ...f,
  }).replace(/\s/g, " ");

describe("a flight's status line (one rule for the server's English and the screens' Hindi and Odia)", () => {
  it("reads the state, the delay beyond 5 minutes either way, and whether the flight is tracked", () => {
    expect(line({ delayMinutes: 50 })).toBe("Delayed 50 min, now landing 8:40 pm");
    expect(line({ delayMinutes: -12, direction: "departure" })).toBe("Early by 12 min, now departing 8:40 pm");
    expect(line({ delayMinutes: 4 })).toBe("On time, landing 8:40 pm");
    expect(line({ tracked: false })).toBe("Scheduled, landing 8:40 pm");
    expect(line({ state: "landed" })).toBe("Landed 8:40 pm");
    expect(line({ state: "departed", direction: "departure" })).toBe("Departed 8:40 pm");
    expect(line({ state: "cancelled", delayMinutes: 50 })).toBe("Flight cancelled");
    expect(line({ state: "diverted" })).toBe("Flight diverted");
  });

  it("gives the screens a catalogue key and the minutes, never a written time", () => {
    const base = { direction: "departure" as const, state: "scheduled", tracked: true };
    expect(flightStatusMessage({ ...base, delayMinutes: 30 })).toEqual({ key: "flight.delayedDeparting", min: 30 });
    expect(flightStatusMessage({ ...base, delayMinutes: -6 })).toEqual({ key: "flight.earlyDeparting", min: 6 });
    expect(flightStatusMessage({ ...base, delayMinutes: null, tracked: false })).toEqual({
      key: "flight.scheduledDeparting",
    });
  });
});

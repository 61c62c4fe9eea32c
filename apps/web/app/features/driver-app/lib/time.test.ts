import { describe, expect, it } from "vitest";
import { whenTime } from "./time";

describe("a chauffeur's time to come (whenTime)", () => {
  const now = new Date("2026-03-14T12:00:00Z"); // Sat 14 Mar, 5:30 pm IST
  it("today: the time alone", () => {
    expect(whenTime("2026-03-14T13:00:00Z", now, "en-IN")).toBe("6:30 pm");
  });
  it("another day in Asia/Kolkata: the day and the time, never a bare '8:30 am'", () => {
    expect(whenTime("2026-03-22T03:00:00Z", now, "en-IN")).toBe("Sun, 22 Mar, 8:30 am");
    // 19:00 UTC is already the next day in India
    expect(whenTime("2026-03-14T19:00:00Z", now, "en-IN")).toBe("Sun, 15 Mar, 12:30 am");
    expect(whenTime("2026-03-22T03:00:00Z", now, "hi-IN")).toContain("22");
  });
});

import { describe, expect, it } from "vitest";
import { timeOffSms } from "./time-off.texts.ts";

/** The chauffeur's SMS on a decision about their time off, in each of the three languages. */
describe("time off SMS", () => {
  const o = { brand: "Sarathi Luxe", startsOn: "2026-12-06", endsOn: "2026-12-07", reason: "Wedding season" };

  it("names the days and the decision in English", () => {
    expect(timeOffSms("approved", o, "en-IN")).toBe(
      "Sarathi Luxe: your time off 6 Dec to 7 Dec is approved. See My schedule in the chauffeur app.",
    );
    expect(timeOffSms("declined", o, "en-IN")).toBe(
      "Sarathi Luxe: your time off request 6 Dec to 7 Dec is declined: Wedding season",
    );
    expect(timeOffSms("cancelled", { ...o, endsOn: o.startsOn }, "en-IN")).toContain(
      "your time off 6 Dec was cancelled",
    );
  });

  it("is written in Hindi and Odia for chauffeurs who chose them, the reason kept as typed", () => {
    expect(timeOffSms("approved", o, "hi-IN")).toContain("6 Dec से 7 Dec स्वीकृत");
    expect(timeOffSms("declined", o, "hi-IN")).toMatch(/अस्वीकार हुआ: Wedding season$/);
    expect(timeOffSms("approved", o, "or-IN")).toContain("6 Dec ରୁ 7 Dec ମଞ୍ଜୁର");
    expect(timeOffSms("cancelled", o, "or-IN")).toContain("ବାତିଲ");
  });
});

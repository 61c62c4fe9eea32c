import { describe, expect, it } from "vitest";
import {
  CANCELLATION_BASES,
  cancelDialogTexts,
  RescheduleRequestSchema,
  rescheduleTexts,
  rescheduleTimeFieldOf,
} from "./changes.ts";

describe("booking changes: which time a reschedule asks for, and the texts", () => {
  it("an arrival asks for its landing, a departure with a flight for its flight time, everything else for the pickup", () => {
    expect(rescheduleTimeFieldOf({ service: "airport-transfer", transferType: "airport-to-city" })).toBe("landing");
    expect(
      rescheduleTimeFieldOf({
        service: "airport-transfer",
        transferType: "city-to-airport",
        flightTime: "2026-11-25T07:10:00.000Z",
      }),
    ).toBe("departure");
    expect(
      rescheduleTimeFieldOf({ service: "airport-transfer", transferType: "city-to-airport", flightTime: null }),
    ).toBe("pickup");
    for (const service of ["outstation", "hourly-rental", "cab-booking"])
      expect(rescheduleTimeFieldOf({ service, flightTime: "2026-11-25T07:10:00.000Z" })).toBe("pickup");
  });

  it("every cancellation basis has its sentence; a missing or blank time is refused with one message", () => {
    for (const b of CANCELLATION_BASES) expect(cancelDialogTexts.basis[b]).toMatch(/\.$/);
    for (const startTime of ["", "   ", undefined]) {
      const r = RescheduleRequestSchema.safeParse({ startTime });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe(rescheduleTexts.badTime);
    }
    expect(RescheduleRequestSchema.parse({ startTime: " 2026-11-25T10:00 " }).startTime).toBe("2026-11-25T10:00");
  });
});

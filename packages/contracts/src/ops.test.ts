import { describe, expect, it } from "vitest";
import { OPS_BOOKING_ACTIONS, opsMessages } from "./ops.ts";

describe("ops refusal messages", () => {
  it("reads as plain English for every action", () => {
    expect(opsMessages.illegal("complete", "cancelled", "ongoing")).toBe(
      "Cannot complete a cancelled booking: only ongoing bookings can be completed.",
    );
    expect(opsMessages.illegal("confirm", "completed", "pending")).toBe(
      "Cannot confirm a completed booking: only pending bookings can be confirmed.",
    );
    expect(opsMessages.illegal("reassign", "pending", "confirmed")).toBe(
      "Cannot reassign a pending booking: only confirmed bookings can be reassigned.",
    );
    expect(opsMessages.illegal("no-show", "ongoing", "confirmed")).toBe(
      "Cannot mark an ongoing booking as a no-show: only confirmed bookings can be marked as no-show.",
    );
    for (const a of OPS_BOOKING_ACTIONS)
      expect(opsMessages.illegal(a, "cancelled", "pending")).toMatch(
        /^Cannot [a-z]+ a cancelled booking( as a no-show)?: only pending bookings can be [a-z -]+\.$/,
      );
  });
});

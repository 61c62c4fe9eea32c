import { describe, expect, it } from "vitest";
import { OtpWrongErrorSchema } from "./auth.ts";
import { isOtpWrongError } from "./auth-values.ts";

describe("isOtpWrongError (zod-free)", () => {
  it("agrees with OtpWrongErrorSchema", () => {
    const ok = { success: false, message: "Invalid OTP. Please try again.", code: "otp_wrong", attemptsLeft: 3 };
    const cases: unknown[] = [
      ok,
      { ...ok, attemptsLeft: 0 },
      { ...ok, attemptsLeft: -1 },
      { ...ok, attemptsLeft: 1.5 },
      { ...ok, attemptsLeft: "3" },
      { ...ok, code: "otp_expired" },
      { ...ok, success: true },
      { ...ok, message: undefined },
      { ...ok, extra: "kept" },
      null,
      undefined,
      "otp_wrong",
      [],
      { success: false },
    ];
    for (const c of cases) expect(isOtpWrongError(c), JSON.stringify(c)).toBe(OtpWrongErrorSchema.safeParse(c).success);
  });
});

import { describe, expect, it } from "vitest";
import { SecondFactorConfirmSchema, SecondFactorVerifySchema } from "./second-factor.ts";

describe("second-factor schemas", () => {
  it("accept a 6-digit code typed with spaces and a recovery code in any case, with or without dashes", () => {
    expect(SecondFactorConfirmSchema.parse({ code: "123 456", password: "pw" })).toEqual({
      code: "123456",
      password: "pw",
    });
    // turning the second factor on takes the password again (docs/security.md §7)
    expect(SecondFactorConfirmSchema.safeParse({ code: "123456" }).error?.issues[0]?.message).toBe(
      "Enter your password.",
    );
    expect(SecondFactorVerifySchema.parse({ code: " 012345 " })).toEqual({ code: "012345" });
    expect(SecondFactorVerifySchema.parse({ recoveryCode: "ABCD-efgh-JK" })).toEqual({ recoveryCode: "abcdefghjk" });
  });

  it("refuse anything else with a message a person can act on", () => {
    const msg = (body: unknown) => SecondFactorVerifySchema.safeParse(body).error?.issues[0]?.message;
    expect(msg({ code: "12345" })).toBe("Enter the 6-digit code from your authenticator app.");
    expect(msg({ code: "12345\u0000" })).toMatch(/^Enter the 6-digit code/);
    expect(msg({ recoveryCode: "abcd" })).toBe("Enter one of your recovery codes, e.g. abcd-efgh-jk.");
    expect(msg({})).toBe("Enter the 6-digit code from your authenticator app or one of your recovery codes.");
    expect(msg({ code: 123456 })).toBe(
      "Enter the 6-digit code from your authenticator app or one of your recovery codes.",
    );
  });
});

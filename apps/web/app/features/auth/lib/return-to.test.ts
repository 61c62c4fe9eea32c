import { describe, expect, it } from "vitest";
import { returnPathOf, safeReturnPath } from "./return-to";

describe("safeReturnPath: only same-origin paths, never an open redirect", () => {
  it("keeps a path with its query and hash", () => {
    expect(safeReturnPath("/user/bookings")).toBe("/user/bookings");
    expect(safeReturnPath("/outstation-trips/fare-summary?quote=abc#pay")).toBe(
      "/outstation-trips/fare-summary?quote=abc#pay",
    );
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/a\nb",
    "",
    "/auth",
    "/auth/otp-verify/a/b",
    "/auth?next=/auth",
    "/hi/auth",
    "/or/auth/password/forgot",
    `/${"a".repeat(2000)}`,
    42,
    null,
  ])("refuses %s", (bad) => {
    expect(safeReturnPath(bad)).toBeNull();
  });

  it("leaves an encoded CR/LF encoded: a harmless path segment on this site", () => {
    expect(safeReturnPath("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeReturnPath("/../../etc")).toBe("/etc");
    expect(safeReturnPath("/faq/../user/profile")).toBe("/user/profile");
  });
});

describe("returnPathOf", () => {
  it("prefers navigation state's from, then ?next=, then home", () => {
    expect(returnPathOf({ from: "/user/profile" }, "?next=/faq")).toBe("/user/profile");
    expect(returnPathOf(null, "?next=%2Ffaq")).toBe("/faq");
    expect(returnPathOf({ from: "https://evil.example" }, "?next=//evil.example")).toBe("/");
    expect(returnPathOf(undefined, "")).toBe("/");
  });
});

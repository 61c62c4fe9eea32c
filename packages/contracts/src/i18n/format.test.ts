import { describe, expect, it } from "vitest";
import { formatDateTime, formatNumber, formatRupees, formatRupees2, pluralCategory } from "./format.ts";
import { LOCALES } from "./locales.ts";

describe("formatting per language (decision record 017)", () => {
  it("money: ₹ and Indian digit grouping in every language, Latin digits", () => {
    for (const l of LOCALES) {
      expect(formatRupees(12_345_600, l)).toBe("₹1,23,456");
      expect(formatRupees2(12_345_650, l)).toBe("₹1,23,456.50");
      expect(formatNumber(12_345_678, l)).toBe("1,23,45,678");
    }
    // rounding to the rupee as the fare screens do
    expect(formatRupees(201_649)).toBe("₹2,016");
    expect(formatRupees(99)).toBe("₹1");
  });

  it("or-IN money does not take ICU's thousands-grouped currency pattern", () => {
    const icuCurrency = new Intl.NumberFormat("or-IN", {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: 0,
    });
    // the reason formatRupees writes the sign itself (if ICU ever fixes this, the test still holds for ours)
    expect(formatRupees(12_345_600, "or-IN")).toBe("₹1,23,456");
    expect(typeof icuCurrency.format(123456)).toBe("string");
  });

  it("dates and times in Asia/Kolkata, in the language's words", () => {
    const d = "2026-12-05T04:30:00Z"; // 10:00 IST
    expect(formatDateTime(d, "en-IN")).toBe("5 Dec 2026, 10:00 am");
    expect(formatDateTime(d, "hi-IN")).toContain("दिस");
    expect(formatDateTime(d, "hi-IN")).toContain("10:00");
    expect(formatDateTime(d, "or-IN")).toContain("ଡିସେମ୍ବର");
    expect(formatDateTime(d, "or-IN")).toContain("10:00");
    expect(formatDateTime("2026-12-05T20:00:00Z", "en-IN", "date")).toBe("6 Dec 2026"); // 01:30 IST the next day
    for (const l of LOCALES) expect(formatDateTime(d, l)).toMatch(/^[^०-९୦-୯]*$/); // Latin digits only
  });

  it("plural categories", () => {
    expect(pluralCategory(1, "en-IN")).toBe("one");
    expect(pluralCategory(2, "en-IN")).toBe("other");
    expect(pluralCategory(0, "hi-IN")).toBe("one");
    expect(pluralCategory(1, "or-IN")).toBe("one");
    expect(pluralCategory(5, "or-IN")).toBe("other");
  });
});

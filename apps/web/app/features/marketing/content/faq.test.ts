import { describe, expect, it } from "vitest";
import { CANCELLATION_FEE_PAISE } from "@chauffeur/contracts";
import en from "@chauffeur/contracts/i18n/en-IN/marketing";
import hi from "@chauffeur/contracts/i18n/hi-IN/marketing";
import or from "@chauffeur/contracts/i18n/or-IN/marketing";
import { FAQ_CATEGORIES, FAQ_COUNTS, faqKeys } from "./faq";
import { plainText } from "./markup";
import { P } from "./policy-facts";

const english = en as Record<string, string>;

describe("FAQ content", () => {
  it("has the seven categories of the specification, only 'Policies' empty", () => {
    expect(FAQ_CATEGORIES.map((c) => english[`faq.category.${c}`])).toEqual([
      "General",
      "Payments",
      "Bookings",
      "Airport Transfers",
      "Hourly Rentals",
      "Outstation Trips",
      "Policies",
    ]);
    for (const c of FAQ_CATEGORIES) expect(FAQ_COUNTS[c] > 0).toBe(c !== "Policies".toLowerCase());
  });

  it("names exactly the questions the catalogues hold, in every language", () => {
    const keys = FAQ_CATEGORIES.flatMap(faqKeys).flatMap((f) => [f.q, f.a]);
    const inCatalogue = Object.keys(en).filter((k) => /^faq\.[a-z]+\.\d+\.[qa]$/.test(k));
    expect(keys.sort()).toEqual(inCatalogue.sort());
    for (const k of keys) {
      expect(hi[k]).toBeTruthy();
      expect(or[k]).toBeTruthy();
    }
  });

  it("removes the markup for structured data", () => {
    expect(plainText("See our [Cancellation & Refund Policy](refund) for **details**.")).toBe(
      "See our Cancellation & Refund Policy for details.",
    );
    expect(plainText("No markup.")).toBe("No markup.");
  });

  it("follows the chosen policy readings (README 'Policy readings')", () => {
    const all = FAQ_CATEGORIES.flatMap(faqKeys)
      .map((f) => `${english[f.q]} ${english[f.a]}`)
      .join("\n");
    expect(all).not.toMatch(/400 km/);
    expect(all).not.toMatch(/no (cancellation )?fee/i);
    expect(all).toMatch(/at least 30 minutes before pickup is free/);
    expect(all).toMatch(/within 350 km of Bhubaneswar/);
    expect(all).toMatch(/up to 500 km/);
    expect(all).toMatch(/3 to 7 business days/);
  });

  it("quotes the cancellation fee the bookings module charges", () => {
    expect(P.cancelFeeRupees * 100).toBe(CANCELLATION_FEE_PAISE);
  });
});

import { describe, expect, it } from "vitest";
import { CANCELLATION_FEE_PAISE } from "@chauffeur/contracts";
import { FAQS, FAQ_CATEGORIES, answerParts, faqJsonLd } from "./faq";
import { P } from "./policy-facts";

describe("FAQ content", () => {
  it("has the seven categories of the specification, only 'Policies' empty", () => {
    expect(FAQ_CATEGORIES).toEqual([
      "General",
      "Payments",
      "Bookings",
      "Airport Transfers",
      "Hourly Rentals",
      "Outstation Trips",
      "Policies",
    ]);
    for (const c of FAQ_CATEGORIES) expect(FAQS[c].length > 0).toBe(c !== "Policies");
  });

  it("turns a bracketed phrase into a link part", () => {
    expect(answerParts("See our [Cancellation & Refund Policy] for details.")).toEqual([
      { text: "See our ", link: false },
      { text: "Cancellation & Refund Policy", link: true },
      { text: " for details.", link: false },
    ]);
    expect(answerParts("No brackets.")).toEqual([{ text: "No brackets.", link: false }]);
  });

  it("follows the chosen policy readings (README 'Policy readings')", () => {
    const all = Object.values(FAQS)
      .flat()
      .map((f) => `${f.q} ${f.a}`)
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

  it("publishes every question as FAQPage data without brackets", () => {
    const ld = faqJsonLd();
    expect(ld.mainEntity).toHaveLength(Object.values(FAQS).flat().length);
    for (const q of ld.mainEntity) expect(q.acceptedAnswer.text).not.toMatch(/[[\]]/);
  });
});

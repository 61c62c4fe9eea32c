import { describe, expect, it } from "vitest";
import {
  EVENT_LINE_KINDS,
  EventLineSchema,
  EventQuoteInputSchema,
  DEFAULT_EVENT_CANCELLATION,
} from "@chauffeur/contracts";
import { inputOf, newLine } from "./quote-form";

describe("the quote builder's form", () => {
  it("starts every kind of line on the event's dates, valid once its places are named", () => {
    for (const kind of EVENT_LINE_KINDS) {
      const line = newLine(kind, ["2027-02-11", "2027-02-12"]);
      const named = "from" in line ? { ...line, from: "Hotel Trident", to: "Mayfair Lagoon" } : line;
      expect(EventLineSchema.safeParse(named).success).toBe(true);
      if ("dates" in line) expect(line.dates).toEqual(["2027-02-11", "2027-02-12"]);
    }
  });

  it("sends no discount when there is none, and a valid input otherwise", () => {
    const form = {
      lines: [newLine("placard", [])],
      discount: null,
      deposit: { kind: "percent" as const, percent: 30 },
      balanceDueOn: "2027-02-01",
      validUntil: "2027-02-05",
      cancellation: { ...DEFAULT_EVENT_CANCELLATION, tiers: [...DEFAULT_EVENT_CANCELLATION.tiers] },
    };
    expect("discount" in inputOf(form)).toBe(false);
    expect(EventQuoteInputSchema.safeParse(inputOf(form)).success).toBe(true);
    expect(inputOf({ ...form, discount: { kind: "amount", paise: 500_00 } }).discount).toEqual({
      kind: "amount",
      paise: 500_00,
    });
  });
});

import { describe, expect, it } from "vitest";
import { TARIFF_V1 } from "../tariff.v1.ts";
import { EventQuoteInputSchema } from "./schemas.ts";
import { EVENT_PRICING_EXAMPLES } from "./pricing.examples.ts";
import { EventPricingError, lineHours, priceEventQuote } from "./pricing.ts";
import { EVENT_TARIFF_DEFAULTS, eventTariffOf, EventTariffSchema, withEventTariff } from "./tariff.ts";

describe("event pricing: the README's worked examples", () => {
  for (const ex of EVENT_PRICING_EXAMPLES)
    it(`prices '${ex.id}' to the paisa`, () => {
      // the example is a valid console input (the server parses the same schema)
      const parsed = EventQuoteInputSchema.parse({
        ...ex.quote,
        balanceDueOn: ex.dates[0],
        validUntil: ex.dates[0],
        cancellation: { depositKept: true, tiers: [] },
      });
      const a = priceEventQuote(eventTariffOf(TARIFF_V1), parsed);
      const { linePaise, ...totals } = ex.expected;
      expect(a.lines.map((l) => l.amountPaise)).toEqual(linePaise);
      expect(a).toMatchObject({ ...totals, gstPercent: 5 });
      expect(a.totalPaise).toBe(a.taxablePaise + a.gstPaise);
      expect(a.balancePaise).toBe(a.totalPaise - a.depositPaise);
      for (const l of a.lines) expect(l.amountPaise % 100).toBe(0);
    });
});

describe("event pricing rules", () => {
  const t = EVENT_TARIFF_DEFAULTS;
  const car = {
    kind: "cars" as const,
    basis: "hours" as const,
    vehicleClass: "sedan" as const,
    cars: 1,
    dates: ["2027-02-10"],
    start: "10:00",
    end: "15:01",
  };

  it("rounds a line's hours up and applies the minimum hours", () => {
    expect(lineHours("10:00", "15:01")).toBe(6);
    expect(lineHours("10:00", "10:30")).toBe(1);
    const a = priceEventQuote(t, { lines: [car], deposit: { kind: "percent", percent: 0 } });
    expect(a.lines[0].amountPaise).toBe(6 * 750 * 100);
    const short = priceEventQuote(t, { lines: [{ ...car, end: "11:00" }], deposit: { kind: "percent", percent: 0 } });
    expect(short.lines[0].amountPaise).toBe(4 * 750 * 100);
  });

  it("caps an amount discount at the subtotal and a deposit at the total", () => {
    const a = priceEventQuote(t, {
      lines: [{ kind: "placard", count: 1 }],
      discount: { kind: "amount", paise: 1_000_000 },
      deposit: { kind: "amount", paise: 9_999_999 },
    });
    expect(a).toMatchObject({ subtotalPaise: 50_000, discountPaise: 50_000, totalPaise: 0, depositPaise: 0 });
  });

  it("rounds GST and a percentage deposit to the nearest rupee", () => {
    // ₹510 taxable: GST 25.50 → ₹26; total ₹536; a 33 % deposit = 176.88 → ₹177
    const a = priceEventQuote(
      { ...t, placardEach: 510 },
      { lines: [{ kind: "placard", count: 1 }], deposit: { kind: "percent", percent: 33 } },
    );
    expect(a).toMatchObject({ gstPaise: 2_600, totalPaise: 53_600, depositPaise: 17_700, balancePaise: 35_900 });
  });

  it("refuses a class the tariff has no event rates for", () => {
    const none = { ...t, classes: { suv: t.classes.suv } };
    expect(() => priceEventQuote(none, { lines: [car], deposit: { kind: "percent", percent: 30 } })).toThrow(
      EventPricingError,
    );
  });

  it("reads a tariff without an 'events' section with the defaults", () => {
    const { events: _events, ...old } = TARIFF_V1;
    expect(eventTariffOf(old)).toEqual(EVENT_TARIFF_DEFAULTS);
    expect(withEventTariff(old).events).toEqual(EVENT_TARIFF_DEFAULTS);
    expect(EventTariffSchema.safeParse(EVENT_TARIFF_DEFAULTS).success).toBe(true);
    const edited = { ...TARIFF_V1, events: { ...EVENT_TARIFF_DEFAULTS, placardEach: 600 } };
    expect(eventTariffOf(edited).placardEach).toBe(600);
  });
});

import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { computeFare, NO_ADD_ONS, type FareInput } from "@chauffeur/contracts";
import { TARIFF_V1 } from "@chauffeur/contracts/tariff.v1";
import enBooking from "@chauffeur/contracts/i18n/en-IN/booking";
import hiBooking from "@chauffeur/contracts/i18n/hi-IN/booking";
import orBooking from "@chauffeur/contracts/i18n/or-IN/booking";
import { fareWordsFor, localizeFareLines } from "./fare-words.ts";

const at = (iso: string) => new Date(iso);
const allAddOns = {
  ...NO_ADD_ONS,
  placard: { required: true, text: "Das" },
  pets: { dogs: true, cats: true },
  childSeat: true,
  airportToll: true,
};

/** One trip of each kind, with every detail the engine writes (minimums, nights, bands, the add-ons). */
const TRIPS: FareInput[] = [
  // a round trip of two days under the daily minimum, over a night
  {
    service: "outstation",
    vehicleClass: "suv",
    distanceKm: 180.4,
    durationMin: 240,
    isRoundTrip: true,
    start: at("2026-12-05T04:30:00Z"),
    end: at("2026-12-06T18:00:00Z"),
    addOns: allAddOns,
  },
  // a one-way trip under its minimum
  {
    service: "outstation",
    vehicleClass: "sedan",
    distanceKm: 60,
    durationMin: 90,
    isRoundTrip: false,
    start: at("2026-12-05T04:30:00Z"),
    end: at("2026-12-05T06:00:00Z"),
    addOns: NO_ADD_ONS,
  },
  {
    service: "hourly-rental",
    vehicleClass: "sedan",
    distanceKm: 75,
    durationMin: 100,
    hours: 3,
    start: at("2026-12-05T15:30:00Z"),
    end: at("2026-12-05T18:30:00Z"),
    addOns: NO_ADD_ONS,
  },
  {
    service: "airport-transfer",
    vehicleClass: "luxury",
    distanceKm: 95.2,
    durationMin: 120,
    start: at("2026-12-05T17:00:00Z"),
    end: at("2026-12-05T19:00:00Z"),
    addOns: allAddOns,
  },
  {
    service: "airport-transfer",
    vehicleClass: "sedan",
    distanceKm: 12,
    durationMin: 25,
    start: at("2026-12-05T06:00:00Z"),
    end: at("2026-12-05T06:25:00Z"),
    addOns: NO_ADD_ONS,
  },
  {
    service: "cab-booking",
    vehicleClass: "sedan",
    distanceKm: 2.2,
    durationMin: 6,
    start: at("2026-12-05T06:00:00Z"),
    end: at("2026-12-05T06:06:00Z"),
    addOns: NO_ADD_ONS,
  },
];

describe("the fare lines in the reader's language", () => {
  it("keeps English as the engine writes it, byte for byte", () => {
    for (const input of TRIPS) {
      const stored = computeFare(TARIFF_V1, input).lines;
      expect(localizeFareLines(stored, TARIFF_V1, input, "en-IN")).toBe(stored);
    }
  });

  it("writes the same English as the catalogue's English messages (one text, two places)", () => {
    const english = {
      label: (key: string, values?: Record<string, string | number>) =>
        new IntlMessageFormat(enBooking[`line.${key}` as keyof typeof enBooking], "en-IN").format(values) as string,
      detail: (key: string, values: Record<string, string | number>) =>
        new IntlMessageFormat(enBooking[`lineDetail.${key}` as keyof typeof enBooking], "en-IN").format(
          values,
        ) as string,
      money: (n: number) => `₹${n.toLocaleString("en-IN")}`,
    };
    for (const input of TRIPS)
      expect(computeFare(TARIFF_V1, input, english).lines).toEqual(computeFare(TARIFF_V1, input).lines);
  });

  it("answers Hindi and Odia labels and details with the stored amounts", () => {
    const input = TRIPS[0];
    const stored = computeFare(TARIFF_V1, input).lines;
    const hi = localizeFareLines(stored, TARIFF_V1, input, "hi-IN");
    const or = localizeFareLines(stored, TARIFF_V1, input, "or-IN");
    expect(hi.map((l) => l.amountPaise)).toEqual(stored.map((l) => l.amountPaise));
    expect(hi.map((l) => l.code)).toEqual(stored.map((l) => l.code));
    expect(hi[0].label).toBe(hiBooking["line.distanceCharge"]);
    expect(hi[0].detail).toMatch(/^\d+ किमी × ₹\d+ \(2 दिन के लिए न्यूनतम \d+ किमी\)$/);
    expect(hi.find((l) => l.code === "driver_allowance")?.detail).toMatch(/^2 दिन × ₹/);
    expect(hi.find((l) => l.code === "gst")?.label).toBe("GST (5%)");
    expect(or[0].label).toBe(orBooking["line.distanceCharge"]);
    expect(or.find((l) => l.code === "pet_dog")?.label).toBe(orBooking["line.dog"]);
    expect(or[0].detail).toContain("କିମି");
    for (const l of [...hi, ...or]) {
      expect(l.label).not.toMatch(/[a-z]{3,}/);
      if (l.detail) expect(l.detail).not.toMatch(/\b(km|day|night|minimum|band|includes|up to)\b/);
    }
    // the same shape as a stored line: no key left undefined
    expect(Object.keys(hi[hi.length - 1])).toEqual(["code", "label", "amountPaise"]);
  });

  it("every trip's lines come out in Hindi and Odia", () => {
    for (const locale of ["hi-IN", "or-IN"] as const)
      for (const input of TRIPS) {
        const stored = computeFare(TARIFF_V1, input).lines;
        const lines = localizeFareLines(stored, TARIFF_V1, input, locale);
        lines.forEach((l, i) => {
          expect(l.amountPaise).toBe(stored[i].amountPaise);
          if (l.code !== "gst") expect(l.label).not.toBe(stored[i].label);
          if (stored[i].detail) expect(l.detail).not.toBe(stored[i].detail);
        });
      }
  });

  it("keeps the stored English lines when the stored inputs no longer price them the same way", () => {
    const input = TRIPS[5];
    const stored = computeFare(TARIFF_V1, input).lines;
    expect(
      localizeFareLines(stored, TARIFF_V1, { ...input, addOns: { ...NO_ADD_ONS, childSeat: true } }, "hi-IN"),
    ).toBe(stored);
    expect(localizeFareLines(stored, TARIFF_V1, null, "hi-IN")).toBe(stored);
    expect(localizeFareLines(stored, TARIFF_V1, { ...input, vehicleClass: "bus" }, "or-IN")).toBe(stored);
    expect(fareWordsFor("en-IN")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { computeFare, parseTripTime, type AddOns, type FareInput } from "./index.ts";
import { TARIFF_V1 } from "./tariff.v1.ts";

/** Properties of the fare engine on tariff v1, over generated trips (the worked examples: fare-engine.test.ts). */
const at = (s: string) => parseTripTime(s)!;

const services = fc.constantFrom("outstation", "hourly-rental", "airport-transfer", "cab-booking" as const);
const classes = fc.constantFrom("sedan", "suv", "luxury");
const addOnsArb: fc.Arbitrary<AddOns> = fc.record({
  airportToll: fc.boolean(),
  placard: fc.record({ required: fc.boolean(), text: fc.constant("") }),
  pets: fc.record({ dogs: fc.boolean(), cats: fc.boolean() }),
  bookForOther: fc.record({ isBooking: fc.boolean(), otherGuestInfo: fc.constant("") }),
  childSeat: fc.boolean(),
});
const BASE_MS = at("2026-12-01T00:00").getTime();
const inputArb = fc
  .record({
    service: services,
    vehicleClass: classes,
    distanceKm: fc.double({ min: 0, max: 1000, noNaN: true }),
    durationMin: fc.integer({ min: 0, max: 1500 }),
    hours: fc.integer({ min: 1, max: 12 }),
    isRoundTrip: fc.boolean(),
    startMin: fc.integer({ min: 0, max: 7 * 24 * 60 }),
    spanMin: fc.integer({ min: 0, max: 4 * 24 * 60 }),
    addOns: addOnsArb,
  })
  .map((r) => ({
    service: r.service as FareInput["service"],
    vehicleClass: r.vehicleClass,
    distanceKm: r.distanceKm,
    durationMin: r.durationMin,
    hours: r.hours,
    isRoundTrip: r.isRoundTrip,
    start: new Date(BASE_MS + r.startMin * 60_000),
    end: new Date(BASE_MS + (r.startMin + (r.service === "hourly-rental" ? r.hours * 60 : r.spanMin)) * 60_000),
    addOns: r.addOns,
  }));
const fare = (i: FareInput) => computeFare(TARIFF_V1, i).totalPaise;

describe("fare engine: properties", () => {
  it("is never negative and always whole rupees, and its lines add up", () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const r = computeFare(TARIFF_V1, i);
        expect(r.totalPaise).toBeGreaterThan(0);
        expect(r.totalPaise % 100).toBe(0);
        for (const l of r.lines) expect(l.amountPaise % 100).toBe(0);
        expect(r.lines.reduce((s, l) => s + l.amountPaise, 0)).toBe(r.totalPaise);
      }),
    );
  });

  it("never decreases when the distance grows", () => {
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0, max: 500, noNaN: true }), (i, more) => {
        expect(fare({ ...i, distanceKm: i.distanceKm + more })).toBeGreaterThanOrEqual(fare(i));
      }),
    );
  });

  it("never decreases when the booked hours grow", () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 11 }), (i, more) => {
        const h = { ...i, service: "hourly-rental" as const };
        const hours = Math.min(12, (h.hours ?? 1) + more);
        const longer = { ...h, hours, end: new Date(h.start.getTime() + hours * 3600_000) };
        const base = { ...h, end: new Date(h.start.getTime() + (h.hours ?? 1) * 3600_000) };
        expect(fare(longer)).toBeGreaterThanOrEqual(fare(base));
      }),
    );
  });

  it("an airport transfer's fare does not change with the airport toll add-on (its entry and parking are included)", () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const t = { ...i, service: "airport-transfer" as const };
        expect(fare({ ...t, addOns: { ...t.addOns, airportToll: true } })).toBe(
          fare({ ...t, addOns: { ...t.addOns, airportToll: false } }),
        );
      }),
    );
  });

  it("never decreases when an add-on is added", () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom("airportToll", "placard", "dogs", "cats", "childSeat"), (i, which) => {
        const a = structuredClone(i.addOns);
        if (which === "placard") a.placard.required = true;
        else if (which === "dogs" || which === "cats") a.pets[which] = true;
        else a[which] = true;
        expect(fare({ ...i, addOns: a })).toBeGreaterThanOrEqual(fare(i));
      }),
    );
  });
});

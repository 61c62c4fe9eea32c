import { describe, expect, it } from "vitest";
import {
  NO_ADD_ONS,
  calendarDays,
  computeFare,
  nightsOverlapped,
  parseTripTime,
  type AddOns,
  type FareInput,
} from "./index.ts";
import { TARIFF_V1 } from "./tariff.v1.ts";

/**
 * The worked examples of the published tariff (README "## Tariff"): every line of tariff v1 appears at least once.
 * Amounts in rupees; the engine answers paise.
 */
const at = (s: string) => parseTripTime(s)!;
const ALL_ADD_ONS: AddOns = {
  airportToll: true,
  placard: { required: true, text: "Mr Das" },
  pets: { dogs: true, cats: true },
  bookForOther: { isBooking: true, otherGuestInfo: "Anita" },
  childSeat: true,
};
interface Example {
  name: string;
  input: Omit<FareInput, "addOns"> & { addOns?: AddOns };
  lines: Record<string, number>;
  total: number;
}
const EXAMPLES: Example[] = [
  {
    name: "outstation one way, 60 km, billed at the 100 km one-way minimum",
    input: {
      service: "outstation",
      vehicleClass: "sedan",
      distanceKm: 60,
      durationMin: 90,
      start: at("2026-12-01T09:00"),
      end: at("2026-12-01T10:30"),
    },
    lines: { distance: 1400, driver_allowance: 400, tolls_permits: 120, gst: 96 },
    total: 2016,
  },
  {
    name: "outstation one way, 180 km",
    input: {
      service: "outstation",
      vehicleClass: "sedan",
      distanceKm: 179.2,
      durationMin: 240,
      start: at("2026-12-01T09:00"),
      end: at("2026-12-01T13:00"),
    },
    lines: { distance: 2520, driver_allowance: 400, tolls_permits: 360, gst: 164 },
    total: 3444,
  },
  {
    name: "outstation round trip over 2 days, 177 km, billed at 2 × 250 km, one night",
    input: {
      service: "outstation",
      vehicleClass: "sedan",
      isRoundTrip: true,
      distanceKm: 176.9,
      durationMin: 232,
      start: at("2026-12-01T09:00"),
      end: at("2026-12-02T19:00"),
    },
    lines: { distance: 7000, driver_allowance: 800, night: 300, tolls_permits: 354, gst: 423 },
    total: 8877,
  },
  {
    name: "outstation SUV one way 250 km leaving 20:00 (two calendar days, one night)",
    input: {
      service: "outstation",
      vehicleClass: "suv",
      distanceKm: 250,
      durationMin: 300,
      start: at("2026-12-01T20:00"),
      end: at("2026-12-02T01:00"),
    },
    lines: { distance: 4750, driver_allowance: 1000, night: 350, tolls_permits: 500, gst: 330 },
    total: 6930,
  },
  {
    name: "hourly 4 h, 30 km planned (within the 40 km included)",
    input: {
      service: "hourly-rental",
      vehicleClass: "sedan",
      hours: 4,
      distanceKm: 30,
      durationMin: 70,
      start: at("2026-12-01T10:00"),
      end: at("2026-12-01T14:00"),
    },
    lines: { hourly_package: 3000, gst: 150 },
    total: 3150,
  },
  {
    name: "hourly 4 h, 55 km planned (15 km beyond the package)",
    input: {
      service: "hourly-rental",
      vehicleClass: "sedan",
      hours: 4,
      distanceKm: 55,
      durationMin: 120,
      start: at("2026-12-01T10:00"),
      end: at("2026-12-01T14:00"),
    },
    lines: { hourly_package: 3000, extra_km: 270, gst: 164 },
    total: 3434,
  },
  {
    name: "hourly luxury 2 h from 22:30 (night charge)",
    input: {
      service: "hourly-rental",
      vehicleClass: "luxury",
      hours: 2,
      distanceKm: 12,
      durationMin: 30,
      start: at("2026-12-01T22:30"),
      end: at("2026-12-02T00:30"),
    },
    lines: { hourly_package: 3600, night: 500, gst: 205 },
    total: 4305,
  },
  {
    name: "airport transfer 16 km (first band)",
    input: {
      service: "airport-transfer",
      vehicleClass: "sedan",
      distanceKm: 16,
      durationMin: 40,
      start: at("2026-12-01T10:00"),
      end: at("2026-12-01T10:55"),
    },
    lines: { transfer: 899, airport_parking: 100, gst: 50 },
    total: 1049,
  },
  {
    name: "airport transfer 75 km (beyond the last band)",
    input: {
      service: "airport-transfer",
      vehicleClass: "sedan",
      distanceKm: 74.3,
      durationMin: 95,
      start: at("2026-12-01T10:00"),
      end: at("2026-12-01T11:35"),
    },
    lines: { transfer: 2229, airport_parking: 100, gst: 116 },
    total: 2445,
  },
  {
    name: "airport transfer 16 km at 23:30 (night charge)",
    input: {
      service: "airport-transfer",
      vehicleClass: "sedan",
      distanceKm: 16,
      durationMin: 40,
      start: at("2026-12-01T23:30"),
      end: at("2026-12-02T00:25"),
    },
    lines: { transfer: 899, airport_parking: 100, night: 300, gst: 65 },
    total: 1364,
  },
  {
    name: "city ride 8 km, 20 min (raised to the minimum fare)",
    input: {
      service: "cab-booking",
      vehicleClass: "sedan",
      distanceKm: 7.4,
      durationMin: 20,
      start: at("2026-12-01T10:00"),
      end: at("2026-12-01T10:20"),
    },
    lines: { base: 250, distance: 176, time: 40, minimum: 33, gst: 25 },
    total: 524,
  },
  {
    name: "city ride luxury 15 km, 35 min",
    input: {
      service: "cab-booking",
      vehicleClass: "luxury",
      distanceKm: 15,
      durationMin: 35,
      start: at("2026-12-01T10:00"),
      end: at("2026-12-01T10:35"),
    },
    lines: { base: 800, distance: 675, time: 175, gst: 83 },
    total: 1733,
  },
  {
    name: "airport transfer 16 km with every add-on",
    input: {
      service: "airport-transfer",
      vehicleClass: "sedan",
      distanceKm: 16,
      durationMin: 40,
      start: at("2026-12-01T10:00"),
      end: at("2026-12-01T10:55"),
      addOns: ALL_ADD_ONS,
    },
    lines: {
      transfer: 899,
      airport_parking: 100,
      placard: 500,
      pet_dog: 750,
      pet_cat: 500,
      child_seat: 300,
      gst: 152,
    },
    // the airport toll add-on is ignored: the transfer's fare already includes the airport's entry and parking
    total: 3201,
  },
  {
    name: "city ride 16 km, 40 min to the airport with the airport entry & parking add-on",
    input: {
      service: "cab-booking",
      vehicleClass: "sedan",
      distanceKm: 16,
      durationMin: 40,
      start: at("2026-12-01T10:00"),
      end: at("2026-12-01T10:40"),
      addOns: { ...NO_ADD_ONS, airportToll: true },
    },
    lines: { base: 250, distance: 352, time: 80, airport_toll: 150, gst: 42 },
    total: 874,
  },
];

describe("fare engine: worked examples of tariff v1", () => {
  it.each(EXAMPLES.map((e) => [e.name, e] as const))("%s", (_name, e) => {
    const r = computeFare(TARIFF_V1, { ...e.input, addOns: e.input.addOns ?? NO_ADD_ONS });
    expect(Object.fromEntries(r.lines.map((l) => [l.code, l.amountPaise / 100]))).toEqual(e.lines);
    expect(r.totalPaise).toBe(e.total * 100);
    expect(r.lines.reduce((s, l) => s + l.amountPaise, 0)).toBe(r.totalPaise);
  });

  it("covers every tariff line", () => {
    const codes = new Set(EXAMPLES.flatMap((e) => Object.keys(e.lines)));
    for (const c of [
      "distance",
      "driver_allowance",
      "night",
      "tolls_permits",
      "hourly_package",
      "extra_km",
      "transfer",
      "airport_parking",
      "base",
      "time",
      "minimum",
      "placard",
      "pet_dog",
      "pet_cat",
      "child_seat",
      "airport_toll",
      "gst",
    ])
      expect(codes, c).toContain(c);
  });

  it("counts calendar days and nights in India time", () => {
    expect(calendarDays(at("2026-12-01T09:00"), at("2026-12-01T23:59"))).toBe(1);
    expect(calendarDays(at("2026-12-01T23:00"), at("2026-12-02T00:30"))).toBe(2);
    const night = TARIFF_V1.night;
    expect(nightsOverlapped(at("2026-12-01T09:00"), at("2026-12-01T21:59"), night)).toBe(0);
    expect(nightsOverlapped(at("2026-12-01T05:00"), at("2026-12-01T07:00"), night)).toBe(1);
    expect(nightsOverlapped(at("2026-12-01T09:00"), at("2026-12-03T09:00"), night)).toBe(2);
  });

  it("refuses a class the tariff does not price", () => {
    expect(() =>
      computeFare(TARIFF_V1, { ...EXAMPLES[0].input, vehicleClass: "limousine", addOns: NO_ADD_ONS }),
    ).toThrow(/no rates/);
  });
});

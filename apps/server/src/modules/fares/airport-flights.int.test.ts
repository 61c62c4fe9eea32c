import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AIRPORT_ENTRY_ADD_ON_LABEL,
  fareRuleMessages,
  fareValidation,
  flightLabels,
  flightMessages,
} from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { loadValidQuote, priceWithAddOns } from "./quote.service.ts";
import { BBSR, KIIT, place } from "./fares.test-places.ts";
import { inHoursOf, postCharge } from "./fares.test-support.ts";

/**
 * Airport transfers that follow the flight (decision record 011), on the charges endpoint with the built-in gazetteer:
 * an arrival's pickup is the landing + the buffer; a departure's pickup is worked back from the flight (the same plan
 * as POST /api/v1/airport-transfers/departure-pickup, airport-departure-pickup.int.test.ts); the airport's entry and
 * parking are included once and never charged again as an add-on.
 */
const ist = (local: string) => new Date(`${local}:00+05:30`).toISOString();
const BBI = place("Biju Patnaik International Airport (BBI), Aerodrome Area, Bhubaneswar, Odisha", 20.2444, 85.8178);

describe("airport transfers: flights and airport charges", () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  /** an IST date two days ahead ("YYYY-MM-DD") */
  let day: string;
  const charge = (payload: Record<string, unknown>) => postCharge(t, "airport-transfer", payload, cookie);
  const arrival = (over: Record<string, unknown> = {}) =>
    charge({
      transferType: "airport-to-city",
      airportCode: "BBI",
      dropOff: KIIT,
      flightNumber: "6E 2341",
      flightTime: `${day}T19:20`,
      passengerCount: 2,
      luggageCount: 2,
      ...over,
    });
  const departure = (over: Record<string, unknown> = {}) =>
    charge({
      transferType: "city-to-airport",
      airportCode: "BBI",
      pickUp: KIIT,
      flightNumber: "6E 511",
      flightTime: `${day}T12:45`,
      passengerCount: 2,
      luggageCount: 2,
      ...over,
    });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie, userId } = await createSignedInUser(t));
    day = inHoursOf(t, 48).slice(0, 10);
  });
  afterAll(() => t.close());

  it("an arrival's pickup is the landing + 30 minutes (domestic) or + 45 (international); flightTime is the landing", async () => {
    const domestic = await arrival();
    expect(domestic.statusCode, domestic.body).toBe(200);
    expect(domestic.json().data.trip).toMatchObject({
      flightTime: ist(`${day}T19:20`),
      startTime: ist(`${day}T19:50`),
      flightNumber: "6E 2341",
      transferType: "airport-to-city",
    });
    const international = await arrival({ international: true, flightNumber: "EK 571" });
    expect(international.statusCode, international.body).toBe(200);
    expect(international.json().data.trip).toMatchObject({
      flightTime: ist(`${day}T19:20`),
      startTime: ist(`${day}T20:05`),
      international: true,
    });
  });

  it("a legacy arrival that sends only startTime has it read as the landing", async () => {
    const res = await arrival({ flightTime: undefined, startTime: `${day}T19:20` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.trip).toMatchObject({ flightTime: ist(`${day}T19:20`), startTime: ist(`${day}T19:50`) });
  });

  it("a departure without a pickup takes the latest one, routed at the hour of the drive", async () => {
    const res = await departure();
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    // 12:45 departure: at the terminal by 11:30; the drive is routed at 10:30 IST (peak: KIIT → BBI 47 min, 39 off-peak);
    // 11:30 − 47 − 15 = 10:28, rounded down to 10:25
    expect(d.trip).toMatchObject({ flightTime: ist(`${day}T12:45`), startTime: ist(`${day}T10:25`) });
    expect(d.route.legs).toEqual([{ distanceKm: 15.8, durationMin: 47 }]);
    expect(d.duration).toBe(47);
    // the car is held from the pickup for the drive
    const q = await loadValidQuote(t.app.ctx, { quoteId: d.quoteId, userId });
    expect(q.pickupAt.toISOString()).toBe(ist(`${day}T10:25`));
    expect(q.endTime.toISOString()).toBe(ist(`${day}T11:12`));
  });

  it("a departure's pickup may be earlier than the latest one, never later", async () => {
    const latest = await departure({ startTime: `${day}T10:25` });
    expect(latest.statusCode, latest.body).toBe(200);
    expect(latest.json().data.trip.startTime).toBe(ist(`${day}T10:25`));
    const earlier = await departure({ startTime: `${day}T09:00` });
    expect(earlier.statusCode, earlier.body).toBe(200);
    expect(earlier.json().data.trip.startTime).toBe(ist(`${day}T09:00`));
    const late = await departure({ startTime: `${day}T10:30` });
    expect(late.statusCode).toBe(400);
    const message = flightMessages.pickupAfterLatest(new Date(ist(`${day}T10:25`)));
    expect(late.json().message).toBe(message);
    expect(late.json().errors).toEqual({ startTime: [message] });
    expect(message).toMatch(/pick-up must be at .*10:25 am or earlier/);
  });

  it("a departure whose latest pickup is under 6 hours ahead is refused; one without its flight keeps the rider's pickup", async () => {
    const soon = await departure({ flightTime: inHoursOf(t, 7) });
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toBe(fareValidation.advanceRequired);
    const legacy = await departure({ flightTime: undefined, startTime: `${day}T10:40` });
    expect(legacy.statusCode, legacy.body).toBe(200);
    expect(legacy.json().data.trip).toMatchObject({ flightTime: null, startTime: ist(`${day}T10:40`) });
    // routed as before, at no particular hour
    expect(legacy.json().data.route.legs).toEqual([{ distanceKm: 15.8, durationMin: 39 }]);
  });

  it.each(["6E 2341", "AI674", "UK 955A", "6e 2341"])("accepts the flight number %s", async (flightNumber) => {
    const res = await arrival({ flightNumber });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.trip.flightNumber).toBe(flightNumber.toUpperCase());
  });

  it.each(["62 123", "6E12345", "ABC"])("refuses the flight number %s", async (flightNumber) => {
    for (const res of [await arrival({ flightNumber }), await departure({ flightNumber })]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(fareRuleMessages.flightNumber);
    }
  });

  it("an airport transfer lists its airport entry once, included, and charges nothing for the airport toll add-on", async () => {
    const plain = (await arrival()).json().data;
    const withToll = (await arrival({ addOns: { airportToll: true } })).json().data;
    expect(withToll.fare).toBe(plain.fare);
    expect(withToll.breakdown).toEqual(plain.breakdown);
    expect(withToll.addOns.airportToll).toBe(false);
    const airportLines = withToll.breakdown.filter((l: { code: string }) => l.code.startsWith("airport"));
    expect(airportLines).toEqual([
      { code: "airport_parking", label: flightLabels.airportEntryIncluded, amountPaise: 10_000 },
    ]);
    // re-priced with the add-on (the fare summary's toggle), and the order's pricing: still nothing extra
    const repriced = await arrival({ quoteId: plain.quoteId, addOns: { airportToll: true } });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().data.fare).toBe(plain.fare);
    const q = await loadValidQuote(t.app.ctx, { quoteId: plain.quoteId, userId });
    const priced = await priceWithAddOns(t.app.ctx, q, { ...q.addOns, airportToll: true } as never);
    expect(priced.farePaise).toBe(plain.fare);
    expect(priced.addOns.airportToll).toBe(false);
  });

  it("a city ride to the airport names the add-on 'Airport entry & parking' and charges it", async () => {
    const body = { pickUp: BBSR, dropOff: BBI, startTime: `${day}T14:00`, passengerCount: 2, luggageCount: 1 };
    const plain = await postCharge(t, "cab-booking", body, cookie);
    expect(plain.statusCode, plain.body).toBe(200);
    const withEntry = (await postCharge(t, "cab-booking", { ...body, addOns: { airportToll: true } }, cookie)).json()
      .data;
    expect(withEntry.breakdown.find((l: { code: string }) => l.code === "airport_toll")).toEqual({
      code: "airport_toll",
      label: AIRPORT_ENTRY_ADD_ON_LABEL,
      amountPaise: 15_000,
    });
    expect(withEntry.fare).toBeGreaterThan(plain.json().data.fare);
    expect(withEntry.addOns.airportToll).toBe(true);
  });
});

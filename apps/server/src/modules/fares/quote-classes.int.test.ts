import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fareApiPaths, fareRuleMessages, type QuoteClassOption, type QuoteData } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { loadValidQuote, priceWithAddOns } from "./quote.service.ts";
import { BBSR, KIIT } from "./fares.test-places.ts";
import { inHoursOf, outstationTrip, postCharge } from "./fares.test-support.ts";

const CHILD_SEAT = { childSeat: true };

describe("fares: the quote of each vehicle class (POST /api/v1/bookings/quotes/classes)", () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  const inHours = (h: number) => inHoursOf(t, h);
  const charge = (service: string, payload: unknown, c: string | null = cookie) => postCharge(t, service, payload, c);
  const classesOf = (payload: unknown, c: string | null = cookie) =>
    t.app.inject({
      method: "POST",
      url: fareApiPaths.quoteClasses,
      payload: payload as object,
      headers: c ? { cookie: c } : {},
    });
  const byCode = (list: QuoteClassOption[], code: string) => list.find((c) => c.vehicle.code === code);

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie, userId } = await createSignedInUser(t));
  });
  afterAll(() => t.close());

  it("answers each class's real quote for the same stored trip, route, add-ons, tariff and expiry", async () => {
    const base: QuoteData = (await charge("outstation", outstationTrip(inHours(24), { addOns: CHILD_SEAT }))).json()
      .data;
    expect(base.carType).toBe("sedan");
    const res = await classesOf({ quoteId: base.quoteId });
    expect(res.statusCode, res.body).toBe(200);
    const { quoteId, classes } = res.json().data as { quoteId: string; classes: QuoteClassOption[] };
    expect(quoteId).toBe(base.quoteId);
    // the Luxury Sedan is offered only on a luxury car page's city ride
    expect(classes.map((c) => c.vehicle.code)).toEqual(["sedan", "suv"]);
    // the quote's own class answers the quote itself: no new row
    const sedan = byCode(classes, "sedan")!;
    expect(sedan).toMatchObject({ available: true, reason: null });
    expect(sedan.quote).toMatchObject({ quoteId: base.quoteId, fare: base.fare, carType: "sedan" });
    const suv = byCode(classes, "suv")!.quote!;
    expect(suv.quoteId).not.toBe(base.quoteId);
    expect(suv).toMatchObject({
      carType: "suv",
      expiresAt: base.expiresAt,
      tariffVersion: base.tariffVersion,
      addOns: base.addOns,
      route: base.route,
      vehicle: { name: "Premium SUV", seats: 5, luggage: 5 },
    });
    expect({ ...suv.trip, requestedCarType: null }).toEqual(base.trip);
    expect(suv.trip.requestedCarType).toBe("suv");
    expect(suv.breakdown.map((l) => l.code)).toContain("child_seat");
    expect(suv.fare).toBeGreaterThan(base.fare);
    // the same price as asking the charges call for the SUV directly
    const direct = (
      await charge("outstation", outstationTrip(base.trip.startTime, { addOns: CHILD_SEAT, carType: "suv" }))
    ).json().data as QuoteData;
    expect(direct.fare).toBe(suv.fare);
    expect(direct.breakdown).toEqual(suv.breakdown);
    // the SUV quote is stored for the rider: the order prices it, and an add-on reprice keeps its class
    const stored = await loadValidQuote(t.app.ctx, { quoteId: suv.quoteId, userId });
    expect(stored.vehicleClass).toBe("suv");
    expect((await priceWithAddOns(t.app.ctx, stored, suv.addOns)).farePaise).toBe(suv.fare);
    const reprice = await charge("outstation", { ...outstationTrip(inHours(24)), quoteId: suv.quoteId, addOns: {} });
    expect(reprice.statusCode, reprice.body).toBe(200);
    expect(reprice.json().data).toMatchObject({ carType: "suv", expiresAt: base.expiresAt });
    expect(reprice.json().data.fare).toBeLessThan(suv.fare);
    // comparing again from the SUV quote: the SUV is the asked quote, the sedan a new quote at the sedan's price
    const again = (await classesOf({ quoteId: suv.quoteId })).json().data.classes as QuoteClassOption[];
    expect(byCode(again, "suv")!.quote!.quoteId).toBe(suv.quoteId);
    expect(byCode(again, "sedan")!.quote).toMatchObject({ fare: base.fare, carType: "sedan" });
    expect(byCode(again, "sedan")!.quote!.quoteId).not.toBe(base.quoteId);
  });

  it("offers the Luxury Sedan on a city ride and disables classes too small for the guests or suitcases", async () => {
    const ride = { pickUp: BBSR, dropOff: KIIT, stops: [], startTime: inHours(9), carType: "luxury" };
    const luxury: QuoteData = (await charge("cab-booking", { ...ride, passengerCount: 2, luggageCount: 1 })).json()
      .data;
    const list = (await classesOf({ quoteId: luxury.quoteId })).json().data.classes as QuoteClassOption[];
    expect(list.map((c) => c.vehicle.code)).toEqual(["sedan", "suv", "luxury"]);
    expect(list.every((c) => c.available)).toBe(true);
    // luxury 800 + 45/km + 5/min against sedan 250 + 22/km + 2/min (minimum 499), same route
    expect(byCode(list, "luxury")!.quote!.fare).toBeGreaterThan(byCode(list, "sedan")!.quote!.fare);
    expect(byCode(list, "sedan")!.quote!.trip.requestedCarType).toBe("sedan");

    // four guests: the Luxury Sedan (3 seats) cannot take them; the reason is the charges call's own message
    const four: QuoteData = (
      await charge("cab-booking", { ...ride, carType: "sedan", passengerCount: 4, luggageCount: 2 })
    ).json().data;
    const fourList = (await classesOf({ quoteId: four.quoteId })).json().data.classes as QuoteClassOption[];
    expect(byCode(fourList, "luxury")).toEqual({
      vehicle: expect.objectContaining({ code: "luxury", seats: 3, luggage: 3 }),
      available: false,
      reason: fareRuleMessages.carTooSmall("Luxury Sedan", 3, 3),
      quote: null,
    });
    expect(byCode(fourList, "suv")!.available).toBe(true);

    // five guests (an SUV quote): the sedan says why it cannot be chosen
    const five: QuoteData = (
      await charge("outstation", outstationTrip(inHours(24), { passengerCount: 5, luggageCount: 2 }))
    ).json().data;
    expect(five.carType).toBe("suv");
    const fiveList = (await classesOf({ quoteId: five.quoteId })).json().data.classes as QuoteClassOption[];
    expect(byCode(fiveList, "sedan")).toMatchObject({
      available: false,
      reason: fareRuleMessages.carTooSmall("Executive Sedan", 4, 3),
      quote: null,
    });
    // four suitcases do not fit a sedan's boot either
    const bags: QuoteData = (
      await charge("outstation", outstationTrip(inHours(24), { passengerCount: 2, luggageCount: 4 }))
    ).json().data;
    const bagsList = (await classesOf({ quoteId: bags.quoteId })).json().data.classes as QuoteClassOption[];
    expect(byCode(bagsList, "sedan")!.available).toBe(false);
  });

  it("keeps a Luxury Sedan quote's own class on any service", async () => {
    const lux: QuoteData = (await charge("outstation", outstationTrip(inHours(24), { carType: "luxury" }))).json().data;
    const list = (await classesOf({ quoteId: lux.quoteId })).json().data.classes as QuoteClassOption[];
    expect(list.map((c) => c.vehicle.code)).toEqual(["sedan", "suv", "luxury"]);
    expect(byCode(list, "luxury")!.quote!.quoteId).toBe(lux.quoteId);
  });

  it("answers only the rider's own live quote: another rider's, a missing or malformed id, an expired quote", async () => {
    const base: QuoteData = (await charge("outstation", outstationTrip(inHours(24)))).json().data;
    const signedOut = await classesOf({ quoteId: base.quoteId }, null);
    expect(signedOut.statusCode).toBe(401);
    const other = await createSignedInUser(t);
    const foreign = await classesOf({ quoteId: base.quoteId }, other.cookie);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(fareRuleMessages.quoteNotFound);
    const before = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM quotes WHERE user_id = $1", [
      other.userId,
    ]);
    expect(before[0].n).toBe(0);
    for (const body of [{}, { quoteId: "not-a-uuid" }, { quoteId: 42 }]) {
      const res = await classesOf(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(fareRuleMessages.quoteNotFound);
    }
    const missing = await classesOf({ quoteId: "0b5f8e63-4a0f-4a8a-9a51-1f1d3a0f0c11" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(fareRuleMessages.quoteNotFound);
    t.clock.setOffsetMs(31 * 60_000);
    try {
      const expired = await classesOf({ quoteId: base.quoteId });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(fareRuleMessages.quoteExpired);
    } finally {
      t.clock.setOffsetMs(0);
    }
  });

  it("refuses a trip whose pickup is now less than 6 hours away", async () => {
    const soon: QuoteData = (await charge("outstation", outstationTrip(inHours(6.3)))).json().data;
    t.clock.setOffsetMs(20 * 60_000);
    try {
      const res = await classesOf({ quoteId: soon.quoteId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Bookings must be made at least 6 hours in advance.");
    } finally {
      t.clock.setOffsetMs(0);
    }
  });
});

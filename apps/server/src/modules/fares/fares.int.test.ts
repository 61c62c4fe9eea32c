import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fareMessages, fareRuleMessages, fareValidation } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { place, BBSR, KONARK, PIPILI, KIIT, KOLKATA } from "./fares.test-places.ts";
import { inHoursOf, outstationTrip, postCharge } from "./fares.test-support.ts";

describe("fares: charges and quotes", () => {
  let t: TestApp;
  let cookie: string;
  const inHours = (h: number) => inHoursOf(t, h);
  const charge = (service: string, payload: unknown, c: string | null = cookie) => postCharge(t, service, payload, c);
  const outstation = (over: Record<string, unknown> = {}) => outstationTrip(inHours(24), over);

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await createSignedInUser(t));
  });
  afterAll(() => t.close());

  it("answers 401 with the specified message when signed out", async () => {
    const res = await charge("outstation", outstation(), null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(fareMessages.unauthorized);
    const res2 = await charge("outstation", { nonsense: true }, null);
    expect(res2.statusCode).toBe(401);
    const get = await t.app.inject({
      method: "GET",
      url: "/api/v1/bookings/quotes/00000000-0000-4000-8000-000000000000",
    });
    expect(get.statusCode).toBe(401);
    expect(get.json().message).toBe(fareMessages.unauthorized);
  });

  it("prices an outstation round trip with stops, stores a 30-minute quote and itemises it", async () => {
    // 08:00 IST on two consecutive days (from now + 24 h the return leg could cross another midnight late in the evening)
    const at8 = (h: number) => `${inHours(h).slice(0, 10)}T08:00`;
    const res = await charge(
      "outstation",
      outstation({ stops: [PIPILI, KONARK], startTime: at8(24), isRoundTrip: true, returnTime: at8(48) }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const d = body.data;
    expect(d.serviceType).toBe("outstation");
    expect(d.carType).toBe("sedan");
    expect(d.fare).toBeGreaterThan(0);
    expect(d.fare % 100).toBe(0);
    expect(d.breakdown.reduce((s: number, l: { amountPaise: number }) => s + l.amountPaise, 0)).toBe(d.fare);
    expect(d.breakdown.map((l: { code: string }) => l.code)).toEqual(
      expect.arrayContaining(["distance", "driver_allowance", "tolls_permits", "gst"]),
    );
    expect(d.route.legs).toHaveLength(4);
    expect(new Date(d.expiresAt).getTime() - t.clock.now().getTime()).toBeGreaterThan(29 * 60_000);
    // round trip over two calendar days bills at least 2 × 250 km
    expect(d.breakdown.find((l: { code: string }) => l.code === "distance").detail).toMatch(/^500 km/);
    const again = await t.app.inject({
      method: "GET",
      url: `/api/v1/bookings/quotes/${d.quoteId}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.fare).toBe(d.fare);
  });

  it("ignores a forged totalDistance: the server routes the trip itself", async () => {
    const a = (await charge("outstation", outstation({ totalDistance: 60 }))).json().data;
    const b = (await charge("outstation", outstation({ totalDistance: 1 }))).json().data;
    const c = (await charge("outstation", outstation({ totalDistance: 499 }))).json().data;
    expect(a.fare).toBe(b.fare);
    expect(a.fare).toBe(c.fare);
    expect(a.distance).toBe(b.distance);
  });

  it.each([
    ["placeholder coordinates [0, 0]", { dropOff: place("Somewhere", 0, 0) }, fareRuleMessages.badCoordinates],
    ["latitude out of range", { pickUp: place("Bad", 123, 85.8) }, fareRuleMessages.badCoordinates],
    [
      "coordinates not numbers",
      { pickUp: { address: "Bad", location: { type: "Point", coordinates: ["x", "y"] } } },
      fareRuleMessages.badCoordinates,
    ],
    ["missing drop-off", { dropOff: undefined }, fareValidation.locationsRequired],
    ["blank pickup address", { pickUp: { ...BBSR, address: "  " } }, fareValidation.locationsRequired],
    ["six stops", { stops: [PIPILI, KONARK, PIPILI, KONARK, PIPILI, KONARK] }, fareRuleMessages.tooManyStops],
    ["missing departure", { startTime: "" }, fareValidation.departureRequired],
    ["departure under 6 hours", { startTime: "__5h" }, fareValidation.advanceRequired],
    ["round trip without return", { isRoundTrip: true, returnTime: null }, fareValidation.returnRequired],
    ["return before departure", { isRoundTrip: true, returnTime: "__20h" }, fareValidation.returnAfterDeparture],
    ["5 passengers with 3 suitcases", { passengerCount: 5, luggageCount: 3 }, fareValidation.suitcaseLimit],
    ["6 passengers", { passengerCount: 6 }, fareRuleMessages.passengers],
    ["beyond the 350 km radius", { dropOff: KOLKATA }, fareRuleMessages.outsideRadius],
    ["under 1 km", { dropOff: BBSR }, fareValidation.outstationDistance],
  ])("refuses %s with a 400 and the specified message", async (_name, over, message) => {
    const o = Object.fromEntries(
      Object.entries(over).map(([k, v]) => [
        k,
        typeof v === "string" && v.startsWith("__") ? inHours(Number(v.slice(2, -1))) : v,
      ]),
    );
    const res = await charge("outstation", outstation(o));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("empty stop entries are dropped", async () => {
    const res = await charge("outstation", outstation({ stops: [null, { address: "" }, PIPILI] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.trip.stops).toHaveLength(1);
  });

  it("answers 400 for an unknown service path", async () => {
    const res = await charge("helicopter", outstation());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fareRuleMessages.unknownService);
  });

  it("prices an hourly rental of 4 hours and checks the duration", async () => {
    const body = {
      pickUp: BBSR,
      dropOff: KIIT,
      stops: [],
      startTime: inHours(8),
      hours: 4,
      passengerCount: 2,
      luggageCount: 2,
    };
    const res = await charge("hourly-rental", body);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.duration).toBe(240);
    expect(d.breakdown[0]).toMatchObject({ code: "hourly_package", amountPaise: 4 * 750 * 100 });
    for (const hours of [0, 13, 2.5]) {
      const bad = await charge("hourly-rental", { ...body, hours });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(fareValidation.hourlyDuration);
    }
    const far = await charge("hourly-rental", {
      ...body,
      dropOff: place("Berhampur, Ganjam, Odisha", 19.315, 84.7941),
    });
    expect(far.json().message).toBe(fareRuleMessages.outsideCity);
  });

  it("prices an airport transfer from BBI with the airport side fixed by the server", async () => {
    const res = await charge("airport-transfer", {
      transferType: "airport-to-city",
      airportCode: "BBI",
      dropOff: KIIT,
      pickUp: place("forged", 20.9, 85.1),
      flightNumber: "6e 2341",
      startTime: inHours(10),
      passengerCount: 3,
      luggageCount: 3,
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.trip.pickUp.placeId).toBe("gz:bbi");
    expect(d.trip.flightNumber).toBe("6E 2341");
    expect(d.breakdown[0]).toMatchObject({ code: "transfer", amountPaise: 89900 });
    const badFlight = await charge("airport-transfer", {
      transferType: "airport-to-city",
      dropOff: KIIT,
      flightNumber: "12345",
      startTime: inHours(10),
    });
    expect(badFlight.json().message).toBe(fareRuleMessages.flightNumber);
  });

  it("prices a city ride in the chosen class and refuses a class too small for the guests", async () => {
    const body = {
      pickUp: BBSR,
      dropOff: KIIT,
      startTime: inHours(7),
      passengerCount: 2,
      luggageCount: 1,
      carType: "luxury",
    };
    const res = await charge("cab-booking", body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.carType).toBe("luxury");
    const tooMany = await charge("cab-booking", { ...body, passengerCount: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/takes up to 3 passengers/);
  });
});

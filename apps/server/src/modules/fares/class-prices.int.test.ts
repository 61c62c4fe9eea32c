import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClassPricesResponseSchema, classPricePaths, classPriceTexts, type Tariff } from "@chauffeur/contracts";
import { TARIFF_V1 } from "../../db/seed/tariff.v1.ts";
import { tariffs } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { inHoursOf, postCharge } from "./fares.test-support.ts";

/** Two temples of Old Town 230 m apart (gazetteer ids): the shortest city ride a rider can book. */
const point = (address: string, placeId: string, lat: number, lng: number) => ({
  address,
  placeId,
  location: { type: "Point", coordinates: [lng, lat] },
});
const RAJARANI = point("Rajarani Temple, Old Town, Bhubaneswar, Odisha", "gz:rajarani", 20.2436, 85.8438);
const MUKTESWAR = point("Mukteswar Temple, Old Town, Bhubaneswar, Odisha", "gz:mukteswar", 20.2427, 85.8418);

/** An operator's new version: the Executive Sedan's minimum fare up from ₹499 to ₹599, everything else as v1. */
const V2: Tariff = {
  ...TARIFF_V1,
  version: 2,
  classes: { ...TARIFF_V1.classes, sedan: { ...TARIFF_V1.classes.sedan, cityMinimum: 599 } },
};
/** minimum fare + 5% GST rounded to the rupee, in paise (the fare engine's rule) */
const withGst = (rupees: number) => (rupees + Math.round((rupees * 5) / 100)) * 100;

describe("fares: the vehicle classes' 'from' prices", () => {
  let t: TestApp;
  const get = () => t.app.inject({ method: "GET", url: classPricePaths.prices });

  beforeAll(async () => {
    t = await createTestApp();
    // a newer published version than the seeded v1, before anything reads the tariff (it is cached for 30 s)
    await t.app.ctx.db.insert(tariffs).values({ version: 2, data: V2, note: "class prices test" });
  });
  afterAll(() => t.close());

  it("answers signed out, from the current published tariff, one price per class in the fleet's order", async () => {
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const body = ClassPricesResponseSchema.parse(res.json());
    expect(body.data.tariffVersion).toBe(2);
    expect(body.data.basis).toBe(classPriceTexts.basis);
    const classes = (await t.app.inject({ method: "GET", url: "/api/v1/vehicle-classes" })).json().data as {
      code: string;
    }[];
    expect(body.data.prices.map((p) => p.code)).toEqual(classes.map((c) => c.code));
    // the minimum fare of each class with its GST: ₹629 (v2's sedan), ₹734, ₹1,574
    expect(body.data.prices).toEqual([
      { code: "sedan", fromPaise: withGst(599) },
      { code: "suv", fromPaise: withGst(TARIFF_V1.classes.suv.cityMinimum) },
      { code: "luxury", fromPaise: withGst(TARIFF_V1.classes.luxury.cityMinimum) },
    ]);
    expect(body.data.prices.map((p) => p.fromPaise)).toEqual([62_900, 73_400, 157_400]);
  });

  it("is what the shortest daytime city ride of each class really costs, and no ride costs less", async () => {
    const { cookie } = await createSignedInUser(t);
    const prices = (await get()).json().data.prices as { code: string; fromPaise: number }[];
    const noon = `${inHoursOf(t, 48).slice(0, 10)}T12:00`;
    const night = `${inHoursOf(t, 48).slice(0, 10)}T23:00`;
    for (const { code, fromPaise } of prices) {
      const ride = (startTime: string, dropOff = MUKTESWAR) =>
        postCharge(
          t,
          "cab-booking",
          {
            pickUp: RAJARANI,
            dropOff,
            stops: [],
            startTime,
            isRoundTrip: false,
            returnTime: null,
            passengerCount: 2,
            luggageCount: 2,
            carType: code,
          },
          cookie,
        );
      const short = await ride(noon);
      expect(short.statusCode, short.body).toBe(200);
      expect(short.json().data.carType).toBe(code);
      expect(short.json().data.fare, code).toBe(fromPaise);
      // at night, or farther, a ride costs more than 'from', never less
      expect((await ride(night)).json().data.fare).toBeGreaterThan(fromPaise);
      const far = point("KIIT University, Patia, Bhubaneswar, Odisha", "gz:kiit", 20.3538, 85.818);
      expect((await ride(noon, far)).json().data.fare).toBeGreaterThan(fromPaise);
    }
  });

  it("takes no input: a write is refused and the prices cannot be set from the browser", async () => {
    const res = await t.app.inject({ method: "POST", url: classPricePaths.prices, payload: { fromPaise: 1 } });
    expect(res.statusCode).toBe(404);
    const again = (await get()).json().data.prices[0];
    expect(again).toEqual({ code: "sedan", fromPaise: 62_900 });
  });
});

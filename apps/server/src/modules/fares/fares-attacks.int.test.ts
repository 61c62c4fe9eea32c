import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fareRuleMessages } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { optionsOf } from "../bookings/test-factories.ts";
import { inHoursOf, outstationTrip, postCharge } from "./fares.test-support.ts";

/**
 * The pricing attacks of docs/security.md §3, tried as an attacker would through HTTP: tampered coordinates, places the
 * server cannot know, an endlessly repriced quote and dates far away. Each must be refused or priced from the server's
 * own data.
 */
type Pt = { lat: number; lng: number };
const point = (address: string, p: Pt, placeId?: string) => ({
  address,
  location: { type: "Point", coordinates: [p.lng, p.lat] },
  ...(placeId ? { placeId } : {}),
});
const BBS_STATION: Pt = { lat: 20.2664, lng: 85.8434 };
const BERHAMPUR: Pt = { lat: 19.315, lng: 84.7941 };
/** 2 km from the pickup: what the attacker sends as Berhampur's coordinates */
const NEAR_PICKUP: Pt = { lat: 20.31, lng: 85.835 };

describe("fares attacks: prices come from the server's own places", () => {
  let t: TestApp;
  let cookie: string;
  const inHours = (h: number) => inHoursOf(t, h);
  const charge = (service: string, payload: object, c = cookie) => postCharge(t, service, payload, c);
  /** 08:00 IST the day after tomorrow: a one-day trip with no night charge */
  const morning = () => `${inHours(48).slice(0, 10)}T08:00`;
  const BERHAMPUR_GZ = () => point("Berhampur, Ganjam, Odisha", BERHAMPUR, "gz:berhampur");
  const oneWay = (dropOff: object, over: object = {}) =>
    outstationTrip(morning(), {
      pickUp: point("Bhubaneswar Railway Station (BBS), Master Canteen, Bhubaneswar, Odisha", BBS_STATION, "gz:st-bbs"),
      dropOff,
      ...over,
    });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await createSignedInUser(t));
  });
  afterAll(() => t.close());

  it("Berhampur's id and name with coordinates next to the pickup is priced at the real ~198 km, and the car is held ~5 hours", async () => {
    const honest = await charge("outstation", oneWay(point("Berhampur, Ganjam, Odisha", BERHAMPUR, "gz:berhampur")));
    expect(honest.statusCode, honest.body).toBe(200);
    const tampered = await charge(
      "outstation",
      oneWay(point("Berhampur, Ganjam, Odisha", NEAR_PICKUP, "gz:berhampur"), { totalDistance: 3 }),
    );
    expect(tampered.statusCode, tampered.body).toBe(200);
    const d = tampered.json().data;
    expect(d.distance).toBeGreaterThan(195);
    expect(d.distance).toBeLessThan(201);
    expect(d.fare).toBe(honest.json().data.fare);
    // sedan one way: ₹3,763 (the figure for this trip)
    expect(d.carType).toBe("sedan");
    expect(d.fare).toBe(376_300);
    expect(d.trip.dropOff).toMatchObject({ placeId: "gz:berhampur", lat: BERHAMPUR.lat, lng: BERHAMPUR.lng });
    expect(d.duration).toBeGreaterThan(240);

    // ordering it holds the car for the real driving time, not 69 minutes
    const order = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/order/outstation",
      headers: { cookie },
      payload: { quoteId: d.quoteId, addOns: d.addOns },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(optionsOf(t, order.json()).amount).toBe(376_300);
    const [b] = await t.database.query<{ start_time: Date; end_time: Date; hold_until: Date }>(
      "SELECT start_time, end_time, hold_until FROM bookings WHERE id = $1",
      [order.json().bookingId],
    );
    const heldMin = (new Date(b.end_time).getTime() - new Date(b.start_time).getTime()) / 60_000;
    expect(heldMin).toBe(d.duration);
    expect(heldMin).toBeGreaterThan(240);
    expect(new Date(b.hold_until).getTime()).toBeGreaterThan(new Date(b.end_time).getTime());

    // the operations console shows the kilometres the fare was priced on
    const op = await createSignedInUser(t, { role: "operator", name: "Priya Operator" });
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/v1/ops/bookings/${order.json().bookingId}`,
      headers: { cookie: op.cookie },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().booking.pricedRoute).toEqual({
      distanceKm: d.distance,
      durationMin: d.duration,
      source: "gazetteer",
      approximate: true,
    });
  });

  it("a tampered pickup cannot pull a far place into the city area (60 km limit uses the server's place)", async () => {
    const res = await charge("cab-booking", {
      pickUp: point("Berhampur, Ganjam, Odisha", NEAR_PICKUP, "gz:berhampur"),
      dropOff: point("KIIT University, Patia, Bhubaneswar, Odisha", { lat: 20.3538, lng: 85.818 }, "gz:kiit"),
      startTime: inHours(10),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fareRuleMessages.outsideCity);
  });

  it("a place without an id is geocoded by the server from its name; the sent coordinates do not count", async () => {
    const res = await charge("outstation", oneWay(point("Berhampur, Odisha", NEAR_PICKUP)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.trip.dropOff).toMatchObject({
      placeId: "gz:berhampur",
      address: "Berhampur, Ganjam, Odisha",
    });
    expect(res.json().data.fare).toBe(376_300);
  });

  it.each([
    [
      "no id and an unknown name",
      { dropOff: point("My secret farmhouse road", NEAR_PICKUP) },
      "Choose the drop-off location from the suggestions.",
    ],
    [
      "an invented gazetteer id",
      { pickUp: point("Somewhere", NEAR_PICKUP, "gz:not-a-place") },
      "Choose the pickup location from the suggestions.",
    ],
    [
      "a Google id on a server without Google",
      { stops: [point("Nowhere in particular", NEAR_PICKUP, "ChIJ-fake")] },
      "Choose the stop 1 from the suggestions.",
    ],
  ])("refuses %s with a 400 naming the field", async (_n, over, message) => {
    const res = await charge("outstation", {
      ...oneWay(point("Berhampur, Ganjam, Odisha", BERHAMPUR, "gz:berhampur")),
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses a departure more than 180 days ahead and a round trip longer than 30 days", async () => {
    const drop = point("Berhampur, Ganjam, Odisha", BERHAMPUR, "gz:berhampur");
    const far = await charge("outstation", oneWay(drop, { startTime: inHours(181 * 24) }));
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe("Choose a departure within the next 180 days.");
    const hourly = await charge("hourly-rental", {
      pickUp: drop,
      dropOff: drop,
      startTime: inHours(200 * 24),
      hours: 2,
    });
    expect(hourly.json().message).toBe("Choose a departure within the next 180 days.");
    const long = await charge(
      "outstation",
      oneWay(drop, { startTime: inHours(24), isRoundTrip: true, returnTime: inHours(24 + 31 * 24) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("A round trip can last at most 30 days.");
    // the limits themselves are allowed
    expect((await charge("outstation", oneWay(drop, { startTime: inHours(179 * 24) }))).statusCode).toBe(200);
    expect(
      (
        await charge(
          "outstation",
          oneWay(drop, { startTime: inHours(24), isRoundTrip: true, returnTime: inHours(24 + 30 * 24) }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("repricing with add-ons near the end of a quote's life keeps its expiry and tariff version", async () => {
    const base = (
      await charge("outstation", oneWay(point("Berhampur, Ganjam, Odisha", BERHAMPUR, "gz:berhampur")))
    ).json().data;
    // a newer tariff is published meanwhile
    await t.database.query(
      "INSERT INTO tariffs (version, data, note) SELECT version + 1, data, 'newer' FROM tariffs ORDER BY version DESC LIMIT 1",
    );
    const addOns = { childSeat: true };
    try {
      let current = base;
      for (const minutes of [10, 20, 29]) {
        t.clock.setOffsetMs(minutes * 60_000);
        const res = await charge("outstation", {
          ...oneWay(BERHAMPUR_GZ()),
          quoteId: current.quoteId,
          addOns: { ...addOns, airportToll: minutes === 20 },
        });
        expect(res.statusCode, res.body).toBe(200);
        current = res.json().data;
        expect(current.quoteId).not.toBe(base.quoteId);
        expect(current.expiresAt).toBe(base.expiresAt);
        expect(current.tariffVersion).toBe(base.tariffVersion);
      }
      // past the original expiry every repriced quote is expired: no order, no further reprice
      t.clock.setOffsetMs(31 * 60_000);
      const again = await charge("outstation", { ...oneWay(BERHAMPUR_GZ()), quoteId: current.quoteId, addOns });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(fareRuleMessages.quoteExpired);
      const read = await t.app.inject({
        method: "GET",
        url: `/api/v1/bookings/quotes/${current.quoteId}`,
        headers: { cookie },
      });
      expect(read.json().data.expired).toBe(true);
      const order = await t.app.inject({
        method: "POST",
        url: "/api/v1/bookings/order/outstation",
        headers: { cookie },
        payload: { quoteId: current.quoteId, addOns: current.addOns },
      });
      expect(order.statusCode).toBe(400);
    } finally {
      t.clock.setOffsetMs(0);
      await t.database.query("DELETE FROM tariffs WHERE note = 'newer'");
    }
  });
});

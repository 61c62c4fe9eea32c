import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fareRuleMessages, toIstLocalInput } from "@chauffeur/contracts";
import { atStartOfNextWindow, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { loadValidQuote, priceWithAddOns } from "./quote.service.ts";
import { BBSR, KONARK, KIIT } from "./fares.test-places.ts";
import { inHoursOf, outstationTrip, postCharge } from "./fares.test-support.ts";

describe("fares: charges and quotes", () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  const inHours = (h: number) => inHoursOf(t, h);
  const charge = (service: string, payload: unknown, c: string | null = cookie) => postCharge(t, service, payload, c);
  const outstation = (over: Record<string, unknown> = {}) => outstationTrip(inHours(24), over);

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie, userId } = await createSignedInUser(t));
  });
  afterAll(() => t.close());

  it("re-prices a quote with add-ons from the stored trip, and the order helpers agree", async () => {
    const base = (await charge("outstation", outstation())).json().data;
    const addOns = {
      placard: { required: true, text: "Mr Das" },
      pets: { dogs: true, cats: false },
      childSeat: true,
      airportToll: false,
      bookForOther: { isBooking: false, otherGuestInfo: "" },
    };
    // a forged trip in the body is ignored when a quoteId is given
    const res = await charge("outstation", outstation({ quoteId: base.quoteId, addOns, dropOff: KONARK }));
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.quoteId).not.toBe(base.quoteId);
    expect(d.trip.dropOff.address).toBe(base.trip.dropOff.address);
    // placard 500 + dog 750 + child seat 300, plus 5% GST (GST rounded to the rupee on the whole subtotal)
    expect(Math.abs(d.fare - base.fare - 1550 * 1.05 * 100)).toBeLessThanOrEqual(100);
    expect(d.breakdown.map((l: { code: string }) => l.code)).toEqual(
      expect.arrayContaining(["placard", "pet_dog", "child_seat"]),
    );
    const q = await loadValidQuote(t.app.ctx, { quoteId: base.quoteId, userId });
    const priced = await priceWithAddOns(t.app.ctx, q, d.addOns);
    expect(priced.farePaise).toBe(d.fare);
    expect(priced.breakdown).toEqual(d.breakdown);
  });

  it("refuses another rider's quote and an expired one", async () => {
    const base = (await charge("outstation", outstation())).json().data;
    const other = await createSignedInUser(t);
    const foreign = await charge("outstation", outstation({ quoteId: base.quoteId }), other.cookie);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(fareRuleMessages.quoteNotFound);
    await expect(loadValidQuote(t.app.ctx, { quoteId: base.quoteId, userId: other.userId })).rejects.toMatchObject({
      status: 400,
    });
    const get = await t.app.inject({
      method: "GET",
      url: `/api/v1/bookings/quotes/${base.quoteId}`,
      headers: { cookie: other.cookie },
    });
    expect(get.statusCode).toBe(404);
    t.clock.setOffsetMs(31 * 60_000);
    try {
      const expired = await charge("outstation", outstation({ quoteId: base.quoteId }));
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(fareRuleMessages.quoteExpired);
      await expect(loadValidQuote(t.app.ctx, { quoteId: base.quoteId, userId })).rejects.toMatchObject({
        message: fareRuleMessages.quoteExpired,
      });
    } finally {
      t.clock.setOffsetMs(0);
    }
  });

  it("searches the gazetteer and previews a route", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/places/search?q=puri" });
    const list = res.json().data;
    expect(list[0].name).toMatch(/Puri/);
    expect(list[0].location.lat).toBeCloseTo(19.8, 0);
    const airport = (await t.app.inject({ method: "GET", url: "/api/v1/places/search?q=bbi" })).json().data;
    expect(airport[0].placeId).toBe("gz:bbi");
    const route = await t.app.inject({
      method: "POST",
      url: "/api/v1/places/route",
      payload: {
        points: [
          { lat: 20.2664, lng: 85.8434 },
          { lat: 19.8048, lng: 85.818 },
        ],
      },
    });
    expect(route.json().data).toMatchObject({ source: "gazetteer", approximate: true });
    expect(route.json().data.distanceKm).toBeGreaterThan(55);
  });

  it("documents the charge routes in OpenAPI", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(["/api/v1/bookings/charges/outstation", "/api/v1/places/search"]),
    );
  });

  it("purges quotes a week past their expiry", async () => {
    const q = (await charge("outstation", outstation())).json().data;
    const count = async () =>
      (await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM quotes WHERE id = $1", [q.quoteId]))[0].n;
    await t.app.ctx.scheduler.runNow("fares.purge-expired-quotes");
    expect(await count()).toBe(1);
    t.clock.setOffsetMs(8 * 86_400_000);
    try {
      expect(await t.app.ctx.scheduler.runNow("fares.purge-expired-quotes")).toMatch(/purged [1-9]/);
      expect(await count()).toBe(0);
    } finally {
      t.clock.setOffsetMs(0);
    }
  });
});

describe("fares: a paid routing provider is protected by a per-rider limit", () => {
  let t: TestApp;
  let calls = 0;
  let server: import("node:http").Server;
  beforeAll(async () => {
    const http = await import("node:http");
    // a local OSRM route service (the real adapter talks to it over HTTP): 10 km and 15 minutes per leg
    server = http.createServer((req, res) => {
      calls++;
      const legs =
        (decodeURIComponent(req.url ?? "")
          .split("/driving/")[1]
          ?.split("?")[0]
          .split(";").length ?? 2) - 1;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          code: "Ok",
          routes: [{ legs: Array.from({ length: legs }, () => ({ distance: 10_000, duration: 900 })) }],
        }),
      );
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as import("node:net").AddressInfo).port;
    t = await createTestApp({ config: { OSRM_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it("routes through the provider up to the limit, then answers 429 without calling it; add-on repricing and the class comparison still work", async () => {
    const { QUOTE_RATE_LIMIT } = await import("@chauffeur/contracts");
    const { cookie } = await createSignedInUser(t);
    const body = {
      pickUp: BBSR,
      dropOff: KIIT,
      stops: [],
      startTime: toIstLocalInput(new Date(t.clock.now().getTime() + 24 * 3600_000)),
      isRoundTrip: false,
      returnTime: null,
      passengerCount: 2,
      luggageCount: 2,
    };
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/v1/bookings/charges/cab-booking", payload, headers: { cookie } });
    let last: { quoteId: string } | undefined;
    atStartOfNextWindow(t.clock, QUOTE_RATE_LIMIT.windowSeconds);
    for (let i = 0; i < QUOTE_RATE_LIMIT.limit; i++) {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.route.source).toBe("osrm");
      last = res.json().data;
    }
    expect(calls).toBe(QUOTE_RATE_LIMIT.limit);
    const over = await post(body);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(fareRuleMessages.tooManyQuotes);
    expect(calls).toBe(QUOTE_RATE_LIMIT.limit);
    // changing add-ons reprices the stored quote: no provider call, not limited
    const reprice = await post({
      ...body,
      quoteId: last!.quoteId,
      addOns: { placard: { required: true, text: "Mr Das" } },
    });
    expect(reprice.statusCode, reprice.body).toBe(200);
    expect(calls).toBe(QUOTE_RATE_LIMIT.limit);
    // comparing the classes prices the stored route: no provider call, not limited
    const classes = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/quotes/classes",
      payload: { quoteId: last!.quoteId },
      headers: { cookie },
    });
    expect(classes.statusCode, classes.body).toBe(200);
    expect(classes.json().data.classes.map((c: { vehicle: { code: string } }) => c.vehicle.code)).toEqual([
      "sedan",
      "suv",
      "luxury",
    ]);
    expect(calls).toBe(QUOTE_RATE_LIMIT.limit);
    // another rider has their own allowance
    const other = await createSignedInUser(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/charges/cab-booking",
      payload: body,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

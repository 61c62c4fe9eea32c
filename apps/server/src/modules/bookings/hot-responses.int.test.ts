import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookingsListResponseSchema, QuoteResponseSchema, toIstLocalInput } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { insertQuote, placeOrder } from "./test-factories.ts";

/**
 * The quote answer and the rider's bookings list skip the response serializer's schema check (they are built field
 * by field and sent as JSON directly, decision record 005). These tests parse the actual answers with the contracts'
 * schemas, so a field the schema does not know, or one it requires and the answer lacks, fails here.
 */
const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});

describe("hot responses match their contracts schemas", () => {
  let t: TestApp;
  let rider: { cookie: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp();
    rider = await createSignedInUser(t);
  });
  afterAll(() => t.close());

  it("the quote answer of POST /api/v1/bookings/charges/{service}", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/charges/outstation",
      headers: { cookie: rider.cookie },
      payload: {
        pickUp: place("Bhubaneswar Railway Station (BBS), Master Canteen, Bhubaneswar, Odisha", 20.2664, 85.8434),
        dropOff: place("Shree Jagannath Temple, Grand Road, Puri, Odisha", 19.8048, 85.818),
        stops: [],
        startTime: toIstLocalInput(new Date(t.clock.now().getTime() + 24 * 3600_000)),
        isRoundTrip: false,
        returnTime: null,
        passengerCount: 2,
        luggageCount: 2,
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const parsed = QuoteResponseSchema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // nothing beyond the schema: parsing (which drops unknown keys) gives back the same answer
    expect(parsed.data).toEqual(body);
    expect(body.data.fare).toBeGreaterThan(0);
  });

  it("the rider's bookings list of GET /api/v1/bookings", async () => {
    for (let i = 0; i < 2; i++) {
      const quoteId = await insertQuote(t, { userId: rider.userId, startInHours: 48 + 24 * i });
      expect((await placeOrder(t, rider.cookie, quoteId, `hot-${i}`)).statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/bookings?page=1&limit=10",
      headers: { cookie: rider.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const parsed = BookingsListResponseSchema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(body);
    expect(body.data.active).toHaveLength(2);
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DeparturePickupResponseSchema,
  QUOTE_RATE_LIMIT,
  fareRuleMessages,
  fareValidation,
  flightMessages,
  flightPaths,
  haversineKm,
} from "@chauffeur/contracts";
import { atStartOfNextWindow, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { KIIT, PURI, place } from "./fares.test-places.ts";
import { inHoursOf, postCharge } from "./fares.test-support.ts";

/**
 * POST /api/v1/airport-transfers/departure-pickup: the latest pickup for a departure, worked back from the flight. Public
 * (no sign-in); the pickup place is resolved on the server; the drive is routed at its hour (the gazetteer's peak
 * factor, or Google's traffic at that departureTime); a paid maps provider is rate-limited like quotes.
 */
const ist = (local: string) => new Date(`${local}:00+05:30`);
const propose = (t: TestApp, payload: Record<string, unknown>, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: flightPaths.departurePickup, payload, remoteAddress });

describe("departure pickup proposal (built-in gazetteer)", () => {
  let t: TestApp;
  let day: string;
  const body = (over: Record<string, unknown> = {}) => ({
    airportCode: "BBI",
    pickUp: KIIT,
    flightTime: `${day}T12:45`,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp();
    day = inHoursOf(t, 48).slice(0, 10);
  });
  afterAll(() => t.close());

  it("answers signed out with the plan worked out on the gazetteer's drive at that hour", async () => {
    const res = await propose(t, body());
    expect(res.statusCode, res.body).toBe(200);
    const parsed = DeparturePickupResponseSchema.parse(res.json());
    // 12:45 departure, domestic: at the terminal 75 min before (check-in closes 45 + buffer 30) = 11:30; the drive is
    // routed at 10:30 IST, in the peak hours: KIIT → BBI 15.8 km, 33.9 min × 1.25 + 5 = 47 min; 11:30 − 47 − 15 = 10:28,
    // rounded down to 10:25
    expect(parsed.data).toEqual({
      latestPickup: ist(`${day}T10:25`).toISOString(),
      latestPickupLocal: `${day}T10:25`,
      atAirportBy: ist(`${day}T11:30`).toISOString(),
      driveMinutes: 47,
      marginMinutes: 15,
      checkInClosesMinutes: 45,
      bufferMinutes: 30,
      explanation: flightMessages.departurePlan({
        latestPickup: ist(`${day}T10:25`),
        driveMinutes: 47,
        marginMinutes: 15,
        atAirportBy: ist(`${day}T11:30`),
        departure: ist(`${day}T12:45`),
        before: 75,
      }),
    });
    expect(parsed.data.explanation).toBe(
      "Leave by 10:25 am: 47 min drive at that hour + 15 min margin puts you at the airport by 11:30 am, 75 min before your 12:45 pm departure.",
    );
  });

  it("off-peak the drive is the plain estimate; an international flight needs 105 minutes at the airport", async () => {
    // 16:15 departure: the drive is routed at 14:00 IST (39 min); 15:00 − 39 − 15 = 14:06 → 14:05
    const offPeak = (await propose(t, body({ flightTime: `${day}T16:15` }))).json().data;
    expect(offPeak).toMatchObject({ driveMinutes: 39, latestPickupLocal: `${day}T14:05` });
    // international 12:45: at the terminal by 11:00 (60 + 45); routed at 10:00 (peak, 47 min); 11:00 − 62 = 09:58 → 09:55
    const intl = (await propose(t, body({ international: true }))).json().data;
    expect(intl).toMatchObject({
      driveMinutes: 47,
      checkInClosesMinutes: 60,
      bufferMinutes: 45,
      atAirportBy: ist(`${day}T11:00`).toISOString(),
      latestPickupLocal: `${day}T09:55`,
    });
  });

  it("resolves the pickup on the server: forged coordinates change nothing", async () => {
    const forged = { ...KIIT, location: { type: "Point", coordinates: [PURI.location.coordinates[0], 19.8] } };
    const res = await propose(t, body({ pickUp: forged }));
    expect(res.json().data).toMatchObject({ driveMinutes: 47, latestPickupLocal: `${day}T10:25` });
  });

  it("the quote of that departure takes the proposed pickup and refuses a later one", async () => {
    const { cookie } = await createSignedInUser(t);
    const plan = (await propose(t, body())).json().data;
    const trip = {
      transferType: "city-to-airport",
      airportCode: "BBI",
      pickUp: KIIT,
      flightTime: `${day}T12:45`,
      passengerCount: 1,
      luggageCount: 1,
    };
    const ok = await postCharge(t, "airport-transfer", { ...trip, startTime: plan.latestPickupLocal }, cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.trip.startTime).toBe(plan.latestPickup);
    const late = await postCharge(t, "airport-transfer", { ...trip, startTime: `${day}T10:30` }, cookie);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(flightMessages.pickupAfterLatest(new Date(plan.latestPickup)));
  });

  it.each([
    ["no departure", { flightTime: undefined }, flightMessages.departureTimeRequired],
    ["a departure that is not a time", { flightTime: "tomorrow morning" }, flightMessages.departureTimeRequired],
    ["an impossible date", { flightTime: "2026-02-31T10:00" }, flightMessages.departureTimeRequired],
    ["a malformed airport code", { airportCode: "BB1" }, fareRuleMessages.airport],
    ["an airport we do not know", { airportCode: "XYZ" }, fareRuleMessages.airport],
    ["an airport outside our area", { airportCode: "DEL" }, fareRuleMessages.airport],
    ["no pickup", { pickUp: undefined }, fareValidation.locationsRequired],
    [
      "a pickup the server cannot place",
      { pickUp: place("Xyzzy plugh", 20.3, 85.8) },
      "Choose the pickup location from the suggestions.",
    ],
    [
      "a pickup too far from the airport",
      { pickUp: place("Berhampur, Ganjam, Odisha", 19.315, 84.7941) },
      fareRuleMessages.airportTooFar,
    ],
    ["a departure under 6 hours ahead", { flightTime: "__5h" }, fareValidation.advanceRequired],
    // the departure itself is 7 hours ahead, but its latest pickup would be under 6
    ["a latest pickup under 6 hours ahead", { flightTime: "__7h" }, fareValidation.advanceRequired],
  ])("refuses %s with a 400 and a clear message", async (_name, over, message) => {
    const o = Object.fromEntries(
      Object.entries(over).map(([k, v]) => [
        k,
        typeof v === "string" && v.startsWith("__") ? inHoursOf(t, Number(v.slice(2, -1))) : v,
      ]),
    );
    const res = await propose(t, body(o));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("is not rate-limited with the built-in estimate", async () => {
    for (let i = 0; i < QUOTE_RATE_LIMIT.limit + 1; i++)
      expect((await propose(t, body(), "10.20.0.1")).statusCode).toBe(200);
  });
});

describe("departure pickup proposal (Google Maps)", () => {
  let t: TestApp;
  let server: http.Server;
  let day: string;
  const routes: Array<Record<string, unknown>> = [];
  const KIIT_GOOGLE = { lat: 20.3538, lng: 85.818 };

  beforeAll(async () => {
    // a local stand-in for Google's Places API (New) and Routes API: traffic-aware drives are 1.5 times as long
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        const send = (status: number, json: unknown) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(json));
        };
        if (req.method === "GET" && req.url?.startsWith("/v1/places/ChIJkiit"))
          return send(200, {
            id: "ChIJkiit",
            displayName: { text: "KIIT University", languageCode: "en" },
            formattedAddress: "KIIT University, Patia, Bhubaneswar, Odisha, India",
            location: { latitude: KIIT_GOOGLE.lat, longitude: KIIT_GOOGLE.lng },
          });
        if (req.method === "POST" && req.url === "/directions/v2:computeRoutes") {
          const b = JSON.parse(raw);
          routes.push(b);
          const ll = (w: { location: { latLng: { latitude: number; longitude: number } } }) => ({
            lat: w.location.latLng.latitude,
            lng: w.location.latLng.longitude,
          });
          const m = haversineKm(ll(b.origin), ll(b.destination)) * 1.25 * 1000;
          const seconds = (m / 10) * (b.routingPreference === "TRAFFIC_AWARE" ? 1.5 : 1);
          return send(200, {
            routes: [{ legs: [{ distanceMeters: Math.round(m), duration: `${Math.round(seconds)}s` }] }],
          });
        }
        send(404, {});
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({
      config: { GOOGLE_MAPS_API_KEY: "test-google-key", GOOGLE_PLACES_API_BASE: base, GOOGLE_ROUTES_API_BASE: base },
    });
    day = inHoursOf(t, 48).slice(0, 10);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  const body = () => ({
    airportCode: "BBI",
    pickUp: { ...place("KIIT University", 20.9, 85.1), placeId: "ChIJkiit" },
    flightTime: `${day}T12:45`,
  });

  it("asks Google for the drive at its hour (departureTime, TRAFFIC_AWARE) from the place Google resolved", async () => {
    routes.length = 0;
    const res = await propose(t, body(), "10.30.0.1");
    expect(res.statusCode, res.body).toBe(200);
    expect(routes).toHaveLength(1);
    const asked = routes[0] as {
      departureTime: string;
      routingPreference: string;
      origin: { location: { latLng: unknown } };
    };
    // 12:45 − 75 − 60 = 10:30 IST
    expect(asked.departureTime).toBe(ist(`${day}T10:30`).toISOString());
    expect(asked.routingPreference).toBe("TRAFFIC_AWARE");
    expect(asked.origin.location.latLng).toEqual({ latitude: KIIT_GOOGLE.lat, longitude: KIIT_GOOGLE.lng });
    // 12.15 km × 1.25 = 15.2 km at 10 m/s × 1.5 = 38 min; 11:30 − 38 − 15 = 10:37 → 10:35
    expect(res.json().data).toMatchObject({ driveMinutes: 38, latestPickupLocal: `${day}T10:35` });
  });

  it(`allows ${QUOTE_RATE_LIMIT.limit} proposals per client address in ${QUOTE_RATE_LIMIT.windowSeconds / 60} minutes, then 429`, async () => {
    atStartOfNextWindow(t.clock, QUOTE_RATE_LIMIT.windowSeconds);
    for (let i = 0; i < QUOTE_RATE_LIMIT.limit; i++)
      expect((await propose(t, body(), "10.30.0.2")).statusCode).toBe(200);
    const refused = await propose(t, body(), "10.30.0.2");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(fareRuleMessages.tooManyQuotes);
    // another address has its own count
    expect((await propose(t, body(), "10.30.0.3")).statusCode).toBe(200);
  });
});

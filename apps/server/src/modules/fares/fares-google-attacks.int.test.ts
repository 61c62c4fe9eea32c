import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fareRuleMessages, haversineKm, toIstLocalInput } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";

/**
 * The pricing attacks of docs/security.md §3 with Google Maps configured (a local fake of its API): places are
 * resolved through Place Details by their id, never from the coordinates the browser sent.
 */
type Pt = { lat: number; lng: number };
const point = (address: string, p: Pt, placeId?: string) => ({
  address,
  location: { type: "Point", coordinates: [p.lng, p.lat] },
  ...(placeId ? { placeId } : {}),
});
const BHUBANESWAR: Pt = { lat: 20.2961, lng: 85.8245 };
const BERHAMPUR: Pt = { lat: 19.315, lng: 84.7941 };
/** 2 km from the pickup: what the attacker sends as Berhampur's coordinates */
const NEAR_PICKUP: Pt = { lat: 20.31, lng: 85.835 };
describe("fares attacks: with Google Maps, places are resolved through Place Details", () => {
  let t: TestApp;
  let server: http.Server;
  const seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }> = [];
  const GOOGLE_PLACES: Record<string, { name: string; address: string } & Pt> = {
    ChIJbhubaneswar: { name: "Bhubaneswar", address: "Bhubaneswar, Odisha, India", ...BHUBANESWAR },
    ChIJberhampur: { name: "Berhampur", address: "Berhampur, Odisha, India", ...BERHAMPUR },
  };
  const asGoogle = (id: string) => {
    const p = GOOGLE_PLACES[id];
    return {
      id,
      displayName: { text: p.name, languageCode: "en" },
      formattedAddress: p.address,
      location: { latitude: p.lat, longitude: p.lng },
    };
  };

  beforeAll(async () => {
    // a local stand-in for Google (Places API (New) and Routes API) on 127.0.0.1
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
        const send = (status: number, json: unknown) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(json));
        };
        const url = new URL(req.url ?? "/", "http://x");
        const details = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
        if (req.method === "GET" && details) {
          const id = decodeURIComponent(details[1]);
          if (id === "ChIJoutage") return send(503, { error: { code: 503, status: "UNAVAILABLE" } });
          return GOOGLE_PLACES[id] ? send(200, asGoogle(id)) : send(404, { error: { code: 404, status: "NOT_FOUND" } });
        }
        if (req.method === "POST" && url.pathname === "/v1/places:searchText") {
          const q = String(JSON.parse(body).textQuery ?? "").toLowerCase();
          const id = Object.keys(GOOGLE_PLACES).find((k) => q.includes(GOOGLE_PLACES[k].name.toLowerCase()));
          return send(200, id ? { places: [asGoogle(id)] } : {});
        }
        if (req.method === "POST" && url.pathname === "/directions/v2:computeRoutes") {
          const b = JSON.parse(body);
          const pts: Pt[] = [b.origin, ...(b.intermediates ?? []), b.destination].map(
            (w: { location: { latLng: { latitude: number; longitude: number } } }) => ({
              lat: w.location.latLng.latitude,
              lng: w.location.latLng.longitude,
            }),
          );
          const legs = pts.slice(1).map((p, i) => {
            const m = haversineKm(pts[i], p) * 1.25 * 1000;
            return { distanceMeters: Math.round(m), duration: `${Math.round(m / 14)}s` };
          });
          return send(200, { routes: [{ legs }] });
        }
        send(404, {});
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({
      config: { GOOGLE_MAPS_API_KEY: "test-google-key", GOOGLE_PLACES_API_BASE: base, GOOGLE_ROUTES_API_BASE: base },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it("resolves the place id via Place Details and ignores the browser's coordinates", async () => {
    const { cookie } = await createSignedInUser(t);
    seen.length = 0;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/charges/outstation",
      headers: { cookie },
      payload: {
        pickUp: point("Bhubaneswar, Odisha, India", BHUBANESWAR, "ChIJbhubaneswar"),
        dropOff: point("Berhampur, Odisha, India", NEAR_PICKUP, "ChIJberhampur"),
        startTime: toIstLocalInput(new Date(t.clock.now().getTime() + 24 * 3600_000)),
        passengerCount: 2,
        luggageCount: 2,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    const lookup = seen.find((r) => r.url.startsWith("/v1/places/ChIJberhampur"))!;
    expect(lookup.method).toBe("GET");
    expect(lookup.headers["x-goog-api-key"]).toBe("test-google-key");
    expect(String(lookup.headers["x-goog-fieldmask"]).split(",")).toEqual(
      expect.arrayContaining(["id", "formattedAddress", "location"]),
    );
    // the route was asked for Berhampur's real position, not the one the browser sent
    const route = JSON.parse(seen.find((r) => r.url === "/directions/v2:computeRoutes")!.body);
    expect(route.destination.location.latLng).toEqual({ latitude: BERHAMPUR.lat, longitude: BERHAMPUR.lng });
    expect(d.route.source).toBe("google");
    expect(d.distance).toBeGreaterThan(180);
    expect(d.trip.dropOff).toMatchObject({
      placeId: "ChIJberhampur",
      address: "Berhampur, Odisha, India",
      lat: BERHAMPUR.lat,
    });
  });

  it("an id Google does not know is refused naming the field; a place without id is found by Text Search", async () => {
    const { cookie } = await createSignedInUser(t);
    const body = (pickUp: object, dropOff: object) => ({
      pickUp,
      dropOff,
      startTime: toIstLocalInput(new Date(t.clock.now().getTime() + 24 * 3600_000)),
    });
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/charges/outstation",
      headers: { cookie },
      payload: body(
        point("Bhubaneswar, Odisha, India", BHUBANESWAR, "ChIJbhubaneswar"),
        point("Berhampur", NEAR_PICKUP, "ChIJforged"),
      ),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Choose the drop-off location from the suggestions.");
    seen.length = 0;
    const text = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/charges/outstation",
      headers: { cookie },
      payload: body(
        point("Bhubaneswar, Odisha, India", BHUBANESWAR, "ChIJbhubaneswar"),
        point("Berhampur bus stand", NEAR_PICKUP),
      ),
    });
    expect(text.statusCode, text.body).toBe(200);
    expect(seen.some((r) => r.url === "/v1/places:searchText")).toBe(true);
    expect(text.json().data.trip.dropOff).toMatchObject({ placeId: "ChIJberhampur", lat: BERHAMPUR.lat });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/charges/outstation",
      headers: { cookie },
      payload: body(
        point("Bhubaneswar, Odisha, India", BHUBANESWAR, "ChIJbhubaneswar"),
        point("Xyzzy plugh", NEAR_PICKUP),
      ),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Choose the drop-off location from the suggestions.");
  });

  it("when Place Details is down, a place the gazetteer knows by name is used, else 503 (never the browser's coordinates)", async () => {
    const { cookie } = await createSignedInUser(t);
    const post = (dropOff: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/bookings/charges/outstation",
        headers: { cookie },
        payload: {
          pickUp: point("Bhubaneswar, Odisha, India", BHUBANESWAR, "ChIJbhubaneswar"),
          dropOff,
          startTime: toIstLocalInput(new Date(t.clock.now().getTime() + 24 * 3600_000)),
        },
      });
    const known = await post(point("Berhampur, Odisha", NEAR_PICKUP, "ChIJoutage"));
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json().data.trip.dropOff).toMatchObject({ placeId: "gz:berhampur", lat: BERHAMPUR.lat });
    const unknown = await post(point("Somewhere only Google knows", NEAR_PICKUP, "ChIJoutage"));
    expect(unknown.statusCode).toBe(503);
    expect(unknown.json().message).toBe(fareRuleMessages.placesUnavailable);
  });
});

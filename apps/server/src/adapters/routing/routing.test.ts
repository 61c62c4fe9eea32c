import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/helpers.ts";
import { gazetteerRouting } from "./gazetteer.ts";
import { googleRouting } from "./google.ts";
import { createRouting } from "./index.ts";
import { osrmRouting } from "./osrm.ts";

const BBS = { lat: 20.2664, lng: 85.8434 };
const PIPILI = { lat: 20.114, lng: 85.831 };
const PURI = { lat: 19.8048, lng: 85.818 };

/** A fake provider on 127.0.0.1 that records requests and answers `handler`. */
async function fakeServer(
  handler: (req: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }) => {
    status?: number;
    body: unknown;
  },
) {
  const seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const r = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
      seen.push(r);
      const out = handler(r);
      res.writeHead(out.status ?? 200, { "content-type": "application/json" });
      res.end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { url, seen };
}
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe("routing adapters", () => {
  it("gazetteer: great-circle × road factor, marked approximate", async () => {
    const r = await gazetteerRouting(1.3).route([BBS, PURI]);
    expect(r).toMatchObject({ source: "gazetteer", approximate: true });
    // BBS → Jagannath temple is 51.4 km in a straight line
    expect(r.legs[0].distanceKm).toBeGreaterThan(51.4 * 1.3 - 1);
    expect(r.legs[0].distanceKm).toBeLessThan(51.4 * 1.3 + 1);
    expect(r.legs[0].durationMin).toBeGreaterThan(60);
  });

  it("OSRM: asks the route service with lng,lat pairs and reads the legs", async () => {
    const fake = await fakeServer(() => ({
      body: {
        code: "Ok",
        routes: [
          {
            legs: [
              { distance: 19_850, duration: 1_800 },
              { distance: 41_200, duration: 3_000 },
            ],
          },
        ],
      },
    }));
    const r = await osrmRouting({ baseUrl: fake.url }).route([BBS, PIPILI, PURI]);
    expect(fake.seen[0].url).toBe(
      "/route/v1/driving/85.843400,20.266400;85.831000,20.114000;85.818000,19.804800?overview=false&steps=false",
    );
    expect(r).toEqual({
      source: "osrm",
      approximate: false,
      legs: [
        { distanceKm: 19.9, durationMin: 30 },
        { distanceKm: 41.2, durationMin: 50 },
      ],
    });
  });

  it("OSRM: a 'NoRoute' answer is an error", async () => {
    const fake = await fakeServer(() => ({ body: { code: "NoRoute", routes: [] } }));
    await expect(osrmRouting({ baseUrl: fake.url }).route([BBS, PURI])).rejects.toThrow(/no route/);
  });

  it("Google Routes: posts origin, destination and intermediates with the key and field mask", async () => {
    const fake = await fakeServer(() => ({
      body: {
        routes: [
          {
            legs: [
              { distanceMeters: 21_000, duration: "1500s" },
              { distanceMeters: 40_000, duration: "2400s" },
            ],
          },
        ],
      },
    }));
    const r = await googleRouting({ apiKey: "test-key", baseUrl: fake.url }).route([BBS, PIPILI, PURI]);
    const req = fake.seen[0];
    expect(req.method).toBe("POST");
    expect(req.url).toBe("/directions/v2:computeRoutes");
    expect(req.headers["x-goog-api-key"]).toBe("test-key");
    expect(req.headers["x-goog-fieldmask"]).toBe("routes.legs.distanceMeters,routes.legs.duration");
    const body = JSON.parse(req.body);
    expect(body.origin.location.latLng).toEqual({ latitude: BBS.lat, longitude: BBS.lng });
    expect(body.intermediates).toHaveLength(1);
    expect(body.travelMode).toBe("DRIVE");
    expect(r).toEqual({
      source: "google",
      approximate: false,
      legs: [
        { distanceKm: 21, durationMin: 25 },
        { distanceKm: 40, durationMin: 40 },
      ],
    });
  });

  it("createRouting picks Google over OSRM over the gazetteer, and falls back to the estimate on failure", async () => {
    expect(createRouting(testConfig()).name).toBe("gazetteer");
    const failing = await fakeServer(() => ({ status: 500, body: { error: "boom" } }));
    const osrm = createRouting(testConfig({ OSRM_URL: failing.url }), { warn: () => {} });
    expect(osrm.name).toBe("osrm");
    const r = await osrm.route([BBS, PURI]);
    expect(r.source).toBe("gazetteer");
    expect(failing.seen).toHaveLength(1);
    const google = createRouting(
      testConfig({ OSRM_URL: failing.url, GOOGLE_MAPS_API_KEY: "k", GOOGLE_ROUTES_API_BASE: failing.url }),
      { warn: () => {} },
    );
    expect(google.name).toBe("google");
  });
});

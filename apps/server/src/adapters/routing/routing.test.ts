import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/helpers.ts";
import { estimateLeg, gazetteerRouting, isPeakHourIst } from "./gazetteer.ts";
import { googleRouting } from "./google.ts";
import { createRouting } from "./index.ts";
import { osrmRouting } from "./osrm.ts";

const BBS = { lat: 20.2664, lng: 85.8434 };
const PIPILI = { lat: 20.114, lng: 85.831 };
const PURI = { lat: 19.8048, lng: 85.818 };
const KIIT = { lat: 20.3538, lng: 85.818 };
const BBI = { lat: 20.2444, lng: 85.8178 };
/** an instant given as India time */
const ist = (local: string) => new Date(`${local}:00+05:30`);

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

  it("gazetteer at an hour: city legs in the peak hours (IST) take 1.25 times the driving minutes", async () => {
    const g = gazetteerRouting(1.3);
    const plain = (await g.route([KIIT, BBI])).legs[0];
    // KIIT → BBI: 12.15 km straight, 15.8 km by road at 28 km/h = 33.9 min of driving + 5
    expect(plain).toEqual({ distanceKm: 15.8, durationMin: 39 });
    const peak = (await g.route([KIIT, BBI], { departAt: ist("2026-12-01T09:30") })).legs[0];
    // 33.9 × 1.25 = 42.4 min of driving + 5
    expect(peak).toEqual({ distanceKm: 15.8, durationMin: 47 });
    const evening = await g.route([KIIT, BBI], { departAt: ist("2026-12-01T18:00") });
    expect(evening.legs[0]).toEqual(peak);
    // off-peak hours, and a time without an hour, answer the plain figures
    for (const local of ["2026-12-01T07:59", "2026-12-01T11:00", "2026-12-01T14:00", "2026-12-01T21:00"])
      expect((await g.route([KIIT, BBI], { departAt: ist(local) })).legs[0], local).toEqual(plain);
    // a highway leg never changes
    const highway = await g.route([BBS, PURI], { departAt: ist("2026-12-01T09:30") });
    expect(highway.legs[0]).toEqual((await g.route([BBS, PURI])).legs[0]);
  });

  it("gazetteer at an hour: each leg starts when the one before ends", async () => {
    const g = gazetteerRouting(1.3);
    // leaves KIIT 10:40 IST (peak), reaches BBI after 11:00: the second city leg is off-peak
    const r = await g.route([KIIT, BBI, KIIT], { departAt: ist("2026-12-01T10:40") });
    const plain = estimateLeg(BBI, KIIT, 1.3);
    expect(r.legs[0].durationMin).toBeGreaterThan(20);
    expect(r.legs[0]).toEqual(estimateLeg(KIIT, BBI, 1.3, ist("2026-12-01T10:40")));
    expect(r.legs[1]).toEqual(plain);
    // the same trip from 16:50: the first leg is off-peak, the second starts after 17:00 and is slowed
    const late = await g.route([KIIT, BBI, KIIT], { departAt: ist("2026-12-01T16:50") });
    expect(late.legs[0]).toEqual(plain);
    expect(late.legs[1].durationMin).toBeGreaterThan(plain.durationMin);
  });

  it("peak hours are 08:00–11:00 and 17:00–21:00 India time", () => {
    const at = (hhmm: string) => isPeakHourIst(ist(`2026-12-01T${hhmm}`));
    expect(["07:59", "11:00", "16:59", "21:00", "00:00", "13:30"].map(at)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(["08:00", "10:59", "17:00", "20:59"].map(at)).toEqual([true, true, true, true]);
    // 03:30 UTC is 09:00 IST
    expect(isPeakHourIst(new Date("2026-12-01T03:30:00Z"))).toBe(true);
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

  it("OSRM: a departure time changes nothing in the request", async () => {
    const fake = await fakeServer(() => ({
      body: { code: "Ok", routes: [{ legs: [{ distance: 15_000, duration: 1_500 }] }] },
    }));
    const osrm = osrmRouting({ baseUrl: fake.url });
    const plain = await osrm.route([KIIT, BBI]);
    const timed = await osrm.route([KIIT, BBI], { departAt: ist("2026-12-01T09:30") });
    expect(timed).toEqual(plain);
    expect(fake.seen[1].url).toBe(fake.seen[0].url);
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

  it("Google Routes at an hour: a future departure is sent with TRAFFIC_AWARE, a past one is left out", async () => {
    const fake = await fakeServer(() => ({
      body: { routes: [{ legs: [{ distanceMeters: 16_000, duration: "2700s" }] }] },
    }));
    const now = new Date("2026-12-01T00:00:00Z");
    const google = googleRouting({ apiKey: "k", baseUrl: fake.url, now: () => now });
    const departAt = new Date("2026-12-02T03:45:00Z");
    const r = await google.route([KIIT, BBI], { departAt });
    expect(r.legs).toEqual([{ distanceKm: 16, durationMin: 45 }]);
    const timed = JSON.parse(fake.seen[0].body);
    expect(timed.departureTime).toBe("2026-12-02T03:45:00.000Z");
    expect(timed.routingPreference).toBe("TRAFFIC_AWARE");
    // Google refuses a driving departure time in the past: such a request goes without an hour, as before
    await google.route([KIIT, BBI], { departAt: new Date("2026-11-30T23:00:00Z") });
    await google.route([KIIT, BBI]);
    for (const seen of fake.seen.slice(1)) {
      const body = JSON.parse(seen.body);
      expect(body).not.toHaveProperty("departureTime");
      expect(body).not.toHaveProperty("routingPreference");
    }
  });

  it("createRouting passes the hour to the estimate it falls back on", async () => {
    const failing = await fakeServer(() => ({ status: 500, body: { error: "boom" } }));
    const osrm = createRouting(testConfig({ OSRM_URL: failing.url }), { warn: () => {} });
    const departAt = ist("2026-12-01T09:30");
    const r = await osrm.route([KIIT, BBI], { departAt });
    expect(r.source).toBe("gazetteer");
    expect(r.legs).toEqual((await gazetteerRouting(testConfig().ROAD_FACTOR).route([KIIT, BBI], { departAt })).legs);
    expect(r.legs[0].durationMin).toBeGreaterThan(estimateLeg(KIIT, BBI, testConfig().ROAD_FACTOR).durationMin);
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

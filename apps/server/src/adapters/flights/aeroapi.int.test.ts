import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { aeroApiFlightStatus } from "./aeroapi.ts";
import { aeroFlight, startFakeAeroApi, type FakeAeroApi } from "./fake-aeroapi.test-support.ts";
import { FlightProviderError, type FlightQuery } from "./types.ts";

/** The AeroAPI adapter against a local fake of GET /flights/{ident} (fake-aeroapi.test-support.ts). */
describe("FlightAware AeroAPI flight status adapter", () => {
  const KEY = "aeroapi-test-key-7f3a";
  const MIN = 60_000;
  const DAY = 24 * 60 * MIN;
  // 6E 2341 Delhi → Bhubaneswar, landing 10:40 IST (05:10 UTC) on 14 March 2026
  const landing = new Date("2026-03-14T05:10:00Z");
  const arrival: FlightQuery = {
    flightNumber: "6E 2341",
    direction: "arrival",
    airportCode: "BBI",
    scheduledAt: landing,
  };
  const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);
  let fake: FakeAeroApi;
  const urls: string[] = [];
  const recording: typeof fetch = (input, init) => {
    urls.push(String(input));
    return fetch(input, init);
  };
  const adapter = (over: { apiKey?: string; baseUrl?: string; timeoutMs?: number } = {}) =>
    aeroApiFlightStatus({ apiKey: KEY, baseUrl: fake.url, fetchImpl: recording, ...over });
  const daily = (dayOffset: number, extra: Partial<Parameters<typeof aeroFlight>[0]> = {}) =>
    aeroFlight({
      ident: "6E2341",
      origin: "DEL",
      destination: "BBI",
      scheduledOn: plus(landing, dayOffset * DAY),
      ...extra,
    });

  beforeAll(async () => {
    fake = await startFakeAeroApi({ apiKey: KEY });
  });
  afterEach(() => {
    fake.clear();
    urls.length = 0;
  });
  afterAll(() => fake.close());

  it("finds that day's arrival at BBI among the other days' flights and a later leg from BBI", async () => {
    // the previous evening's flight is inside the window too (AeroAPI filters by the scheduled departure)
    fake.setFlight("6E2341", daily(0, { scheduledOn: plus(landing, -11 * 60 * MIN) }));
    for (const d of [-1, 0, 1]) fake.setFlight("6E2341", daily(d));
    // the same number flies on from Bhubaneswar to Kolkata an hour after it lands
    fake.setFlight(
      "6E2341",
      aeroFlight({ ident: "6E2341", origin: "BBI", destination: "CCU", scheduledOut: plus(landing, 60 * MIN) }),
    );
    const seen = await adapter().lookup(arrival);
    expect(seen).toEqual({ state: "scheduled", scheduledAt: landing, estimatedAt: landing, actualAt: null });
  });

  it("sends the key in x-apikey, the designator without its space and a window around the time given", async () => {
    fake.setFlight("6E2341", daily(0));
    await adapter().lookup(arrival);
    expect(fake.callsFor("6E2341")).toBe(1);
    expect(fake.callsFor("6E 2341")).toBe(0);
    expect(fake.keysSeen).toEqual([KEY]);
    const url = new URL(urls[0]);
    expect(url.pathname).toMatch(/\/flights\/6E2341$/);
    expect(url.searchParams.get("ident_type")).toBe("designator");
    expect(url.searchParams.get("start")).toBe("2026-03-13T05:10:00Z");
    expect(url.searchParams.get("end")).toBe("2026-03-14T17:10:00Z");
    expect(urls[0]).not.toContain(KEY);
  });

  it("maps a delay while the flight is in the air", async () => {
    const late = plus(landing, 47 * MIN);
    fake.setFlight("6E2341", daily(0, { actualOff: plus(landing, -73 * MIN), estimatedOn: late }));
    const seen = await adapter().lookup(arrival);
    expect(seen).toEqual({ state: "en_route", scheduledAt: landing, estimatedAt: late, actualAt: null });
  });

  it("maps a landing, and falls back to the gate times when no runway time is known", async () => {
    const down = plus(landing, 12 * MIN);
    fake.setFlight("6E2341", daily(0, { actualOn: down }));
    expect(await adapter().lookup(arrival)).toMatchObject({ state: "landed", actualAt: down, estimatedAt: down });

    fake.clear();
    const atGate = plus(landing, 25 * MIN);
    const gateOnly = daily(0, { actualOn: down, actualIn: atGate });
    fake.setFlight("6E2341", { ...gateOnly, scheduled_on: null, estimated_on: null, actual_on: null });
    expect(await adapter().lookup(arrival)).toEqual({
      state: "landed",
      scheduledAt: plus(landing, 8 * MIN), // the fake's scheduled_in: 8 minutes' taxi after the landing
      estimatedAt: atGate,
      actualAt: atGate,
    });
  });

  it("maps a cancellation and a diversion", async () => {
    fake.setFlight("6E2341", daily(0, { cancelled: true }));
    expect(await adapter().lookup(arrival)).toMatchObject({ state: "cancelled", estimatedAt: null, actualAt: null });

    fake.clear();
    fake.setFlight("6E2341", daily(0, { diverted: true, actualOff: plus(landing, -120 * MIN) }));
    expect(await adapter().lookup(arrival)).toMatchObject({ state: "diverted", scheduledAt: landing });

    // a diverted flight whose destination reads the airport it went to is still ours
    fake.clear();
    fake.setFlight("6E2341", {
      ...daily(0, { diverted: true }),
      destination: daily(0, { destination: "CCU" }).destination,
    });
    expect(await adapter().lookup(arrival)).toMatchObject({ state: "diverted", scheduledAt: landing });
  });

  it("answers null for a flight it does not know that day, or one that does not land at our airport", async () => {
    expect(await adapter().lookup({ ...arrival, flightNumber: "6E 9999" })).toBeNull();
    expect(fake.callsFor("6E9999")).toBe(1);
    fake.setFlight("6E2341", aeroFlight({ ident: "6E2341", origin: "DEL", destination: "BOM", scheduledOn: landing }));
    expect(await adapter().lookup(arrival)).toBeNull();
    // a week later: outside the window
    fake.setFlight("6E2341", daily(7));
    expect(await adapter().lookup(arrival)).toBeNull();
  });

  it("maps a departure from BBI by its gate times", async () => {
    const out = new Date("2026-03-14T01:00:00Z"); // 6:30 am IST
    const q: FlightQuery = { flightNumber: "AI 476", direction: "departure", airportCode: "BBI", scheduledAt: out };
    const late = plus(out, 35 * MIN);
    fake.setFlight("AI476", aeroFlight({ ident: "AI476", origin: "BBI", destination: "DEL", scheduledOut: out }));
    fake.setFlight(
      "AI476",
      aeroFlight({
        ident: "AI476",
        origin: "BBI",
        destination: "DEL",
        scheduledOut: plus(out, DAY),
        faFlightId: "next",
      }),
    );
    expect(await adapter().lookup(q)).toEqual({
      state: "scheduled",
      scheduledAt: out,
      estimatedAt: out,
      actualAt: null,
    });

    fake.setFlight(
      "AI476",
      aeroFlight({ ident: "AI476", origin: "BBI", destination: "DEL", scheduledOut: out, estimatedOut: late }),
    );
    expect(await adapter().lookup(q)).toEqual({
      state: "scheduled",
      scheduledAt: out,
      estimatedAt: late,
      actualAt: null,
    });

    fake.setFlight(
      "AI476",
      aeroFlight({ ident: "AI476", origin: "BBI", destination: "DEL", scheduledOut: out, actualOut: late }),
    );
    expect(await adapter().lookup(q)).toEqual({
      state: "departed",
      scheduledAt: out,
      estimatedAt: late,
      actualAt: late,
    });

    // without gate times, the runway takeoff
    const took = plus(late, 14 * MIN);
    const runwayOnly = aeroFlight({
      ident: "AI476",
      origin: "BBI",
      destination: "DEL",
      scheduledOut: out,
      actualOff: took,
    });
    fake.setFlight("AI476", { ...runwayOnly, scheduled_out: null, estimated_out: null, actual_out: null });
    expect(await adapter().lookup(q)).toMatchObject({ state: "departed", actualAt: took });
  });

  const rejection = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(FlightProviderError);
    return e as FlightProviderError;
  };

  it("throws FlightProviderError with the status on a 503, a 429 and a refused key, never saying the key", async () => {
    fake.setFlight("6E2341", daily(0));
    fake.failNext(1);
    expect((await rejection(adapter().lookup(arrival))).status).toBe(503);
    fake.failNext(1, 429);
    expect((await rejection(adapter().lookup(arrival))).message).toMatch(/429.*rate limited/);
    const refused = await rejection(adapter({ apiKey: "wrong-key-123" }).lookup(arrival));
    expect(refused.status).toBe(401);
    expect(refused.message).toMatch(/key was refused/);
    expect(refused.message).not.toContain("wrong-key-123");
    // after the failures the same adapter answers again
    expect(await adapter().lookup(arrival)).toMatchObject({ state: "scheduled" });
  });

  describe("a provider that misbehaves", () => {
    let rogue: Server;
    let rogueUrl = "";
    beforeAll(async () => {
      rogue = createServer((req, res) => {
        if (req.url?.startsWith("/flights/HANG")) return; // never answers
        res.writeHead(200, { "content-type": "application/json" });
        if (req.url?.startsWith("/flights/HTML")) res.end("<html>maintenance</html>");
        else res.end(JSON.stringify({ flights: [{ ident: "IGO2341", cancelled: "no" }], num_pages: 1 }));
      });
      await new Promise<void>((resolve) => rogue.listen(0, "127.0.0.1", () => resolve()));
      rogueUrl = `http://127.0.0.1:${(rogue.address() as AddressInfo).port}`;
    });
    afterAll(
      () =>
        new Promise<void>((resolve) => {
          rogue.closeAllConnections();
          rogue.close(() => resolve());
        }),
    );

    it("throws on a timeout, without waiting longer than asked", async () => {
      const started = Date.now();
      const e = await rejection(
        adapter({ baseUrl: rogueUrl, timeoutMs: 300 }).lookup({ ...arrival, flightNumber: "HANG 1" }),
      );
      expect(e.message).toMatch(/did not answer within 300 ms/);
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it("throws on an answer that is not JSON or not AeroAPI's shape, and when nothing listens", async () => {
      const html = await rejection(adapter({ baseUrl: rogueUrl }).lookup({ ...arrival, flightNumber: "HTML 1" }));
      expect(html).toMatchObject({ status: 200, message: expect.stringMatching(/without JSON/) });
      const shape = await rejection(adapter({ baseUrl: rogueUrl }).lookup(arrival));
      expect(shape).toMatchObject({ status: 200, message: expect.stringMatching(/unexpected shape/) });
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const down = await rejection(adapter({ baseUrl: `http://127.0.0.1:${port}` }).lookup(arrival));
      expect(down.message).toMatch(/could not be reached/);
      expect(down.status).toBeUndefined();
    });
  });
});

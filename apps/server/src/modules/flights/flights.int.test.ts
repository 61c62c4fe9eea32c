import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { flightPaths, OpsFlightResponseSchema } from "@chauffeur/contracts";
import { bookings, flightTracking, flightUpdates, opsAlerts, outboxMessages } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { aeroFlight, startFakeAeroApi, type FakeAeroApi } from "../../adapters/flights/fake-aeroapi.test-support.ts";
import { airportArrivalTrip, createRideFixture, createTestCar, frozenClock } from "../rides/test-factories.ts";
import { pollDueFlights } from "./poll.service.ts";

const MIN = 60_000;
const KEY = "aero-test-key-123";
const IDENT = "6E2341";

/** A confirmed airport arrival on flight 6E 2341 landing `landingInMin` from the test clock's now (met at +30 min). */
async function arrival(t: TestApp, landingInMin: number, o: { car?: Awaited<ReturnType<typeof createTestCar>> } = {}) {
  const landing = new Date(t.clock.now().getTime() + landingInMin * MIN);
  const fx = await createRideFixture(t, {
    service: "airport-transfer",
    start: new Date(landing.getTime() + 30 * MIN),
    hours: 1,
    car: o.car,
    trip: airportArrivalTrip(landing),
  });
  return { ...fx, landing };
}

const bookingNow = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const trackingOf = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(flightTracking).where(eq(flightTracking.bookingId, id)))[0]!;
const alertsOf = (t: TestApp, id: string) => t.database.db.select().from(opsAlerts).where(eq(opsAlerts.bookingId, id));
const messagesOf = (t: TestApp, id: string, template: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.bookingId, id), eq(outboxMessages.template, template)));

describe("flights followed through the provider (FlightAware AeroAPI, local fake)", () => {
  let t: TestApp;
  let fake: FakeAeroApi;
  beforeAll(async () => {
    fake = await startFakeAeroApi({ apiKey: KEY });
    t = await createTestApp({
      clock: frozenClock("2026-03-10T04:30:00.000Z"),
      config: { FLIGHT_STATUS_PROVIDER: "aeroapi", AEROAPI_KEY: KEY, AEROAPI_API_BASE: fake.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.clear());

  const setFlight = (landing: Date, o: Partial<Parameters<typeof aeroFlight>[0]> = {}) =>
    fake.setFlight(
      IDENT,
      aeroFlight({ ident: IDENT, origin: "DEL", destination: "BBI", scheduledOn: landing, faFlightId: "F1", ...o }),
    );
  const poll = () => pollDueFlights(t.app.ctx);
  const advance = (min: number) => t.clock.setOffsetMs(t.clock.offsetMs() + min * MIN);

  it("the public configuration says flights are tracked", async () => {
    expect((await t.app.inject({ url: "/api/v1/config" })).json().flightTracking).toBe(true);
  });

  it("a 50-minute delay moves the pickup and the car's hold, and tells rider, chauffeur and console once", async () => {
    const fx = await arrival(t, 120);
    const before = await bookingNow(t, fx.booking.id);
    setFlight(fx.landing, { estimatedOn: new Date(fx.landing.getTime() + 50 * MIN) });

    const r = await poll();
    expect(r.moved).toBeGreaterThanOrEqual(1);
    const after = await bookingNow(t, fx.booking.id);
    expect(after.pickupAt.getTime() - before.pickupAt.getTime()).toBe(50 * MIN);
    expect(after.holdUntil.getTime() - before.holdUntil.getTime()).toBe(50 * MIN);
    expect(after.endTime.getTime() - before.endTime.getTime()).toBe(50 * MIN);
    expect((after.trip as { startTime: string }).startTime).toBe(after.pickupAt.toISOString());

    // the same answer again (next poll): nothing new is sent
    advance(15);
    await poll();
    const sms = await messagesOf(t, fx.booking.id, "flight.pickup-moved");
    expect(sms.filter((m) => m.channel === "sms" && m.toAddress === fx.chauffeur.phone)).toHaveLength(1);
    expect(sms.filter((m) => m.channel === "sms" && m.toAddress !== fx.chauffeur.phone)).toHaveLength(1);
    expect(sms.filter((m) => m.channel === "email")).toHaveLength(1);
    expect(sms.find((m) => m.channel === "email")!.text).toMatch(/Chauffeur meets you at: .*\(was /);
    const alerts = (await alertsOf(t, fx.booking.id)).filter((a) => a.kind === "flight_changed");
    expect(alerts).toHaveLength(1);
    expect(alerts[0].message).toContain(fx.booking.reference);

    // the rider's booking shows the flight and the new meeting time
    const view = await t.app.inject({ url: `/api/v1/bookings/${fx.booking.id}`, headers: { cookie: fx.rider.cookie } });
    const flight = view.json().data.flight;
    expect(flight).toMatchObject({
      flightNumber: "6E 2341",
      direction: "arrival",
      delayMinutes: 50,
      tracking: "provider",
    });
    expect(flight.pickupAt).toBe(after.pickupAt.toISOString());
    expect(flight.statusText).toMatch(/^Delayed 50 min, now landing/);
  });

  it("an early landing moves the pickup earlier; polling stops once it has landed", async () => {
    const fx = await arrival(t, 60);
    const actual = new Date(fx.landing.getTime() - 20 * MIN);
    setFlight(fx.landing, { actualOff: new Date(actual.getTime() - 120 * MIN), actualOn: actual });
    await poll();
    const b = await bookingNow(t, fx.booking.id);
    expect(b.pickupAt.toISOString()).toBe(new Date(actual.getTime() + 30 * MIN).toISOString());
    const row = await trackingOf(t, fx.booking.id);
    expect(row).toMatchObject({ state: "landed", nextPollAt: null, stoppedReason: "landed" });
    const polls = row.polls;
    advance(30);
    await poll();
    expect((await trackingOf(t, fx.booking.id)).polls).toBe(polls); // no call after landing
  });

  it("a cancelled flight alerts the console and lets the rider cancel free, with a full refund", async () => {
    const fx = await arrival(t, 90);
    setFlight(fx.landing, { cancelled: true });
    await poll();
    expect((await alertsOf(t, fx.booking.id)).map((a) => a.kind)).toContain("flight_disrupted");
    expect((await bookingNow(t, fx.booking.id)).freeCancelReason).toBe("flight_cancelled");
    expect((await messagesOf(t, fx.booking.id, "flight.disrupted")).length).toBeGreaterThanOrEqual(2);
    const view = await t.app.inject({ url: `/api/v1/bookings/${fx.booking.id}`, headers: { cookie: fx.rider.cookie } });
    expect(view.json().data).toMatchObject({ canCancel: true, flight: { freeCancellation: true, state: "cancelled" } });
    // a confirmed booking, 30 minutes from pickup: free, full refund
    advance(80);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${fx.booking.id}`,
      headers: { cookie: fx.rider.cookie, origin: t.config.PUBLIC_BASE_URL },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = await bookingNow(t, fx.booking.id);
    expect(cancelled).toMatchObject({ status: "cancelled", cancellationFeePaise: 0 });
    expect((await trackingOf(t, fx.booking.id)).nextPollAt).toBeNull();
  });

  it("the provider down three times in a row alerts operations once and never moves the pickup", async () => {
    const fx = await arrival(t, 100);
    const before = (await bookingNow(t, fx.booking.id)).pickupAt;
    setFlight(fx.landing, { estimatedOn: new Date(fx.landing.getTime() + 40 * MIN) });
    for (let i = 0; i < 4; i++) {
      fake.failNext(50, 503);
      await poll();
      advance(15);
    }
    expect((await bookingNow(t, fx.booking.id)).pickupAt).toEqual(before);
    const failing = (await alertsOf(t, fx.booking.id)).filter((a) => a.kind === "flight_unchecked");
    expect(failing).toHaveLength(1);
    expect(failing[0].message).toMatch(/could not be checked 3 times/);
    expect((await trackingOf(t, fx.booking.id)).failures).toBe(4);
    // the provider is back: the delay is applied and the failures reset
    fake.clear();
    setFlight(fx.landing, { estimatedOn: new Date(fx.landing.getTime() + 40 * MIN) });
    await poll();
    expect((await bookingNow(t, fx.booking.id)).pickupAt.getTime() - before.getTime()).toBe(40 * MIN);
    expect((await trackingOf(t, fx.booking.id)).failures).toBe(0);
  });

  it("a moved hold that overlaps the car's next booking alerts the console with a free car of the same class", async () => {
    const car = await createTestCar(t);
    const spare = await createTestCar(t, { model: "Honda City" });
    const fx = await arrival(t, 120, { car });
    const b = await bookingNow(t, fx.booking.id);
    // the car's next trip starts right after this one's hold
    await createRideFixture(t, { car, start: new Date(b.holdUntil.getTime() + 5 * MIN), hours: 2 });
    setFlight(fx.landing, { estimatedOn: new Date(fx.landing.getTime() + 60 * MIN) });
    await poll();
    const clash = (await alertsOf(t, fx.booking.id)).find((a) => a.kind === "hold_clash");
    expect(clash?.message).toContain(car.plate);
    expect(clash?.message).toMatch(/free car of that class: /);
    expect(clash?.detail).toHaveProperty("suggestedCarId");
    expect(spare.id).toBeTruthy();
  });

  it("tracks only from 6 hours before landing, every 15 minutes, then every 5 in the last hour", async () => {
    const fx = await arrival(t, 8 * 60);
    setFlight(fx.landing);
    await poll(); // adopts: the first poll waits for 6 hours before landing
    const row = await trackingOf(t, fx.booking.id);
    expect(row.nextPollAt!.getTime()).toBe(fx.landing.getTime() - 6 * 60 * MIN);
    expect(fake.callsFor(IDENT)).toBe(0);
    advance(2 * 60);
    await poll();
    expect((await trackingOf(t, fx.booking.id)).nextPollAt!.getTime() - t.clock.now().getTime()).toBe(15 * MIN);
    advance(5 * 60 + 5);
    await poll();
    expect((await trackingOf(t, fx.booking.id)).nextPollAt!.getTime() - t.clock.now().getTime()).toBe(5 * MIN);
  });
});

describe("the embedded default: nothing tracked, operations record changes by hand", () => {
  let t: TestApp;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: frozenClock("2026-03-10T04:30:00.000Z") });
    op = (await createSignedInUser(t, { role: "operator", name: "Duty Operator" })).cookie;
  });
  afterAll(() => t.close());
  const post = (bookingId: string, payload: object) =>
    t.app.inject({
      method: "POST",
      url: flightPaths.opsFlight(bookingId),
      headers: { cookie: op, origin: t.config.PUBLIC_BASE_URL },
      payload,
    });

  it("says it tracks nothing, and a delay recorded in the console runs the same adjustment", async () => {
    const fx = await arrival(t, 180);
    const before = (await bookingNow(t, fx.booking.id)).pickupAt;
    const r = await pollDueFlights(t.app.ctx);
    expect(r.polled).toBe(0);
    expect((await t.app.inject({ url: "/api/v1/config" })).json().flightTracking).toBe(false);
    expect(await trackingOf(t, fx.booking.id)).toMatchObject({ tracking: "manual", nextPollAt: null });
    const view = await t.app.inject({ url: `/api/v1/bookings/${fx.booking.id}`, headers: { cookie: fx.rider.cookie } });
    expect(view.json().data.flight).toMatchObject({
      tracking: "manual",
      statusText: expect.stringMatching(/^Scheduled/),
    });

    const newLanding = new Date(fx.landing.getTime() + 50 * MIN);
    const res = await post(fx.booking.id, { state: "expected", time: newLanding.toISOString(), note: "Airline SMS" });
    expect(res.statusCode, res.body).toBe(200);
    const body = OpsFlightResponseSchema.parse(res.json());
    expect(body.message).toBe("Flight update recorded.");
    expect(body.data.flight.pickupAt).toBe(new Date(newLanding.getTime() + 30 * MIN).toISOString());
    expect(body.data.updates[0]).toMatchObject({ source: "manual", note: "Airline SMS", by: "Duty Operator" });
    expect((await bookingNow(t, fx.booking.id)).pickupAt.getTime() - before.getTime()).toBe(50 * MIN);
    expect((await messagesOf(t, fx.booking.id, "flight.pickup-moved")).length).toBe(3); // rider e-mail, SMS; chauffeur SMS
    expect((await alertsOf(t, fx.booking.id)).map((a) => a.kind)).toContain("flight_changed");
    const history = await t.database.db
      .select()
      .from(flightUpdates)
      .where(inArray(flightUpdates.bookingId, [fx.booking.id]));
    expect(history).toHaveLength(1);
  });

  it("refuses bad input with a clear message, and riders", async () => {
    const fx = await arrival(t, 200);
    expect((await post(fx.booking.id, { state: "expected" })).json().message).toBe(
      "Enter the new time of the flight in India time.",
    );
    expect((await post(fx.booking.id, { state: "boarding" })).statusCode).toBe(400);
    expect((await post(fx.booking.id, { state: "departed", time: "2026-03-10T20:00" })).statusCode).toBe(400);
    const asRider = await t.app.inject({
      method: "POST",
      url: flightPaths.opsFlight(fx.booking.id),
      headers: { cookie: fx.rider.cookie, origin: t.config.PUBLIC_BASE_URL },
      payload: { state: "cancelled" },
    });
    expect(asRider.statusCode).toBe(403);
  });

  it("a landing recorded by hand moves the pickup to landing + 30 minutes and ends the flight's updates", async () => {
    const fx = await arrival(t, 240);
    const landed = new Date(fx.landing.getTime() + 7 * MIN);
    expect((await post(fx.booking.id, { state: "landed", time: landed.toISOString() })).statusCode).toBe(200);
    expect((await bookingNow(t, fx.booking.id)).pickupAt.getTime()).toBe(landed.getTime() + 30 * MIN);
    const again = await post(fx.booking.id, { state: "cancelled" });
    expect(again.statusCode).toBe(409);
  });
});

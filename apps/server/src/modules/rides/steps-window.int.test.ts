import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { driverPaths, ridePaths, sharedTripPaths, type DriverTrip } from "@chauffeur/contracts";
import { formatDateTime } from "@chauffeur/contracts/i18n/format";
import { bookings } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createRideFixture, type RideFixture } from "./test-factories.ts";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

// README "The day of the ride": the steps open ON_MY_WAY_OPENS_MINUTES before pickup, the chauffeur's app keeps
// nothing of the rider but the first name once the ride has ended, and a share link shows the car, not the places.
describe("rides: when the steps open, what outlives the ride, what a share link shows", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const act = (f: RideFixture, action: string, payload: object = {}, extra = "") =>
    t.app.inject({
      method: "POST",
      url: driverPaths.action(f.booking.id, action),
      payload,
      headers: { cookie: f.chauffeur.cookie + extra },
    });
  const tripOf = async (f: RideFixture) => {
    const res = await t.app.inject({
      method: "GET",
      url: driverPaths.trip(f.booking.id),
      headers: { cookie: f.chauffeur.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DriverTrip>();
  };

  it("refuses 'On my way' eight days before pickup with the time it opens, in the chauffeur's language", async () => {
    const start = new Date(t.clock.now().getTime() + 8 * DAY);
    const f = await createRideFixture(t, { start });
    const opens = new Date(start.getTime() - 3 * HOUR);
    const res = await act(f, "on-my-way");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "ride_step_too_early",
      message: `Too early: 'On my way' opens on ${formatDateTime(opens)} (India time).`,
    });
    const hindi = await act(f, "on-my-way", {}, "; lang=hi-IN");
    expect(hindi.json().message).toContain(formatDateTime(opens, "hi-IN"));
    expect(hindi.json().message).toContain("अभी जल्दी है");
    // arrived, start and no-show are refused too (their order, then the window); the app knows when it opens
    expect((await act(f, "arrived")).statusCode).toBe(409);
    const trip = await tripOf(f);
    expect(trip).toMatchObject({ step: "assigned", stepsOpenAt: opens.toISOString(), eta: null });
    // the rider sees no ETA for a trip days ahead
    const ride = await t.app.inject({
      method: "GET",
      url: ridePaths.ride(f.booking.id),
      headers: { cookie: f.rider.cookie },
    });
    expect(ride.json()).toMatchObject({ step: "assigned", eta: null, position: null });
  });

  it("opens 'On my way' three hours before pickup, and ON_MY_WAY_OPENS_MINUTES changes the window", async () => {
    const f = await createRideFixture(t, { start: new Date(t.clock.now().getTime() + 3 * HOUR - 60_000) });
    expect((await act(f, "on-my-way")).json()).toMatchObject({ step: "on_my_way" });

    const narrow = await createTestApp({ config: { ON_MY_WAY_OPENS_MINUTES: "60" } });
    try {
      const g = await createRideFixture(narrow, { start: new Date(narrow.clock.now().getTime() + 2 * HOUR) });
      const res = await narrow.app.inject({
        method: "POST",
        url: driverPaths.action(g.booking.id, "on-my-way"),
        payload: {},
        headers: { cookie: g.chauffeur.cookie },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(formatDateTime(new Date(g.booking.pickupAt.getTime() - HOUR)));
    } finally {
      await narrow.close();
    }
  });

  it("shows a round trip's return time and its nights away on the trip screen", async () => {
    // pickup 10:00 IST on day 1, return 18:00 IST two days later: two nights away
    const day = new Date(t.clock.now().getTime() + 5 * DAY).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    const start = new Date(`${day}T10:00:00+05:30`);
    const back = new Date(start.getTime() + 2 * DAY + 8 * HOUR);
    const f = await createRideFixture(t, {
      start,
      service: "outstation",
      trip: { isRoundTrip: true, returnTime: back.toISOString() },
    });
    const trip = await tripOf(f);
    expect(trip).toMatchObject({ returnAt: back.toISOString(), overnightDays: 2 });
    expect(new Date(trip.plannedEndAt).getTime()).toBeGreaterThan(start.getTime());
    const oneWay = await tripOf(await createRideFixture(t));
    expect(oneWay).toMatchObject({ returnAt: null, overnightDays: null });
  });

  it("keeps the rider's phone out of the chauffeur's app once the ride has ended (completed or no-show)", async () => {
    const f = await createRideFixture(t, { step: "started" });
    expect((await tripOf(f)).riderPhone).toBe(f.rider.phone);
    expect((await act(f, "complete")).json()).toMatchObject({ step: "completed", riderPhone: null });
    const after = await tripOf(f);
    expect(after).toMatchObject({ riderPhone: null, riderFirstName: "Priya" });
    expect(JSON.stringify(after)).not.toContain(f.rider.phone);

    const g = await createRideFixture(t, { step: "no_show" });
    expect((await tripOf(g)).riderPhone).toBeNull();
    const h = await createRideFixture(t, { step: "arrived" });
    await t.database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, h.booking.id));
    expect((await tripOf(h)).riderPhone).toBeNull();
  });

  it("answers a share link with the car, the chauffeur's first name, position and ETA: no reference or places", async () => {
    const f = await createRideFixture(t, { step: "on_my_way", chauffeurName: "Bikash Kumar Sahoo" });
    const made = await t.app.inject({
      method: "POST",
      url: ridePaths.shares(f.booking.id),
      headers: { cookie: f.rider.cookie },
    });
    const token = (made.json().share.url as string).split("/shared-trip/")[1]!;
    const res = await t.app.inject({ method: "GET", url: sharedTripPaths.view(token) });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      ["car", "chauffeurFirstName", "eta", "pickupAt", "position", "serviceLabel", "status", "step", "steps"].sort(),
    );
    expect(res.json()).toMatchObject({ chauffeurFirstName: "Bikash", car: { plate: f.car.plate } });
    const pickup = (f.booking.trip as { pickUp: { address: string; lat: number } }).pickUp;
    for (const secret of [f.booking.reference, pickup.address, String(pickup.lat)])
      expect(res.body).not.toContain(secret);
  });
});

// The browser tests' aid (modules/dev/booking-time.ts): one booking's pickup moved close to now, the shared clock
// kept; on a public demo address (HOST 0.0.0.0) a guest is refused, as at POST /api/v1/dev/clock.
describe("dev: moving one booking's pickup (ENABLE_TEST_CLOCK only)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { HOST: "0.0.0.0", DEMO_MODE: "true", ENABLE_TEST_CLOCK: "true" } });
  });
  afterAll(() => t.close());

  it("moves the pickup, planned end, hold and a round trip's return by one delta; guests are refused", async () => {
    const start = new Date(t.clock.now().getTime() + 6 * DAY);
    const back = new Date(start.getTime() + 2 * DAY);
    const f = await createRideFixture(t, {
      start,
      service: "outstation",
      trip: { isRoundTrip: true, returnTime: back.toISOString() },
    });
    const url = `/api/v1/dev/bookings/${f.booking.id}/pickup`;
    const guest = await t.app.inject({ method: "POST", url, payload: { minutesFromNow: 30 } });
    expect(guest.statusCode).toBe(401);
    const op = await createSignedInUser(t, { role: "operator" });
    const res = await t.app.inject({
      method: "POST",
      url,
      payload: { minutesFromNow: 30 },
      headers: { cookie: op.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, f.booking.id));
    const delta = row.pickupAt.getTime() - start.getTime();
    expect(Math.abs(row.pickupAt.getTime() - (t.clock.now().getTime() + 30 * 60_000))).toBeLessThan(5_000);
    expect(row.endTime.getTime() - f.booking.endTime.getTime()).toBe(delta);
    expect(row.holdUntil.getTime() - f.booking.holdUntil.getTime()).toBe(delta);
    expect((row.trip as { returnTime: string }).returnTime).toBe(new Date(back.getTime() + delta).toISOString());
    expect((await act(t, f, "on-my-way")).statusCode).toBe(200);
  });
});

const act = (t: TestApp, f: RideFixture, action: string) =>
  t.app.inject({
    method: "POST",
    url: driverPaths.action(f.booking.id, action),
    payload: {},
    headers: { cookie: f.chauffeur.cookie },
  });

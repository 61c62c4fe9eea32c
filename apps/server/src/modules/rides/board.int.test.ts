import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { liveOpsPaths, LiveBoardSchema, type LiveBoard } from "@chauffeur/contracts";
import { bookings, rides } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createTestBooking } from "../ops/test-factories.ts";
import { frozenClock } from "./board.test-support.ts";
import { createRideFixture, type RideFixture } from "./test-factories.ts";

const MIN = 60_000;
const ZERO = "00000000-0000-4000-8000-000000000000";

describe("live board: authorization", () => {
  let t: TestApp;
  let rider: string;
  let chauffeur: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: frozenClock() });
    const f = await createRideFixture(t);
    rider = f.rider.cookie;
    chauffeur = f.chauffeur.cookie;
  });
  afterAll(() => t.close());

  const endpoints: Array<["GET" | "POST", string]> = [
    ["GET", liveOpsPaths.board],
    ["GET", liveOpsPaths.stream],
    ["GET", liveOpsPaths.alerts],
    ["GET", `${liveOpsPaths.alerts}?all=1`],
    ["POST", liveOpsPaths.acknowledge(ZERO)],
    ["POST", liveOpsPaths.acknowledge("not-an-id")],
    ["GET", liveOpsPaths.chauffeurRatings(ZERO)],
    ["GET", liveOpsPaths.ratings],
  ];

  it("refuses guests (401), riders (403) and chauffeurs (403) on every endpoint, whatever they send", async () => {
    for (const [method, url] of endpoints) {
      const guest = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(guest.statusCode, `guest ${method} ${url}`).toBe(401);
      for (const [who, cookie] of [
        ["rider", rider],
        ["chauffeur", chauffeur],
      ]) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie },
          payload: method === "POST" ? {} : undefined,
        });
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
  });
});

describe("live board: today's trips", () => {
  let t: TestApp;
  let op: string;
  let assigned: RideFixture;
  let lateCity: RideFixture;
  let onTheWay: RideFixture;
  let done: RideFixture;
  beforeAll(async () => {
    t = await createTestApp({ clock: frozenClock() });
    const now = t.clock.now().getTime();
    op = (await createSignedInUser(t, { role: "operator", name: "Duty Operator" })).cookie;
    // 10:00 in Kolkata: a 14:00 outstation pickup (not late), a 10:15 city ride still assigned (late: 20 minutes),
    // a 10:30 airport pickup on the way with an ETA of 40 minutes (late), and a 07:00 trip completed
    assigned = await createRideFixture(t, { start: new Date(now + 240 * MIN), service: "outstation" });
    lateCity = await createRideFixture(t, { start: new Date(now + 15 * MIN), service: "cab-booking" });
    onTheWay = await createRideFixture(t, {
      start: new Date(now + 30 * MIN),
      service: "airport-transfer",
      step: "on_my_way",
    });
    await t.database.db
      .update(rides)
      .set({
        lastLat: 20.27,
        lastLng: 85.83,
        lastHeading: 90,
        lastPositionAt: new Date(now - MIN),
        etaMinutes: 40,
        etaTo: "pickup",
        etaComputedAt: new Date(now),
      })
      .where(eq(rides.bookingId, onTheWay.booking.id));
    done = await createRideFixture(t, { start: new Date(now - 180 * MIN), step: "completed" });
    // not on today's board: tomorrow's trip, yesterday's completed one, a paid booking not yet confirmed
    await createRideFixture(t, { start: new Date(now + 24 * 60 * MIN) });
    await createRideFixture(t, { start: new Date(now - 24 * 60 * MIN), step: "completed" });
    await createTestBooking(t.database.db, { userId: assigned.rider.userId, start: new Date(now + 60 * MIN) });
  });
  afterAll(() => t.close());

  const board = async () => {
    const res = await t.app.inject({ method: "GET", url: liveOpsPaths.board, headers: { cookie: op } });
    expect(res.statusCode).toBe(200);
    return LiveBoardSchema.parse(res.json()) satisfies LiveBoard;
  };

  it("lists today's confirmed, ongoing and completed trips by pickup time, with step, chauffeur, plate and late flag", async () => {
    const b = await board();
    expect(b.day).toBe("2026-03-10");
    expect(b.trips.map((x) => x.reference)).toEqual(
      [done, lateCity, onTheWay, assigned].map((f) => f.booking.reference),
    );
    const [completed, city, moving, later] = b.trips;
    expect(completed).toMatchObject({ step: "completed", status: "completed", late: false, lateReason: null });
    expect(city).toMatchObject({
      service: "cab-booking",
      serviceLabel: "Cab Booking",
      step: "assigned",
      chauffeur: lateCity.chauffeur.name,
      plate: lateCity.car.plate,
      pickup: "Biju Patnaik International Airport, Bhubaneswar",
      late: true,
      lateReason: "late_start",
      position: null,
      eta: null,
    });
    expect(moving).toMatchObject({
      step: "on_my_way",
      position: { lat: 20.27, lng: 85.83, heading: 90 },
      eta: { minutes: 40, to: "pickup" },
      late: true,
      lateReason: "eta_late",
    });
    expect(later).toMatchObject({ service: "outstation", step: "assigned", late: false });
  });

  it("shows cars on the road whatever their pickup day, and drops a cancelled trip", async () => {
    const now = t.clock.now().getTime();
    const overnight = await createRideFixture(t, { start: new Date(now - 20 * 60 * MIN), step: "started" });
    const leftEarly = await createRideFixture(t, { start: new Date(now + 20 * 60 * MIN), step: "on_my_way" });
    await t.database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, assigned.booking.id));
    const refs = (await board()).trips.map((x) => x.reference);
    expect(refs[0]).toBe(overnight.booking.reference);
    expect(refs.at(-1)).toBe(leftEarly.booking.reference);
    expect(refs).not.toContain(assigned.booking.reference);
  });

  it("follows the Kolkata day: at 00:30 in Kolkata (19:00 UTC the day before) the board is the new day's", async () => {
    t.clock.setOffsetMs(14 * 60 * MIN + 30 * MIN); // 10:00 → 00:30 the next day, Kolkata time
    op = (await createSignedInUser(t, { role: "operator" })).cookie; // the first operator went idle meanwhile
    const b = await board();
    expect(b.day).toBe("2026-03-11");
    expect(b.trips.map((x) => x.reference)).not.toContain(done.booking.reference);
    t.clock.setOffsetMs(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { driverPaths, eventPaths, type DriverTripList, type EventLiveView } from "@chauffeur/contracts";
import { events, rides } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import {
  createTestCar,
  createTestChauffeur,
  listenOnce,
  openStream,
  signInChauffeur,
} from "../rides/test-factories.ts";
import {
  carsLine,
  coordinatorToken,
  insertPartnerCar,
  kolkataDate,
  paidEventWithRuns,
  runsOf,
} from "./day.test-support.ts";

/** The day of an event on the road: the chauffeurs' run-sheets and steps, the event's status, the coordinator's page. */
describe("an event on the day", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  const eventStatus = async (id: string) =>
    (await t.database.db.select({ s: events.status }).from(events).where(eq(events.id, id)))[0].s;
  const pinOf = async (bookingId: string) =>
    (await t.database.db.select({ pin: rides.pin }).from(rides).where(eq(rides.bookingId, bookingId)))[0].pin;

  /** An event of two sedans tomorrow 10:00–12:00 (one ours, one a partner's), assigned, the clock 10 minutes before. */
  async function dayOfTwoCars() {
    const day = kolkataDate(t, 1);
    const ev = await paidEventWithRuns(t, {
      dates: [day],
      lines: [carsLine("sedan", 2, [day], { start: "10:00", end: "12:00", note: "Bride's family" })],
    });
    const [r1, r2] = await runsOf(t, ev.eventId);
    const crew = [];
    for (const [i, run] of [r1, r2].entries()) {
      const ch = await createTestChauffeur(t, { name: i === 0 ? "Sunil Pradhan" : "Deepak Rout" });
      const car = i === 0 ? await createTestCar(t) : await insertPartnerCar(t, ev.eventId, "sedan");
      const res = await t.app.inject({
        method: "POST",
        url: eventPaths.opsAssignRun(ev.eventId, run.id),
        payload: { chauffeurId: ch.id, carId: car.id },
        headers: { cookie: op.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      crew.push({ run, car, ...(await signInChauffeur(t, ch)) });
    }
    return { ev, day, crew };
  }

  it("reaches each chauffeur with its run-sheet; the first start moves the event in progress, the last end completes it", async () => {
    const { ev, day, crew } = await dayOfTwoCars();
    const start = Date.parse(`${day}T10:00:00+05:30`);
    const base = t.clock.offsetMs();
    t.clock.setOffsetMs(base + start - 10 * 60_000 - t.clock.now().getTime());
    try {
      const act = (c: (typeof crew)[number], action: string, payload?: object) =>
        t.app.inject({
          method: "POST",
          url: driverPaths.action(c.run.id, action),
          payload,
          headers: { cookie: c.cookie },
        });
      const list = await t.app.inject({ method: "GET", url: driverPaths.trips, headers: { cookie: crew[0].cookie } });
      const trips = list.json<DriverTripList>();
      const trip = [...trips.today, ...trips.upcoming].find((x) => x.id === crew[0].run.id)!;
      expect(trip.runSheet).toMatchObject({
        event: ev.reference,
        legs: [{ from: "Mayfair Lagoon", note: "Bride's family" }],
      });

      for (const c of crew) {
        const position = { lat: 20.29, lng: 85.82, heading: 0, recordedAt: t.clock.now().toISOString() };
        expect((await act(c, "on-my-way", { position })).statusCode).toBe(200);
        expect((await act(c, "arrived")).statusCode).toBe(200);
      }
      expect(await eventStatus(ev.eventId)).toBe("deposit_paid");
      expect((await act(crew[0], "start", { pin: await pinOf(crew[0].run.id) })).statusCode).toBe(200);
      expect(await eventStatus(ev.eventId)).toBe("in_progress");
      expect((await act(crew[1], "start", { pin: await pinOf(crew[1].run.id) })).statusCode).toBe(200);
      expect((await act(crew[0], "complete")).statusCode).toBe(200);
      expect(await eventStatus(ev.eventId)).toBe("in_progress");
      expect((await act(crew[1], "complete")).statusCode).toBe(200);
      expect(await eventStatus(ev.eventId)).toBe("completed");
    } finally {
      t.clock.setOffsetMs(base);
    }
  });

  it("shows the coordinator every car by token, live; a wrong token is not found", async () => {
    const { ev, day, crew } = await dayOfTwoCars();
    const token = await coordinatorToken(t, ev.clientPhone);
    const [stored] = await t.database.db.select().from(events).where(eq(events.id, ev.eventId));
    expect(stored.coordinatorTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.coordinatorTokenHash).not.toContain(token);

    const view = await t.app.inject({ method: "GET", url: eventPaths.live(token) });
    expect(view.statusCode, view.body).toBe(200);
    const live = view.json<EventLiveView>();
    expect(live).toMatchObject({ reference: ev.reference, status: "deposit_paid" });
    expect(live.cars.map((c) => [c.chauffeurFirstName, c.plate, c.step, c.position])).toEqual([
      ["Sunil", crew[0].car.plate, "assigned", null],
      ["Deepak", crew[1].car.plate, "assigned", null],
    ]);
    expect((await t.app.inject({ method: "GET", url: eventPaths.live(`${token.slice(0, -2)}xx`) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "GET", url: eventPaths.live("short") })).statusCode).toBe(404);

    const base = t.clock.offsetMs();
    t.clock.setOffsetMs(base + Date.parse(`${day}T10:00:00+05:30`) - 10 * 60_000 - t.clock.now().getTime());
    const url = await listenOnce(t);
    const stream = await openStream(url, eventPaths.liveStream(token));
    try {
      expect(stream.status).toBe(200);
      await stream.next(1);
      expect(stream.events[0].event).toBe("snapshot");
      const position = { lat: 20.3, lng: 85.83, heading: 90, recordedAt: t.clock.now().toISOString() };
      const moved = await t.app.inject({
        method: "POST",
        url: driverPaths.action(crew[1].run.id, "on-my-way"),
        payload: { position },
        headers: { cookie: crew[1].cookie },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const next = await t.app.inject({
        method: "POST",
        url: driverPaths.positions(crew[1].run.id),
        payload: {
          positions: [
            { lat: 20.31, lng: 85.84, heading: 45, recordedAt: new Date(t.clock.now().getTime() + 1000).toISOString() },
          ],
        },
        headers: { cookie: crew[1].cookie },
      });
      expect(next.statusCode, next.body).toBeLessThan(300);
      const seen = await stream.next(3);
      expect(seen.map((e) => e.event)).toEqual(expect.arrayContaining(["step", "position"]));
      const after = (await t.app.inject({ method: "GET", url: eventPaths.live(token) })).json<EventLiveView>();
      expect(after.cars[1]).toMatchObject({ step: "on_my_way", position: { lat: expect.any(Number) } });
    } finally {
      stream.close();
      t.clock.setOffsetMs(base);
    }
  });
});

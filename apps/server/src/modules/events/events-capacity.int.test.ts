import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { DEFAULT_EVENT_CANCELLATION, eventPaths, TURNAROUND_BUFFER_MIN } from "@chauffeur/contracts";
import { auditLog, bookings, cars } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser, uniquePhone } from "../../../test/factories.ts";
import { assertCarFree } from "../bookings/index.ts";
import { carsOfClass, createTestBooking } from "../ops/test-factories.ts";

/**
 * The fleet's capacity for an event (the same 'holds a car' rule as rides): a shortfall is reported, partner cars
 * cover it and are never offered to riders, and the event's cars, once held by its runs (bookings of the event),
 * are not bookable by riders.
 */
describe("events console: capacity and partner cars", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  let rider: { userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator" });
    rider = await createSignedInUser(t);
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: op.cookie } });
  const DATES = ["2027-02-11", "2027-02-12"];
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

  async function eventWithLuxuryCars(cars: number) {
    const created = await call("POST", eventPaths.opsEvents, {
      eventType: "wedding",
      title: "Capacity wedding",
      client: { name: "Asha Mohanty", phone: uniquePhone() },
      venues: [{ name: "Mayfair Lagoon" }],
      dates: DATES,
    });
    const id = created.json().event.id as string;
    const q = (await call("POST", eventPaths.opsQuotes(id))).json();
    const line = { kind: "cars", basis: "day", vehicleClass: "luxury", start: "10:00", end: "18:00" };
    const saved = await call("PUT", eventPaths.opsQuote(id, q.id), {
      lines: [
        { ...line, cars, dates: DATES },
        { ...line, cars: 1, dates: [DATES[0]], start: "17:00", end: "22:00" },
        { kind: "decoration", cars: 2 },
      ],
      deposit: { kind: "percent", percent: 30 },
      balanceDueOn: "2027-02-01",
      validUntil: "2027-02-05",
      cancellation: DEFAULT_EVENT_CANCELLATION,
    });
    expect(saved.statusCode).toBe(200);
    return { id, quoteId: q.id as string };
  }

  it("reports the shortfall per line and date, and partner cars of the class cover it", async () => {
    const fleet = (await carsOfClass(t.database.db, "luxury")).filter((c) => c.active).length;
    const { id } = await eventWithLuxuryCars(fleet);
    const cap = (await call("GET", eventPaths.opsCapacity(id))).json();
    // line 0 takes the whole luxury fleet on both dates; line 1 overlaps it on the first date (17:00 < 18:00 + turnaround)
    expect(
      cap.rows.map((r: { lineIndex: number; date: string; shortfall: number }) => [r.lineIndex, r.date, r.shortfall]),
    ).toEqual([
      [0, DATES[0], 0],
      [0, DATES[1], 0],
      [1, DATES[0], 1],
    ]);
    expect(cap.rows[2]).toMatchObject({ fleetCars: fleet, heldByOthers: 0, takenByEarlierLines: fleet, cars: 1 });
    expect(cap.totalShortfall).toBe(1);

    // a rider's booking holding a luxury car over line 0's window is counted against the fleet
    await createTestBooking(t.database.db, {
      userId: rider.userId,
      carType: "luxury",
      status: "confirmed",
      start: at(DATES[1], "12:00"),
      hours: 2,
    });
    const busy = (await call("GET", eventPaths.opsCapacity(id))).json();
    expect(busy.rows[1]).toMatchObject({ date: DATES[1], heldByOthers: 1, shortfall: 1 });
    expect(busy.totalShortfall).toBe(2);

    const owner = { ownerName: "Bikash Sahoo", ownerPhone: uniquePhone(), vehicleClass: "luxury", costPaise: 9_000_00 };
    const p = await call("POST", eventPaths.opsPartnerCars(id), { ...owner, plate: "od-05 ab 9001" });
    expect(p.statusCode).toBe(201);
    expect(p.json()).toMatchObject({ plate: "OD05AB9001", vehicleClass: "luxury", costPaise: 9_000_00 });
    const covered = (await call("GET", eventPaths.opsCapacity(id))).json();
    expect(covered.rows.map((r: { partnerCars: number }) => r.partnerCars)).toEqual([0, 1, 1]);
    expect(covered.totalShortfall).toBe(0);

    // the partner car is a cars row of the event, never active: the public fleet never counts it
    const [car] = await t.database.db.select().from(cars).where(eq(cars.plate, "OD05AB9001"));
    expect(car).toMatchObject({ eventId: id, active: false, vehicleClass: "luxury" });
    expect((await carsOfClass(t.database.db, "luxury")).filter((c) => c.active)).toHaveLength(fleet);

    // one plate, one live event: an own car's plate and a second record are refused
    expect((await call("POST", eventPaths.opsPartnerCars(id), { ...owner, plate: "OD05AB9001" })).statusCode).toBe(409);
    const own = await call("POST", eventPaths.opsPartnerCars(id), { ...owner, plate: "OD02EF3001" });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/one of our own cars/);
    const other = await eventWithLuxuryCars(1);
    const elsewhere = await call("POST", eventPaths.opsPartnerCars(other.id), { ...owner, plate: "OD05AB9001" });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toMatch(/recorded on event EV-/);
    expect((await call("POST", eventPaths.opsPartnerCars(id), { ...owner, plate: "X" })).statusCode).toBe(400);
    expect(
      (await call("POST", eventPaths.opsPartnerCars(id), { ...owner, plate: "OD05AB9002", ownerPhone: "98" }))
        .statusCode,
    ).toBe(400);

    // removed: the shortfall is back, the cars row goes, the plate is free again
    const removed = await call("DELETE", eventPaths.opsPartnerCar(id, p.json().id));
    expect(removed.statusCode).toBe(200);
    expect((await call("GET", eventPaths.opsCapacity(id))).json().totalShortfall).toBe(2);
    expect(await t.database.db.select().from(cars).where(eq(cars.plate, "OD05AB9001"))).toHaveLength(0);
    const moved = await call("POST", eventPaths.opsPartnerCars(other.id), { ...owner, plate: "OD05AB9001" });
    expect(moved.statusCode).toBe(201);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual([
      "event.create",
      "event.quote_draft",
      "event.quote_save",
      "event.partner_car_add",
      "event.partner_car_remove",
    ]);
  });

  it("an event's cars, held by its runs, are not bookable by riders; its own runs do not count against it", async () => {
    const sedans = (await carsOfClass(t.database.db, "sedan")).filter((c) => c.active).length;
    const created = await call("POST", eventPaths.opsEvents, {
      eventType: "conference",
      title: "Conference shuttle",
      client: { name: "Utkal Conferences", phone: uniquePhone() },
      venues: [{ name: "Janata Maidan" }],
      dates: ["2027-03-04"],
    });
    const id = created.json().event.id as string;
    const q = (await call("POST", eventPaths.opsQuotes(id))).json();
    const line = { kind: "cars", basis: "hours", vehicleClass: "sedan", cars: sedans, dates: ["2027-03-04"] };
    await call("PUT", eventPaths.opsQuote(id, q.id), {
      lines: [{ ...line, start: "09:00", end: "17:00" }],
      deposit: { kind: "percent", percent: 30 },
      balanceDueOn: "2027-03-01",
      validUntil: "2027-03-01",
      cancellation: DEFAULT_EVENT_CANCELLATION,
    });
    const window = { vehicleClass: "sedan", start: at("2027-03-04", "12:00"), now: new Date() };
    const check = () =>
      t.database.db.transaction((tx) =>
        assertCarFree(tx, { ...window, holdUntil: new Date(window.start.getTime() + 3 * 3600_000) }),
      );
    await expect(check()).resolves.toBeUndefined(); // before the runs: a rider may book a sedan then
    // the runs (as the deposit's capture makes them): one booking of the event per car, payment state 'event'
    for (let i = 0; i < sedans; i++) {
      const b = await createTestBooking(t.database.db, {
        userId: rider.userId,
        carType: "sedan",
        status: "confirmed",
        start: at("2027-03-04", "09:00"),
        hours: 8,
      });
      await t.database.db.execute(
        sql`UPDATE bookings SET event_id = ${id}, payment_status = ${"event"}::payment_state,
          hold_until = ${new Date(at("2027-03-04", "17:00").getTime() + TURNAROUND_BUFFER_MIN * 60_000)}
          WHERE id = ${b.id}`,
      );
    }
    await expect(check()).rejects.toMatchObject({ status: 409, code: "no_car_free" });
    const cap = (await call("GET", eventPaths.opsCapacity(id))).json();
    expect(cap.rows[0]).toMatchObject({ cars: sedans, heldByOthers: 0, shortfall: 0 });
    const detail = (await call("GET", eventPaths.opsEvent(id))).json();
    expect(detail.runs).toHaveLength(sedans);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.eventId, id))).toHaveLength(sedans);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { eventPaths, opsMessages, opsPaths, type EventRuns, type EventRunView } from "@chauffeur/contracts";
import { auditLog, bookings, eventQuotes, events, rides } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { insertQuote, placeOrder } from "../bookings/test-factories.ts";
import { createTestCar, createTestChauffeur } from "../rides/test-factories.ts";
import { cancelEventRuns, syncEventRuns } from "./runs.service.ts";
import { carsLine, insertPartnerCar, kolkataDate, paidEventWithRuns, runsOf } from "./day.test-support.ts";

/** The day of an event (README "Weddings and events", decision record 023 point 4): runs, capacity, assignment. */
describe("an event's runs", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  const sync = (eventId: string) =>
    t.database.db.transaction((tx) => syncEventRuns(t.app.ctx, tx, { eventId, now: t.clock.now() }));
  const assign = (eventId: string, bookingId: string, body: object, cookie = op.cookie) =>
    t.app.inject({
      method: "POST",
      url: eventPaths.opsAssignRun(eventId, bookingId),
      payload: body,
      headers: { cookie },
    });

  it("makes one run per car per date, idempotently, and a revised quote adds and withdraws the difference", async () => {
    const [d1, d2] = [kolkataDate(t, 20), kolkataDate(t, 21)];
    const ev = await paidEventWithRuns(t, {
      dates: [d1, d2],
      lines: [
        carsLine("sedan", 2, [d1, d2], { note: "Guests from Hotel Trident" }),
        {
          kind: "procession",
          vehicleClass: "suv",
          cars: 1,
          dates: [d1],
          start: "18:00",
          end: "20:00",
          from: "Hotel Swosti",
          to: "Mayfair Lagoon",
        },
      ],
    });
    expect(ev.synced).toEqual({ created: 5, withdrawn: 0 });
    const runs = await runsOf(t, ev.eventId);
    expect(runs).toHaveLength(5);
    for (const r of runs) expect(r).toMatchObject({ status: "pending", paymentStatus: "event", amountPaise: 0 });
    expect(runs[0].pickupAt.toISOString()).toBe(new Date(`${d1}T10:00:00+05:30`).toISOString());
    expect(runs[0].endTime.toISOString()).toBe(new Date(`${d1}T14:00:00+05:30`).toISOString());
    const procession = runs.find((r) => r.vehicleClass === "suv")!;
    expect(procession.eventRun).toEqual({
      lineIndex: 1,
      carIndex: 0,
      date: d1,
      legs: [
        { at: new Date(`${d1}T18:00:00+05:30`).toISOString(), from: "Hotel Swosti", to: "Mayfair Lagoon", note: null },
      ],
    });
    expect(runs[0].eventRun!.legs[0]).toMatchObject({ from: "Mayfair Lagoon", note: "Guests from Hotel Trident" });

    // a second call changes nothing
    expect(await sync(ev.eventId)).toEqual({ created: 0, withdrawn: 0 });
    expect(await runsOf(t, ev.eventId)).toHaveLength(5);

    // a revised quote: one sedan fewer on both days, the procession kept, a shuttle on the second day
    const [v1] = await t.database.db.select().from(eventQuotes).where(eq(eventQuotes.id, ev.quoteId));
    await t.database.db.update(eventQuotes).set({ status: "superseded" }).where(eq(eventQuotes.id, ev.quoteId));
    const [v2] = await t.database.db
      .insert(eventQuotes)
      .values({
        ...v1,
        id: undefined,
        version: 2,
        status: "accepted",
        lines: [
          carsLine("sedan", 1, [d1, d2], { note: "Guests from Hotel Trident" }),
          v1.lines[1],
          {
            kind: "shuttle",
            vehicleClass: "suv",
            cars: 1,
            dates: [d2],
            start: "09:00",
            end: "13:00",
            from: "Hotel Trident",
            to: "Mayfair Lagoon",
            loops: 4,
            kmPerLoop: 12,
          },
        ],
      })
      .returning();
    await t.database.db.update(events).set({ acceptedQuoteId: v2.id }).where(eq(events.id, ev.eventId));
    expect(await sync(ev.eventId)).toEqual({ created: 1, withdrawn: 2 });
    const after = await runsOf(t, ev.eventId);
    expect(after).toHaveLength(4);
    expect(after.filter((r) => r.vehicleClass === "sedan").map((r) => r.eventRun!.carIndex)).toEqual([0, 0]);
    const shuttle = after.find((r) => r.eventRun!.lineIndex === 2)!;
    expect(shuttle.eventRun!.legs).toHaveLength(4);
    expect(shuttle.eventRun!.legs[1].at).toBe(new Date(`${d2}T10:00:00+05:30`).toISOString());
    const withdrawn = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "booking.withdraw"), sql`${auditLog.detail}->>'eventId' = ${ev.eventId}`));
    expect(withdrawn).toHaveLength(2);
    expect(await sync(ev.eventId)).toEqual({ created: 0, withdrawn: 0 });

    // the event cancelled: every run not started is withdrawn, its car freed
    await t.database.db.transaction((tx) =>
      cancelEventRuns(t.app.ctx, tx, { eventId: ev.eventId, now: t.clock.now(), reason: "Event cancelled" }),
    );
    expect(await runsOf(t, ev.eventId)).toHaveLength(0);
  });

  it("holds the event's cars against riders; a run on a partner car does not take one of our cars", async () => {
    // the seeded fleet has two luxury cars; the event takes both for 10:00–18:00
    const day = kolkataDate(t, 30);
    const ev = await paidEventWithRuns(t, {
      dates: [day],
      lines: [carsLine("luxury", 2, [day], { start: "10:00", end: "18:00" })],
    });
    const rider = await createSignedInUser(t);
    const hoursTo = (Date.parse(`${day}T12:00:00+05:30`) - t.clock.now().getTime()) / 3600_000;
    const order = async () =>
      placeOrder(
        t,
        rider.cookie,
        await insertQuote(t, { userId: rider.userId, carType: "luxury", startInHours: hoursTo, hours: 2 }),
      );
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("no_car_free");

    // one run goes to a partner car: one of our two luxury cars is free again
    const partner = await insertPartnerCar(t, ev.eventId, "luxury");
    const chauffeur = await createTestChauffeur(t, { name: "Manoj Behera" });
    const [run] = await runsOf(t, ev.eventId);
    const res = await assign(ev.eventId, run.id, { chauffeurId: chauffeur.id, carId: partner.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EventRunView>()).toMatchObject({
      status: "confirmed",
      car: { plate: partner.plate, partner: true },
    });
    const accepted = await order();
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
  });

  it("assigns a chauffeur and a car to each run, refuses a busy one with 409, audits each assignment", async () => {
    const day = kolkataDate(t, 40);
    const ev = await paidEventWithRuns(t, { dates: [day], lines: [carsLine("sedan", 2, [day])] });
    const [a, b] = [
      await createTestChauffeur(t, { name: "Anil Das" }),
      await createTestChauffeur(t, { name: "Bina Nayak" }),
    ];
    const [x, y] = [await createTestCar(t), await createTestCar(t)];
    const [r1, r2] = await runsOf(t, ev.eventId);

    const list = await t.app.inject({
      method: "GET",
      url: eventPaths.opsRuns(ev.eventId),
      headers: { cookie: op.cookie },
    });
    expect(list.statusCode).toBe(200);
    const runs = list.json<EventRuns>();
    expect(runs.runs.map((r) => r.bookingId)).toEqual([r1.id, r2.id]);
    expect(runs.cars.map((c) => c.id)).toEqual(expect.arrayContaining([x.id, y.id]));
    expect(runs.chauffeurs.map((c) => c.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    expect((await assign(ev.eventId, r1.id, { chauffeurId: a.id, carId: x.id })).statusCode).toBe(200);
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.bookingId, r1.id));
    expect(ride.step).toBe("assigned");
    const busyChauffeur = await assign(ev.eventId, r2.id, { chauffeurId: a.id, carId: y.id });
    expect(busyChauffeur.statusCode).toBe(409);
    expect(busyChauffeur.json().message).toBe(opsMessages.chauffeurTaken("Anil Das"));
    const busyCar = await assign(ev.eventId, r2.id, { chauffeurId: b.id, carId: x.id });
    expect(busyCar.statusCode).toBe(409);
    expect(busyCar.json().message).toBe(opsMessages.carTaken(x.plate));
    const suv = await createTestCar(t, { vehicleClass: "suv" });
    expect((await assign(ev.eventId, r2.id, { chauffeurId: b.id, carId: suv.id })).statusCode).toBe(400);
    expect((await assign(ev.eventId, r2.id, { chauffeurId: "nope", carId: y.id })).statusCode).toBe(400);
    expect((await assign(ev.eventId, r2.id, { chauffeurId: b.id, carId: y.id })).statusCode).toBe(200);
    // a partner car of another event is refused
    const other = await paidEventWithRuns(t, {
      dates: [day],
      lines: [carsLine("sedan", 1, [day], { start: "16:00", end: "18:00" })],
    });
    const foreign = await insertPartnerCar(t, other.eventId, "sedan");
    expect((await assign(ev.eventId, r2.id, { chauffeurId: b.id, carId: foreign.id })).statusCode).toBe(400);
    // a run of another event is not found here; a rider may not assign
    expect((await assign(other.eventId, r1.id, { chauffeurId: b.id, carId: y.id })).statusCode).toBe(404);
    const rider = await createSignedInUser(t);
    expect((await assign(ev.eventId, r1.id, { chauffeurId: b.id, carId: y.id }, rider.cookie)).statusCode).toBe(403);

    // the console's booking actions leave a run to its event's page
    const decline = await t.app.inject({
      method: "POST",
      url: opsPaths.bookingAction(r1.id, "decline"),
      payload: { reason: "Not needed" },
      headers: { cookie: op.cookie },
    });
    expect(decline.statusCode, decline.body).toBe(409);
    const [after1] = await t.database.db.select().from(bookings).where(eq(bookings.id, r1.id));
    expect(after1).toMatchObject({ status: "confirmed", chauffeurId: a.id, carId: x.id });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "event.run_assigned"), eq(auditLog.entityId, ev.eventId)));
    expect(audits).toHaveLength(2);
    expect(audits.every((r) => r.actorUserId === op.userId)).toBe(true);
  });
});

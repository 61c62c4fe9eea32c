import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { driverPaths, ExtrasViewSchema, extrasPaths, ridePaths } from "@chauffeur/contracts";
import { auditLog, bookingExtras, bookings, outboxMessages, refunds } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { reconcile } from "../bookings/index.ts";
import { endRide, extrasOfBooking, hourlyOnTrip, rideAt } from "./extras.test-support.ts";
import { createRideFixture } from "./test-factories.ts";

// Waiting, overrun and no-shows settled at the end of a ride (README "The day of the ride", decision record 010).
describe("rides: extras settled when a ride ends", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const MIN = 60_000;
  const plus = (d: Date, min: number) => new Date(d.getTime() + min * MIN);
  const airport = (arrivedMin: number, startedMin: number) =>
    rideAt(t, {
      step: "started",
      service: "airport-transfer",
      transferType: "airport-to-city",
      arrivedMin,
      startedMin,
    });
  const linesOf = (bookingId: string) =>
    t.database.db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, bookingId));

  it("an airport arrival started 42 minutes after the pickup time: one waiting line of 5 × ₹100, due, itemised", async () => {
    const f = await airport(-5, 42);
    const added = await endRide(t, f.booking.id, "completed", plus(f.pickupAt, 90));
    expect(added).toEqual([
      {
        id: expect.any(String),
        label: "Waiting: 27 min beyond 15 min free, 5 × ₹100 per complete 5 min (GST included)",
        amountPaise: 50_000,
      },
    ]);
    const v = ExtrasViewSchema.parse(await extrasOfBooking(t, f.booking.id, f.rider.cookie));
    expect(v.lines).toEqual([
      expect.objectContaining({ kind: "waiting", minutes: 42, amountPaise: 50_000, status: "due" }),
    ]);
    expect(v).toMatchObject({ duePaise: 50_000, paidPaise: 0, invoices: [], canExtend: false, hourPricePaise: null });
    // the rider's booking view shows what is due (for 'Pay extras' on the card)
    const b = await t.app.inject({
      method: "GET",
      url: `/api/v1/bookings/${f.booking.id}`,
      headers: { cookie: f.rider.cookie },
    });
    expect(b.json().data.extrasDuePaise).toBe(50_000);
    // the rider is sent the bill: the line and the way to pay it
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, f.booking.id), eq(outboxMessages.template, "extras-due")));
    expect(mails.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    expect(mails.find((m) => m.channel === "email")!.text).toContain("Waiting: 27 min beyond 15 min free");
    // settling twice (a retried step) adds nothing
    expect(await endRide(t, f.booking.id, "completed", plus(f.pickupAt, 91))).toEqual([]);
    expect(await linesOf(f.booking.id)).toHaveLength(1);
  });

  it("through the chauffeur app: 'Arrived', 42½ minutes, 'Start trip', 'Complete trip' → the waiting line; a no-show after 34½", async () => {
    const act = (id: string, cookie: string, action: string, payload?: object) =>
      t.app.inject({ method: "POST", url: driverPaths.action(id, action), headers: { cookie }, payload });
    const start = new Date(t.clock.now().getTime() - 60_000);
    const f = await createRideFixture(t, { pin: "2580", start, service: "airport-transfer" });
    await t.database.db
      .update(bookings)
      .set({ trip: { ...f.booking.trip, transferType: "airport-to-city" } })
      .where(eq(bookings.id, f.booking.id));
    const g = await createRideFixture(t, { start, service: "outstation" });
    const base = t.clock.offsetMs();
    try {
      for (const x of [f, g]) {
        const onWay = await act(x.booking.id, x.chauffeur.cookie, "on-my-way", {});
        expect(onWay.statusCode, onWay.body).toBe(200);
        expect((await act(x.booking.id, x.chauffeur.cookie, "arrived")).statusCode).toBe(200);
      }
      t.clock.setOffsetMs(base + 34.5 * MIN);
      const noShow = await act(g.booking.id, g.chauffeur.cookie, "no-show");
      expect(noShow.statusCode, noShow.body).toBe(200);
      t.clock.setOffsetMs(base + 42.5 * MIN);
      expect((await act(f.booking.id, f.chauffeur.cookie, "start", { pin: "2580" })).statusCode).toBe(200);
      t.clock.setOffsetMs(base + 75 * MIN);
      const done = await act(f.booking.id, f.chauffeur.cookie, "complete");
      expect(done.statusCode, done.body).toBe(200);
    } finally {
      t.clock.setOffsetMs(base);
    }
    const v = await extrasOfBooking(t, f.booking.id, f.rider.cookie);
    expect(v.lines).toEqual([
      expect.objectContaining({ kind: "waiting", minutes: 42, amountPaise: 50_000, status: "due" }),
    ]);
    const [noShowLine] = await linesOf(g.booking.id);
    expect(noShowLine).toMatchObject({
      kind: "no_show",
      label: "No-show after 34 min wait: fare kept as per the cancellation policy",
      amountPaise: 0,
    });
    // the fare is kept: reconciliation (which refunds cancelled paid bookings left without a refund) leaves it alone
    await reconcile(t.app.ctx);
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, g.booking.id));
    expect(kept).toMatchObject({ status: "cancelled", paymentStatus: "paid", cancellationFeePaise: kept.amountPaise });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.bookingId, g.booking.id))).toEqual([]);
  });

  it("waits of 15 and 19 minutes are free: no line; 20 minutes is ₹100", async () => {
    for (const [wait, amount] of [
      [15, 0],
      [19, 0],
      [20, 10_000],
    ] as const) {
      const f = await airport(0, wait);
      const added = await endRide(t, f.booking.id, "completed", plus(f.pickupAt, 60));
      expect(added.map((a) => a.amountPaise)).toEqual(amount ? [amount] : []);
    }
  });

  it("an early arrival does not make the rider pay for the chauffeur's own wait", async () => {
    const f = await airport(-40, 14);
    expect(await endRide(t, f.booking.id, "completed", plus(f.pickupAt, 60))).toEqual([]);
  });

  it("a departure to the airport and a city ride have no waiting charge", async () => {
    const departure = await rideAt(t, {
      step: "started",
      service: "airport-transfer",
      transferType: "city-to-airport",
      arrivedMin: 0,
      startedMin: 50,
    });
    expect(await endRide(t, departure.booking.id, "completed", plus(departure.pickupAt, 90))).toEqual([]);
    const city = await rideAt(t, { step: "started", service: "cab-booking", arrivedMin: 0, startedMin: 50 });
    expect(await endRide(t, city.booking.id, "completed", plus(city.pickupAt, 90))).toEqual([]);
  });

  it("a no-show after 34 minutes: a ₹0 line keeps the fare, settled by the fare's payment", async () => {
    const f = await rideAt(t, { step: "arrived", service: "outstation", arrivedMin: -3, startedMin: null });
    const added = await endRide(t, f.booking.id, "no_show", plus(f.pickupAt, 34));
    expect(added).toEqual([
      {
        id: expect.any(String),
        label: "No-show after 34 min wait: fare kept as per the cancellation policy",
        amountPaise: 0,
      },
    ]);
    const [line] = await linesOf(f.booking.id);
    expect(line).toMatchObject({ kind: "no_show", minutes: 34, status: "paid", amountPaise: 0 });
    expect(line.paymentId).not.toBeNull();
    const v = await extrasOfBooking(t, f.booking.id, f.rider.cookie);
    expect(v.duePaise).toBe(0);
  });

  it("an hourly rental that ran beyond its hours: nothing charged, operations get a note in the booking's activity", async () => {
    const f = await hourlyOnTrip(t, 3, 5);
    // started 5 min after pickup, completed 3 h 52 min later: 47 minutes beyond the 3 booked hours
    const added = await endRide(t, f.booking.id, "completed", plus(f.pickupAt, 5 + 227));
    expect(added).toEqual([]);
    expect(await linesOf(f.booking.id)).toHaveLength(0);
    const [note] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.booking.id), eq(auditLog.action, "ride.overrun")));
    expect(note.detail).toMatchObject({ overrunMinutes: 47, bookedHours: 3, extendedHours: 0 });
    expect(JSON.stringify(note.detail)).toContain("Not charged");
  });

  it("an extension nobody answered is closed as declined at completion (never charged)", async () => {
    const f = await hourlyOnTrip(t, 3);
    const ask = await t.app.inject({
      method: "POST",
      url: ridePaths.extension(f.booking.id),
      headers: { cookie: f.rider.cookie },
      payload: { hours: 1 },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    await endRide(t, f.booking.id, "completed", plus(f.pickupAt, 150));
    const [line] = await linesOf(f.booking.id);
    expect(line).toMatchObject({ kind: "extension", status: "declined" });
    expect((await extrasOfBooking(t, f.booking.id, f.rider.cookie)).duePaise).toBe(0);
  });

  it("the extras are the rider's own: another rider 404, a guest 401, a chauffeur 403", async () => {
    const f = await airport(0, 30);
    const other = await createSignedInUser(t);
    const get = (cookie?: string) =>
      t.app.inject({ method: "GET", url: extrasPaths.list(f.booking.id), headers: cookie ? { cookie } : {} });
    expect((await get(other.cookie)).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(401);
    expect((await get(f.chauffeur.cookie)).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: "GET",
      url: extrasPaths.list("not-a-uuid"),
      headers: { cookie: f.rider.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("an operator waives a due line with a reason (audited); riders cannot; a paid or waived line cannot be waived", async () => {
    const f = await airport(0, 40);
    await endRide(t, f.booking.id, "completed", plus(f.pickupAt, 80));
    const [line] = await linesOf(f.booking.id);
    const operator = await createSignedInUser(t, { role: "operator", name: "Ops Anita" });
    const waive = (cookie: string, payload: { reason: string }) =>
      t.app.inject({ method: "POST", url: extrasPaths.waive(f.booking.id, line.id), headers: { cookie }, payload });
    expect((await waive(f.rider.cookie, { reason: "goodwill" })).statusCode).toBe(403);
    const short = await waive(operator.cookie, { reason: "x" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/Say why/);
    const ok = await waive(operator.cookie, { reason: "Flight delayed: goodwill" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().extra).toMatchObject({ id: line.id, status: "waived" });
    expect((await waive(operator.cookie, { reason: "again please" })).statusCode).toBe(409);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.booking.id), eq(auditLog.action, "extras.waive")));
    expect(audit).toMatchObject({ actorUserId: operator.userId, detail: { reason: "Flight delayed: goodwill" } });
    expect((await extrasOfBooking(t, f.booking.id, f.rider.cookie)).duePaise).toBe(0);
  });
});

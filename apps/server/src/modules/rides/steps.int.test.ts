import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, like } from "drizzle-orm";
import {
  RIDE_PIN_MAX_FAILURES,
  driverPaths,
  liveOpsPaths,
  rideMessages,
  type DriverTrip,
  type DriverTripList,
} from "@chauffeur/contracts";
import { auditLog, bookings, liveEvents, outboxMessages, rides } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { listenOnce, openStream } from "./rider-sse.test-support.ts";
import { kolkataDayStart } from "./driver-trips.service.ts";
import { createRideFixture, PICKUP, type RideFixture } from "./test-factories.ts";

/** The chauffeur's steps (decision record 010): the order, the Ride PIN, the no-show wait, audit, messages, live events. */
describe("chauffeur app: a trip step by step", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  const act = (f: RideFixture, action: string, payload?: object, cookie = f.chauffeur.cookie) =>
    t.app.inject({ method: "POST", url: driverPaths.action(f.booking.id, action), payload, headers: { cookie } });
  const rideOf = async (f: RideFixture) =>
    (await t.database.db.select().from(rides).where(eq(rides.bookingId, f.booking.id)))[0];
  const bookingOf = async (f: RideFixture) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, f.booking.id)))[0];
  const messages = (f: RideFixture) =>
    t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, f.booking.id));
  const later = (ms: number) => t.clock.setOffsetMs(t.clock.offsetMs() + ms);

  it("goes On my way → Arrived → Start trip (Ride PIN) → Complete trip, audited, told and announced", async () => {
    const f = await createRideFixture(t, { pin: "3916" });
    const position = { lat: 20.27, lng: 85.83, heading: 90, recordedAt: t.clock.now().toISOString() };
    const onWay = await act(f, "on-my-way", { position });
    expect(onWay.statusCode, onWay.body).toBe(200);
    const trip = onWay.json<DriverTrip>();
    expect(trip).toMatchObject({ step: "on_my_way", nextAction: "arrived", lastPosition: { lat: 20.27, lng: 85.83 } });
    expect(trip.eta).toMatchObject({ to: "pickup" });
    expect(trip.times.onMyWayAt).not.toBeNull();

    expect((await act(f, "arrived")).json().step).toBe("arrived");
    const wrong = await act(f, "start", { pin: "0000" });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      code: "ride_pin_wrong",
      message: `${rideMessages.wrongPin} ${rideMessages.pinTriesLeft(RIDE_PIN_MAX_FAILURES - 1)}`,
    });
    expect((await act(f, "start", { pin: "39" })).statusCode).toBe(400);
    const started = await act(f, "start", { pin: "3916" });
    expect(started.json()).toMatchObject({ step: "started", nextAction: "complete" });
    expect((await bookingOf(f)).status).toBe("ongoing");
    const done = await act(f, "complete");
    expect(done.json()).toMatchObject({ step: "completed", nextAction: null });
    expect((await bookingOf(f)).status).toBe("completed");

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.booking.id), like(auditLog.action, "ride.%")))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual([
      "ride.on-my-way",
      "ride.arrived",
      "ride.pin_wrong",
      "ride.start",
      "ride.complete",
    ]);
    expect(audit.every((a) => a.actorUserId === f.chauffeur.userId)).toBe(true);
    expect(audit[3]).toMatchObject({ before: { step: "arrived", status: "confirmed" }, after: { step: "started" } });

    const sent = await messages(f);
    for (const step of ["on_my_way", "arrived", "started", "completed"]) {
      const of = sent.filter((m) => m.template === `ride.${step}`);
      expect(of.map((m) => m.channel).sort(), step).toEqual(["email", "sms"]);
      expect(of.find((m) => m.channel === "sms")!.toAddress).toBe(f.rider.phone);
    }
    const onWayEmail = sent.find((m) => m.template === "ride.on_my_way" && m.channel === "email")!;
    expect(onWayEmail.text).toContain(`Expected in about ${trip.eta!.minutes} min`);
    expect(onWayEmail.text).toContain(f.car.plate);
    expect(sent.find((m) => m.template === "ride.arrived" && m.channel === "sms")!.text).toContain("30 min free");
    expect(sent.find((m) => m.template === "ride.completed" && m.channel === "email")!.text).toContain("Invoice");

    const events = await t.database.db.select().from(liveEvents).where(eq(liveEvents.kind, "step"));
    const mine = events.filter((e) => (e.data as { bookingId: string }).bookingId === f.booking.id);
    expect(new Set(mine.map((e) => e.topic))).toEqual(
      new Set([`booking:${f.booking.id}`, `chauffeur:${f.chauffeur.id}`, "ops"]),
    );
    expect(mine.filter((e) => e.topic === "ops").map((e) => (e.data as { step: string }).step)).toEqual([
      "on_my_way",
      "arrived",
      "started",
      "completed",
    ]);
  });

  it("refuses a step out of order with a message naming the step", async () => {
    const f = await createRideFixture(t);
    const early = await act(f, "arrived");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "ride_step_illegal",
      message: rideMessages.illegalStep("arrived", "assigned"),
    });
    expect((await act(f, "complete")).statusCode).toBe(409);
    expect((await act(f, "start", { pin: f.pin })).statusCode).toBe(409);
    expect((await act(f, "no-show")).statusCode).toBe(409);
    expect((await act(f, "fly")).statusCode).toBe(404);
    expect((await rideOf(f)).step).toBe("assigned");
    expect((await rideOf(f)).pinFailures).toBe(0);
  });

  it("says a wrong PIN's tries left in the chauffeur's language", async () => {
    const f = await createRideFixture(t, { step: "arrived", pin: "5555" });
    const res = await act(f, "start", { pin: "1234" }, `${f.chauffeur.cookie}; lang=hi-IN`);
    expect(res.json().code).toBe("ride_pin_wrong");
    expect(res.json().message).toContain(`स्टार्ट लॉक होने से पहले ${RIDE_PIN_MAX_FAILURES - 1} कोशिशें बाकी हैं।`);
  });

  it("locks the start after five wrong PINs until an operator resets it; the rider gets the new PIN", async () => {
    const f = await createRideFixture(t, { step: "arrived", pin: "5555" });
    for (let i = 1; i <= RIDE_PIN_MAX_FAILURES; i++) {
      const res = await act(f, "start", { pin: "1234" });
      expect(res.json().code).toBe(i < RIDE_PIN_MAX_FAILURES ? "ride_pin_wrong" : "ride_pin_locked");
      // a wrong PIN says how many tries remain before the start locks
      if (i < RIDE_PIN_MAX_FAILURES)
        expect(res.json()).toMatchObject({
          message: `${rideMessages.wrongPin} ${rideMessages.pinTriesLeft(RIDE_PIN_MAX_FAILURES - i)}`,
        });
    }
    expect(rideMessages.pinTriesLeft(1)).toBe("1 try left before the start is locked.");
    const locked = await act(f, "start", { pin: "5555" });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: "ride_pin_locked", message: rideMessages.pinLocked });

    const byChauffeur = await t.app.inject({
      method: "POST",
      url: liveOpsPaths.resetPin(f.booking.id),
      headers: { cookie: f.chauffeur.cookie },
    });
    expect(byChauffeur.statusCode).toBe(403);
    const reset = await t.app.inject({
      method: "POST",
      url: liveOpsPaths.resetPin(f.booking.id),
      headers: { cookie: op.cookie },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const ride = await rideOf(f);
    expect(ride.pinFailures).toBe(0);
    const sms = (await messages(f)).find((m) => m.template === "ride.pin_reset" && m.channel === "sms")!;
    expect(sms.toAddress).toBe(f.rider.phone);
    expect(sms.text).toContain(ride.pin);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, f.booking.id));
    expect(audit.find((a) => a.action === "ride.pin_reset")?.actorUserId).toBe(op.userId);
    expect((await act(f, "start", { pin: ride.pin })).json().step).toBe("started");
    const late = await t.app.inject({
      method: "POST",
      url: liveOpsPaths.resetPin(f.booking.id),
      headers: { cookie: op.cookie },
    });
    expect(late.statusCode).toBe(409);
  });

  it("records a no-show only after the policy's wait past arrival and pickup, keeping the full fare", async () => {
    const f = await createRideFixture(t, { step: "arrived", start: new Date(t.clock.now().getTime() - 5 * 60_000) });
    const tooEarly = await act(f, "no-show");
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(rideMessages.noShowTooEarly);
    const trip = (
      await t.app.inject({ url: driverPaths.trip(f.booking.id), headers: { cookie: f.chauffeur.cookie } })
    ).json<DriverTrip>();
    expect(new Date(trip.noShowFrom!).getTime()).toBe(f.ride.arrivedAt!.getTime() + 30 * 60_000);
    later(31 * 60_000);
    const res = await act(f, "no-show");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ step: "no_show", nextAction: null });
    const b = await bookingOf(f);
    expect(b).toMatchObject({ status: "cancelled", cancellationFeePaise: b.amountPaise });
    expect((await messages(f)).filter((m) => m.template === "ride.no_show")).toHaveLength(2);
  });

  it("shows a chauffeur only their trips: today, upcoming, and today's ended ones", async () => {
    const now = t.clock.now();
    const a = await createRideFixture(t, { start: new Date(now.getTime() + 60_000) });
    const tomorrow = await createRideFixture(t, {
      chauffeur: a.chauffeur,
      start: new Date(now.getTime() + 30 * 3600_000),
    });
    const ended = await createRideFixture(t, {
      chauffeur: a.chauffeur,
      step: "completed",
      start: new Date(now.getTime() - 3600_000),
    });
    const other = await createRideFixture(t);
    const res = await t.app.inject({ url: driverPaths.trips, headers: { cookie: a.chauffeur.cookie } });
    expect(res.statusCode).toBe(200);
    const list = res.json<DriverTripList>();
    const ids = [...list.today, ...list.upcoming].map((x) => x.id);
    expect(ids).toContain(a.booking.id);
    expect(ids).toContain(ended.booking.id);
    expect(list.upcoming.map((x) => x.id)).toContain(tomorrow.booking.id);
    expect(ids).not.toContain(other.booking.id);
    const item = [...list.today, ...list.upcoming].find((x) => x.id === a.booking.id)!;
    expect(item).toMatchObject({
      riderFirstName: "Priya",
      riderPhone: null,
      pickup: PICKUP,
      car: { plate: a.car.plate, colour: "Pearl White" },
      nextAction: "on-my-way",
    });
    const one = await t.app.inject({ url: driverPaths.trip(a.booking.id), headers: { cookie: a.chauffeur.cookie } });
    expect(one.json().riderPhone).toBe(a.rider.phone);
  });

  it("streams the chauffeur's list: a snapshot, then each step of their trips as it happens", async () => {
    // a trip of today whatever the hour: two hours ahead, or the Asia/Kolkata day's last minute when that is sooner
    // (two hours ahead is tomorrow from 22:00 in Kolkata, and this file's clock runs 31 minutes ahead by now)
    const now = t.clock.now();
    const lastMinute = kolkataDayStart(now).getTime() + 24 * 3600_000 - 60_000;
    const f = await createRideFixture(t, { start: new Date(Math.min(now.getTime() + 2 * 3600_000, lastMinute)) });
    const stream = await openStream(await listenOnce(t), driverPaths.stream, { cookie: f.chauffeur.cookie });
    try {
      expect(stream.status).toBe(200);
      const [snapshot] = await stream.next(1);
      expect(snapshot.event).toBe("snapshot");
      expect((snapshot.data as DriverTripList).today.map((x) => x.id)).toContain(f.booking.id);
      expect((await act(f, "on-my-way")).statusCode).toBe(200);
      const events = await stream.next(2);
      expect(events[1]).toMatchObject({ event: "step", data: { bookingId: f.booking.id, step: "on_my_way" } });
      expect(events[1].id).toMatch(/^\d+$/);
    } finally {
      stream.close();
    }
    const riderTries = await openStream(await listenOnce(t), driverPaths.stream, { cookie: f.rider.cookie });
    expect(riderTries.status).toBe(403);
  });
});

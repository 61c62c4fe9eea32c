import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { RIDE_PIN_REGEX, driverPaths } from "@chauffeur/contracts";
import { auditLog, liveEvents, outboxMessages, rides } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import {
  createRideFixture,
  createTestCar,
  createTestChauffeur,
  signInChauffeur,
  createPendingFixture,
} from "./test-factories.ts";

/**
 * The console and the chauffeur app share one set of rules (decision record 010): confirmation makes the ride and
 * its Ride PIN, reassignment keeps the PIN, and the console's start, complete and no-show move the ride as the
 * chauffeur's buttons do.
 */
describe("console and chauffeur app: the same ride", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  const office = (id: string, action: string, payload: object = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/ops/bookings/${id}/${action}`,
      payload,
      headers: { cookie: op.cookie },
    });
  const rideOf = async (id: string) => (await t.database.db.select().from(rides).where(eq(rides.bookingId, id)))[0];
  const pending = () => createPendingFixture(t);

  it("makes the ride at confirmation and tells the rider the chauffeur, the car and the Ride PIN", async () => {
    const f = await pending();
    const car = await createTestCar(t, { colour: "Midnight Black", model: "Mercedes-Benz E-Class" });
    const ch = await createTestChauffeur(t, { name: "Sunita Behera" });
    const res = await office(f.booking.id, "confirm", { chauffeurId: ch.id, carId: car.id });
    expect(res.statusCode, res.body).toBe(200);
    const ride = await rideOf(f.booking.id);
    expect(ride).toMatchObject({ step: "assigned", pinFailures: 0 });
    expect(ride.pin).toMatch(RIDE_PIN_REGEX);
    const msgs = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, f.booking.id));
    for (const channel of ["email", "sms"]) {
      const m = msgs.find((x) => x.template === "ops.confirmed" && x.channel === channel)!;
      for (const part of ["Sunita Behera", "Mercedes-Benz E-Class", "Midnight Black", car.plate, ride.pin])
        expect(m.text, `${channel}: ${part}`).toContain(part);
    }
    const toChauffeur = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, ch.phone));
    expect(toChauffeur.map((m) => m.template)).toEqual(["ride.chauffeur_assigned"]);
    const events = await t.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.topic, `chauffeur:${ch.id}`));
    expect(events.map((e) => e.kind)).toEqual(["trips"]);
    const chauffeur = await signInChauffeur(t, ch);
    const trip = await t.app.inject({ url: driverPaths.trip(f.booking.id), headers: { cookie: chauffeur.cookie } });
    expect(trip.json()).toMatchObject({ step: "assigned", car: { plate: car.plate, colour: "Midnight Black" } });
  });

  it("keeps the PIN on reassignment: the new chauffeur has the trip, the previous one loses it, both are told", async () => {
    const f = await createRideFixture(t, { step: "on_my_way", pin: "8642" });
    const car = await createTestCar(t);
    const next = await createTestChauffeur(t, { name: "Manas Das" });
    const res = await office(f.booking.id, "reassign", { chauffeurId: next.id, carId: car.id });
    expect(res.statusCode, res.body).toBe(200);
    const ride = await rideOf(f.booking.id);
    expect(ride).toMatchObject({ pin: "8642", step: "assigned", onMyWayAt: null });
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, f.booking.id), eq(outboxMessages.template, "ops.reassigned")));
    expect(sms.find((m) => m.channel === "sms")!.text).toContain("8642");
    const told = async (phone: string) =>
      (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, phone))).map(
        (m) => m.template,
      );
    expect(await told(next.phone)).toEqual(["ride.chauffeur_assigned"]);
    expect(await told(f.chauffeur.phone)).toEqual(["ride.chauffeur_removed"]);
    expect(
      (await t.app.inject({ url: driverPaths.trip(f.booking.id), headers: { cookie: f.chauffeur.cookie } })).statusCode,
    ).toBe(404);
    const moved = await t.app.inject({
      method: "POST",
      url: driverPaths.action(f.booking.id, "arrived"),
      headers: { cookie: f.chauffeur.cookie },
    });
    expect(moved.statusCode).toBe(404);
  });

  it("starts and completes from the office through the same steps: the ride follows and the chauffeur's buttons agree", async () => {
    const f = await createRideFixture(t);
    expect((await office(f.booking.id, "start")).json().status).toBe("ongoing");
    expect(await rideOf(f.booking.id)).toMatchObject({ step: "started" });
    // the chauffeur's app sees the trip under way and may not start it again
    const again = await t.app.inject({
      method: "POST",
      url: driverPaths.action(f.booking.id, "start"),
      payload: { pin: f.pin },
      headers: { cookie: f.chauffeur.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect((await office(f.booking.id, "complete")).json().status).toBe("completed");
    const ride = await rideOf(f.booking.id);
    expect(ride.step).toBe("completed");
    expect(ride.completedAt).not.toBeNull();
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, f.booking.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["booking.complete", "booking.start"]);
    const templates = (
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, f.booking.id))
    ).map((m) => m.template);
    expect(templates.filter((x) => x === "ride.started")).toHaveLength(2);
    expect(templates.filter((x) => x === "ride.completed")).toHaveLength(2);
    // and a completed ride cannot be completed again from either side
    expect((await office(f.booking.id, "complete")).statusCode).toBe(409);
  });

  it("completes from the office a trip the chauffeur started, and records a console no-show on the ride", async () => {
    const f = await createRideFixture(t, { step: "arrived", pin: "1111" });
    const start = await t.app.inject({
      method: "POST",
      url: driverPaths.action(f.booking.id, "start"),
      payload: { pin: "1111" },
      headers: { cookie: f.chauffeur.cookie },
    });
    expect(start.statusCode).toBe(200);
    expect((await office(f.booking.id, "complete")).statusCode).toBe(200);
    expect((await rideOf(f.booking.id)).step).toBe("completed");

    const late = await createRideFixture(t, { start: new Date(t.clock.now().getTime() - 31 * 60_000) });
    const noShow = await office(late.booking.id, "no-show", { note: "Phone switched off" });
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(await rideOf(late.booking.id)).toMatchObject({ step: "no_show" });
  });

  it("records a chauffeur's photo and a car's colour from the console, refusing an address the rider cannot load", async () => {
    const req = (method: "POST" | "PATCH", url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: op.cookie } });
    const made = await req("POST", "/api/v1/ops/chauffeurs", {
      name: "Rekha Nayak",
      phone: "+919437000111",
      licenceNumber: "OD0220200054321",
      licenceExpiry: "2034-06-30",
      photoUrl: "https://images.example.in/rekha.jpg",
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().photoUrl).toBe("https://images.example.in/rekha.jpg");
    const id = made.json().id;
    const bad = await req("PATCH", `/api/v1/ops/chauffeurs/${id}`, { photoUrl: "javascript:alert(1)" });
    expect(bad.statusCode).toBe(400);
    const cleared = await req("PATCH", `/api/v1/ops/chauffeurs/${id}`, { photoUrl: "" });
    expect(cleared.statusCode).toBe(200);
    const car = await createTestCar(t);
    const coloured = await req("PATCH", `/api/v1/ops/cars/${car.id}`, { colour: "Sterling Silver" });
    expect(coloured.statusCode, coloured.body).toBe(200);
    const cars = await t.app.inject({ url: "/api/v1/ops/cars", headers: { cookie: op.cookie } });
    expect(cars.json().cars.find((c: { id: string }) => c.id === car.id).colour).toBe("Sterling Silver");
    const long = await req("PATCH", `/api/v1/ops/cars/${car.id}`, { colour: "x".repeat(41) });
    expect(long.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { schedulePaths } from "@chauffeur/contracts";
import { auditLog } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createRideFixture, createTestCar } from "../rides/test-factories.ts";

/** A car's unavailable periods through HTTP: validation, the clash warning, removal, audit rows, operators only. */
describe("dispatch: a car's unavailable periods", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  const asOp = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: op.cookie } });
  const at = (hours: number) => new Date(t.clock.now().getTime() + hours * 3600_000).toISOString();

  it("warns of the bookings already holding the car in the period, lists and removes it, audited", async () => {
    const ride = await createRideFixture(t, { start: new Date(Date.parse(at(26))) });
    const url = schedulePaths.carUnavailability(ride.car.id);
    const res = await asOp("POST", url, {
      reason: "service",
      startsAt: at(24),
      endsAt: at(30),
      note: "30,000 km service",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().period).toMatchObject({ reason: "service", note: "30,000 km service", carId: ride.car.id });
    expect(res.json().clashes).toEqual([
      { bookingId: ride.booking.id, reference: ride.booking.reference, startTime: ride.booking.pickupAt.toISOString() },
    ]);
    // a period clear of the booking: no clash
    const clear = await asOp("POST", url, { reason: "puc", startsAt: at(48), endsAt: at(50) });
    expect(clear.json().clashes).toEqual([]);
    const list = (await asOp("GET", url)).json().periods;
    expect(list.map((p: { reason: string }) => p.reason)).toEqual(["puc", "service"]);

    const removed = await asOp("DELETE", schedulePaths.carUnavailabilityItem(ride.car.id, clear.json().period.id));
    expect(removed.json()).toEqual({ success: true });
    expect((await asOp("GET", url)).json().periods).toHaveLength(1);
    const actions = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "car"), eq(auditLog.entityId, ride.car.id)));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "car.unavailability.add",
      "car.unavailability.add",
      "car.unavailability.remove",
    ]);
    expect(actions[0]).toMatchObject({ actorUserId: op.userId });
  });

  it("answers 400 for an end before the start or an unknown reason, 404 for an unknown car or period", async () => {
    const car = await createTestCar(t);
    const url = schedulePaths.carUnavailability(car.id);
    const backwards = await asOp("POST", url, { reason: "repair", startsAt: at(10), endsAt: at(5) });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain("The end must be after the start");
    const reason = await asOp("POST", url, { reason: "holiday", startsAt: at(1), endsAt: at(5) });
    expect(reason.statusCode).toBe(400);
    expect(JSON.stringify(reason.json())).toContain("Choose a reason");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await asOp("GET", schedulePaths.carUnavailability(unknown))).statusCode).toBe(404);
    expect((await asOp("DELETE", schedulePaths.carUnavailabilityItem(car.id, unknown))).statusCode).toBe(404);
  });

  it("is for operators only", async () => {
    const car = await createTestCar(t);
    const rider = await createSignedInUser(t, { name: "Priya Rider" });
    const url = schedulePaths.carUnavailability(car.id);
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: rider.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url, payload: {} })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { driverPaths, rideMessages } from "@chauffeur/contracts";
import { ridePositions, rides } from "../../db/schema/index.ts";
import type { LiveEvent } from "../live/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createRideFixture, type RideFixture } from "./test-factories.ts";

/** Positions from the chauffeur app (decision record 010): who may send them, when, the trail, distance, ETA, purge. */
describe("chauffeur app: positions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (f: RideFixture, positions: object[], cookie = f.chauffeur.cookie) =>
    t.app.inject({
      method: "POST",
      url: driverPaths.positions(f.booking.id),
      payload: { positions },
      headers: { cookie },
    });
  const at = (secondsAgo: number) => new Date(t.clock.now().getTime() - secondsAgo * 1000).toISOString();
  const rideOf = async (f: RideFixture) =>
    (await t.database.db.select().from(rides).where(eq(rides.bookingId, f.booking.id)))[0];
  const trail = (f: RideFixture) =>
    t.database.db.select().from(ridePositions).where(eq(ridePositions.bookingId, f.booking.id));

  it("stores a batch, moves the latest position and distance, measures the ETA and publishes the newest point", async () => {
    const f = await createRideFixture(t, { step: "on_my_way" });
    const seen: LiveEvent[] = [];
    const stop = t.app.ctx.live.subscribe([`booking:${f.booking.id}`, "ops"], (e) => seen.push(e));
    // sent out of order, as a phone that kept them offline might
    const res = await send(f, [
      { lat: 20.27, lng: 85.83, recordedAt: at(10), heading: 180, speed: 9.5, accuracy: 12 },
      { lat: 20.26, lng: 85.83, recordedAt: at(30) },
      { lat: 20.28, lng: 85.83, recordedAt: at(20) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 3 });
    const ride = await rideOf(f);
    expect(ride).toMatchObject({ lastLat: 20.27, lastLng: 85.83, lastHeading: 180, etaTo: "pickup" });
    // 20.26 → 20.28 → 20.27: about 2.2 km + 1.1 km
    expect(ride.distanceM).toBeGreaterThan(3200);
    expect(ride.distanceM).toBeLessThan(3500);
    expect(ride.etaMinutes).toBeGreaterThan(0);
    expect(await trail(f)).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 50));
    stop();
    const positions = seen.filter((e) => e.kind === "position");
    expect(positions.map((e) => e.topic).sort()).toEqual([`booking:${f.booking.id}`, "ops"]);
    expect(positions[0].data).toMatchObject({
      bookingId: f.booking.id,
      position: { lat: 20.27, lng: 85.83, heading: 180 },
      eta: { to: "pickup", minutes: ride.etaMinutes },
    });

    // within 30 s the ETA is not measured again; an older point adds to the trail but moves nothing
    const computedAt = ride.etaComputedAt;
    t.clock.setOffsetMs(t.clock.offsetMs() + 5000);
    expect((await send(f, [{ lat: 20.25, lng: 85.8, recordedAt: at(60) }])).json()).toEqual({ accepted: 1 });
    const after = await rideOf(f);
    expect(after.etaComputedAt).toEqual(computedAt);
    expect(after.lastLat).toBe(20.27);
    expect(after.distanceM).toBe(ride.distanceM);
    t.clock.setOffsetMs(t.clock.offsetMs() + 30_000);
    await send(f, [{ lat: 20.25, lng: 85.82, recordedAt: at(1) }]);
    expect((await rideOf(f)).etaComputedAt!.getTime()).toBeGreaterThan(computedAt!.getTime());
  });

  it("measures the ETA to the drop-off once the trip has started", async () => {
    const f = await createRideFixture(t, { step: "started" });
    expect((await send(f, [{ lat: 20.25, lng: 85.82, recordedAt: at(1) }])).statusCode).toBe(200);
    expect((await rideOf(f)).etaTo).toBe("drop-off");
  });

  it("refuses positions before 'On my way' and after the trip, from the future or from before setting off", async () => {
    const assigned = await createRideFixture(t);
    const early = await send(assigned, [{ lat: 20.2, lng: 85.8, recordedAt: at(1) }]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(rideMessages.notTracking);
    const done = await createRideFixture(t, { step: "completed" });
    expect((await send(done, [{ lat: 20.2, lng: 85.8, recordedAt: at(1) }])).statusCode).toBe(409);

    const f = await createRideFixture(t, { step: "on_my_way" });
    const future = await send(f, [{ lat: 20.2, lng: 85.8, recordedAt: at(-600) }]);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(rideMessages.positionTime);
    const beforeSetOff = await send(f, [
      { lat: 20.2, lng: 85.8, recordedAt: at(1) },
      { lat: 20.2, lng: 85.8, recordedAt: at(3600) },
    ]);
    expect(beforeSetOff.statusCode).toBe(400);
    expect(await trail(f)).toHaveLength(0); // nothing of a refused batch is kept
    for (const bad of [[], [{ lat: 95, lng: 85.8, recordedAt: at(1) }], [{ lat: 20.2, lng: 85.8, recordedAt: "soon" }]])
      expect((await send(f, bad)).statusCode).toBe(400);
    expect(
      (
        await send(
          f,
          Array.from({ length: 51 }, () => ({ lat: 20.2, lng: 85.8, recordedAt: at(1) })),
        )
      ).statusCode,
    ).toBe(400);
  });

  it("refuses positions from another chauffeur, a rider or a guest", async () => {
    const f = await createRideFixture(t, { step: "on_my_way" });
    const other = await createRideFixture(t, { step: "on_my_way" });
    const p = [{ lat: 20.2, lng: 85.8, recordedAt: at(1) }];
    const wrong = await send(f, p, other.chauffeur.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(rideMessages.notYourTrip);
    expect((await send(f, p, f.rider.cookie)).statusCode).toBe(403);
    const op = await createSignedInUser(t, { role: "operator" });
    expect((await send(f, p, op.cookie)).statusCode).toBe(403);
    expect((await send(f, p, "")).statusCode).toBe(401);
    expect(await trail(f)).toHaveLength(0);
    expect((await rideOf(f)).lastLat).toBeNull();
  });

  it("deletes trails 30 days after the trip, keeping distance and times", async () => {
    const old = await createRideFixture(t, { step: "on_my_way" });
    const recent = await createRideFixture(t, { step: "on_my_way" });
    for (const f of [old, recent]) {
      await send(f, [
        { lat: 20.2, lng: 85.8, recordedAt: at(20) },
        { lat: 20.21, lng: 85.8, recordedAt: at(10) },
      ]);
      await t.database.db
        .update(rides)
        .set({ step: "completed", completedAt: t.clock.now() })
        .where(eq(rides.bookingId, f.booking.id));
    }
    await t.database.db
      .update(rides)
      .set({ completedAt: new Date(t.clock.now().getTime() - 31 * 86_400_000) })
      .where(eq(rides.bookingId, old.booking.id));
    const before = await rideOf(old);
    const out = await t.app.ctx.scheduler.runNow("rides.purge-trails");
    expect(out).toMatch(/purged the trails of 1 rides \(2 positions\)/);
    expect(await trail(old)).toHaveLength(0);
    expect(await trail(recent)).toHaveLength(2);
    const after = await rideOf(old);
    expect(after.trailPurgedAt).not.toBeNull();
    expect(after).toMatchObject({
      distanceM: before.distanceM,
      onMyWayAt: before.onMyWayAt,
      completedAt: before.completedAt,
    });
    expect(after.distanceM).toBeGreaterThan(1000);
    expect(await t.app.ctx.scheduler.runNow("rides.purge-trails")).toMatch(/of 0 rides/);
  });
});

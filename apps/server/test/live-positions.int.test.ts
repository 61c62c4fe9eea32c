import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverPaths } from "@chauffeur/contracts";
import { ridePositions, rides } from "../src/db/schema/index.ts";
import type { LiveEvent } from "../src/modules/live/index.ts";
import { haversineM } from "../src/modules/rides/positions.service.ts";
import { createRideFixture, type RideFixture } from "../src/modules/rides/test-factories.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

/**
 * Positions posted at the same moment by many phones are checked and written together (one statement for the
 * requests arriving together); each request still gets its own answer, each ride its own trail, latest position and
 * distance, and each rider's stream its own car. Two requests for one ride in the same moment both land.
 */
describe("positions arriving together", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("are written per ride and published to each ride's topic, whatever arrives in the same batch", async () => {
    const fixtures: RideFixture[] = [];
    for (let i = 0; i < 6; i++) fixtures.push(await createRideFixture(t, { step: i % 2 ? "started" : "on_my_way" }));
    const seen: LiveEvent[] = [];
    const stop = t.app.ctx.live.subscribe(
      fixtures.map((f) => `booking:${f.booking.id}`),
      (e) => seen.push(e),
    );
    const at = (secondsAgo: number) => new Date(t.clock.now().getTime() - secondsAgo * 1000).toISOString();
    const post = (f: RideFixture, positions: object[]) =>
      t.app.inject({
        method: "POST",
        url: driverPaths.positions(f.booking.id),
        payload: { positions },
        headers: { cookie: f.chauffeur.cookie },
      });
    // every ride's phone posts at once; the first ride's phone twice (a retry racing the next reading)
    const first = fixtures[0]!;
    const newestAt = at(5);
    const answers = await Promise.all([
      ...fixtures.map((f, i) => post(f, [{ lat: 20.2 + i * 0.01, lng: 85.8, recordedAt: at(20) }])),
      post(first, [
        { lat: 20.25, lng: 85.8, recordedAt: at(10) },
        { lat: 20.26, lng: 85.8, recordedAt: newestAt },
      ]),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(7).fill(200));
    expect(answers.map((a) => a.json().accepted)).toEqual([1, 1, 1, 1, 1, 1, 2]);

    const ids = fixtures.map((f) => f.booking.id);
    const trail = await t.database.db.select().from(ridePositions).where(inArray(ridePositions.bookingId, ids));
    expect(trail).toHaveLength(8);
    const byRide = new Map(
      (await t.database.db.select().from(rides).where(inArray(rides.bookingId, ids))).map((r) => [r.bookingId, r]),
    );
    fixtures
      .slice(1)
      .forEach((f, i) => expect(byRide.get(f.booking.id)).toMatchObject({ lastLat: 20.2 + (i + 1) * 0.01 }));
    // the first ride ends at its newest point, whichever request was written first
    const ride = byRide.get(first.booking.id)!;
    expect(ride.lastLat).toBe(20.26);
    expect(ride.distanceM).toBeGreaterThanOrEqual(
      Math.round(haversineM({ lat: 20.25, lng: 85.8 }, { lat: 20.26, lng: 85.8 })) - 1,
    );

    await new Promise((r) => setTimeout(r, 50));
    stop();
    for (const f of fixtures.slice(1)) {
      const mine = seen.filter((e) => e.kind === "position" && e.topic === `booking:${f.booking.id}`);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.data).toMatchObject({ bookingId: f.booking.id });
    }
    const firstEvents = seen.filter((e) => e.topic === `booking:${first.booking.id}`);
    expect(firstEvents.length).toBeGreaterThanOrEqual(1);
    expect(firstEvents.at(-1)!.data).toMatchObject({ position: { lat: 20.26 } });
    const [after] = await t.database.db.select().from(rides).where(eq(rides.bookingId, first.booking.id));
    expect(after!.lastPositionAt!.toISOString()).toBe(newestAt);
  });
});

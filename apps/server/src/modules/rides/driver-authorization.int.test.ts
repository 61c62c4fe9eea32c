import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { driverPaths, liveOpsPaths } from "@chauffeur/contracts";
import { rides } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createRideFixture, type RideFixture } from "./test-factories.ts";

/**
 * Who may use the chauffeur app's API (issue "Must show": authorization tests): chauffeurs only, each on their own
 * trips; riders, operators and guests are refused on every endpoint, whatever they send.
 */
describe("chauffeur app: authorization", () => {
  let t: TestApp;
  let mine: RideFixture;
  let theirs: RideFixture;
  let rider: { cookie: string };
  let operator: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    mine = await createRideFixture(t, { step: "arrived", pin: "2468" });
    theirs = await createRideFixture(t, { step: "arrived", pin: "1357" });
    rider = mine.rider;
    operator = await createSignedInUser(t, { role: "operator" });
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  const protectedEndpoints = (id: string): Array<["GET" | "POST", string, object?]> => [
    ["GET", driverPaths.me],
    ["GET", driverPaths.trips],
    ["GET", driverPaths.trip(id)],
    ["GET", driverPaths.stream],
    ["POST", driverPaths.signOut],
    ["POST", driverPaths.action(id, "on-my-way")],
    ["POST", driverPaths.action(id, "arrived")],
    ["POST", driverPaths.action(id, "start"), { pin: "2468" }],
    ["POST", driverPaths.action(id, "complete")],
    ["POST", driverPaths.action(id, "no-show")],
    [
      "POST",
      driverPaths.positions(id),
      { positions: [{ lat: 20.2, lng: 85.8, recordedAt: new Date().toISOString() }] },
    ],
  ];

  it("answers a guest 401 on every chauffeur endpoint, even with a body that does not validate", async () => {
    for (const [method, url, payload] of protectedEndpoints(mine.booking.id)) {
      expect((await call(method, url, "", payload)).statusCode, url).toBe(401);
      if (method === "POST") expect((await call(method, url, "", { junk: true })).statusCode, url).toBe(401);
    }
  });

  it("answers a rider and an operator 403 on every chauffeur endpoint", async () => {
    for (const who of [rider, operator])
      for (const [method, url, payload] of protectedEndpoints(mine.booking.id)) {
        const res = await call(method, url, who.cookie, payload);
        expect(res.statusCode, url).toBe(403);
      }
    // and nothing moved
    expect((await t.database.db.select().from(rides).where(eq(rides.bookingId, mine.booking.id)))[0].step).toBe(
      "arrived",
    );
  });

  it("hides another chauffeur's trip: not found to read or to act on, refused for positions", async () => {
    const cookie = mine.chauffeur.cookie;
    const id = theirs.booking.id;
    const read = await call("GET", driverPaths.trip(id), cookie);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain(theirs.booking.reference);
    for (const [action, payload] of [["start", { pin: "1357" }], ["no-show"], ["arrived"], ["complete"]] as const) {
      const res = await call("POST", driverPaths.action(id, action), cookie, payload);
      expect(res.statusCode, action).toBe(404);
    }
    const pos = await call("POST", driverPaths.positions(id), cookie, {
      positions: [{ lat: 20.2, lng: 85.8, recordedAt: new Date().toISOString() }],
    });
    expect(pos.statusCode).toBe(403);
    const list = await call("GET", driverPaths.trips, cookie);
    expect(list.body).not.toContain(id);
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.bookingId, id));
    expect(ride).toMatchObject({ step: "arrived", pinFailures: 0, lastLat: null });
    // an unknown trip reads the same as another's; a malformed id is a clear 400
    expect((await call("GET", driverPaths.trip("7f1c3c3e-0000-4000-8000-000000000000"), cookie)).statusCode).toBe(404);
    expect((await call("GET", driverPaths.trip("nope"), cookie)).statusCode).toBe(400);
  });

  it("keeps the Ride PIN reset for operators", async () => {
    for (const cookie of ["", rider.cookie, mine.chauffeur.cookie]) {
      const res = await call("POST", liveOpsPaths.resetPin(mine.booking.id), cookie);
      expect(res.statusCode).toBe(cookie ? 403 : 401);
    }
  });
});

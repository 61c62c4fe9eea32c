import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ChauffeurRatingsListSchema,
  ChauffeurRatingsSchema,
  liveOpsPaths,
  type ChauffeurRatings,
} from "@chauffeur/contracts";
import { rideRatings } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createTestChauffeur } from "../ops/test-factories.ts";
import { frozenClock } from "./board.test-support.ts";
import { createRideFixture, type RideFixture } from "./test-factories.ts";

const MIN = 60_000;

describe("chauffeurs' ratings in the console", () => {
  let t: TestApp;
  let op: string;
  let rated: RideFixture["chauffeur"];
  const references: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ clock: frozenClock() });
    op = (await createSignedInUser(t, { role: "operator" })).cookie;
    const first = await createRideFixture(t, { step: "completed", chauffeurName: "Ravi Behera" });
    rated = first.chauffeur;
    // seven rides rated 5, 4, 5, 2, 5, 4, 5 (average 4.29); the 2nd has no comment, the 6th an empty one
    const stars = [5, 4, 5, 2, 5, 4, 5];
    for (const [i, s] of stars.entries()) {
      const f = i === 0 ? first : await createRideFixture(t, { step: "completed", chauffeur: rated });
      references.push(f.booking.reference);
      await t.database.db.insert(rideRatings).values({
        bookingId: f.booking.id,
        chauffeurId: rated.id,
        userId: f.rider.userId,
        stars: s,
        comment: i === 1 ? null : i === 5 ? "" : `Ride ${i + 1}: ${s} stars`,
        createdAt: new Date(t.clock.now().getTime() + i * MIN),
      });
    }
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, schema: { parse(v: unknown): T }) => {
    const res = await t.app.inject({ method: "GET", url, headers: { cookie: op } });
    expect(res.statusCode, url).toBe(200);
    return schema.parse(res.json());
  };

  it("gives a chauffeur's average, the count and the five latest comments, newest first", async () => {
    const r: ChauffeurRatings = await get(liveOpsPaths.chauffeurRatings(rated.id), ChauffeurRatingsSchema);
    expect(r.average).toBeCloseTo(4.29, 2);
    expect(r.count).toBe(7);
    expect(r.recent.map((c) => c.comment)).toEqual([
      "Ride 7: 5 stars",
      "Ride 5: 5 stars",
      "Ride 4: 2 stars",
      "Ride 3: 5 stars",
      "Ride 1: 5 stars",
    ]);
    expect(r.recent[0]).toMatchObject({ stars: 5, reference: references[6] });
  });

  it("answers a chauffeur without ratings with no average, and an unknown one with 404", async () => {
    const fresh = await createTestChauffeur(t.database.db);
    expect(await get(liveOpsPaths.chauffeurRatings(fresh.id), ChauffeurRatingsSchema)).toEqual({
      average: null,
      count: 0,
      recent: [],
    });
    const unknown = await t.app.inject({
      method: "GET",
      url: liveOpsPaths.chauffeurRatings("00000000-0000-4000-8000-000000000000"),
      headers: { cookie: op },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "GET",
      url: liveOpsPaths.chauffeurRatings("ravi"),
      headers: { cookie: op },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("lists every rated chauffeur in one read for the fleet page", async () => {
    const other = await createRideFixture(t, { step: "completed", chauffeurName: "Sunita Das" });
    await t.database.db.insert(rideRatings).values({
      bookingId: other.booking.id,
      chauffeurId: other.chauffeur.id,
      stars: 3,
      comment: "Arrived late but drove well",
    });
    const { chauffeurs } = await get(liveOpsPaths.ratings, ChauffeurRatingsListSchema);
    const byId = new Map(chauffeurs.map((c) => [c.chauffeurId, c]));
    expect(byId.get(rated.id)).toMatchObject({ count: 7 });
    expect(byId.get(rated.id)?.recent).toHaveLength(5);
    expect(byId.get(other.chauffeur.id)).toMatchObject({
      average: 3,
      count: 1,
      recent: [{ stars: 3, comment: "Arrived late but drove well", reference: other.booking.reference }],
    });
  });
});

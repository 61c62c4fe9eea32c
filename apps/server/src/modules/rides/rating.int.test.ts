import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ridePaths, rideMessages } from "@chauffeur/contracts";
import { auditLog, opsAlerts, rideRatings } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createRideFixture } from "./test-factories.ts";

// Ratings (README "The day of the ride"): once per completed ride, kept with the chauffeur; 2 stars or fewer alert.
describe("rides: rating a ride", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rate = (id: string, payload: object, cookie?: string) =>
    t.app.inject({ method: "POST", url: ridePaths.rating(id), payload, headers: cookie ? { cookie } : {} });
  const alertsOf = (id: string) =>
    t.database.db
      .select()
      .from(opsAlerts)
      .where(and(eq(opsAlerts.bookingId, id), eq(opsAlerts.kind, "low_rating")));

  it("stores a completed ride's rating with its chauffeur, once, and shows it on the trip", async () => {
    const f = await createRideFixture(t, { step: "completed" });
    const res = await rate(f.booking.id, { stars: 5, comment: "  Smooth and on time  " }, f.rider.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: rideMessages.ratingThanks,
      rating: { stars: 5, comment: "Smooth and on time" },
    });
    const [row] = await t.database.db.select().from(rideRatings).where(eq(rideRatings.bookingId, f.booking.id));
    expect(row).toMatchObject({ stars: 5, chauffeurId: f.chauffeur.id, userId: f.rider.userId });
    expect(await alertsOf(f.booking.id)).toHaveLength(0);

    const again = await rate(f.booking.id, { stars: 1 }, f.rider.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(rideMessages.alreadyRated);
    const view = await t.app.inject({
      method: "GET",
      url: ridePaths.ride(f.booking.id),
      headers: { cookie: f.rider.cookie },
    });
    expect(view.json()).toMatchObject({ rating: { stars: 5, comment: "Smooth and on time" }, canRate: false });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.booking.id), eq(auditLog.action, "ride.rating")));
    expect(audit).toHaveLength(1);
  });

  it("alerts operations on 2 stars or fewer (without a comment too)", async () => {
    const f = await createRideFixture(t, { step: "completed", chauffeurName: "Suresh Das" });
    expect((await rate(f.booking.id, { stars: 2, comment: "Late and rude" }, f.rider.cookie)).statusCode).toBe(200);
    const [alert] = await alertsOf(f.booking.id);
    expect(alert!.message).toBe(`2-star rating for Suresh Das on ${f.booking.reference}: "Late and rude"`);
    const g = await createRideFixture(t, { step: "completed" });
    expect((await rate(g.booking.id, { stars: 1 }, g.rider.cookie)).statusCode).toBe(200);
    expect(await alertsOf(g.booking.id)).toHaveLength(1);
    const h = await createRideFixture(t, { step: "completed" });
    expect((await rate(h.booking.id, { stars: 3 }, h.rider.cookie)).statusCode).toBe(200);
    expect(await alertsOf(h.booking.id)).toHaveLength(0);
  });

  it("refuses rides not completed (409) and a no-show", async () => {
    for (const step of ["assigned", "started", "no_show"] as const) {
      const f = await createRideFixture(t, { step });
      const res = await rate(f.booking.id, { stars: 4 }, f.rider.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(rideMessages.rateOnlyCompleted);
    }
  });

  it("validates the stars and the comment (400) and refuses others (404, 401, 403)", async () => {
    const f = await createRideFixture(t, { step: "completed" });
    for (const payload of [{ stars: 0 }, { stars: 6 }, { stars: 4.5 }, {}, { stars: 4, comment: "x".repeat(501) }]) {
      const res = await rate(f.booking.id, payload, f.rider.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const bad = await rate(f.booking.id, { stars: 9 }, f.rider.cookie);
    expect(JSON.stringify(bad.json())).toContain("Choose 1 to 5 stars");
    const other = await createSignedInUser(t);
    expect((await rate(f.booking.id, { stars: 4 }, other.cookie)).statusCode).toBe(404);
    expect((await rate(f.booking.id, { stars: 4 })).statusCode).toBe(401);
    expect((await rate(f.booking.id, { stars: 4 }, f.chauffeur.cookie)).statusCode).toBe(403);
    expect(await t.database.db.select().from(rideRatings).where(eq(rideRatings.bookingId, f.booking.id))).toHaveLength(
      0,
    );
  });
});

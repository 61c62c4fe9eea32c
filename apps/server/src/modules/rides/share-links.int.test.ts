import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ridePaths,
  rideMessages,
  SHARE_LINK_GRACE_MS,
  SharedTripViewSchema,
  ShareCreatedSchema,
  sharedTripPaths,
} from "@chauffeur/contracts";
import { auditLog, bookings, rides, rideShares } from "../../db/schema/index.ts";
import { sha256Hex } from "../../lib/crypto.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { liveTopics, recordLiveEvent } from "../live/index.ts";
import { createRideFixture, type RideFixture } from "./test-factories.ts";
import { listenOnce, openStream } from "./rider-sse.test-support.ts";

// 'Share trip' (README "The day of the ride"): unguessable read-only links, revocable, gone an hour after the trip.
describe("rides: share links and the signed-out share page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { PUBLIC_BASE_URL: "https://rides.example.in" } });
  });
  afterAll(() => t.close());

  const req = (method: "GET" | "POST" | "DELETE", url: string, cookie?: string, remoteAddress?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(remoteAddress ? { remoteAddress } : {}) });
  const share = async (f: RideFixture) => {
    const res = await req("POST", ridePaths.shares(f.booking.id), f.rider.cookie);
    expect(res.statusCode).toBe(200);
    const body = ShareCreatedSchema.parse(res.json());
    const token = body.share.url.split("/shared-trip/")[1]!;
    return { ...body.share, token };
  };

  it("creates a link once (only the token's hash kept), shows the trip signed out and lists it", async () => {
    const f = await createRideFixture(t, { riderName: "Priya Mohanty", chauffeurName: "Bikash Kumar Sahoo" });
    const s = await share(f);
    expect(s.url).toMatch(/^https:\/\/rides\.example\.in\/shared-trip\/[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select().from(rideShares).where(eq(rideShares.id, s.id));
    expect(row).toMatchObject({ tokenHash: sha256Hex(s.token), reason: "rider", createdBy: f.rider.userId });
    expect(JSON.stringify(row)).not.toContain(s.token);

    const res = await req("GET", sharedTripPaths.view(s.token));
    expect(res.statusCode).toBe(200);
    const v = SharedTripViewSchema.parse(res.json());
    expect(v).toMatchObject({ status: "confirmed", step: "assigned", chauffeurFirstName: "Bikash" });
    expect(v.car?.plate).toBe(f.car.plate);
    // nothing about the rider, and of the chauffeur the first name only; no PIN
    const raw = res.body;
    for (const secret of ["Priya", f.rider.phone, f.rider.email, f.chauffeur.phone, "Sahoo", f.pin, f.booking.id])
      expect(raw).not.toContain(secret);

    const list = await req("GET", ridePaths.shares(f.booking.id), f.rider.cookie);
    expect(list.json().shares).toEqual([{ id: s.id, url: null, createdAt: s.createdAt, expiresAt: null }]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.booking.id), eq(auditLog.action, "ride.share_create")));
    expect(audit).toHaveLength(1);
  });

  it("revokes a link (audited): it answers 404 'expired or revoked' at once", async () => {
    const f = await createRideFixture(t, { step: "started" });
    const s = await share(f);
    const other = await createSignedInUser(t);
    expect((await req("DELETE", ridePaths.share(f.booking.id, s.id), other.cookie)).statusCode).toBe(404);
    const res = await req("DELETE", ridePaths.share(f.booking.id, s.id), f.rider.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(rideMessages.shareRevoked);
    const gone = await req("GET", sharedTripPaths.view(s.token));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(rideMessages.shareGone);
    expect((await req("DELETE", ridePaths.share(f.booking.id, s.id), f.rider.cookie)).statusCode).toBe(404);
    expect((await req("GET", ridePaths.shares(f.booking.id), f.rider.cookie)).json().shares).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.booking.id), eq(auditLog.action, "ride.share_revoke")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(f.rider.userId);
  });

  it("keeps working until an hour after the trip ends, then answers 404", async () => {
    const f = await createRideFixture(t, { step: "started" });
    const s = await share(f);
    const ended = t.clock.now();
    await t.database.db
      .update(rides)
      .set({ step: "completed", completedAt: ended })
      .where(eq(rides.bookingId, f.booking.id));
    await t.database.db.update(bookings).set({ status: "completed" }).where(eq(bookings.id, f.booking.id));
    const still = await req("GET", sharedTripPaths.view(s.token));
    expect(still.statusCode).toBe(200);
    expect(still.json()).toMatchObject({ status: "completed", step: "completed", position: null, eta: null });
    const list = await req("GET", ridePaths.shares(f.booking.id), f.rider.cookie);
    expect(list.json().shares[0].expiresAt).toBe(new Date(ended.getTime() + SHARE_LINK_GRACE_MS).toISOString());
    // no new links once the trip is over
    const late = await req("POST", ridePaths.shares(f.booking.id), f.rider.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(rideMessages.shareUnavailable);

    t.clock.setOffsetMs(SHARE_LINK_GRACE_MS + 1000);
    try {
      const gone = await req("GET", sharedTripPaths.view(s.token));
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(rideMessages.shareGone);
      expect((await req("GET", ridePaths.shares(f.booking.id), f.rider.cookie)).json().shares).toEqual([]);
    } finally {
      t.clock.setOffsetMs(0);
    }
  });

  it("refuses links for unconfirmed bookings and other riders; answers unknown tokens 404; guests 401", async () => {
    const f = await createRideFixture(t);
    const other = await createSignedInUser(t);
    expect((await req("POST", ridePaths.shares(f.booking.id), other.cookie)).statusCode).toBe(404);
    expect((await req("GET", ridePaths.shares(f.booking.id), other.cookie)).statusCode).toBe(404);
    expect((await req("POST", ridePaths.shares(f.booking.id))).statusCode).toBe(401);
    expect((await req("POST", ridePaths.shares(f.booking.id), f.chauffeur.cookie)).statusCode).toBe(403);
    await t.database.db.update(bookings).set({ status: "pending" }).where(eq(bookings.id, f.booking.id));
    expect((await req("POST", ridePaths.shares(f.booking.id), f.rider.cookie)).statusCode).toBe(409);
    for (const token of ["x", "A".repeat(43), "../../etc", "%00"]) {
      const res = await req("GET", sharedTripPaths.view(token));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(rideMessages.shareGone);
    }
  });

  it("limits token look-ups per address", async () => {
    // the counters are per minute window: start at the beginning of one so the 121 look-ups fall in it
    const now = Date.now();
    t.clock.setOffsetMs(Math.ceil(now / 60_000) * 60_000 - now + 500);
    try {
      let last = 0;
      for (let i = 0; i < 121; i++)
        last = (await req("GET", sharedTripPaths.view("B".repeat(43)), undefined, "203.0.113.9")).statusCode;
      expect(last).toBe(429);
      expect((await req("GET", sharedTripPaths.view("B".repeat(43)), undefined, "203.0.113.10")).statusCode).toBe(404);
    } finally {
      t.clock.setOffsetMs(0);
    }
  });

  it("streams steps and positions only to a share page, and closes the stream once the link is revoked", async () => {
    const f = await createRideFixture(t, { step: "on_my_way" });
    const s = await share(f);
    const topic = liveTopics.booking(f.booking.id);
    await t.database.db.transaction(async (tx) => {
      await recordLiveEvent(tx, { topic, kind: "extras", data: { bookingId: f.booking.id } });
      await recordLiveEvent(tx, { topic, kind: "step", data: { bookingId: f.booking.id, step: "on_my_way", at: "x" } });
    });
    const base = await listenOnce(t);
    const stream = await openStream(base, sharedTripPaths.stream(s.token), { "last-event-id": "0" });
    try {
      // the stored step is replayed after Last-Event-ID, the stored extras event is not (order aside)
      const first = await stream.next(2);
      expect(first.map((e) => e.event).sort()).toEqual(["snapshot", "step"]);
      const snapshot = first.find((e) => e.event === "snapshot")!;
      expect(SharedTripViewSchema.parse(snapshot.data).chauffeurFirstName).toBe(f.chauffeur.name.split(" ")[0]);
      await t.app.ctx.live.publish({ topic, kind: "extras", data: { bookingId: f.booking.id } });
      const position = { lat: 20.25, lng: 85.82, heading: null, at: new Date().toISOString() };
      await t.app.ctx.live.publish({ topic, kind: "position", data: { bookingId: f.booking.id, position, eta: null } });
      const events = await stream.next(3);
      expect(events.map((e) => e.event).slice(2)).toEqual(["position"]);
      await new Promise((r) => setTimeout(r, 200));
      expect(events.some((e) => e.event === "extras")).toBe(false);
      await req("DELETE", ridePaths.share(f.booking.id, s.id), f.rider.cookie);
      expect(await stream.closed(20_000)).toBe(true);
    } finally {
      stream.close();
    }
    expect((await openStream(base, sharedTripPaths.stream(s.token))).status).toBe(404);
  }, 30_000);
});

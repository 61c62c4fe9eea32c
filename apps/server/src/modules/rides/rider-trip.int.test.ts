import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { RideViewSchema, ridePaths, type RideView } from "@chauffeur/contracts";
import { bookingExtras, rides } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createTestBooking } from "../ops/test-factories.ts";
import { liveTopics } from "../live/index.ts";
import { createRideFixture, DROP_OFF, PICKUP } from "./test-factories.ts";
import { listenOnce, openStream } from "./rider-sse.test-support.ts";

// The rider's live trip (README "The day of the ride"): GET /api/v1/bookings/:id/ride and its stream.
describe("rides: the rider's live trip", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { BUSINESS_PHONE: "+919437000111", BUSINESS_WHATSAPP: "+919437000222" } });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const view = async (id: string, cookie: string): Promise<RideView> => {
    const res = await get(ridePaths.ride(id), cookie);
    expect(res.statusCode).toBe(200);
    return RideViewSchema.parse(res.json());
  };

  it("shows 'Your chauffeur', the car and the Ride PIN once a chauffeur is assigned, and the concierge", async () => {
    const f = await createRideFixture(t, { chauffeurName: "Bikash Kumar Sahoo", pin: "3071" });
    const v = await view(f.booking.id, f.rider.cookie);
    expect(v.status).toBe("confirmed");
    expect(v.step).toBe("assigned");
    expect(v.chauffeur).toEqual({
      name: "Bikash Kumar Sahoo",
      firstName: "Bikash",
      initial: "B",
      photoUrl: null,
      phone: f.chauffeur.phone,
    });
    expect(v.car).toEqual({ model: f.car.model, colour: "Pearl White", plate: f.car.plate, vehicleClass: "sedan" });
    expect(v.pin).toBe("3071");
    expect(v.pickup).toEqual(PICKUP);
    expect(v.dropOff).toEqual(DROP_OFF);
    expect(v.concierge).toEqual({ phone: "+919437000111", whatsapp: "https://wa.me/919437000222" });
    expect(v.steps.map((s) => [s.step, s.label, s.at !== null])).toEqual([
      ["assigned", "Chauffeur assigned", true],
      ["on_my_way", "On the way", false],
      ["arrived", "Arrived", false],
      ["started", "Trip started", false],
      ["completed", "Trip completed", false],
    ]);
    expect(v).toMatchObject({ canShare: true, canSos: false, canRate: false, canExtend: false, position: null });
  });

  it("before a chauffeur is assigned shows no chauffeur, car or PIN", async () => {
    const rider = await createSignedInUser(t);
    const b = await createTestBooking(t.database.db, {
      userId: rider.userId,
      start: new Date(Date.now() + 86_400_000),
    });
    const v = await view(b.id, rider.cookie);
    expect(v).toMatchObject({ status: "pending", step: null, chauffeur: null, car: null, pin: null, canShare: false });
    expect(v.steps.every((s) => s.at === null)).toBe(true);
  });

  it("from 'On my way' shows the car's position and the ETA to the pickup, then to the drop-off on the trip", async () => {
    const f = await createRideFixture(t, { step: "on_my_way" });
    const at = new Date();
    await t.database.db
      .update(rides)
      .set({
        lastLat: 20.26,
        lastLng: 85.82,
        lastHeading: 90,
        lastPositionAt: at,
        etaMinutes: 12,
        etaTo: "pickup",
        etaComputedAt: at,
      })
      .where(eq(rides.bookingId, f.booking.id));
    const v = await view(f.booking.id, f.rider.cookie);
    expect(v.position).toEqual({ lat: 20.26, lng: 85.82, heading: 90, at: at.toISOString() });
    expect(v.eta).toEqual({ minutes: 12, to: "pickup", at: at.toISOString() });
    expect(v.steps.find((s) => s.step === "on_my_way")?.at).not.toBeNull();

    const onTrip = await createRideFixture(t, { step: "started", service: "hourly-rental" });
    await t.database.db
      .update(rides)
      .set({ lastLat: 20.28, lastLng: 85.81, lastPositionAt: at, etaMinutes: 7, etaTo: "drop-off", etaComputedAt: at })
      .where(eq(rides.bookingId, onTrip.booking.id));
    const w = await view(onTrip.booking.id, onTrip.rider.cookie);
    expect(w).toMatchObject({ status: "ongoing", step: "started", canSos: true, canShare: true, canExtend: true });
    expect(w.eta).toMatchObject({ minutes: 7, to: "drop-off" });
  });

  it("after completion hides the PIN and the chauffeur's phone, lists the extras and offers the rating", async () => {
    const f = await createRideFixture(t, { step: "completed" });
    await t.database.db.insert(bookingExtras).values([
      {
        bookingId: f.booking.id,
        kind: "waiting",
        label: "Waiting time: 10 min beyond 15 min free",
        minutes: 10,
        amountPaise: 20000,
      },
      {
        bookingId: f.booking.id,
        kind: "extension",
        label: "Extra hour",
        minutes: 60,
        amountPaise: 90000,
        status: "paid",
      },
    ]);
    const v = await view(f.booking.id, f.rider.cookie);
    expect(v).toMatchObject({
      status: "completed",
      pin: null,
      canShare: false,
      canSos: false,
      canRate: true,
      rating: null,
    });
    expect(v.chauffeur?.phone).toBeNull();
    expect(v.chauffeur?.name).toBe(f.chauffeur.name);
    expect(v.extras.map((x) => [x.kind, x.amountPaise, x.status])).toEqual([
      ["waiting", 20000, "due"],
      ["extension", 90000, "paid"],
    ]);
    expect(v.extrasDuePaise).toBe(20000);
  });

  it("answers 404 for another rider's booking, 401 to a guest, 403 to a chauffeur and 400 for a malformed id", async () => {
    const f = await createRideFixture(t);
    const other = await createSignedInUser(t);
    const res = await get(ridePaths.ride(f.booking.id), other.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Booking not found");
    expect((await get(ridePaths.ride(f.booking.id))).statusCode).toBe(401);
    expect((await get(ridePaths.ride(f.booking.id), f.chauffeur.cookie)).statusCode).toBe(403);
    const bad = await get(ridePaths.ride("not-a-uuid"), f.rider.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it("streams the trip: the view first, then the car's positions; refuses others before opening", async () => {
    const f = await createRideFixture(t, { step: "on_my_way" });
    const base = await listenOnce(t);
    const s = await openStream(base, ridePaths.stream(f.booking.id), { cookie: f.rider.cookie });
    try {
      expect(s.status).toBe(200);
      const [snapshot] = await s.next(1);
      expect(snapshot.event).toBe("snapshot");
      expect(RideViewSchema.parse(snapshot.data).pin).toBe(f.pin);
      const position = { lat: 20.25, lng: 85.82, heading: null, at: new Date().toISOString() };
      await t.app.ctx.live.publish({
        topic: liveTopics.booking(f.booking.id),
        kind: "position",
        data: { bookingId: f.booking.id, position, eta: null },
      });
      const events = await s.next(2);
      expect(events[1]).toMatchObject({ event: "position", data: { position } });
    } finally {
      s.close();
    }
    const other = await createSignedInUser(t);
    const refused = await openStream(base, ridePaths.stream(f.booking.id), { cookie: other.cookie });
    expect(refused.status).toBe(404);
    expect((await openStream(base, ridePaths.stream(f.booking.id))).status).toBe(401);
    expect((await openStream(base, ridePaths.stream(f.booking.id), { cookie: f.chauffeur.cookie })).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  apiPaths,
  driverPaths,
  istClock,
  meetTimeFor,
  rideMessages,
  type DriverMe,
  type DriverTrip,
  type DriverTripList,
} from "@chauffeur/contracts";
import { auditLog, bookings, chauffeurs, flightTracking, users } from "../../db/schema/index.ts";
import { createTestApp, sessionCookie, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser, uniquePhone, smsTo as smsOf } from "../../../test/factories.ts";
import { airportArrivalTrip, createRideFixture, createTestChauffeur, DROP_OFF, PICKUP } from "./test-factories.ts";

/** The chauffeur app's sign-in (decision record 010): phone and SMS code, the riders' OTP limits, no enumeration. */
describe("chauffeur app: sign-in with phone and SMS code", () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // each test its own client address: the per-address caps never mix tests
  const client = () => `10.8.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
  const post = (url: string, payload: object, remoteAddress: string, cookie?: string) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress, headers: cookie ? { cookie } : {} });
  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const smsTo = (phone: string) => smsOf(t, phone);
  const codeIn = (text: string) => /\b(\d{5})\b/.exec(text)![1];
  const later = (ms: number) => t.clock.setOffsetMs(t.clock.offsetMs() + ms);

  it("sends a code to a chauffeur's phone, signs in, makes the chauffeur's user once and starts a session", async () => {
    const ch = await createTestChauffeur(t, { name: "Bikash Sahoo" });
    const addr = client();
    const sent = await post(driverPaths.otp, { phone: ch.phone }, addr);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: rideMessages.otpSent, resendAfterSeconds: 60 });
    const [sms] = await smsTo(ch.phone);
    expect(sms.template).toBe("driver.otp");
    const code = codeIn(sms.text);

    const wrong = await post(driverPaths.signIn, { phone: ch.phone, otp: code === "11111" ? "22222" : "11111" }, addr);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "otp_wrong", message: rideMessages.otpInvalid });
    const bad = await post(driverPaths.signIn, { phone: ch.phone, otp: "12" }, addr);
    expect(bad.statusCode).toBe(400);

    const ok = await post(driverPaths.signIn, { phone: ` ${ch.phone}`, otp: code }, addr);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<DriverMe>()).toMatchObject({ id: ch.id, name: "Bikash Sahoo", phone: ch.phone, photoUrl: null });
    const cookie = sessionCookie(ok);
    const me = await get(driverPaths.me, cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(ch.id);

    const [linked] = await t.database.db.select().from(chauffeurs).where(eq(chauffeurs.id, ch.id));
    const [u] = await t.database.db.select().from(users).where(eq(users.id, linked.userId!));
    expect(u).toMatchObject({ role: "chauffeur", status: "active", phone: null, name: "Bikash Sahoo" });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, ch.id));
    expect(audit.map((a) => a.action)).toContain("chauffeur.sign_in");

    // a used code does not work twice; a second sign-in keeps the same user
    expect((await post(driverPaths.signIn, { phone: ch.phone, otp: code }, addr)).statusCode).toBe(400);
    later(61_000);
    await post(driverPaths.otp, { phone: ch.phone }, addr);
    const again = await post(
      driverPaths.signIn,
      { phone: ch.phone, otp: codeIn((await smsTo(ch.phone))[0].text) },
      addr,
    );
    expect(again.statusCode).toBe(200);
    const [still] = await t.database.db.select().from(chauffeurs).where(eq(chauffeurs.id, ch.id));
    expect(still.userId).toBe(linked.userId);

    const out = await post(driverPaths.signOut, {}, addr, cookie);
    expect(out.statusCode).toBe(200);
    expect((await get(driverPaths.me, cookie)).statusCode).toBe(401);
    expect((await get(driverPaths.me, sessionCookie(again))).statusCode).toBe(200);
  });

  it("answers an unknown or inactive phone exactly as a chauffeur's, and sends it nothing", async () => {
    const inactive = await createTestChauffeur(t, { active: false });
    const unknown = uniquePhone();
    const known = await createTestChauffeur(t);
    const answers = [];
    for (const phone of [unknown, inactive.phone, known.phone]) {
      const res = await post(driverPaths.otp, { phone }, client());
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    expect(await smsTo(unknown)).toHaveLength(0);
    expect(await smsTo(inactive.phone)).toHaveLength(0);
    expect(await smsTo(known.phone)).toHaveLength(1);
    // and a sign-in attempt reads the same as a wrong code
    const tries = await Promise.all(
      [unknown, inactive.phone, known.phone].map((phone) =>
        post(driverPaths.signIn, { phone, otp: "00000" }, client()),
      ),
    );
    expect(new Set(tries.map((r) => `${r.statusCode} ${r.json().message}`)).size).toBe(1);
  });

  it("keeps the riders' limits: one code a minute and five an hour per phone, for any number alike", async () => {
    // the limits count in fixed windows (lib/rate-limit.ts): start just after an hour begins, so the six minutes this
    // test moves through stay inside one hour's window whatever the time of day
    later(3600_000 - (t.clock.now().getTime() % 3600_000) + 60_000);
    const ch = await createTestChauffeur(t);
    const unknown = uniquePhone();
    for (const phone of [ch.phone, unknown]) {
      expect((await post(driverPaths.otp, { phone }, client())).statusCode).toBe(200);
      const soon = await post(driverPaths.otp, { phone }, client());
      expect(soon.statusCode).toBe(429);
      expect(soon.json().code).toBe("rate_limited");
    }
    for (let i = 0; i < 4; i++) {
      later(61_000);
      expect((await post(driverPaths.otp, { phone: ch.phone }, client())).statusCode).toBe(200);
    }
    later(61_000);
    expect((await post(driverPaths.otp, { phone: ch.phone }, client())).statusCode).toBe(429);
    expect(await smsTo(ch.phone)).toHaveLength(5);
    later(3600_000);
  });

  it("stops a code after five wrong tries", async () => {
    const ch = await createTestChauffeur(t);
    const addr = client();
    await post(driverPaths.otp, { phone: ch.phone }, addr);
    const code = codeIn((await smsTo(ch.phone))[0].text);
    const other = code === "99999" ? "88888" : "99999";
    for (let i = 0; i < 5; i++)
      expect((await post(driverPaths.signIn, { phone: ch.phone, otp: other }, addr)).statusCode).toBe(400);
    expect((await post(driverPaths.signIn, { phone: ch.phone, otp: code }, addr)).statusCode).toBe(400);
  });

  it("refuses an inactive chauffeur's session with 403, and lets it in again once active", async () => {
    const ch = await createTestChauffeur(t);
    const addr = client();
    await post(driverPaths.otp, { phone: ch.phone }, addr);
    const ok = await post(driverPaths.signIn, { phone: ch.phone, otp: codeIn((await smsTo(ch.phone))[0].text) }, addr);
    const cookie = sessionCookie(ok);
    await t.database.db.update(chauffeurs).set({ active: false }).where(eq(chauffeurs.id, ch.id));
    for (const url of [driverPaths.me, driverPaths.trips]) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(rideMessages.chauffeurInactive);
    }
    await t.database.db.update(chauffeurs).set({ active: true }).where(eq(chauffeurs.id, ch.id));
    expect((await get(driverPaths.trips, cookie)).statusCode).toBe(200);
  });

  it("keeps a chauffeur out of the riders' endpoints", async () => {
    const ch = await createTestChauffeur(t);
    const addr = client();
    await post(driverPaths.otp, { phone: ch.phone }, addr);
    const ok = await post(driverPaths.signIn, { phone: ch.phone, otp: codeIn((await smsTo(ch.phone))[0].text) }, addr);
    const cookie = sessionCookie(ok);
    expect((await get(apiPaths.bookings, cookie)).statusCode).toBe(403);
    expect((await get(apiPaths.me, cookie)).statusCode).toBe(403);
    expect((await get("/api/v1/ops/bookings", cookie)).statusCode).toBe(403);
    const rider = await createSignedInUser(t);
    expect((await post(driverPaths.signOut, {}, client(), rider.cookie)).statusCode).toBe(403);
    expect((await get(apiPaths.bookings, rider.cookie)).statusCode).toBe(200); // the rider's session was not ended
  });
});

/** The trip screen's flight lines (decision record 011): 'Flight lands' and 'Chauffeur meets you at' for an arrival. */
describe("chauffeur app: an airport transfer's trip carries its flight", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

  it("gives an airport arrival's flight from the booked trip, then from its tracking row; other trips have none", async () => {
    const landing = new Date(Math.ceil((t.clock.now().getTime() + 4 * 3600_000) / 60_000) * 60_000);
    const meet = meetTimeFor(landing, false);
    const f = await createRideFixture(t, { start: meet, service: "airport-transfer" });
    await t.database.db
      .update(bookings)
      .set({
        trip: {
          ...airportArrivalTrip(landing),
          startTime: meet.toISOString(),
          pickUp: PICKUP,
          dropOff: DROP_OFF,
          passengerCount: 2,
          luggageCount: 2,
        },
      })
      .where(eq(bookings.id, f.booking.id));
    const other = await createRideFixture(t, { chauffeur: f.chauffeur }); // an hourly rental of the same chauffeur

    // no tracking row yet: the scheduled landing from the trip, followed by hand
    const first = await get(driverPaths.trip(f.booking.id), f.chauffeur.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<DriverTrip>().flight).toMatchObject({
      flightNumber: "6E 2341",
      direction: "arrival",
      airportCode: "BBI",
      scheduledAt: landing.toISOString(),
      expectedAt: landing.toISOString(),
      pickupAt: meet.toISOString(),
      state: "scheduled",
      tracking: "manual",
      delayMinutes: null,
      statusText: `Scheduled, landing ${istClock(landing)}`,
      freeCancellation: false,
    });

    // the flight is followed and runs 50 minutes late: the pickup moved with it
    const late = new Date(landing.getTime() + 50 * 60_000);
    const lateMeet = meetTimeFor(late, false);
    const checkedAt = t.clock.now();
    await t.database.db.insert(flightTracking).values({
      bookingId: f.booking.id,
      flightNumber: "6E 2341",
      direction: "arrival",
      airportCode: "BBI",
      scheduledAt: landing,
      estimatedAt: late,
      state: "en_route",
      tracking: "provider",
      lastCheckedAt: checkedAt,
    });
    await t.database.db.update(bookings).set({ pickupAt: lateMeet }).where(eq(bookings.id, f.booking.id));
    const list = await get(driverPaths.trips, f.chauffeur.cookie);
    expect(list.statusCode, list.body).toBe(200);
    const trips = [...list.json<DriverTripList>().today, ...list.json<DriverTripList>().upcoming];
    const tracked = trips.find((x) => x.id === f.booking.id)!;
    expect(tracked.pickupAt).toBe(lateMeet.toISOString());
    expect(tracked.flight).toMatchObject({
      tracking: "provider",
      state: "en_route",
      scheduledAt: landing.toISOString(),
      estimatedAt: late.toISOString(),
      expectedAt: late.toISOString(),
      delayMinutes: 50,
      pickupAt: lateMeet.toISOString(),
      statusText: `Delayed 50 min, now landing ${istClock(late)}`,
      lastCheckedAt: checkedAt.toISOString(),
    });
    expect(tracked.notes).not.toContain("Flight 6E 2341"); // shown in the flight's own lines, not again in the notes

    // a cancelled flight offers the rider a free cancellation, and the chauffeur sees it
    await t.database.db
      .update(flightTracking)
      .set({ state: "cancelled" })
      .where(eq(flightTracking.bookingId, f.booking.id));
    await t.database.db
      .update(bookings)
      .set({ freeCancelReason: "flight_cancelled" })
      .where(eq(bookings.id, f.booking.id));
    const cancelled = (await get(driverPaths.trip(f.booking.id), f.chauffeur.cookie)).json<DriverTrip>();
    expect(cancelled.flight).toMatchObject({
      state: "cancelled",
      statusText: "Flight cancelled",
      freeCancellation: true,
    });

    const rental = (await get(driverPaths.trip(other.booking.id), f.chauffeur.cookie)).json<DriverTrip>();
    expect(rental.flight).toBeNull();
  });
});

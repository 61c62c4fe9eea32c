import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { DriverExtensionsSchema, driverPaths, extrasPaths, ridePaths } from "@chauffeur/contracts";
import { auditLog, bookings, liveEvents, outboxMessages } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createTestBooking } from "../ops/test-factories.ts";
import { liveTopics } from "../live/index.ts";
import { extrasOfBooking, rideAt } from "./extras.test-support.ts";
import { createRideFixture } from "./test-factories.ts";

// An hourly rental's extension (README "The day of the ride"): the rider asks, the chauffeur accepts or declines.
describe("rides: extending an hourly rental", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const HOUR = 3_600_000;
  const rental = (hours = 3) =>
    rideAt(t, { step: "started", service: "hourly-rental", hours, arrivedMin: 0, startedMin: 2 });
  const ask = (bookingId: string, cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: "POST",
      url: ridePaths.extension(bookingId),
      headers: cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
    });
  const decide = (tripId: string, extraId: string, decision: "accept" | "decline", cookie: string) =>
    t.app.inject({ method: "POST", url: driverPaths.extension(tripId, extraId, decision), headers: { cookie } });
  const bookingOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  it("the rider asks for 2 hours: a requested line at the tariff's hourly rate, the chauffeur told live and by SMS", async () => {
    const f = await rental();
    const res = await ask(f.booking.id, f.rider.cookie, { hours: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Asked for 2 more hours. Your chauffeur will confirm it.",
      extra: { kind: "extension", status: "requested", minutes: 120, amountPaise: 157_500 },
    });
    expect(res.json().extra.label).toBe("Extra time: 2 h × ₹750 + 5% GST (₹75)");
    const events = await t.database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.topic, liveTopics.chauffeur(f.chauffeur.id)), eq(liveEvents.kind, "extras")));
    expect(events.map((e) => e.data)).toContainEqual(
      expect.objectContaining({ bookingId: f.booking.id, status: "requested" }),
    );
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, f.chauffeur.phone), eq(outboxMessages.template, "extension-asked")));
    expect(sms[0].text).toContain("asks for 2 more hours");
    // the chauffeur sees it on the trip; the rider sees it pending and cannot ask again meanwhile
    const list = await t.app.inject({
      method: "GET",
      url: extrasPaths.driverExtensions(f.booking.id),
      headers: { cookie: f.chauffeur.cookie },
    });
    expect(DriverExtensionsSchema.parse(list.json()).extensions).toHaveLength(1);
    const v = await extrasOfBooking(t, f.booking.id, f.rider.cookie);
    expect(v).toMatchObject({ canExtend: true, hourPricePaise: 78_800, extendMaxHours: 9, duePaise: 0 });
    expect(v.pendingExtension?.id).toBe(res.json().extra.id);
    const again = await ask(f.booking.id, f.rider.cookie, { hours: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already asked/);
  });

  it("accepted: the line is due, the booking's end and hold move by the hours, the rider is told; answered once only", async () => {
    const f = await rental();
    const before = await bookingOf(f.booking.id);
    const extra = (await ask(f.booking.id, f.rider.cookie, { hours: 1 })).json().extra;
    const res = await decide(f.booking.id, extra.id, "accept", f.chauffeur.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().extra).toMatchObject({ id: extra.id, status: "due", amountPaise: 78_800 });
    const after = await bookingOf(f.booking.id);
    expect(after.endTime.getTime() - before.endTime.getTime()).toBe(HOUR);
    expect(after.holdUntil.getTime() - before.holdUntil.getTime()).toBe(HOUR);
    expect((await extrasOfBooking(t, f.booking.id, f.rider.cookie)).duePaise).toBe(78_800);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.booking.id), eq(auditLog.action, "ride.extension_accepted")));
    expect(audit.actorUserId).toBe(f.chauffeur.userId);
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, f.booking.id), eq(outboxMessages.template, "extension-due")));
    expect(sms[0].text).toMatch(/accepted 1 more hour .*₹788\.00 is added to your extras/);
    const twice = await decide(f.booking.id, extra.id, "decline", f.chauffeur.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This request has already been answered.");
  });

  it("declined: nothing is charged and the booking keeps its end", async () => {
    const f = await rental();
    const before = await bookingOf(f.booking.id);
    const extra = (await ask(f.booking.id, f.rider.cookie, { hours: 1 })).json().extra;
    const res = await decide(f.booking.id, extra.id, "decline", f.chauffeur.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().extra.status).toBe("declined");
    expect((await bookingOf(f.booking.id)).endTime).toEqual(before.endTime);
    expect((await extrasOfBooking(t, f.booking.id, f.rider.cookie)).duePaise).toBe(0);
  });

  it("accepting is refused when the car or the chauffeur is held by another booking in the extra time", async () => {
    const f = await rental();
    const b = await bookingOf(f.booking.id);
    // the same car booked 30 minutes after this rental's end
    const other = await createSignedInUser(t);
    await createTestBooking(t.database.db, {
      userId: other.userId,
      status: "confirmed",
      start: new Date(b.endTime.getTime() + 30 * 60_000),
      carId: f.car.id,
    });
    const extra = (await ask(f.booking.id, f.rider.cookie, { hours: 1 })).json().extra;
    const res = await decide(f.booking.id, extra.id, "accept", f.chauffeur.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "no_car_free", message: expect.stringMatching(/cannot be accepted/) });
    expect((await bookingOf(f.booking.id)).endTime).toEqual(b.endTime);
    // still waiting for an answer: the chauffeur can decline it
    expect((await decide(f.booking.id, extra.id, "decline", f.chauffeur.cookie)).statusCode).toBe(200);
  });

  it("authorization: another chauffeur 404, a rider or guest cannot answer, only the rider's own booking can ask", async () => {
    const f = await rental();
    const stranger = await createRideFixture(t, { chauffeurName: "Other Chauffeur" });
    const extra = (await ask(f.booking.id, f.rider.cookie, { hours: 1 })).json().extra;
    const foreign = await decide(f.booking.id, extra.id, "accept", stranger.chauffeur.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("This trip is not assigned to you.");
    const foreignList = await t.app.inject({
      method: "GET",
      url: extrasPaths.driverExtensions(f.booking.id),
      headers: { cookie: stranger.chauffeur.cookie },
    });
    expect(foreignList.statusCode).toBe(404);
    expect((await decide(f.booking.id, extra.id, "accept", f.rider.cookie)).statusCode).toBe(403);
    const guest = await t.app.inject({ method: "POST", url: driverPaths.extension(f.booking.id, extra.id, "accept") });
    expect(guest.statusCode).toBe(401);
    // another rider, a chauffeur and a guest cannot ask on this booking
    expect((await ask(f.booking.id, stranger.rider.cookie, { hours: 1 })).statusCode).toBe(404);
    expect((await ask(f.booking.id, f.chauffeur.cookie, { hours: 1 })).statusCode).toBe(403);
    expect((await ask(f.booking.id, undefined, { hours: 1 })).statusCode).toBe(401);
    // an extension line of another trip cannot be answered through this one
    const mine = await rental();
    const wrong = await decide(mine.booking.id, extra.id, "accept", mine.chauffeur.cookie);
    expect(wrong.statusCode).toBe(404);
    expect((await decide(f.booking.id, extra.id, "maybe" as "accept", f.chauffeur.cookie)).statusCode).toBe(400);
  });

  it("refused with a reason: not an hourly rental, not started, beyond 12 hours in all, bad hours", async () => {
    const airport = await rideAt(t, { step: "started", service: "airport-transfer", arrivedMin: 0, startedMin: 1 });
    const notHourly = await ask(airport.booking.id, airport.rider.cookie, { hours: 1 });
    expect(notHourly.statusCode).toBe(409);
    expect(notHourly.json().message).toBe("Extra hours can be added to an hourly rental during the trip.");
    const waiting = await rideAt(t, { step: "arrived", service: "hourly-rental", arrivedMin: 0, startedMin: null });
    const notStarted = await ask(waiting.booking.id, waiting.rider.cookie, { hours: 1 });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().message).toMatch(/once your trip has started/);
    const long = await rental(10);
    const tooMany = await ask(long.booking.id, long.rider.cookie, { hours: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(
      "An hourly rental runs at most 12 hours in all: you can add up to 2 more hours.",
    );
    for (const payload of [{ hours: 0 }, { hours: 13 }, { hours: 1.5 }, { hours: "two" }, {}]) {
      const res = await ask(long.booking.id, long.rider.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});

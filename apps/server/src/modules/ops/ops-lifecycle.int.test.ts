import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, bookings, outboxMessages, payments } from "../../db/schema/index.ts";
import { formatDateTime } from "@chauffeur/contracts/i18n/format";
import { issueInvoice } from "../bookings/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { carsOfClass, createTestBooking, createTestChauffeur } from "./test-factories.ts";

describe("ops console: booking lifecycle", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  let rider: { userId: string; email: string; phone: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
    rider = await createSignedInUser(t, { name: "Priya Rider" });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie: op.cookie } });
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: op.cookie } });
  const auditOf = (id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "booking"), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);

  it("shows a paid booking first in the queue with the 15-minute promise", async () => {
    const db = t.database.db;
    await createTestBooking(db, {
      userId: rider.userId,
      status: "completed",
      start: new Date(Date.now() - 5 * 86_400_000),
    });
    const paid = await createTestBooking(db, { userId: rider.userId });
    const res = await get("/api/v1/ops/bookings");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.bookings[0].id).toBe(paid.id);
    const due = new Date(body.bookings[0].confirmDueAt).getTime() - Date.now();
    expect(due).toBeGreaterThan(13 * 60_000);
    expect(due).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect(body.bookings[0].pickup).toContain("Airport");

    const byPhone = await get(`/api/v1/ops/bookings?q=${rider.phone.slice(-6)}&status=pending`);
    expect(byPhone.json().bookings.map((b: { id: string }) => b.id)).toEqual([paid.id]);
    const byRef = await get(`/api/v1/ops/bookings?q=${paid.reference}`);
    expect(byRef.json().total).toBe(1);
    const noMatch = await get("/api/v1/ops/bookings?service=outstation");
    expect(noMatch.json().total).toBe(0);
  });

  it("confirms with a chauffeur and a car of the booked class, tells the rider, and records the change", async () => {
    const db = t.database.db;
    const b = await createTestBooking(db, { userId: rider.userId, carType: "suv" });
    const ch = await createTestChauffeur(db, { name: "Bikash Sahoo" });
    const [sedan] = await carsOfClass(db, "sedan");
    const [suv] = await carsOfClass(db, "suv");

    const wrongClass = await post(`/api/v1/ops/bookings/${b.id}/confirm`, { chauffeurId: ch.id, carId: sedan.id });
    expect(wrongClass.statusCode).toBe(400);
    expect(wrongClass.json().message).toMatch(/booked class/);

    const candidates = await get(`/api/v1/ops/bookings/${b.id}/candidates`);
    expect(candidates.json().cars.every((c: { vehicleClass: string }) => c.vehicleClass === "suv")).toBe(true);

    const ok = await post(`/api/v1/ops/bookings/${b.id}/confirm`, { chauffeurId: ch.id, carId: suv.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, status: "confirmed" });

    const msgs = await db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, b.id));
    const email = msgs.find((m) => m.channel === "email");
    const sms = msgs.find((m) => m.channel === "sms");
    expect(email?.toAddress).toBe(rider.email);
    expect(sms?.toAddress).toBe(rider.phone);
    for (const m of [email!, sms!]) {
      expect(m.text).toContain("Bikash Sahoo");
      expect(m.text).toContain(suv.plate);
      expect(m.text).toContain(ch.phone);
    }
    expect(email!.text).toContain(suv.model);

    const audit = await auditOf(b.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "booking.confirm", actorUserId: op.userId });
    expect(audit[0].before).toMatchObject({ status: "pending", carId: null });
    expect(audit[0].after).toMatchObject({ status: "confirmed", carId: suv.id, chauffeurId: ch.id });

    const detail = (await get(`/api/v1/ops/bookings/${b.id}`)).json();
    expect(detail.booking.car.plate).toBe(suv.plate);
    expect(detail.booking.stops).toEqual(["Esplanade One Mall"]);
    expect(detail.booking.addOns.placard.text).toBe("Welcome Ms. Mohanty");
    expect(detail.messages).toHaveLength(2);
    expect(detail.payments).toHaveLength(1);
    expect(detail.audit[0]).toMatchObject({ action: "booking.confirm", actor: "Asha Operator" });
    // days before pickup the console offers no ride step: 'Reassign' only (README "The day of the ride")
    expect(detail.allowedActions).toEqual(["reassign"]);
    // two hours before pickup (the pickup moved, not the clock: moving it ends the operator's session)
    await db
      .update(bookings)
      .set({ pickupAt: new Date(Date.now() + 2 * 3600_000) })
      .where(eq(bookings.id, b.id));
    const near = (await get(`/api/v1/ops/bookings/${b.id}`)).json();
    expect(near.allowedActions).toEqual(expect.arrayContaining(["start", "reassign", "no-show"]));
  });

  it("refuses a car or a chauffeur already taken in an overlapping window, but not outside it", async () => {
    const db = t.database.db;
    const start = new Date(Date.now() + 3 * 86_400_000);
    const [car, other] = await carsOfClass(db, "luxury");
    const ch1 = await createTestChauffeur(db);
    const ch2 = await createTestChauffeur(db);
    const first = await createTestBooking(db, { userId: rider.userId, carType: "luxury", start, hours: 4 });
    expect(
      (await post(`/api/v1/ops/bookings/${first.id}/confirm`, { chauffeurId: ch1.id, carId: car.id })).statusCode,
    ).toBe(200);

    // starts two hours later: inside [start, hold_until] of the first
    const overlapping = await createTestBooking(db, {
      userId: rider.userId,
      carType: "luxury",
      start: new Date(start.getTime() + 2 * 3600_000),
    });
    const carTaken = await post(`/api/v1/ops/bookings/${overlapping.id}/confirm`, {
      chauffeurId: ch2.id,
      carId: car.id,
    });
    expect(carTaken.statusCode).toBe(409);
    expect(carTaken.json().message).toBe(`Car ${car.plate} is already assigned to another trip in this window.`);
    const chauffeurTaken = await post(`/api/v1/ops/bookings/${overlapping.id}/confirm`, {
      chauffeurId: ch1.id,
      carId: other.id,
    });
    expect(chauffeurTaken.statusCode).toBe(409);
    expect(chauffeurTaken.json().message).toMatch(/already assigned to another trip/);
    const cands = (await get(`/api/v1/ops/bookings/${overlapping.id}/candidates`)).json();
    expect(cands.cars.find((c: { id: string }) => c.id === car.id).free).toBe(false);
    expect(cands.cars.find((c: { id: string }) => c.id === other.id).free).toBe(true);

    // after the first trip's hold (4 h + 30 min buffer) the same car is free again
    const later = await createTestBooking(db, {
      userId: rider.userId,
      carType: "luxury",
      start: new Date(start.getTime() + 5 * 3600_000),
    });
    expect(
      (await post(`/api/v1/ops/bookings/${later.id}/confirm`, { chauffeurId: ch1.id, carId: car.id })).statusCode,
    ).toBe(200);

    const unpaid = await createTestBooking(db, { userId: rider.userId, carType: "luxury", paymentStatus: "pending" });
    const notPaid = await post(`/api/v1/ops/bookings/${unpaid.id}/confirm`, { chauffeurId: ch2.id, carId: other.id });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe("Only a paid booking can be confirmed.");
  });

  it("lets only one of two operators assign the same car at the same moment", async () => {
    const db = t.database.db;
    const start = new Date(Date.now() + 20 * 86_400_000);
    const [car] = await carsOfClass(db, "suv");
    const [a, b] = await Promise.all([
      createTestBooking(db, { userId: rider.userId, carType: "suv", start }),
      createTestBooking(db, { userId: rider.userId, carType: "suv", start: new Date(start.getTime() + 3600_000) }),
    ]);
    const [ch1, ch2] = await Promise.all([createTestChauffeur(db), createTestChauffeur(db)]);
    const results = await Promise.all([
      post(`/api/v1/ops/bookings/${a.id}/confirm`, { chauffeurId: ch1.id, carId: car.id }),
      post(`/api/v1/ops/bookings/${b.id}/confirm`, { chauffeurId: ch2.id, carId: car.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await db.select().from(bookings).where(eq(bookings.carId, car.id));
    expect(rows.filter((r) => r.id === a.id || r.id === b.id)).toHaveLength(1);
  });

  it("runs a trip to completion and refuses illegal transitions with a clear message", async () => {
    const db = t.database.db;
    const b = await createTestBooking(db, { userId: rider.userId, start: new Date(Date.now() + 9 * 86_400_000) });
    const ch = await createTestChauffeur(db, { name: "Manas Das" });
    const [car] = await carsOfClass(db, "sedan");

    const early = await post(`/api/v1/ops/bookings/${b.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Cannot complete a pending booking: only ongoing bookings can be completed.");

    expect((await post(`/api/v1/ops/bookings/${b.id}/confirm`, { chauffeurId: ch.id, carId: car.id })).statusCode).toBe(
      200,
    );
    expect((await post(`/api/v1/ops/bookings/${b.id}/confirm`, { chauffeurId: ch.id, carId: car.id })).statusCode).toBe(
      409,
    );
    // nine days ahead the trip's steps are closed: the refusal says when they open (India time)
    const daysAhead = await post(`/api/v1/ops/bookings/${b.id}/start`);
    expect(daysAhead.statusCode).toBe(409);
    expect(daysAhead.json().message).toBe(
      `Too early: 'On my way' opens on ${formatDateTime(new Date(b.pickupAt.getTime() - 3 * 3600_000))} (India time).`,
    );
    // an hour before pickup (the pickup moved, not the clock: moving it ends the operator's session)
    await db
      .update(bookings)
      .set({ pickupAt: new Date(Date.now() + 3600_000) })
      .where(eq(bookings.id, b.id));
    const tooEarly = await post(`/api/v1/ops/bookings/${b.id}/no-show`);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toMatch(/waited 30 minutes/);
    expect((await post(`/api/v1/ops/bookings/${b.id}/start`)).json().status).toBe("ongoing");
    expect((await post(`/api/v1/ops/bookings/${b.id}/decline`, { reason: "changed mind" })).statusCode).toBe(409);
    const done = await post(`/api/v1/ops/bookings/${b.id}/complete`);
    expect(done.json()).toMatchObject({ status: "completed" });

    const again = await post(`/api/v1/ops/bookings/${b.id}/start`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Cannot start a completed booking: only confirmed bookings can be started.");

    const audit = await auditOf(b.id);
    expect(audit.map((a) => a.action)).toEqual(["booking.confirm", "booking.start", "booking.complete"]);
    expect(audit.map((a) => (a.after as { status: string }).status)).toEqual(["confirmed", "ongoing", "completed"]);
    const completion = (await db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, b.id))).filter(
      (m) => m.template === "ride.completed", // the ride's step message (rides/ride-notify.ts)
    );
    expect(completion.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    expect(completion.find((m) => m.channel === "email")!.text).toContain(`Invoice ${b.reference}`);
  });

  it("attaches the tax invoice issued at payment to the completion e-mail", async () => {
    const db = t.database.db;
    const b = await createTestBooking(db, {
      userId: rider.userId,
      start: new Date(Date.now() + 15 * 86_400_000),
      status: "ongoing",
    });
    const [p] = await db.select().from(payments).where(eq(payments.bookingId, b.id));
    const invoice = await issueInvoice(db, {
      bookingId: b.id,
      paymentId: p.id,
      totalPaise: b.amountPaise,
      gstin: t.config.GSTIN,
      now: new Date(),
    });
    expect((await post(`/api/v1/ops/bookings/${b.id}/complete`)).statusCode).toBe(200);
    const [email] = (await db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, b.id))).filter(
      (m) => m.channel === "email",
    );
    expect(email.text).toContain(`Invoice ${invoice.number}`);
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]).toMatchObject({ contentType: "application/pdf" });
    expect(Buffer.from(email.attachments[0].contentBase64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses to complete a cancelled booking", async () => {
    const b = await createTestBooking(t.database.db, { userId: rider.userId, status: "cancelled" });
    const res = await post(`/api/v1/ops/bookings/${b.id}/complete`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Cannot complete a cancelled booking: only ongoing bookings can be completed.");
    expect(await auditOf(b.id)).toHaveLength(0);
  });

  it("reassigns a confirmed booking and tells the rider the new chauffeur and car", async () => {
    const db = t.database.db;
    const b = await createTestBooking(db, { userId: rider.userId, start: new Date(Date.now() + 12 * 86_400_000) });
    const [c1, c2] = await carsOfClass(db, "sedan");
    const ch1 = await createTestChauffeur(db);
    const ch2 = await createTestChauffeur(db, { name: "Sunita Behera" });
    await post(`/api/v1/ops/bookings/${b.id}/confirm`, { chauffeurId: ch1.id, carId: c1.id });
    const same = await post(`/api/v1/ops/bookings/${b.id}/reassign`, { chauffeurId: ch1.id, carId: c1.id });
    expect(same.statusCode).toBe(400);
    const res = await post(`/api/v1/ops/bookings/${b.id}/reassign`, { chauffeurId: ch2.id, carId: c2.id });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row).toMatchObject({ status: "confirmed", chauffeurId: ch2.id, carId: c2.id });
    const sms = (await db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, b.id))).filter(
      (m) => m.template === "ops.reassigned" && m.channel === "sms",
    );
    expect(sms[0].text).toContain("Sunita Behera");
    expect(sms[0].text).toContain(c2.plate);
    const audit = await auditOf(b.id);
    expect(audit.at(-1)).toMatchObject({ action: "booking.reassign" });
    expect(audit.at(-1)!.before).toMatchObject({ chauffeurId: ch1.id, carId: c1.id });
  });

  it("marks a no-show only after a 30-minute wait, with the full amount chargeable", async () => {
    const db = t.database.db;
    const start = new Date(Date.now() - 31 * 60_000);
    const b = await createTestBooking(db, { userId: rider.userId, start, carType: "suv" });
    const [car] = await carsOfClass(db, "suv");
    const ch = await createTestChauffeur(db);
    await db
      .update(bookings)
      .set({ status: "confirmed", carId: car.id, chauffeurId: ch.id })
      .where(eq(bookings.id, b.id));
    const res = await post(`/api/v1/ops/bookings/${b.id}/no-show`, { note: "Phone switched off" });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row.status).toBe("cancelled");
    expect(row.cancellationFeePaise).toBe(row.amountPaise);
    expect(row.cancelReason).toMatch(/No-show/);
    expect((await auditOf(b.id)).map((a) => a.action)).toEqual(["booking.no-show"]);
  });

  it("declines with a reason: full refund, rider told, audit kept", async () => {
    const db = t.database.db;
    const b = await createTestBooking(db, { userId: rider.userId, amountPaise: 310000 });
    const short = await post(`/api/v1/ops/bookings/${b.id}/decline`, { reason: "" });
    expect(short.statusCode).toBe(400);
    const res = await post(`/api/v1/ops/bookings/${b.id}/decline`, { reason: "No chauffeur available at that hour" });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row.status).toBe("cancelled");
    expect(["refunded", "refund_pending"]).toContain(row.paymentStatus);
    const detail = (await get(`/api/v1/ops/bookings/${b.id}`)).json();
    expect(detail.refunds.reduce((s: number, r: { amountPaise: number }) => s + r.amountPaise, 0)).toBe(310000);
    const msgs = detail.messages.filter((m: { text: string }) =>
      m.text.includes("No chauffeur available at that hour"),
    );
    expect(msgs.map((m: { channel: string }) => m.channel).sort()).toEqual(["email", "sms"]);
    expect(detail.audit[0]).toMatchObject({ action: "booking.decline" });
    expect(detail.audit[0].after).toMatchObject({ status: "cancelled" });
  });
});

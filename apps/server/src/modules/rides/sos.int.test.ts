import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  apiPaths,
  EMERGENCY_NUMBER,
  ridePaths,
  rideMessages,
  sharedTripPaths,
  SosResponseSchema,
} from "@chauffeur/contracts";
import { auditLog, opsAlerts, outboxMessages, rideShares, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createRideFixture } from "./test-factories.ts";

// SOS (README "The day of the ride"): the console's banner, the emergency contact's SMS with a trip link, the audit.
describe("rides: SOS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { PUBLIC_BASE_URL: "https://rides.example.in" } });
  });
  afterAll(() => t.close());

  const sos = (id: string, cookie?: string) =>
    t.app.inject({ method: "POST", url: ridePaths.sos(id), headers: cookie ? { cookie } : {} });
  const alertsOf = (id: string) => t.database.db.select().from(opsAlerts).where(eq(opsAlerts.bookingId, id));
  const auditsOf = (id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "ride.sos")));
  const smsOf = (id: string) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, id), eq(outboxMessages.template, "sos-contact")));

  it("during the trip alerts the console, texts the emergency contact a working trip link and is audited", async () => {
    const f = await createRideFixture(t, { step: "started", riderName: "Priya Mohanty" });
    // the emergency contact is a profile field the rider sets
    const put = await t.app.inject({
      method: "PUT",
      url: apiPaths.meUpdate,
      headers: { cookie: f.rider.cookie },
      payload: {
        name: "Priya Mohanty",
        email: f.rider.email,
        phone: f.rider.phone,
        emergencyContactName: "Ravi Mohanty",
        emergencyContactPhone: "+919876500011",
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().user).toMatchObject({
      emergencyContactName: "Ravi Mohanty",
      emergencyContactPhone: "+919876500011",
    });

    const res = await sos(f.booking.id, f.rider.cookie);
    expect(res.statusCode).toBe(200);
    expect(SosResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: rideMessages.sosSent,
      emergencyNumber: EMERGENCY_NUMBER,
      contactAlerted: true,
    });
    const [alert] = await alertsOf(f.booking.id);
    expect(alert).toMatchObject({ kind: "sos", acknowledgedAt: null });
    expect(alert!.message).toBe(`SOS from Priya on ${f.booking.reference} (${f.car.plate})`);

    const [sms] = await smsOf(f.booking.id);
    expect(sms!.toAddress).toBe("+919876500011");
    expect(sms!.text).toContain("Priya Mohanty");
    const url = /https:\/\/rides\.example\.in\/shared-trip\/([A-Za-z0-9_-]+)/.exec(sms!.text);
    expect(url).not.toBeNull();
    const shared = await t.app.inject({ method: "GET", url: sharedTripPaths.view(url![1]!) });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ status: "ongoing", step: "started" });
    const [link] = await t.database.db.select().from(rideShares).where(eq(rideShares.bookingId, f.booking.id));
    expect(link!.reason).toBe("sos");

    const [audit] = await auditsOf(f.booking.id);
    expect(audit).toMatchObject({ actorUserId: f.rider.userId, entity: "booking" });
    expect(audit!.detail).toMatchObject({ alertId: alert!.id, contactAlerted: true });
  });

  it("without an emergency contact still alerts and audits; each press is its own alert, then presses are only audited", async () => {
    const f = await createRideFixture(t, { step: "started" });
    // the presses are counted per 10-minute window: start at the beginning of one
    const now = Date.now();
    t.clock.setOffsetMs(Math.ceil(now / 600_000) * 600_000 - now + 500);
    for (let i = 0; i < 5; i++) {
      const res = await sos(f.booking.id, f.rider.cookie);
      expect(res.json()).toMatchObject({ success: true, contactAlerted: false });
    }
    expect(await alertsOf(f.booking.id)).toHaveLength(5);
    expect(await smsOf(f.booking.id)).toHaveLength(0);
    const sixth = await sos(f.booking.id, f.rider.cookie);
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json().message).toBe(rideMessages.sosSent);
    expect(await alertsOf(f.booking.id)).toHaveLength(5);
    const audits = await auditsOf(f.booking.id);
    expect(audits).toHaveLength(6);
    expect(audits.filter((a) => (a.detail as { repeated?: boolean }).repeated)).toHaveLength(1);
    t.clock.setOffsetMs(0);
  });

  it("is refused before the trip starts and after it ends (409), and to others (404, 401, 403)", async () => {
    for (const step of ["assigned", "on_my_way", "arrived", "completed"] as const) {
      const f = await createRideFixture(t, { step });
      const res = await sos(f.booking.id, f.rider.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(rideMessages.sosOnlyOngoing);
      expect(await alertsOf(f.booking.id)).toHaveLength(0);
    }
    const f = await createRideFixture(t, { step: "started" });
    const other = await createSignedInUser(t);
    expect((await sos(f.booking.id, other.cookie)).statusCode).toBe(404);
    expect((await sos(f.booking.id)).statusCode).toBe(401);
    expect((await sos(f.booking.id, f.chauffeur.cookie)).statusCode).toBe(403);
    expect(await alertsOf(f.booking.id)).toHaveLength(0);
  });

  it("keeps the emergency contact when the profile form leaves it out, clears it when sent empty, validates it", async () => {
    const rider = await createSignedInUser(t, { emergencyContactName: "Ravi", emergencyContactPhone: "+919876500022" });
    const put = (extra: object) =>
      t.app.inject({
        method: "PUT",
        url: apiPaths.meUpdate,
        headers: { cookie: rider.cookie },
        payload: { name: "Test Rider", email: rider.email, phone: rider.phone, ...extra },
      });
    expect((await put({})).json().user).toMatchObject({ emergencyContactPhone: "+919876500022" });
    const bad = await put({ emergencyContactPhone: "98765" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("+91 followed by 10 digits");
    await put({ emergencyContactName: "", emergencyContactPhone: "" });
    const [u] = await t.database.db.select().from(users).where(eq(users.id, rider.userId));
    expect(u).toMatchObject({ emergencyContactName: null, emergencyContactPhone: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { auditLog, bookings, chauffeurTimeOff, opsAlerts } from "../../db/schema/index.ts";
import { createTestApp, DB_TARGET, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { registerAndLogin, type RegisteredRider } from "../../../test/auth-helpers.ts";
import { movePickup } from "../bookings/index.ts";
import { paidOutstation, payOrder as pay } from "../bookings/test-factories.ts";
import { chauffeurOnDuty, onlyCars, setAutoConfirm, settled } from "./test-factories.ts";

describe(`the console's side of instant confirmation (${DB_TARGET})`, () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  let rider: RegisteredRider;
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
    rider = await registerAndLogin(t);
    await onlyCars(t, "sedan", 4);
  });
  afterAll(() => t.close());
  const ops = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: op.cookie } });

  it("reads and saves auto-confirm per service, audited, and refuses what it does not know", async () => {
    const before = await ops("GET", "/api/v1/ops/dispatch/settings");
    expect(before.json().services).toEqual([
      { service: "hourly-rental", autoConfirm: false },
      { service: "airport-transfer", autoConfirm: false },
      { service: "outstation", autoConfirm: false },
      { service: "cab-booking", autoConfirm: false },
    ]);
    const bad = await ops("PUT", "/api/v1/ops/dispatch/settings", {
      services: [{ service: "boat", autoConfirm: true }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/service/i);
    const saved = await ops("PUT", "/api/v1/ops/dispatch/settings", {
      services: [{ service: "outstation", autoConfirm: true }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().services).toContainEqual({ service: "outstation", autoConfirm: true });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "dispatch.settings"));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(op.userId);
    const rider = await t.app.inject({ method: "GET", url: "/api/v1/ops/dispatch/settings" });
    expect(rider.statusCode).toBe(401);
  });

  it("the confirm dialog's advice ranks the feasible pairs and says why the others cannot serve", async () => {
    await setAutoConfirm(t, "outstation", false);
    const near = await chauffeurOnDuty(t, "Sanjay Das");
    const away = await chauffeurOnDuty(t, "Ravi Nayak");
    const { id, orderId } = await paidOutstation(t, rider, { startInHours: 100 });
    await pay(t, orderId);
    const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    const day = new Date(b!.pickupAt.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    await t.database.db.insert(chauffeurTimeOff).values({
      chauffeurId: away.id,
      kind: "leave",
      startsOn: day,
      endsOn: day,
      status: "approved",
      requestedBy: "operator",
    });
    const res = await ops("GET", `/api/v1/ops/bookings/${id}/candidates`);
    expect(res.statusCode, res.body).toBe(200);
    const advice = res.json().advice;
    expect(advice.suggestions[0]).toMatchObject({ rank: 1, chauffeurId: near.id, chauffeurName: "Sanjay Das" });
    expect(advice.suggestions[0].reason).toMatch(/^Sanjay Das: /);
    expect(advice.suggestions.map((s: { chauffeurId: string }) => s.chauffeurId)).not.toContain(away.id);
    const ravi = advice.chauffeursNotFeasible.find((r: { id: string }) => r.id === away.id);
    expect(ravi).toMatchObject({ code: "time_off" });
    expect(ravi.reason).toMatch(/^Ravi Nayak: on leave/);
    // the operator cannot assign a chauffeur on leave by hand either
    const forced = await ops("POST", `/api/v1/ops/bookings/${id}/confirm`, {
      chauffeurId: away.id,
      carId: advice.suggestions[0].carId,
    });
    expect(forced.statusCode).toBe(409);
    expect(forced.json().message).toMatch(/^Ravi Nayak is on leave/);
  });

  it("a flight's delay that breaks an assignment raises an alert with a fix; applied, it reassigns", async () => {
    await t.database.db.execute(sql`UPDATE chauffeurs SET active = false`);
    await setAutoConfirm(t, "outstation", true);
    const busy = await chauffeurOnDuty(t, "Bikash Sahoo");
    const a = await paidOutstation(t, rider, { startInHours: 200 });
    await pay(t, a.orderId);
    const b = await paidOutstation(t, rider, { startInHours: 205 });
    await pay(t, b.orderId);
    expect((await settled(t, a.id)).chauffeurId).toBe(busy.id);
    expect((await settled(t, b.id)).chauffeurId).toBe(busy.id);
    const spare = await chauffeurOnDuty(t, "Deepak Mishra");
    await setAutoConfirm(t, "outstation", false); // nothing is reassigned without it
    const [before] = await t.database.db.select().from(bookings).where(eq(bookings.id, a.id));
    await t.database.db.transaction((tx) =>
      movePickup(tx, a.id, new Date(before!.pickupAt.getTime() + 3 * 3600_000), t.clock.now()),
    );
    const until = Date.now() + 15_000;
    let alert;
    do {
      [alert] = await t.database.db
        .select()
        .from(opsAlerts)
        .where(and(eq(opsAlerts.bookingId, a.id), eq(opsAlerts.kind, "assignment_conflict")));
      if (alert) break;
      await new Promise((r) => setTimeout(r, 25));
    } while (Date.now() < until);
    expect(alert, "the conflict's alert").toBeTruthy();
    expect(alert!.message).toMatch(/Bikash Sahoo: on SL-/);
    expect(alert!.message).toMatch(/Proposed: Deepak Mishra with /);
    const [still] = await t.database.db.select().from(bookings).where(eq(bookings.id, a.id));
    expect(still!.chauffeurId).toBe(busy.id);
    const listed = await ops("GET", "/api/v1/ops/alerts");
    const shown = listed.json().alerts.find((x: { id: string }) => x.id === alert!.id);
    expect(shown.proposal).toMatchObject({ chauffeurId: spare.id, chauffeurName: "Deepak Mishra" });
    const applied = await ops("POST", `/api/v1/ops/alerts/${alert!.id}/apply-proposal`);
    expect(applied.statusCode, applied.body).toBe(200);
    const [after] = await t.database.db.select().from(bookings).where(eq(bookings.id, a.id));
    expect(after!.chauffeurId).toBe(spare.id);
    const twice = await ops("POST", `/api/v1/ops/alerts/${alert!.id}/apply-proposal`);
    expect(twice.statusCode).toBe(409);
  });

  it("the day's plan shows each chauffeur's trips, dead runs and breaks", async () => {
    const [b] = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.status, "confirmed"), sql`${bookings.chauffeurId} IS NOT NULL`))
      .limit(1);
    const date = new Date(b!.pickupAt.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const res = await ops("GET", `/api/v1/ops/dispatch/plan?date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().chauffeurs.find((c: { id: string }) => c.id === b!.chauffeurId);
    const trip = row.items.find((i: { bookingId: string | null }) => i.bookingId === b!.id);
    expect(trip).toMatchObject({ kind: "trip", reference: b!.reference });
    expect(trip.label).toMatch(new RegExp(`^${b!.reference} · Biju Patnaik International Airport → Puri Beach$`));
    expect(row.items.some((i: { kind: string }) => i.kind === "dead")).toBe(true);
    expect(row.dutyMinutes).toBeGreaterThan(0);
    const bad = await ops("GET", "/api/v1/ops/dispatch/plan?date=tomorrow");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/YYYY-MM-DD/);
  });
});

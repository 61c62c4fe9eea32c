import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { liveOpsPaths, OpsAlertListSchema, OpsAlertSchema } from "@chauffeur/contracts";
import { auditLog, liveEvents, opsAlerts, rides } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { raiseAlert } from "./alerts.service.ts";
import { BOARD_TEST_NOW, frozenClock } from "./board.test-support.ts";
import { createRideFixture } from "./test-factories.ts";

const MIN = 60_000;
const alertsOf = (t: TestApp, bookingIds: string[]) =>
  t.database.db.select().from(opsAlerts).where(inArray(opsAlerts.bookingId, bookingIds));

describe("the 'rides.alerts' job: late 'On my way'", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: frozenClock() });
  });
  afterAll(() => t.close());

  it("is registered to run every minute", () => {
    expect(t.app.ctx.scheduler.jobs()).toContain("rides.alerts");
  });

  it("alerts 45 minutes before outstation and airport pickups, 20 before city rides and hourly rentals, once each", async () => {
    const pickup = new Date(t.clock.now().getTime() + 3 * 60 * MIN);
    const services = ["outstation", "airport-transfer", "cab-booking", "hourly-rental"] as const;
    const fx = await Promise.all(services.map((service) => createRideFixture(t, { start: pickup, service })));
    const ids = fx.map((f) => f.booking.id);
    const kindsBy = async () =>
      Object.fromEntries(
        (await alertsOf(t, ids)).map((a) => [services[ids.indexOf(a.bookingId!)], a.kind] as const),
      ) as Record<string, string>;
    const at = async (minutesBefore: number) => {
      t.clock.setOffsetMs(pickup.getTime() - minutesBefore * MIN - new Date(BOARD_TEST_NOW).getTime());
      await t.app.ctx.scheduler.tick(); // the slot of this minute: runs once across instances
    };

    await at(46);
    expect(await kindsBy()).toEqual({});
    await at(45);
    expect(await kindsBy()).toEqual({ outstation: "late_start", "airport-transfer": "late_start" });
    await at(21);
    expect(await kindsBy()).toEqual({ outstation: "late_start", "airport-transfer": "late_start" });
    await at(20);
    expect(await kindsBy()).toEqual({
      outstation: "late_start",
      "airport-transfer": "late_start",
      "cab-booking": "late_start",
      "hourly-rental": "late_start",
    });
    await at(5);
    await t.app.ctx.scheduler.runNow("rides.alerts");
    expect(await alertsOf(t, ids)).toHaveLength(4);

    const [outstation] = await alertsOf(t, [ids[0]]);
    expect(outstation.message).toContain(fx[0].booking.reference);
    expect(outstation.message).toContain(fx[0].car.plate);
    expect(outstation.message).toContain("'On my way'");
    expect(outstation.message).toContain("Outstation Trip pickup at 13:00"); // 07:30 UTC in Kolkata
    const event = await t.database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.topic, "ops"), eq(liveEvents.kind, "alert")));
    expect(event.map((e) => (e.data as { id: string }).id)).toContain(outstation.id);
  });

  it("does not alert a chauffeur who pressed 'On my way' in time", async () => {
    t.clock.setOffsetMs(0);
    const f = await createRideFixture(t, {
      start: new Date(t.clock.now().getTime() + 30 * MIN),
      service: "outstation",
      step: "on_my_way",
    });
    await t.app.ctx.scheduler.runNow("rides.alerts");
    expect(await alertsOf(t, [f.booking.id])).toEqual([]);
  });
});

describe("the 'rides.alerts' job: ETA past the pickup", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: frozenClock() });
  });
  afterAll(() => t.close());

  const onTheWay = async (pickupInMin: number, etaMin: number | null) => {
    const now = t.clock.now();
    const f = await createRideFixture(t, {
      start: new Date(now.getTime() + pickupInMin * MIN),
      service: "airport-transfer",
      step: "on_my_way",
    });
    if (etaMin !== null)
      await t.database.db
        .update(rides)
        .set({ etaMinutes: etaMin, etaTo: "pickup", etaComputedAt: now })
        .where(eq(rides.bookingId, f.booking.id));
    return f;
  };

  it("alerts when the ETA lands after the pickup time, not when it lands before or on it", async () => {
    const late = await onTheWay(30, 42);
    const onTime = await onTheWay(30, 30);
    await t.app.ctx.scheduler.runNow("rides.alerts");
    const alerts = await alertsOf(t, [late.booking.id, onTime.booking.id]);
    expect(alerts.map((a) => [a.bookingId, a.kind])).toEqual([[late.booking.id, "eta_late"]]);
    expect(alerts[0].message).toBe(
      `ETA after pickup: ${late.booking.reference}: ${late.chauffeur.name} (${late.car.plate}) expected at 10:42; Airport Transfer pickup at 10:30.`,
    );
    await t.app.ctx.scheduler.runNow("rides.alerts");
    expect(await alertsOf(t, [late.booking.id, onTime.booking.id])).toHaveLength(1);
  });

  it("alerts a car still on the way once the pickup time has passed, with or without an ETA", async () => {
    t.clock.setOffsetMs(0);
    const noEta = await onTheWay(10, null);
    await t.app.ctx.scheduler.runNow("rides.alerts");
    expect(await alertsOf(t, [noEta.booking.id])).toEqual([]);
    t.clock.setOffsetMs(11 * MIN);
    await t.app.ctx.scheduler.runNow("rides.alerts");
    const [a] = await alertsOf(t, [noEta.booking.id]);
    expect(a).toMatchObject({ kind: "eta_late" });
    expect(a.message).toContain("is still on the way");
  });
});

describe("alerts: listing and acknowledging", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp({ clock: frozenClock() });
    op = await createSignedInUser(t, { role: "operator", name: "Duty Operator" });
  });
  afterAll(() => t.close());

  const sos = async () => {
    const f = await createRideFixture(t, { step: "started", riderName: "Asha Mohanty" });
    const id = await t.database.db.transaction((tx) =>
      raiseAlert(
        tx,
        { kind: "sos", bookingId: f.booking.id, message: `SOS from Asha on ${f.booking.reference}` },
        t.clock.now(),
      ),
    );
    return { f, id: id! };
  };
  const list = async (query = "") => {
    const res = await t.app.inject({
      method: "GET",
      url: `${liveOpsPaths.alerts}${query}`,
      headers: { cookie: op.cookie },
    });
    expect(res.statusCode).toBe(200);
    return OpsAlertListSchema.parse(res.json()).alerts;
  };
  const acknowledge = (id: string) =>
    t.app.inject({ method: "POST", url: liveOpsPaths.acknowledge(id), headers: { cookie: op.cookie } });

  it("lists open alerts newest first, naming the rider, the reference, the chauffeur and the plate", async () => {
    const first = await sos();
    t.clock.setOffsetMs(MIN);
    const second = await sos();
    const open = await list();
    expect(open.map((a) => a.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(open[0]).toMatchObject({
      kind: "sos",
      bookingId: second.f.booking.id,
      reference: second.f.booking.reference,
      rider: "Asha Mohanty",
      chauffeur: second.f.chauffeur.name,
      plate: second.f.car.plate,
      acknowledgedAt: null,
      acknowledgedBy: null,
    });
  });

  it("acknowledges once (audited, announced to every console), then answers 409; unknown 404; bad id 400", async () => {
    const { f, id } = await sos();
    const res = await acknowledge(id);
    expect(res.statusCode).toBe(200);
    expect(OpsAlertSchema.parse(res.json())).toMatchObject({ id, acknowledgedBy: "Duty Operator" });
    expect((await list()).map((a) => a.id)).not.toContain(id);
    expect((await list("?all=1")).find((a) => a.id === id)?.acknowledgedAt).toBe(t.clock.now().toISOString());

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "alert.acknowledge"));
    expect(audit).toMatchObject({ actorUserId: op.userId, entity: "booking", entityId: f.booking.id });
    expect(audit.detail).toMatchObject({ alertId: id, kind: "sos" });
    const events = await t.database.db.select().from(liveEvents).where(eq(liveEvents.topic, "ops"));
    expect(events.at(-1)).toMatchObject({ kind: "alert", data: { id, acknowledged: true } });

    const again = await acknowledge(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "alert_already_acknowledged" });
    const unknown = await acknowledge("00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    const bad = await acknowledge("not-an-alert");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Alert not found/);
  });

  it("keeps acknowledged alerts in the full list for 24 hours; refuses an unreadable 'all'", async () => {
    const { id } = await sos();
    expect((await acknowledge(id)).statusCode).toBe(200);
    t.clock.setOffsetMs(t.clock.offsetMs() + 25 * 60 * MIN);
    op = await createSignedInUser(t, { role: "operator", name: "Night Operator" }); // the first one went idle
    expect((await list("?all=1")).map((a) => a.id)).not.toContain(id);
    const res = await t.app.inject({
      method: "GET",
      url: `${liveOpsPaths.alerts}?all=yes`,
      headers: { cookie: op.cookie },
    });
    expect(res.statusCode).toBe(400);
  });
});

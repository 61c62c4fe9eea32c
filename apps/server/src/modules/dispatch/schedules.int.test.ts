import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { opsPaths, schedulePaths } from "@chauffeur/contracts";
import { auditLog, chauffeurWorkHours, outboxMessages } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createTestChauffeur, signInChauffeur } from "../rides/test-factories.ts";

/**
 * A chauffeur's schedule through HTTP (README "Working hours and time off"): the console's weekly hours, duty limits
 * and base with their validation; a new chauffeur's default pattern; who may read and change what; audit rows.
 */
describe("dispatch: a chauffeur's schedule", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  const asOp = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: op.cookie } });
  const week = (starts: string, ends: string, days = [1, 2, 3, 4, 5]) =>
    days.map((weekday) => ({ weekday, starts, ends }));
  const limits = { maxDutyMinutes: 600, maxDrivingMinutes: 480, minRestMinutes: 600 };

  it("a new chauffeur works every day 06:00–22:00 with the default limits and no base", async () => {
    const res = await asOp("POST", opsPaths.chauffeurs, {
      name: "Sanjay Behera",
      phone: "+919437000111",
      licenceNumber: "OD0220190099999",
      licenceExpiry: "2034-01-31",
    });
    expect(res.statusCode).toBe(201);
    const schedule = (await asOp("GET", schedulePaths.schedule(res.json().id))).json();
    expect(schedule.hours).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, starts: "06:00", ends: "22:00" })),
    );
    expect(schedule.limits).toEqual({ maxDutyMinutes: 720, maxDrivingMinutes: 600, minRestMinutes: 480 });
    expect(schedule.base).toBeNull();
  });

  it("a new chauffeur sent with hours keeps them", async () => {
    const res = await asOp("POST", opsPaths.chauffeurs, {
      name: "Lipika Das",
      phone: "+919437000112",
      licenceNumber: "OD0220190099998",
      licenceExpiry: "2034-01-31",
      workingHours: week("08:00", "20:00", [1, 3]),
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(chauffeurWorkHours)
      .where(eq(chauffeurWorkHours.chauffeurId, res.json().id));
    expect(rows.map((r) => [r.weekday, r.starts, r.ends]).sort()).toEqual([
      [1, "08:00:00", "20:00:00"],
      [3, "08:00:00", "20:00:00"],
    ]);
  });

  it("replaces the hours, limits and base, audited with before and after", async () => {
    const ch = await createTestChauffeur(t, { name: "Ravi Nayak" });
    const body = {
      hours: [...week("07:00", "19:00"), { weekday: 6, starts: "10:00", ends: "24:00" }],
      limits,
      base: { label: "Patia garage", lat: 20.35, lng: 85.82 },
    };
    const res = await asOp("PUT", schedulePaths.schedule(ch.id), body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ chauffeurId: ch.id, name: "Ravi Nayak", ...body });
    expect((await asOp("GET", schedulePaths.schedule(ch.id))).json()).toEqual(res.json());
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ch.id), eq(auditLog.action, "chauffeur.schedule")));
    expect(entry).toMatchObject({ actorUserId: op.userId, entity: "chauffeur", after: res.json() });
    expect((entry.before as { hours: unknown[] }).hours).toEqual([]);
  });

  it("answers 400 with a clear message for a shift that ends before it starts, a bad time, limits out of bounds", async () => {
    const ch = await createTestChauffeur(t, { name: "Manoj Das" });
    const put = (body: object) =>
      asOp("PUT", schedulePaths.schedule(ch.id), { hours: [], limits, base: null, ...body });
    const cases: [object, string][] = [
      [{ hours: [{ weekday: 1, starts: "18:00", ends: "09:00" }] }, "Monday: the shift must end after it starts"],
      [{ hours: [{ weekday: 2, starts: "7am", ends: "19:00" }] }, "Enter a time as HH:MM between 00:00 and 24:00"],
      [{ hours: [{ weekday: 2, starts: "07:00", ends: "24:30" }] }, "Enter a time as HH:MM between 00:00 and 24:00"],
      [
        { hours: [...week("07:00", "19:00", [3]), ...week("08:00", "19:00", [3])] },
        "Each weekday may have one shift only",
      ],
      [{ limits: { ...limits, maxDutyMinutes: 1200 } }, "Duty limit: between 1 and 16 hours"],
      [{ limits: { ...limits, minRestMinutes: 240 } }, "Rest between duties: between 6 and 16 hours"],
      [{ limits: { ...limits, maxDrivingMinutes: 700 } }, "The driving limit cannot be longer than the duty limit"],
      [{ base: { label: "Somewhere", lat: 51.5, lng: 0.1 } }, "Latitude must be between 6 and 38 (India)"],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    // nothing changed: a day off every day (no rows), the default limits
    expect((await asOp("GET", schedulePaths.schedule(ch.id))).json().limits.maxDutyMinutes).toBe(720);
  });

  it("a chauffeur, a rider and a guest cannot read or change a schedule; an unknown chauffeur is 404", async () => {
    const ch = await createTestChauffeur(t, { name: "Bikash Sahoo" });
    const other = await createTestChauffeur(t, { name: "Other Chauffeur" });
    const session = await signInChauffeur(t, ch);
    const rider = await createSignedInUser(t, { name: "Priya Rider" });
    const url = schedulePaths.schedule(other.id);
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: session.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: rider.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const list = schedulePaths.chauffeurTimeOff(other.id);
    expect((await t.app.inject({ method: "GET", url: list, headers: { cookie: session.cookie } })).statusCode).toBe(
      403,
    );
    expect((await asOp("GET", schedulePaths.schedule("00000000-0000-4000-8000-000000000000"))).statusCode).toBe(404);
  });

  it("no SMS is sent for a schedule change", async () => {
    const ch = await createTestChauffeur(t, { name: "Quiet Chauffeur", phone: "+917000000777" });
    await asOp("PUT", schedulePaths.schedule(ch.id), { hours: week("09:00", "17:00"), limits, base: null });
    const sms = await t.database.db.select().from(outboxMessages).where(like(outboxMessages.toAddress, "%7000000777"));
    expect(sms).toEqual([]);
  });
});

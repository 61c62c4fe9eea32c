import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { driverPaths, opsPaths } from "@chauffeur/contracts";
import { auditLog, sessions } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createRideFixture, createTestChauffeur, signInChauffeur } from "../rides/test-factories.ts";

/**
 * A lost chauffeur phone can be cut off (docs/security.md §7 "Chauffeurs' devices"): 'Sign out all devices' ends every
 * session of the chauffeur app for good; so do a new phone number and a deactivation (a reactivation never lets the
 * old phone back in); a chauffeur with upcoming trips can be deactivated, the answer listing the trips to reassign.
 */
describe("ops console: a chauffeur's devices", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  const asOp = (method: "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: op.cookie } });
  const meAs = (cookie: string) => t.app.inject({ method: "GET", url: driverPaths.me, headers: { cookie } });
  const audits = (id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "chauffeur"), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);

  it("'Sign out all devices' ends every session of the chauffeur app, audited", async () => {
    const ch = await createTestChauffeur(t, { name: "Ravi Nayak" });
    const phone1 = await signInChauffeur(t, ch);
    const phone2 = await signInChauffeur(t, ch);
    expect((await meAs(phone1.cookie)).statusCode).toBe(200);
    const res = await asOp("POST", opsPaths.chauffeurSignOut(ch.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      devices: 2,
      message: "Ravi Nayak is signed out of 2 devices: the chauffeur app asks for a new code.",
    });
    for (const s of [phone1, phone2]) expect((await meAs(s.cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, phone1.userId))).toEqual([]);
    const [entry] = (await audits(ch.id)).filter((a) => a.action === "chauffeur.sign_out_devices");
    expect(entry).toMatchObject({ actorUserId: op.userId, after: { devicesSignedOut: 2 } });
    // again: nothing left to end
    expect((await asOp("POST", opsPaths.chauffeurSignOut(ch.id))).json().message).toBe(
      "Ravi Nayak was not signed in on any device.",
    );
  });

  it("a new phone number ends the sessions: the old phone does not work after deactivation and reactivation", async () => {
    const ch = await createTestChauffeur(t, { name: "Bikash Sahoo" });
    const lost = await signInChauffeur(t, ch);
    expect((await asOp("PATCH", opsPaths.chauffeur(ch.id), { phone: "+919437555001" })).statusCode).toBe(200);
    expect((await meAs(lost.cookie)).statusCode).toBe(401);

    const lost2 = await signInChauffeur(t, ch);
    expect((await asOp("PATCH", opsPaths.chauffeur(ch.id), { active: false })).statusCode).toBe(200);
    expect((await asOp("PATCH", opsPaths.chauffeur(ch.id), { active: true })).statusCode).toBe(200);
    expect((await meAs(lost2.cookie)).statusCode).toBe(401);
    // an edit that keeps the number keeps the sessions
    const kept = await signInChauffeur(t, ch);
    expect((await asOp("PATCH", opsPaths.chauffeur(ch.id), { name: "Bikash K. Sahoo" })).statusCode).toBe(200);
    expect((await meAs(kept.cookie)).statusCode).toBe(200);
  });

  it("deactivates a chauffeur with upcoming trips and answers the trips to reassign", async () => {
    const now = t.clock.now().getTime();
    const first = await createRideFixture(t, { chauffeurName: "Manoj Das", start: new Date(now + 26 * 3600_000) });
    const second = await createRideFixture(t, { chauffeur: first.chauffeur, start: new Date(now + 50 * 3600_000) });
    const res = await asOp("PATCH", opsPaths.chauffeur(first.chauffeur.id), { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
    expect(res.json().tripsToReassign).toEqual([
      { id: first.booking.id, reference: first.booking.reference, pickupAt: first.booking.pickupAt.toISOString() },
      { id: second.booking.id, reference: second.booking.reference, pickupAt: second.booking.pickupAt.toISOString() },
    ]);
    expect((await meAs(first.chauffeur.cookie)).statusCode).toBe(401);
  });

  it("answers 404 for an unknown chauffeur, 401 to a guest and 403 to a rider", async () => {
    const zero = "00000000-0000-4000-8000-000000000000";
    expect((await asOp("POST", opsPaths.chauffeurSignOut(zero))).statusCode).toBe(404);
    const rider = await createSignedInUser(t);
    const ch = await createTestChauffeur(t);
    const url = opsPaths.chauffeurSignOut(ch.id);
    expect((await t.app.inject({ method: "POST", url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url, headers: { cookie: rider.cookie } })).statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { schedulePaths } from "@chauffeur/contracts";
import { auditLog, chauffeurs, outboxMessages } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createTestChauffeur, signInChauffeur } from "../rides/test-factories.ts";

/**
 * Time off through HTTP (README "Working hours and time off"): the chauffeur asks in the app, an operator approves or
 * declines (the chauffeur told by SMS in their language), overlapping days refused, each chauffeur only their own.
 */
describe("dispatch: time off", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  /** The date n days from today in Asia/Kolkata. */
  const day = (n: number) =>
    new Date(t.clock.now().getTime() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);
  const asOp = (method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: op.cookie } });
  const as = (cookie: string, method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const smsTo = (phone: string) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.toAddress, `%${phone.slice(-10)}`));

  async function chauffeurWithApp(name: string) {
    const ch = await createTestChauffeur(t, { name });
    return { ...ch, ...(await signInChauffeur(t, ch)) };
  }

  it("a leave request is approved by an operator, listed in the app, told by SMS and audited", async () => {
    const ch = await chauffeurWithApp("Ravi Nayak");
    const asked = await as(ch.cookie, "POST", schedulePaths.driverTimeOff, {
      kind: "leave",
      startsOn: day(10),
      endsOn: day(12),
      note: "Sister's wedding",
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ status: "requested", requestedBy: "chauffeur", chauffeurName: "Ravi Nayak" });
    const pending = (await asOp("GET", `${schedulePaths.timeOff}?status=requested`)).json().timeOff;
    expect(pending.map((p: { id: string }) => p.id)).toContain(asked.json().id);

    const approved = await asOp("POST", schedulePaths.approve(asked.json().id));
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", decidedAt: expect.any(String) });
    const mine = (await as(ch.cookie, "GET", schedulePaths.driverSchedule)).json();
    expect(mine.timeOff).toEqual([
      expect.objectContaining({ id: asked.json().id, status: "approved", note: "Sister's wedding" }),
    ]);
    expect(mine.days).toHaveLength(14);
    const sms = await smsTo(ch.phone);
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toMatch(/your time off .* is approved/);
    expect(sms[0].template).toBe("chauffeur.time_off_approved");
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ch.id), eq(auditLog.action, "chauffeur.time_off.approve")));
    expect(entry).toMatchObject({
      actorUserId: op.userId,
      before: { status: "requested" },
      after: { status: "approved" },
    });
    // decided once: a second decision is refused
    const again = await asOp("POST", schedulePaths.decline(asked.json().id), { reason: "Too late" });
    expect(again.statusCode).toBe(409);
  });

  it("refuses overlapping days (409), a past start and a last day before the first (400)", async () => {
    const ch = await chauffeurWithApp("Manoj Das");
    const ask = (body: object) => as(ch.cookie, "POST", schedulePaths.driverTimeOff, { kind: "leave", ...body });
    expect((await ask({ startsOn: day(5), endsOn: day(7) })).statusCode).toBe(201);
    const overlap = await ask({ startsOn: day(7), endsOn: day(9) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(
      `You already asked for time off on ${day(5)} to ${day(7)} (requested): choose other days.`,
    );
    const past = await ask({ startsOn: day(-1), endsOn: day(1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("Time off cannot start in the past");
    const backwards = await ask({ startsOn: day(20), endsOn: day(19) });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain("The last day cannot be before the first");
    // an operator's entry over approved days: refused too, naming the chauffeur
    const byOp = await asOp("POST", schedulePaths.chauffeurTimeOff(ch.id), {
      kind: "sick",
      startsOn: day(6),
      endsOn: day(6),
    });
    expect(byOp.statusCode).toBe(409);
    expect(byOp.json().message).toContain("Manoj Das already asked for time off");
  });

  it("an operator's entry is approved at once; cancelling it tells the chauffeur; both audited", async () => {
    const ch = await createTestChauffeur(t, { name: "Lipika Das" });
    await t.database.db.update(chauffeurs).set({ language: "hi-IN" }).where(eq(chauffeurs.id, ch.id));
    const added = await asOp("POST", schedulePaths.chauffeurTimeOff(ch.id), {
      kind: "sick",
      startsOn: day(0),
      endsOn: day(1),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ status: "approved", requestedBy: "operator" });
    const list = (await asOp("GET", schedulePaths.chauffeurTimeOff(ch.id))).json().timeOff;
    expect(list).toEqual([added.json()]);
    const cancelled = await asOp("POST", schedulePaths.cancel(added.json().id));
    expect(cancelled.json().status).toBe("withdrawn");
    const [sms] = await smsTo(ch.phone);
    expect(sms.template).toBe("chauffeur.time_off_cancelled.hi-IN");
    expect(sms.text).toContain("छुट्टी");
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, ch.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["chauffeur.time_off.add", "chauffeur.time_off.cancel"]));
  });

  it("a decline carries its reason to the chauffeur; a reason is required", async () => {
    const ch = await chauffeurWithApp("Bikash Sahoo");
    const asked = (
      await as(ch.cookie, "POST", schedulePaths.driverTimeOff, { kind: "leave", startsOn: day(3), endsOn: day(3) })
    ).json();
    const noReason = await asOp("POST", schedulePaths.decline(asked.id), { reason: "" });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain("Give a reason");
    const declined = await asOp("POST", schedulePaths.decline(asked.id), {
      reason: "Wedding season: all hands needed",
    });
    expect(declined.json()).toMatchObject({ status: "declined", declineReason: "Wedding season: all hands needed" });
    const [sms] = await smsTo(ch.phone);
    expect(sms.text).toContain("is declined: Wedding season: all hands needed");
    // declined days are free again
    const retry = await as(ch.cookie, "POST", schedulePaths.driverTimeOff, {
      kind: "leave",
      startsOn: day(3),
      endsOn: day(3),
    });
    expect(retry.statusCode).toBe(201);
  });

  it("a chauffeur withdraws only their own pending request and never sees another's", async () => {
    const a = await chauffeurWithApp("Chauffeur A");
    const b = await chauffeurWithApp("Chauffeur B");
    const asked = (
      await as(a.cookie, "POST", schedulePaths.driverTimeOff, { kind: "leave", startsOn: day(30), endsOn: day(31) })
    ).json();
    expect((await as(b.cookie, "POST", schedulePaths.driverWithdraw(asked.id))).statusCode).toBe(404);
    expect((await as(b.cookie, "GET", schedulePaths.driverSchedule)).json().timeOff).toEqual([]);
    // the console's routes are operators' only
    expect((await as(b.cookie, "GET", schedulePaths.chauffeurTimeOff(a.id))).statusCode).toBe(403);
    expect((await as(b.cookie, "POST", schedulePaths.approve(asked.id))).statusCode).toBe(403);
    const withdrawn = await as(a.cookie, "POST", schedulePaths.driverWithdraw(asked.id));
    expect(withdrawn.json().status).toBe("withdrawn");
    expect((await as(a.cookie, "POST", schedulePaths.driverWithdraw(asked.id))).statusCode).toBe(409);
    // a rider or an operator is not a chauffeur
    expect((await asOp("GET", schedulePaths.driverSchedule)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: schedulePaths.driverSchedule })).statusCode).toBe(401);
  });

  it("'My schedule' shows this week and next from Monday with each day's shift and time off", async () => {
    const ch = await chauffeurWithApp("Week Chauffeur");
    await asOp("POST", schedulePaths.chauffeurTimeOff(ch.id), { kind: "leave", startsOn: day(1), endsOn: day(1) });
    const mine = (await as(ch.cookie, "GET", schedulePaths.driverSchedule)).json();
    expect(mine.today).toBe(day(0));
    expect(mine.days[0].weekday).toBe(1);
    expect(new Date(`${mine.days[0].date}T00:00:00Z`).getUTCDay()).toBe(1);
    const tomorrow = mine.days.find((d: { date: string }) => d.date === day(1));
    expect(tomorrow.timeOff).toEqual({ kind: "leave", status: "approved" });
    // createTestChauffeur writes no hours: every day off
    expect(mine.days.every((d: { shift: unknown }) => d.shift === null)).toBe(true);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { auditLog, bookings, outboxMessages } from "../../db/schema/index.ts";
import { createTestApp, DB_TARGET, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { registerAndLogin, type RegisteredRider } from "../../../test/auth-helpers.ts";
import { autoConfirm } from "./auto-confirm.ts";
import { paidOutstation, payOrder as pay } from "../bookings/test-factories.ts";
import { chauffeurOnDuty, onlyCars, setAutoConfirm, settled } from "./test-factories.ts";

describe(`auto-confirm (${DB_TARGET})`, () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  let rider: RegisteredRider;
  // each test books its own day, far from the others' (the fleet is shared by the file)
  let day = 0;
  const nextDay = () => 48 + 24 * 3 * ++day;
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
    rider = await registerAndLogin(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await setAutoConfirm(t, "outstation", true);
    await onlyCars(t, "sedan", 4);
    await t.database.db.execute(sql`UPDATE chauffeurs SET active = false`);
  });
  const ops = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: op.cookie } });
  const auditOf = (id: string, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

  it("confirms a paid booking at once with a free chauffeur and car, as an operator would, and says why", async () => {
    const sanjay = await chauffeurOnDuty(t, "Sanjay Das");
    const { id, orderId } = await paidOutstation(t, rider, { startInHours: nextDay() });
    await pay(t, orderId);
    const b = await settled(t, id);
    expect(b).toMatchObject({ status: "confirmed", chauffeurId: sanjay.id, assignedBy: "system", dispatchHold: null });
    const [confirm] = await auditOf(id, "booking.confirm");
    expect(confirm!.actorUserId).toBeNull();
    const detail = confirm!.detail as { by: string; reason: string; chauffeur: string };
    expect(detail.by).toBe("system");
    expect(detail.chauffeur).toBe("Sanjay Das");
    expect(detail.reason).toMatch(/^Sanjay Das: starts from base \(Saheed Nagar\), \d+ min away; .+ of duty today$/);
    const sms = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, id), eq(outboxMessages.template, "ops.confirmed")));
    expect(sms.length).toBeGreaterThan(0); // the rider's confirmation, the same as an operator's
    const queue = await ops("GET", `/api/v1/ops/bookings/${id}`);
    expect(queue.json().booking).toMatchObject({ assignedBy: "system", dispatchHold: null });
  });

  it("leaves for a person, saying why: auto-confirm off, a child seat, a pet, a note, no pair", async () => {
    await chauffeurOnDuty(t, "Ravi Nayak");
    await setAutoConfirm(t, "outstation", false);
    const off = await paidOutstation(t, rider, { startInHours: nextDay() });
    await pay(t, off.orderId);
    expect((await settled(t, off.id)).dispatchHold).toMatchObject({ code: "auto_confirm_off" });

    await setAutoConfirm(t, "outstation", true);
    const cases = [
      [{ childSeat: true }, "child_seat"],
      [{ pets: { dogs: true, cats: false } }, "pets"],
      [
        { bookForOther: { isBooking: true, otherGuestInfo: "My father, please help with the wheelchair" } },
        "rider_note",
      ],
    ] as const;
    for (const [addOns, code] of cases) {
      const b = await paidOutstation(t, rider, { startInHours: nextDay(), addOns });
      await pay(t, b.orderId);
      const held = await settled(t, b.id);
      expect(held.status).toBe("pending");
      expect(held.dispatchHold).toMatchObject({ code });
    }
    await t.database.db.execute(sql`UPDATE chauffeurs SET active = false`);
    const none = await paidOutstation(t, rider, { startInHours: nextDay() });
    await pay(t, none.orderId);
    const held = await settled(t, none.id);
    expect(held.dispatchHold).toMatchObject({ code: "no_pair" });
    expect(held.dispatchHold!.message).toMatch(/^No chauffeur and car can serve it: chauffeurs: \d+ inactive/);
    const row = (await ops("GET", `/api/v1/ops/bookings?q=${held.reference}`)).json().bookings[0];
    expect(row.dispatchHold.code).toBe("no_pair");
  });

  it("undo puts the booking back in the queue for a person; the allocator leaves it there", async () => {
    await chauffeurOnDuty(t, "Manas Behera");
    const { id, orderId } = await paidOutstation(t, rider, { startInHours: nextDay() });
    await pay(t, orderId);
    await settled(t, id);
    const res = await ops("POST", `/api/v1/ops/bookings/${id}/unassign`);
    expect(res.statusCode, res.body).toBe(200);
    const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(b).toMatchObject({ status: "pending", chauffeurId: null, carId: null, assignedBy: "operator" });
    expect(b!.dispatchHold).toMatchObject({ code: "undone" });
    expect(await auditOf(id, "booking.unassign")).toHaveLength(1);
    expect(await autoConfirm(t.app.ctx, id)).toMatchObject({ kind: "held", hold: { code: "undone" } });
    const again = await ops("POST", `/api/v1/ops/bookings/${id}/unassign`);
    expect(again.statusCode).toBe(409);
    const told = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, id), eq(outboxMessages.template, "ops.unassigned")));
    expect(told.length).toBeGreaterThan(0);
  });

  it("never gives one chauffeur or car to two bookings paid at the same moment", async () => {
    await onlyCars(t, "sedan", 3);
    const crew = [await chauffeurOnDuty(t, "Amit Rout"), await chauffeurOnDuty(t, "Bijay Jena")];
    const riders = [rider, await registerAndLogin(t), await registerAndLogin(t)];
    for (let round = 0; round < 3; round++) {
      const at = nextDay();
      // three overlapping trips for two chauffeurs and three cars: two are confirmed, the third waits
      const made = [];
      for (const r of riders) made.push(await paidOutstation(t, r, { startInHours: at }));
      await Promise.all(made.map((m) => pay(t, m.orderId)));
      await Promise.all(made.map((m) => autoConfirm(t.app.ctx, m.id)));
      const rows = await Promise.all(made.map((m) => settled(t, m.id)));
      const confirmed = rows.filter((r) => r.status === "confirmed");
      expect(confirmed).toHaveLength(2);
      expect(new Set(confirmed.map((r) => r.chauffeurId)).size).toBe(2);
      expect(new Set(confirmed.map((r) => r.carId)).size).toBe(2);
      expect(crew.map((c) => c.id)).toEqual(expect.arrayContaining(confirmed.map((r) => r.chauffeurId)));
      expect(rows.find((r) => r.status === "pending")!.dispatchHold).toMatchObject({ code: "no_pair" });
    }
  });

  it("a freed pair fills the gap: the booking that waited for it is confirmed", async () => {
    await chauffeurOnDuty(t, "Prakash Swain");
    const at = nextDay();
    const first = await paidOutstation(t, rider, { startInHours: at });
    await pay(t, first.orderId);
    expect((await settled(t, first.id)).status).toBe("confirmed");
    const second = await paidOutstation(t, await registerAndLogin(t), { startInHours: at });
    await pay(t, second.orderId);
    expect((await settled(t, second.id)).dispatchHold).toMatchObject({ code: "no_pair" });
    // an operator takes the first back (a rider's cancellation or a withdrawal frees the pair the same way)
    const undo = await ops("POST", `/api/v1/ops/bookings/${first.id}/unassign`);
    expect(undo.statusCode, undo.body).toBe(200);
    const until = Date.now() + 15_000;
    let b;
    do {
      [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, second.id));
      if (b!.status === "confirmed") break;
      await new Promise((r) => setTimeout(r, 25));
    } while (Date.now() < until);
    expect(b!.status).toBe("confirmed");
  });
});

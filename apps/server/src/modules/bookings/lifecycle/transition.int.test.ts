import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { opsMessages } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../../test/helpers.ts";
import { createSignedInUser } from "../../../../test/factories.ts";
import { auditLog, bookings } from "../../../db/schema/index.ts";
import { createTestBooking } from "../../ops/test-factories.ts";
import { expireUnpaid } from "../jobs.ts";
import { IllegalTransitionError, transitionBooking, type TransitionInput } from "./transition.ts";

/**
 * The booking machine's writer on a real database (bookings/lifecycle/transition.ts): an event the table refuses
 * changes nothing and answers a typed error; a legal one writes the status and one audit row naming its actor.
 */
describe("transitionBooking: the one writer of a booking's status", () => {
  let t: TestApp;
  let rider: Awaited<ReturnType<typeof createSignedInUser>>;
  let op: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    rider = await createSignedInUser(t, { name: "Priya Rider" });
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  // the booking's rows only (a booking's id names no other entity)
  const auditOf = (id: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
  const statusOf = async (id: string) =>
    (await t.database.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0].s;
  const move = (input: Omit<TransitionInput, "now">) =>
    t.app.ctx.db.transaction((tx) => transitionBooking(tx, { ...input, now: t.app.ctx.clock.now() }));

  it("refuses an event from a status the table does not allow: 409 'conflict', nothing written", async () => {
    const b = await createTestBooking(t.database.db, { userId: rider.userId });
    const err = await move({ booking: b.id, event: "start", actor: { kind: "operator", userId: op.userId } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(IllegalTransitionError);
    expect(err).toMatchObject({
      status: 409,
      code: "conflict",
      message: opsMessages.illegal("start", "pending", "confirmed"),
    });
    expect(await statusOf(b.id)).toBe("pending");
    expect(await auditOf(b.id)).toHaveLength(0);
  });

  it("refuses an actor the table does not name: a rider cannot confirm (403 'forbidden')", async () => {
    const b = await createTestBooking(t.database.db, { userId: rider.userId });
    const err = await move({ booking: b.id, event: "confirm", actor: { kind: "rider", userId: rider.userId } }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ status: 403, code: "forbidden" });
    expect(await statusOf(b.id)).toBe("pending");
  });

  it("a completed trip cannot be started again through the console: the API answers the typed refusal", async () => {
    const b = await createTestBooking(t.database.db, { userId: rider.userId, status: "completed" });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/ops/bookings/${b.id}/start`,
      payload: {},
      headers: { cookie: op.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "conflict",
      message: opsMessages.illegal("start", "completed", "confirmed"),
    });
    expect(await statusOf(b.id)).toBe("completed");
  });

  it("the rider's cancellation moves the booking and writes one audit row naming the rider", async () => {
    const b = await createTestBooking(t.database.db, { userId: rider.userId, paymentStatus: "pending" });
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${b.id}`,
      headers: { cookie: rider.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "rider", paymentStatus: "expired" });
    const audit = await auditOf(b.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "booking.cancel", actorUserId: rider.userId });
    expect(audit[0].before).toMatchObject({ status: "pending" });
    expect(audit[0].after).toMatchObject({ status: "cancelled", cancelReason: "rider" });
    expect(audit[0].detail).toMatchObject({ by: "rider" });
  });

  it("the expiry job moves an unpaid order as the system: no user, 'system' in the row", async () => {
    const b = await createTestBooking(t.database.db, { userId: rider.userId, paymentStatus: "pending" });
    await t.database.db
      .update(bookings)
      .set({ pendingExpiresAt: new Date(t.app.ctx.clock.now().getTime() - 60_000) })
      .where(eq(bookings.id, b.id));
    await expireUnpaid(t.app.ctx);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "payment_timeout", paymentStatus: "expired" });
    const audit = await auditOf(b.id);
    expect(audit.map((a) => a.action)).toEqual(["booking.expire"]);
    expect(audit[0]).toMatchObject({ actorUserId: null, detail: { by: "system" } });
  });
});

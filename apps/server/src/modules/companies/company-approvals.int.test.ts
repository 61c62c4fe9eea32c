import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  APPROVAL_EXPIRES_BEFORE_PICKUP_HOURS,
  COMPANY_ORDER_MESSAGES as O,
  companyPaths as P,
} from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { q, q1 } from "../../lib/sql.ts";
import { expireApprovals } from "../bookings/index.ts";
import { carsOfClass, createTestChauffeur } from "../ops/test-factories.ts";
import {
  billedTo,
  bookingOf,
  companyFixture,
  expectOk,
  orderRide,
  payCheckout,
  type CompanyFixture,
} from "./company-rides.test-support.ts";
import { operator } from "./test-factories.ts";

/**
 * The approval (README "Company accounts": "Booking for a company, approval and credit"): a ride the policy names
 * waits for an approver (awaiting_approval, out of the operators' hands), who approves it into the queue or declines
 * it (cancelled, refunded in full when paid), once; undecided, it expires; an approver's own ride is approved by
 * booking it; a ride too close for a decision is refused.
 */
describe("company approvals", () => {
  let t: TestApp;
  let c: CompanyFixture;
  let approver: Awaited<ReturnType<CompanyFixture["member"]>>;
  beforeAll(async () => {
    t = await createTestApp();
    c = await companyFixture(t, { policy: { approvalAbovePaise: 300_000 } });
    approver = await c.member("approver");
  });
  afterAll(() => t.close());

  const decide = (who: { cookie: string }, bookingId: string, d: "approve" | "decline", payload: object = {}) =>
    t.app.inject({
      method: "POST",
      url: P.approvalDecision(c.id, bookingId, d),
      headers: { cookie: who.cookie },
      payload: d === "decline" ? payload : undefined,
    });

  it("sends a ride above the amount to an approver; paid, it waits; approved, operators confirm it", async () => {
    const booker = await c.member("booker");
    const res = await orderRide(t, booker, { billTo: billedTo(c.id) }, { farePaise: 450_000 });
    expectOk(res);
    expect(res.json()).toMatchObject({ payment: "checkout", status: "awaiting_approval" });
    const id = res.json().bookingId as string;
    const b = await bookingOf(t, id);
    expect(b.status).toBe("awaiting_approval");
    expect(b.approval_reasons).toEqual(["amount"]);
    expect(new Date(b.approval_expires_at!).getTime()).toBe(
      new Date(b.start_time).getTime() - APPROVAL_EXPIRES_BEFORE_PICKUP_HOURS * 3600_000,
    );
    await payCheckout(t, res);
    expect(await bookingOf(t, id)).toMatchObject({ status: "awaiting_approval", payment_status: "paid" });
    // the approvers are told, with the link to decide
    const told = await q<{ text: string }>(
      t.database.db,
      sql`SELECT text FROM outbox_messages WHERE to_address IN (${approver.email}, ${approver.phone})`,
    );
    expect(told.length).toBe(2);
    expect(told.every((m) => m.text.includes(`/company/${c.id}/approvals/${id}`))).toBe(true);

    // not the operators' yet: no confirm, listed as waiting for the company
    const ops = await operator(t);
    const ch = await createTestChauffeur(t.database.db);
    const [sedan] = await carsOfClass(t.database.db, "sedan");
    const confirm = () =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/ops/bookings/${id}/confirm`,
        headers: { cookie: ops.cookie },
        payload: { chauffeurId: ch.id, carId: sedan!.id },
      });
    expect((await confirm()).statusCode).toBe(409);

    const list = await t.app.inject({ method: "GET", url: P.approvals(c.id), headers: { cookie: approver.cookie } });
    expectOk(list);
    expect(list.json().approvals).toEqual([
      expect.objectContaining({ bookingId: id, reasons: ["amount"], amountPaise: 450_000, paymentStatus: "paid" }),
    ]);
    const byBooker = await t.app.inject({ method: "GET", url: P.approvals(c.id), headers: { cookie: booker.cookie } });
    expect(byBooker.statusCode).toBe(403);

    const ok = await decide(approver, id, "approve");
    expectOk(ok);
    expect(ok.json()).toMatchObject({ status: "pending" });
    expect(await bookingOf(t, id)).toMatchObject({ status: "pending", approval_decided_by: approver.userId });
    const again = await decide(approver, id, "decline", { reason: "Changed my mind" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(O.alreadyDecided);
    const audit = await q1<{ actor_user_id: string; detail: { by: string } }>(
      t.database.db,
      sql`SELECT actor_user_id, detail FROM audit_log WHERE entity_id = ${id} AND action = 'booking.approve'`,
    );
    expect(audit).toMatchObject({ actor_user_id: approver.userId, detail: { by: "approver" } });
    const booker_told = await q<{ template: string }>(
      t.database.db,
      sql`SELECT template FROM outbox_messages WHERE booking_id = ${id} AND template = 'company-approval-approved'`,
    );
    expect(booker_told.length).toBe(2);
    expect((await confirm()).statusCode).toBe(200);
  });

  it("declines a paid ride with a reason: cancelled and refunded in full", async () => {
    const booker = await c.member("booker");
    const res = await orderRide(t, booker, { billTo: billedTo(c.id) }, { farePaise: 450_000 });
    const id = res.json().bookingId as string;
    await payCheckout(t, res);
    const noReason = await decide(approver, id, "decline", {});
    expect(noReason.statusCode).toBe(400);
    const declined = await decide(approver, id, "decline", { reason: "Use the train" });
    expectOk(declined);
    expect(declined.json()).toMatchObject({ status: "cancelled" });
    const b = await bookingOf(t, id);
    expect(b).toMatchObject({ status: "cancelled", approval_decline_reason: "Use the train" });
    expect(["refunded", "refund_pending"]).toContain(b.payment_status);
    const refund = await q1<{ amount_paise: number }>(
      t.database.db,
      sql`SELECT amount_paise FROM refunds WHERE booking_id = ${id}`,
    );
    expect(refund?.amount_paise).toBe(450_000);
  });

  it("answers 404 for another company's ride and for a non-member", async () => {
    const other = await companyFixture(t, { policy: { approvalAbovePaise: 100 } });
    const m = await other.member("booker");
    const res = await orderRide(t, m, { billTo: billedTo(other.id) });
    const notOurs = await decide(approver, res.json().bookingId, "approve");
    expect(notOurs.statusCode).toBe(404);
    const stranger = await other.member("approver");
    const list = await t.app.inject({ method: "GET", url: P.approvals(c.id), headers: { cookie: stranger.cookie } });
    expect(list.statusCode).toBe(404);
  });

  it("expires an undecided request at its time: cancelled by the system, refunded, the booker told", async () => {
    const booker = await c.member("booker");
    const res = await orderRide(t, booker, { billTo: billedTo(c.id) }, { farePaise: 450_000 });
    const id = res.json().bookingId as string;
    await payCheckout(t, res);
    await q(t.database.db, sql`UPDATE bookings SET approval_expires_at = now() - interval '1 minute' WHERE id = ${id}`);
    await expireApprovals(t.app.ctx);
    const b = await bookingOf(t, id);
    expect(b.status).toBe("cancelled");
    expect(["refunded", "refund_pending"]).toContain(b.payment_status);
    const told = await q<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM outbox_messages WHERE booking_id = ${id} AND template = 'company-approval-expired'`,
    );
    expect(told.length).toBe(2);
  });

  it("lets the booker withdraw a waiting ride", async () => {
    const traveller = await c.member("traveller");
    const res = await orderRide(t, traveller, { billTo: billedTo(c.id) }, { farePaise: 450_000 });
    expect(res.json().status).toBe("awaiting_approval");
    const cancel = await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${res.json().bookingId}`,
      headers: { cookie: traveller.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await bookingOf(t, res.json().bookingId)).status).toBe("cancelled");
  });

  it("an approver's own ride is approved by booking it (the reasons kept)", async () => {
    const res = await orderRide(t, approver, { billTo: billedTo(c.id) }, { farePaise: 450_000 });
    expect(res.json().status).toBe("pending");
    expect(await bookingOf(t, res.json().bookingId)).toMatchObject({
      approval_reasons: ["amount"],
      approval_decided_by: approver.userId,
      approval_expires_at: null,
    });
  });

  it("refuses a ride that needs approval but is too soon for one", async () => {
    const booker = await c.member("booker");
    const res = await orderRide(t, booker, { billTo: billedTo(c.id) }, { farePaise: 450_000, startInHours: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("too_soon_for_approval");
  });
});

describe("the approvals in the OpenAPI document", () => {
  it("lists the list and both decisions with their schemas", async () => {
    const t = await createTestApp();
    try {
      const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
        paths: Record<
          string,
          Record<string, { responses?: Record<string, { content?: unknown }>; requestBody?: unknown }>
        >;
      };
      const list = doc.paths["/api/v1/companies/{id}/approvals"]?.get;
      const approve = doc.paths["/api/v1/companies/{id}/approvals/{bookingId}/approve"]?.post;
      const decline = doc.paths["/api/v1/companies/{id}/approvals/{bookingId}/decline"]?.post;
      for (const op of [list, approve, decline]) expect(op?.responses?.["200"]?.content).toBeDefined();
      expect(decline?.requestBody).toBeDefined();
      const order = doc.paths["/api/v1/bookings/order/{service}"]?.post;
      expect(JSON.stringify(order?.responses?.["200"])).toContain("on_account");
    } finally {
      await t.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { COMPANY_ORDER_MESSAGES as O } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { q, q1 } from "../../lib/sql.ts";
import { carsOfClass, createTestChauffeur } from "../ops/test-factories.ts";
import { billedTo, bookingOf, companyFixture, expectOk, orderRide } from "./company-rides.test-support.ts";
import { operator } from "./test-factories.ts";

/**
 * Monthly terms (README "Company accounts": "Booking for a company, approval and credit"): a ride goes on the
 * company's account without a checkout, straight to the operators, invoiced at its completion; the credit limit holds
 * under two orders at once (the company's row is locked in the order's transaction); an overdue statement stops
 * rides on credit.
 */
describe("company rides on monthly terms", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const monthly = (creditLimitPaise: number) =>
    companyFixture(t, { terms: { paymentTerms: "monthly", creditLimitPaise } });

  it("books on account without a payment, goes to the queue, and is invoiced to the company at completion", async () => {
    const c = await monthly(5_000_000);
    const m = await c.member("booker");
    const res = await orderRide(t, m, { billTo: billedTo(c.id) }, { carType: "luxury" });
    expectOk(res);
    expect(res.json()).toMatchObject({ success: true, payment: "on_account", status: "pending" });
    expect(res.json().options).toBeUndefined();
    const id = res.json().bookingId as string;
    expect(await bookingOf(t, id)).toMatchObject({ status: "pending", payment_status: "on_account" });
    const payments = await q(t.database.db, sql`SELECT id FROM payments WHERE booking_id = ${id}`);
    expect(payments).toEqual([]);
    const pay = await t.app.inject({
      method: "POST",
      url: `/api/v1/bookings/${id}/pay`,
      headers: { cookie: m.cookie },
    });
    expect(pay.statusCode).toBe(409);

    const ops = await operator(t);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/v1/ops/bookings/${id}`,
      headers: { cookie: ops.cookie },
    });
    expect(JSON.stringify(detail.json())).toContain("confirm");
    const ch = await createTestChauffeur(t.database.db);
    const [car] = await carsOfClass(t.database.db, "luxury");
    const post = (action: string, payload: object = {}) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/ops/bookings/${id}/${action}`,
        headers: { cookie: ops.cookie },
        payload,
      });
    const confirm = await post("confirm", { chauffeurId: ch.id, carId: car!.id });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // the day of the ride: the pickup now
    await q(
      t.database.db,
      sql`UPDATE bookings SET start_time = now() - interval '5 minutes', end_time = now() + interval '2 hours',
          hold_until = now() + interval '3 hours' WHERE id = ${id}`,
    );
    expect((await post("start")).statusCode).toBe(200);
    const done = await post("complete");
    expect(done.statusCode, done.body).toBe(200);
    const inv = await q1<Record<string, unknown>>(
      t.database.db,
      sql`SELECT * FROM invoices WHERE booking_id = ${id} AND kind = 'fare'`,
    );
    expect(inv).toMatchObject({ payment_id: null, company_id: c.id, buyer_legal_name: "Kalinga Steel Works Pvt Ltd" });
  });

  it("gives the last of the limit to exactly one of two orders at once; a cancelled ride frees its share", async () => {
    const c = await monthly(700_000);
    const [a, b] = [await c.member("booker"), await c.member("traveller")];
    const [r1, r2] = await Promise.all([
      orderRide(t, a, { billTo: billedTo(c.id) }),
      orderRide(t, b, { billTo: billedTo(c.id) }),
    ]);
    const codes = [r1.statusCode, r2.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const [won, lost] = r1.statusCode === 200 ? [r1, r2] : [r2, r1];
    expect(lost.json()).toMatchObject({ code: "credit_limit", message: O.overCredit(300_000) });
    expect(lost.json().message).toContain("₹3,000");

    const who = won === r1 ? a : b;
    const cancel = await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${won.json().bookingId}`,
      headers: { cookie: who.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await bookingOf(t, won.json().bookingId)).toMatchObject({
      status: "cancelled",
      payment_status: "on_account",
    });
    expectOk(await orderRide(t, r1 === lost ? a : b, { billTo: billedTo(c.id) }));
  });

  it("stops rides on credit while a statement is overdue; a paid statement frees its month", async () => {
    const c = await monthly(500_000);
    const m = await c.member("booker");
    const first = await orderRide(t, m, { billTo: billedTo(c.id) });
    expectOk(first);
    const b = await bookingOf(t, first.json().bookingId);
    const period = new Date(new Date(b.start_time).getTime() + 330 * 60_000).toISOString().slice(0, 7);
    const full = await orderRide(t, m, { billTo: billedTo(c.id) });
    expect(full.statusCode).toBe(409);
    await q(
      t.database.db,
      sql`INSERT INTO company_statements (company_id, number, period, invoices_paise, credit_notes_paise, amount_due_paise,
            issued_at, due_at, paid_at)
          VALUES (${c.id}, ${`SL/ST/T/${c.id.slice(0, 8)}`}, ${period}, 400000, 0, 400000, now() - interval '20 days',
            now() - interval '5 days', now())`,
    );
    expectOk(await orderRide(t, m, { billTo: billedTo(c.id) }));
    await q(
      t.database.db,
      sql`INSERT INTO company_statements (company_id, number, period, invoices_paise, credit_notes_paise, amount_due_paise,
            issued_at, due_at)
          VALUES (${c.id}, ${`SL/ST/O/${c.id.slice(0, 8)}`}, '2020-01', 1000, 0, 1000, now() - interval '40 days',
            now() - interval '1 day')`,
    );
    const overdue = await orderRide(t, m, { billTo: billedTo(c.id) }, { farePaise: 1000 });
    expect(overdue.statusCode).toBe(409);
    expect(overdue.json()).toMatchObject({ code: "statement_overdue", message: O.overdue });
  });
});

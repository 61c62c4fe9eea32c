import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import type { PaymentGateway } from "../../adapters/payments/types.ts";
import { bookingRow, countRows, insertQuote, optionsOf, payOrder, placeOrder } from "./test-factories.ts";
import { expireUnpaid, reconcile } from "./jobs.ts";

describe("bookings: orders, capacity, list, details, cancel, refunds, expiry", () => {
  let t: TestApp;
  let gw: SandboxGateway;
  beforeAll(async () => {
    t = await createTestApp();
    gw = t.app.ctx.adapters.payments as SandboxGateway;
  });
  afterAll(() => t.close());

  let day = 0;
  const nextDay = () => 48 + 24 * day++;

  it("a crash between the provider order and the booking update is completed by a retry or reconciliation: one order, one charge", async () => {
    const rider = await createSignedInUser(t);
    const qid = await insertQuote(t, { userId: rider.userId, startInHours: nextDay() });
    const real = t.app.ctx.adapters.payments;
    const crashing: PaymentGateway = {
      ...real,
      createOrder: async (input) => {
        await real.createOrder(input);
        throw new Error("process killed after the provider created the order");
      },
    };
    t.app.ctx.adapters.payments = crashing;
    const crashed = await placeOrder(t, rider.cookie, qid, "crash-1");
    t.app.ctx.adapters.payments = real;
    expect(crashed.statusCode).toBe(500);
    const booking = await t.database.query<{ id: string; reference: string }>(
      "SELECT id, reference FROM bookings WHERE user_id = $1",
      [rider.userId],
    );
    expect(booking).toHaveLength(1);
    expect(await countRows(t, "payments", "booking_id = $1", [booking[0].id])).toBe(0);
    expect(await countRows(t, "sandbox_orders", "receipt = $1", [booking[0].reference])).toBe(1);

    // reconciliation alone records the order found by receipt
    t.clock.setOffsetMs(2 * 60_000);
    await reconcile(t.app.ctx);
    t.clock.setOffsetMs(0);
    expect(await countRows(t, "payments", "booking_id = $1", [booking[0].id])).toBe(1);
    // the rider's retry with the same key gets the same booking and the same provider order
    const retry = await placeOrder(t, rider.cookie, qid, "crash-1");
    expect(retry.statusCode).toBe(200);
    expect(retry.json().bookingId).toBe(booking[0].id);
    expect(await countRows(t, "sandbox_orders", "receipt = $1", [booking[0].reference])).toBe(1);
    await payOrder(t, optionsOf(t, retry.json()).order_id);
    expect((await bookingRow(t, booking[0].id))!.payment_status).toBe("paid");
  });

  it("unpaid orders expire after 30 minutes and free the car; a late capture on the expired booking is refunded exactly once", async () => {
    const startInHours = nextDay();
    const riders = await Promise.all([1, 2, 3].map(() => createSignedInUser(t)));
    const orders = [];
    for (const r of riders.slice(0, 2))
      orders.push(
        await placeOrder(
          t,
          r.cookie,
          await insertQuote(t, { userId: r.userId, carType: "luxury", startInHours }),
          "exp",
        ),
      );
    const third = await insertQuote(t, {
      userId: riders[2].userId,
      carType: "luxury",
      startInHours,
      farePaise: 350000,
    });
    expect((await placeOrder(t, riders[2].cookie, third, "exp")).statusCode).toBe(409);

    // a payment happens at the provider but none of its messages reach us
    const lost = optionsOf(t, orders[0].json()).order_id;
    await gw.completeCheckout(lost, "success", t.clock.now());
    t.clock.setOffsetMs(31 * 60_000);
    try {
      expect(await expireUnpaid(t.app.ctx)).toMatch(/^expired \d+ of \d+$/);
      // the lost payment was found and confirmed instead of expiring
      expect((await bookingRow(t, orders[0].json().bookingId))!.payment_status).toBe("paid");
      expect(await bookingRow(t, orders[1].json().bookingId)).toMatchObject({
        status: "cancelled",
        payment_status: "expired",
      });
      const q3 = await insertQuote(t, {
        userId: riders[2].userId,
        carType: "luxury",
        startInHours: startInHours - 0.5,
      });
      expect((await placeOrder(t, riders[2].cookie, q3, "exp-2")).statusCode).toBe(200);

      // the expired booking's order is paid after all (a slow bank): reconciliation refunds it once
      const expiredOrder = optionsOf(t, orders[1].json()).order_id;
      const late = await gw.completeCheckout(expiredOrder, "success", t.clock.now());
      t.clock.setOffsetMs(45 * 60_000);
      await reconcile(t.app.ctx);
      await reconcile(t.app.ctx);
      await t.app.inject({
        method: "POST",
        url: "/api/v1/payments/webhook",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": late.webhooks[0].signature,
          "x-razorpay-event-id": late.webhooks[0].eventId,
        },
        payload: late.webhooks[0].body,
      });
      expect(await countRows(t, "sandbox_refunds", "payment_id = $1", [late.success!.razorpay_payment_id])).toBe(1);
      expect(await bookingRow(t, orders[1].json().bookingId)).toMatchObject({
        status: "cancelled",
        payment_status: "refunded",
      });
    } finally {
      t.clock.setOffsetMs(0);
    }
  });

  it("'Complete payment' reuses the same order and amount until the booking expires", async () => {
    const rider = await createSignedInUser(t);
    const order = await placeOrder(
      t,
      rider.cookie,
      await insertQuote(t, { userId: rider.userId, startInHours: nextDay() }),
      "resume",
    );
    const id = order.json().bookingId;
    const resume = await t.app.inject({
      method: "POST",
      url: `/api/v1/bookings/${id}/pay`,
      headers: { cookie: rider.cookie },
    });
    expect(resume.statusCode).toBe(200);
    expect(optionsOf(t, resume.json()).order_id).toBe(optionsOf(t, order.json()).order_id);
    const list = await t.app.inject({ method: "GET", url: "/api/v1/bookings", headers: { cookie: rider.cookie } });
    expect(list.json().data.active[0].canCompletePayment).toBe(true);
    t.clock.setOffsetMs(31 * 60_000);
    try {
      expect(
        (await t.app.inject({ method: "POST", url: `/api/v1/bookings/${id}/pay`, headers: { cookie: rider.cookie } }))
          .statusCode,
      ).toBe(409);
    } finally {
      t.clock.setOffsetMs(0);
    }
  });
});

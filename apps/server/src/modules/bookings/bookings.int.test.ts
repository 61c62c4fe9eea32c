import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { countRows, insertQuote, optionsOf, payOrder, placeOrder } from "./test-factories.ts";

describe("bookings: orders, capacity, list, details, cancel, refunds, expiry", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let day = 0;
  const nextDay = () => 48 + 24 * day++;

  it("requires a login with the booking-creation message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/order/outstation",
      payload: { quoteId: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Please login to continue with the booking");
  });

  it("creates the booking from the stored quote (the browser amount never counts) and honours the Idempotency-Key", async () => {
    const rider = await createSignedInUser(t);
    const quoteId = await insertQuote(t, { userId: rider.userId, farePaise: 512300, startInHours: nextDay() });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/order/outstation",
      headers: { cookie: rider.cookie, "idempotency-key": "double-click-1" },
      payload: { quoteId, addOns: {}, amount: 1, fare: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const o = optionsOf(t, res.json());
    expect(o).toMatchObject({ amount: 512300, currency: "INR", key: "rzp_sandbox_local", gateway: "sandbox" });
    expect(o.order_id).toMatch(/^order_/);
    expect(o.callback_url).toBe("http://localhost:4000/api/v1/payments/callback");
    const again = await placeOrder(t, rider.cookie, quoteId, "double-click-1");
    expect(again.json().bookingId).toBe(res.json().bookingId);
    expect(optionsOf(t, again.json()).order_id).toBe(o.order_id);
    expect(await countRows(t, "bookings", "user_id = $1", [rider.userId])).toBe(1);
    // another rider cannot order from this quote
    const other = await createSignedInUser(t);
    expect((await placeOrder(t, other.cookie, quoteId, "x")).statusCode).toBe(400);
  });

  it("re-prices with the fares engine when the order's add-ons differ from the quote's", async () => {
    const rider = await createSignedInUser(t);
    const quoteId = await insertQuote(t, { userId: rider.userId, farePaise: 350000, startInHours: nextDay() });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/order/outstation",
      headers: { cookie: rider.cookie, "idempotency-key": "addons-1" },
      payload: { quoteId, addOns: { childSeat: true, placard: { required: true, text: "Mr Das" } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const o = optionsOf(t, res.json());
    expect(o.amount).not.toBe(350000);
    const row = await t.database.query<{ amount_paise: number; add_ons: { childSeat: boolean } }>(
      "SELECT amount_paise, add_ons FROM bookings WHERE id = $1",
      [res.json().bookingId],
    );
    expect(row[0].amount_paise).toBe(o.amount);
    expect(row[0].add_ons.childSeat).toBe(true);
  });

  it("20 concurrent orders for the last free car give exactly one booking", async () => {
    const startInHours = nextDay();
    // luxury has 2 cars: one is already held at that time
    const first = await createSignedInUser(t);
    expect(
      (
        await placeOrder(
          t,
          first.cookie,
          await insertQuote(t, { userId: first.userId, carType: "luxury", startInHours }),
          "a",
        )
      ).statusCode,
    ).toBe(200);
    const riders = await Promise.all(Array.from({ length: 20 }, () => createSignedInUser(t)));
    const quotes = await Promise.all(
      riders.map((r) => insertQuote(t, { userId: r.userId, carType: "luxury", startInHours: startInHours + 1 })),
    );
    const results = await Promise.all(riders.map((r, i) => placeOrder(t, r.cookie, quotes[i], `race-${i}`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toMatch(
      /another vehicle class or another pickup time/,
    );
    const held = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE car_type = 'luxury' AND status = 'pending' AND start_time < $1",
      [new Date(t.clock.now().getTime() + (startInHours + 10) * 3600_000)],
    );
    expect(held[0].n).toBeGreaterThanOrEqual(2);
  });

  it("lists active and past with counts, shows details only to the owner, and cancels a paid booking with a refund", async () => {
    const rider = await createSignedInUser(t);
    const qid = await insertQuote(t, { userId: rider.userId, startInHours: nextDay(), farePaise: 300000 });
    const order = await placeOrder(t, rider.cookie, qid, "list-1");
    const bookingId = order.json().bookingId;
    const p = await payOrder(t, optionsOf(t, order.json()).order_id);
    const past = await insertQuote(t, { userId: rider.userId, startInHours: nextDay() });
    const pastOrder = await placeOrder(t, rider.cookie, past, "list-2");
    await t.database.query("UPDATE bookings SET status = 'completed' WHERE id = $1", [pastOrder.json().bookingId]);

    const list = await t.app.inject({
      method: "GET",
      url: "/api/v1/bookings?page=1&limit=10",
      headers: { cookie: rider.cookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    const data = list.json().data;
    expect(data.statistics).toMatchObject({ totalBookings: 2, active: 1, past: 1, completed: 1 });
    expect(data.active[0]).toMatchObject({
      _id: bookingId,
      status: "pending",
      canCancel: true,
      payment: { amount: 300000, paymentStatus: "paid", paymentId: p.success!.razorpay_payment_id },
    });
    expect(data.active[0].invoiceNumber).toMatch(/^SL\/\d{2}-\d{2}\/\d{6}$/);
    expect(data.past[0]).toMatchObject({ status: "completed", canCancel: false });

    const other = await createSignedInUser(t);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/v1/bookings/${bookingId}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    const details = await t.app.inject({
      method: "GET",
      url: `/api/v1/bookings/${bookingId}`,
      headers: { cookie: rider.cookie },
    });
    expect(details.json().data).toMatchObject({
      pickupLocation: expect.stringContaining("Airport"),
      dropLocation: "Puri Beach, Puri",
      fareInRupees: 3000,
    });
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/v1/bookings/${bookingId}/invoice.pdf`,
      headers: { cookie: rider.cookie },
    });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    const ics = await t.app.inject({
      method: "GET",
      url: `/api/v1/bookings/${bookingId}/calendar.ics`,
      headers: { cookie: rider.cookie },
    });
    expect(ics.body).toContain("BEGIN:VEVENT");

    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: `/api/v1/bookings/cancel/${bookingId}`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);
    const cancel = await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${bookingId}`,
      headers: { cookie: rider.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({
      message: "Booking cancelled successfully",
      data: { cancellationFeePaise: 0, refundPaise: 300000, paymentStatus: "refunded" },
    });
    expect(await countRows(t, "sandbox_refunds", "payment_id = $1", [p.success!.razorpay_payment_id])).toBe(1);
    // cancelling twice is refused; refunding again (ops decline) refunds nothing more
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: `/api/v1/bookings/cancel/${bookingId}`,
          headers: { cookie: rider.cookie },
        })
      ).statusCode,
    ).toBe(400);
    const { refundBooking } = await import("../payments/index.ts");
    expect(await refundBooking(t.app.ctx, { bookingId, reason: "declined", actorUserId: null })).toEqual({
      refunded: 0,
      status: "refunded",
    });
    expect(await refundBooking(t.app.ctx, { bookingId, reason: "rider_cancelled", actorUserId: null })).toMatchObject({
      refunded: 300000,
    });
    expect(await countRows(t, "sandbox_refunds", "payment_id = $1", [p.success!.razorpay_payment_id])).toBe(1);
    expect(await countRows(t, "outbox_messages", "booking_id = $1 AND template = 'booking-refund'", [bookingId])).toBe(
      1,
    );
  });

  it("prints the brand and the fare's lines on the invoice, summing to the taxable value", async () => {
    const rider = await createSignedInUser(t);
    const breakdown = [
      { code: "base", label: "Base fare (62 km at INR 40/km)", amountPaise: 248000 },
      { code: "driver", label: "Driver allowance", amountPaise: 37700 },
      { code: "gst", label: "GST (5%)", amountPaise: 14300 },
    ];
    const qid = await insertQuote(t, { userId: rider.userId, startInHours: nextDay(), farePaise: 300000, breakdown });
    const order = await placeOrder(t, rider.cookie, qid, "invoice-lines");
    await payOrder(t, optionsOf(t, order.json()).order_id);
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/v1/bookings/${order.json().bookingId}/invoice.pdf`,
      headers: { cookie: rider.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(t.app.ctx.config.BUSINESS_NAME);
    expect(text).toMatch(/Invoice date: \d{1,2} [A-Z][a-z]{2} \d{4}\n/); // the screens' one date format
    expect(text).toContain("Your fare");
    expect(text).toContain("Base fare (62 km at INR 40/km)");
    expect(text).toContain("INR 2,480.00");
    expect(text).toContain("Driver allowance");
    // 2,480 + 377 = 2,857.00; the GST split of INR 3,000 gives 2,857.14: the difference is shown, never hidden
    expect(text).toContain("Round off");
    expect(text).toContain("INR 0.14");
    expect(text).toContain("Taxable value (fare before GST)");
    expect(text).toContain("INR 2,857.14");
    expect(text).toContain("Total (GST included)");
    expect(text).toContain("INR 3,000.00");
  });

  it("keeps a nominal fee when a paid booking is cancelled under 30 minutes before pickup", async () => {
    const rider = await createSignedInUser(t);
    const qid = await insertQuote(t, { userId: rider.userId, startInHours: 0.25, farePaise: 250000 });
    const order = await placeOrder(t, rider.cookie, qid, "late-cancel");
    await payOrder(t, optionsOf(t, order.json()).order_id);
    const cancel = await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${order.json().bookingId}`,
      headers: { cookie: rider.cookie },
    });
    expect(cancel.json().data).toEqual({
      cancellationFeePaise: 20000,
      refundPaise: 230000,
      paymentStatus: "partially_refunded",
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, bookingTexts, paymentMessages } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { countRows, insertQuote, optionsOf, placeOrder, sendWebhook } from "./test-factories.ts";

/**
 * One trip, one payment (README "Payments and bookings"): a quote leads to at most one booking. A rider whose payment
 * was captured while the checkout's redirect failed, and who presses Pay Now again (or reopens the quote), is answered
 * with that booking, never a second gateway order; a replayed signed callback mints no second token; a capture that
 * arrives late shows at once on the payment-status page (the same token, asked again) and in My Bookings.
 */
describe("one trip, one payment", () => {
  let t: TestApp;
  let gw: SandboxGateway;
  beforeAll(async () => {
    t = await createTestApp();
    gw = t.app.ctx.adapters.payments as SandboxGateway;
  });
  afterAll(() => t.close());

  let slot = 0;
  async function quoteOfNewRider() {
    const rider = await createSignedInUser(t);
    // each on its own day, so the fleet's capacity is not what these tests exercise
    const quoteId = await insertQuote(t, { userId: rider.userId, startInHours: 72 + 24 * slot++ });
    return { rider, quoteId };
  }
  const callback = (fields: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: apiPaths.paymentCallback,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://api.razorpay.com" },
      payload: new URLSearchParams(fields).toString(),
    });
  const verify = (token: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/verify-payment-token",
      headers: cookie ? { cookie } : {},
      payload: { token },
    });
  const gatewayOrders = (userId: string) =>
    countRows(t, "payments p JOIN bookings b ON b.id = p.booking_id", "b.user_id = $1", [userId]);
  const expectAlreadyBooked = (res: Awaited<ReturnType<typeof placeOrder>>, bookingId: string) => {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: "already_booked",
      message: bookingTexts.alreadyBooked,
      booked: { bookingId, path: `/user/bookings/${bookingId}/trip`, reference: expect.stringMatching(/^SL-/) },
    });
  };

  it("a capture whose redirect failed: Pay Now again (a new key, the same key) and the quote reopened answer the booking, no new order", async () => {
    const { rider, quoteId } = await quoteOfNewRider();
    const first = await placeOrder(t, rider.cookie, quoteId, "page-1");
    expect(first.statusCode, first.body).toBe(200);
    const bookingId = first.json().bookingId as string;
    // the rider pays; the browser never comes back (no callback), the webhook records the capture
    const paid = await gw.completeCheckout(optionsOf(t, first.json()).order_id, "success", t.clock.now());
    expect((await sendWebhook(t.app, paid.webhooks[0])).json().outcome).toBe("captured");

    expectAlreadyBooked(await placeOrder(t, rider.cookie, quoteId, "page-2"), bookingId);
    expectAlreadyBooked(await placeOrder(t, rider.cookie, quoteId, "page-1"), bookingId);
    expectAlreadyBooked(await placeOrder(t, rider.cookie, quoteId), bookingId);
    // the stored quote names its booking (the fare summary opened again)
    const quote = await t.app.inject({
      method: "GET",
      url: apiPaths.quote(quoteId),
      headers: { cookie: rider.cookie },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data.booked).toMatchObject({ bookingId, path: `/user/bookings/${bookingId}/trip` });
    expect(await gatewayOrders(rider.userId)).toBe(1);
    expect(await countRows(t, "bookings", "quote_id = $1", [quoteId])).toBe(1);
  });

  it("an order open at the gateway (not yet paid) is the quote's booking too: a second page's Pay Now is answered with it", async () => {
    const { rider, quoteId } = await quoteOfNewRider();
    const first = await placeOrder(t, rider.cookie, quoteId, "tab-1");
    expect(first.statusCode, first.body).toBe(200);
    const bookingId = first.json().bookingId as string;
    expectAlreadyBooked(await placeOrder(t, rider.cookie, quoteId, "tab-2"), bookingId);
    // the same page's retry (same key) reopens the same gateway order
    const retry = await placeOrder(t, rider.cookie, quoteId, "tab-1");
    expect(retry.statusCode, retry.body).toBe(200);
    expect(optionsOf(t, retry.json()).order_id).toBe(optionsOf(t, first.json()).order_id);
    expect(await gatewayOrders(rider.userId)).toBe(1);
  });

  it("two orders of one quote at once: one booking, one gateway order; the other is answered with it", async () => {
    const { rider, quoteId } = await quoteOfNewRider();
    const answers = await Promise.all([
      placeOrder(t, rider.cookie, quoteId, "race-a"),
      placeOrder(t, rider.cookie, quoteId, "race-b"),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200)!;
    expectAlreadyBooked(
      answers.find((r) => r.statusCode === 409)!,
      won.json().bookingId,
    );
    expect(await countRows(t, "bookings", "quote_id = $1", [quoteId])).toBe(1);
    expect(await gatewayOrders(rider.userId)).toBe(1);
  });

  it("the database refuses a second live booking of one quote, whatever the code path", async () => {
    const { rider, quoteId } = await quoteOfNewRider();
    const first = await placeOrder(t, rider.cookie, quoteId, "db-1");
    expect(first.statusCode, first.body).toBe(200);
    await expect(
      t.database.query(
        `INSERT INTO bookings (reference, user_id, quote_id, service_type, car_type, trip, route, add_ons, breakdown,
           amount_paise, tariff_version, start_time, end_time, hold_until)
         SELECT 'SL-DUPLICAT', user_id, quote_id, service_type, car_type, trip, route, add_ons, breakdown, amount_paise,
           tariff_version, start_time, end_time, hold_until FROM bookings WHERE id = $1`,
        [first.json().bookingId],
      ),
    ).rejects.toThrow(/bookings_one_per_quote/);
    // a booking whose order lapsed unpaid frees its quote
    await t.database.query(
      "UPDATE bookings SET status = 'cancelled', payment_status = 'expired', cancel_reason = 'payment_timeout' WHERE id = $1",
      [first.json().bookingId],
    );
    const again = await placeOrder(t, rider.cookie, quoteId, "db-2");
    expect(again.statusCode, again.body).toBe(200);
  });

  it("a replayed signed callback mints no second payment-status token", async () => {
    const { rider, quoteId } = await quoteOfNewRider();
    const order = await placeOrder(t, rider.cookie, quoteId, "replay-1");
    const r = await gw.completeCheckout(optionsOf(t, order.json()).order_id, "success", t.clock.now());
    const first = await callback(r.success!);
    expect(String(first.headers.location)).toMatch(/^\/payment-status\?token=/);
    const tokens = () => countRows(t, "payment_tokens", "provider_payment_id = $1", [r.success!.razorpay_payment_id]);
    expect(await tokens()).toBe(1);
    const replay = await callback(r.success!);
    expect(replay.statusCode).toBe(303);
    const location = new URL(String(replay.headers.location), "http://x");
    expect(location.searchParams.get("token")).toBeNull();
    expect(location.searchParams.get("error")).toBe(paymentMessages.alreadyPaid);
    expect(await tokens()).toBe(1);
  });

  it("a late capture shows at once: the payment-status page's token answers it when asked again, and My Bookings lists it paid", async () => {
    const { rider, quoteId } = await quoteOfNewRider();
    const order = await placeOrder(t, rider.cookie, quoteId, "late-1");
    const bookingId = order.json().bookingId as string;
    const r = await gw.completeCheckout(optionsOf(t, order.json()).order_id, "success", t.clock.now());
    // the gateway still says 'authorized' when the browser comes back: the page shows 'being confirmed'
    await t.database.query("UPDATE sandbox_payments SET status = 'authorized' WHERE id = $1", [
      r.success!.razorpay_payment_id,
    ]);
    const back = await callback(r.success!);
    const token = new URL(String(back.headers.location), "http://x").searchParams.get("token")!;
    expect(token).toBeTruthy();
    const waiting = await verify(token, rider.cookie);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toMatchObject({ message: bookingTexts.paymentConfirming });
    expect(waiting.json().data).toBeUndefined();
    const list = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: "/api/v1/bookings?page=1&limit=10",
          headers: { cookie: rider.cookie },
        })
      )
        .json()
        .data.active.find((b: { _id: string }) => b._id === bookingId);
    expect((await list()).canCompletePayment).toBe(true);

    // the capture arrives by webhook
    await t.database.query("UPDATE sandbox_payments SET status = 'captured' WHERE id = $1", [
      r.success!.razorpay_payment_id,
    ]);
    expect((await sendWebhook(t.app, r.webhooks[0])).json().outcome).toBe("captured");
    const shown = await verify(token, rider.cookie);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ bookingId, razorpay_payment_id: r.success!.razorpay_payment_id });
    // once shown, the token is used up
    expect((await verify(token, rider.cookie)).statusCode).toBe(400);
    const listed = await list();
    expect(listed.canCompletePayment).toBe(false);
    expect(listed.payment.paymentId).toBe(r.success!.razorpay_payment_id);
  });

  it("the console flags a rider's bookings of the same route and pickup: 'Possible duplicate of <ref>' on the queue and the booking", async () => {
    const { rider, quoteId } = await quoteOfNewRider();
    const second = await insertQuote(t, { userId: rider.userId });
    // the same trip priced twice (two tabs): the same pickup time and places
    await t.database.query(
      "UPDATE quotes SET start_time = q.start_time, end_time = q.end_time, trip = q.trip FROM quotes q WHERE q.id = $1 AND quotes.id = $2",
      [quoteId, second],
    );
    const a = await placeOrder(t, rider.cookie, quoteId, "dup-a");
    const b = await placeOrder(t, rider.cookie, second, "dup-b");
    expect([a.statusCode, b.statusCode], b.body).toEqual([200, 200]);
    const [idA, idB] = [a.json().bookingId as string, b.json().bookingId as string];
    const refs = await t.database.query<{ id: string; reference: string }>(
      "SELECT id, reference FROM bookings WHERE id IN ($1, $2)",
      [idA, idB],
    );
    const refOf = (id: string) => refs.find((r) => r.id === id)!.reference;
    // another rider's booking of the very same trip is no duplicate
    const other = await createSignedInUser(t);
    const othersQuote = await insertQuote(t, { userId: other.userId });
    await t.database.query(
      "UPDATE quotes SET start_time = q.start_time, end_time = q.end_time, trip = q.trip FROM quotes q WHERE q.id = $1 AND quotes.id = $2",
      [quoteId, othersQuote],
    );
    const o = await placeOrder(t, other.cookie, othersQuote, "dup-o");

    const op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
    const asOperator = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: op.cookie } });
    const queue = await asOperator(`/api/v1/ops/bookings?q=${encodeURIComponent(refOf(idA))}`);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().bookings[0]).toMatchObject({ id: idA, duplicateOf: [refOf(idB)] });
    const detail = await asOperator(`/api/v1/ops/bookings/${idB}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().booking.duplicateOf).toEqual([refOf(idA)]);
    const others = await asOperator(`/api/v1/ops/bookings/${o.json().bookingId}`);
    expect(others.json().booking.duplicateOf).toEqual([]);
  });
});

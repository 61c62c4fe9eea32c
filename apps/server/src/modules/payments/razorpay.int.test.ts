import { createServer, type Server } from "node:http";
import { createHmac, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppBehindFakeRazorpay } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { bookingRow, countRows, insertQuote, optionsOf, placeOrder } from "../bookings/test-factories.ts";
import { reconcile } from "../bookings/index.ts";
import { jsonSender, razorpayId, readJsonBody, servePaymentReads } from "./fake-razorpay.test-support.ts";

const KEY_ID = "rzp_test_1DP5mmOlF5G5ag";
const KEY_SECRET = "thisisthesecretkeyofthefake";
const WEBHOOK_SECRET = "webhook-secret-of-the-fake";

/** A local stand-in for api.razorpay.com: orders, payments fetch, refunds with X-Refund-Idempotency, basic auth. */
function fakeRazorpay() {
  const orders = new Map<string, Record<string, unknown>>();
  const payments = new Map<string, Record<string, unknown>>();
  const refundsByKey = new Map<string, Record<string, unknown>>();
  const calls: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const send = jsonSender(res);
    const auth = Buffer.from(String(req.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
    if (auth !== `${KEY_ID}:${KEY_SECRET}`)
      return send(401, { error: { code: "BAD_REQUEST_ERROR", description: "The api key provided is invalid" } });
    const url = new URL(req.url!, "http://x");
    calls.push(`${req.method} ${url.pathname}`);
    let m;
    if (req.method === "POST" && url.pathname === "/v1/orders") {
      const b = await readJsonBody(req);
      const o = {
        id: razorpayId("order"),
        entity: "order",
        amount: b.amount,
        amount_paid: 0,
        amount_due: b.amount,
        currency: b.currency,
        receipt: b.receipt,
        status: "created",
        attempts: 0,
        notes: b.notes,
        created_at: 1700000000,
      };
      orders.set(o.id, o);
      return send(200, o);
    }
    if (req.method === "GET" && url.pathname === "/v1/orders") {
      const items = [...orders.values()].filter((o) => o.receipt === url.searchParams.get("receipt"));
      return send(200, { entity: "collection", count: items.length, items });
    }
    if (servePaymentReads(req.method, url.pathname, payments, send)) return;
    if (req.method === "GET" && (m = url.pathname.match(/^\/v1\/refunds\/([^/]+)$/))) {
      const r = [...refundsByKey.values()].find((x) => x.id === m![1]);
      return r
        ? send(200, r)
        : send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
    }
    if (req.method === "POST" && (m = url.pathname.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      const key = String(req.headers["x-refund-idempotency"] ?? "");
      const b = await readJsonBody(req);
      if (key && refundsByKey.has(key)) return send(200, refundsByKey.get(key));
      const p = payments.get(m[1]);
      if (!p) return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
      if (Number(p.amount_refunded) + Number(b.amount) > Number(p.amount))
        return send(400, {
          error: {
            code: "BAD_REQUEST_ERROR",
            description: "The refund amount provided is greater than amount captured",
          },
        });
      p.amount_refunded = Number(p.amount_refunded) + Number(b.amount);
      const r = {
        id: razorpayId("rfnd"),
        entity: "refund",
        amount: b.amount,
        currency: "INR",
        payment_id: p.id,
        notes: b.notes,
        receipt: null,
        status: "processed",
        speed_requested: "normal",
        created_at: 1700000100,
      };
      if (key) refundsByKey.set(key, r);
      return send(200, r);
    }
    send(404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } });
  });
  /** What happens in Razorpay's checkout when the rider pays: a captured payment on the order. */
  const capture = (orderId: string) => {
    const o = orders.get(orderId)!;
    const p = {
      id: razorpayId("pay"),
      entity: "payment",
      amount: o.amount,
      currency: "INR",
      status: "captured",
      order_id: orderId,
      invoice_id: null,
      international: false,
      method: "upi",
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      description: "Booking",
      card_id: null,
      bank: null,
      wallet: null,
      vpa: "rider@okhdfcbank",
      email: "rider@example.in",
      contact: "+919437000000",
      notes: o.notes,
      fee: 708,
      tax: 108,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: { rrn: "332106151823" },
      created_at: 1700000050,
    };
    payments.set(p.id, p);
    o.status = "paid";
    o.amount_paid = o.amount;
    return p;
  };
  return { server, orders, payments, refundsByKey, calls, capture };
}

describe("Razorpay adapter against a local fake Razorpay API", () => {
  let t: Awaited<ReturnType<typeof createAppBehindFakeRazorpay>>;
  let fake: ReturnType<typeof fakeRazorpay>;
  beforeAll(async () => {
    fake = fakeRazorpay();
    t = await createAppBehindFakeRazorpay(fake.server, {
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
    });
  });
  afterAll(() => t.closeAll());

  let day = 0;
  async function order() {
    const rider = await createSignedInUser(t);
    const res = await placeOrder(
      t,
      rider.cookie,
      await insertQuote(t, { userId: rider.userId, startInHours: 48 + 24 * day++, farePaise: 455000 }),
      "rz",
    );
    expect(res.statusCode, res.body).toBe(200);
    return { rider, bookingId: res.json().bookingId as string, options: optionsOf(t, res.json()) };
  }
  /** A webhook exactly as Razorpay sends it: the body bytes are signed with the webhook secret. */
  function webhook(event: string, entities: Record<string, unknown>) {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_BFQ7uQEaa7j2z7",
      event,
      contains: Object.keys(entities),
      payload: Object.fromEntries(Object.entries(entities).map(([k, v]) => [k, { entity: v }])),
      created_at: 1700000060,
    });
    return t.app.inject({
      method: "POST",
      url: "/api/v1/payments/webhook",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex"),
        "x-razorpay-event-id": `evt_${randomBytes(7).toString("hex")}`,
      },
      payload: body,
    });
  }

  /** Checkout's callback form post, signed with the key secret over `order_id|payment_id` as Razorpay signs it. */
  function callback(orderId: string, paymentId: string) {
    const signature = createHmac("sha256", KEY_SECRET).update(`${orderId}|${paymentId}`).digest("hex");
    return t.app.inject({
      method: "POST",
      url: "/api/v1/payments/callback",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: signature,
      }).toString(),
    });
  }

  it("creates the order through the SDK with the booking reference as receipt and the live key in the options", async () => {
    const { options, bookingId } = await order();
    expect(options).toMatchObject({ key: KEY_ID, amount: 455000, gateway: "razorpay" });
    const o = fake.orders.get(options.order_id)!;
    expect(o.receipt).toMatch(/^SL-/);
    expect(o.notes).toMatchObject({ bookingId });
  });

  it("the callback checks the key-secret signature and the fetched payment, then confirms", async () => {
    const { options, bookingId } = await order();
    const p = fake.capture(options.order_id);
    const res = await callback(options.order_id, String(p.id));
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toMatch(/^\/payment-status\?token=/);
    expect(fake.calls).toContain(`GET /v1/payments/${p.id}`);
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("paid");
  });

  it("real-format webhooks: payment.captured confirms; a bad signature is refused; order.paid after it is a no-op", async () => {
    const { options, bookingId } = await order();
    const p = fake.capture(options.order_id);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/webhook",
      headers: { "content-type": "application/json", "x-razorpay-signature": "0".repeat(64) },
      payload: JSON.stringify({ event: "payment.captured", payload: { payment: { entity: p } } }),
    });
    expect(bad.statusCode).toBe(400);
    expect((await webhook("payment.captured", { payment: p })).json().outcome).toBe("captured");
    expect(
      (await webhook("order.paid", { payment: p, order: fake.orders.get(options.order_id)! })).json().outcome,
    ).toBe("duplicate");
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("paid");
  });

  it("cancelling refunds through the refunds API with X-Refund-Idempotency; refund webhooks settle it; nothing is refunded twice", async () => {
    const { options, bookingId, rider } = await order();
    const p = fake.capture(options.order_id);
    await webhook("payment.captured", { payment: p });
    const cancel = await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${bookingId}`,
      headers: { cookie: rider.cookie },
    });
    expect(cancel.json().data).toMatchObject({ refundPaise: 455000, paymentStatus: "refunded" });
    expect(fake.refundsByKey.size).toBeGreaterThan(0);
    const [key, refund] = [...fake.refundsByKey.entries()].find(([, r]) => r.payment_id === p.id)!;
    expect(key).toContain(bookingId);
    expect((await webhook("refund.processed", { refund, payment: p })).json().outcome).toBe("refund_processed");
    // reconciliation later finds nothing left to do; the fake holds one refund for this payment
    await reconcile(t.app.ctx);
    expect([...fake.refundsByKey.values()].filter((r) => r.payment_id === p.id)).toHaveLength(1);
    expect(await countRows(t, "refunds", "booking_id = $1", [bookingId])).toBe(1);
  });

  it("an authorised, not yet captured payment: the status page learns 'being confirmed' and the capture webhook completes it", async () => {
    const { options, bookingId } = await order();
    const p = fake.capture(options.order_id);
    p.status = "authorized";
    p.captured = false;
    const res = await callback(options.order_id, String(p.id));
    const token = new URL(String(res.headers.location), "http://x").searchParams.get("token")!;
    const v = await t.app.inject({ method: "POST", url: "/api/v1/bookings/verify-payment-token", payload: { token } });
    expect(v.json()).toEqual({ success: true, message: expect.stringMatching(/being confirmed/) });
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("pending");
    p.status = "captured";
    p.captured = true;
    expect((await webhook("payment.captured", { payment: p })).json().outcome).toBe("captured");
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("paid");
  });

  it("reconciliation finds a capture whose callback and webhook were both lost", async () => {
    const { options, bookingId } = await order();
    fake.capture(options.order_id);
    t.clock.setOffsetMs(11 * 60_000);
    try {
      await reconcile(t.app.ctx);
    } finally {
      t.clock.setOffsetMs(0);
    }
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("paid");
  });
});

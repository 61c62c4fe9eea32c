import { createServer, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingTexts, paymentMessages } from "@chauffeur/contracts";
import { createAppBehindFakeRazorpay } from "../../../test/helpers.ts";
import { reconcile } from "../bookings/index.ts";
import { jsonSender, razorpayId, readJsonBody, servePaymentReads } from "./fake-razorpay.test-support.ts";
import { bookingRow } from "../bookings/test-factories.ts";
import { hmac, helpers, paymentEvent, tokenOf } from "../../../test/payments-attacks.ts";

/** The payments attacks against the Razorpay adapter, through HTTP only, with a local fake of Razorpay's API. */

// ---------- Razorpay: the payments API is the truth, not the signed message ----------
const KEY_ID = "rzp_test_AttackerTests01";
const KEY_SECRET = "key-secret-of-the-fake-razorpay";
const WEBHOOK_SECRET = "webhook-secret-of-the-fake-razorpay";

/** A local stand-in for api.razorpay.com on 127.0.0.1: orders, GET /v1/payments/:id (which tests may bend or break). */
function fakeRazorpay() {
  const orders = new Map<string, Record<string, unknown>>();
  const payments = new Map<string, Record<string, unknown>>();
  const state = { down: false };
  const server: Server = createServer(async (req, res) => {
    const send = jsonSender(res);
    if (state.down) return send(503, { error: { code: "SERVER_ERROR", description: "Service unavailable" } });
    const url = new URL(req.url!, "http://x");
    if (req.method === "POST" && url.pathname === "/v1/orders") {
      const b = await readJsonBody(req);
      const o = {
        id: razorpayId("order"),
        entity: "order",
        amount: b.amount,
        amount_paid: 0,
        currency: b.currency,
        receipt: b.receipt,
        status: "created",
        notes: b.notes,
      };
      orders.set(o.id, o);
      return send(200, o);
    }
    if (req.method === "GET" && url.pathname === "/v1/orders")
      return send(200, { entity: "collection", count: 0, items: [] });
    if (servePaymentReads(req.method, url.pathname, payments, send)) return;
    send(404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } });
  });
  /** What Razorpay really holds for a payment on the order (tests then bend it). */
  const pay = (orderId: string, over: Record<string, unknown> = {}) => {
    const o = orders.get(orderId)!;
    const p = {
      id: razorpayId("pay"),
      entity: "payment",
      amount: o.amount,
      currency: "INR",
      status: "captured",
      order_id: orderId,
      method: "upi",
      captured: true,
      error_description: null,
      ...over,
    };
    payments.set(p.id, p);
    return p;
  };
  return { server, payments, pay, state };
}

describe("payments attacks against the Razorpay adapter (local fake Razorpay API)", () => {
  let t: Awaited<ReturnType<typeof createAppBehindFakeRazorpay>>;
  let fake: ReturnType<typeof fakeRazorpay>;
  const h = helpers(() => t);
  beforeAll(async () => {
    fake = fakeRazorpay();
    t = await createAppBehindFakeRazorpay(fake.server, {
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
    });
  });
  afterAll(() => t.closeAll());
  const signedWebhook = (event: string, p: Record<string, unknown>, claim: Record<string, unknown> = {}) => {
    const body = paymentEvent(event, { ...p, ...claim });
    return h.webhook(body, hmac(WEBHOOK_SECRET, body));
  };
  const signedCallback = (orderId: string, paymentId: string) =>
    h.callback({
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(KEY_SECRET, `${orderId}|${paymentId}`),
    });

  it("Razorpay reports a smaller amount than the signed webhook and callback claim: not paid", async () => {
    const { bookingId, options } = await h.newOrder(455000);
    const p = fake.pay(options.order_id, { amount: 100 });
    const res = await signedWebhook("payment.captured", p, { amount: 455000 });
    expect(res.json().outcome).toBe("amount_mismatch");
    expect((await signedWebhook("order.paid", p)).json().outcome).toBe("amount_mismatch"); // even when it claims the small amount
    expect(String((await signedCallback(options.order_id, String(p.id))).headers.location)).toMatch(
      /^\/payment-status\?error=/,
    );
    await h.unpaid(bookingId);
  });

  it("Razorpay reports the payment failed while the signed webhook says captured: not paid", async () => {
    const { bookingId, options } = await h.newOrder(455000);
    const p = fake.pay(options.order_id, {
      status: "failed",
      captured: false,
      error_description: "Payment was declined by the bank",
    });
    expect((await signedWebhook("payment.captured", p, { status: "captured" })).json().outcome).toBe("status_mismatch");
    const cb = await signedCallback(options.order_id, String(p.id));
    expect(String(cb.headers.location)).toMatch(/^\/payment-status\?error=Payment\+was\+declined/);
    await h.unpaid(bookingId);
  });

  it("Razorpay's payment in another currency, or on another order: not paid", async () => {
    const { bookingId, options } = await h.newOrder(455000);
    const other = await h.newOrder(455000);
    const usd = fake.pay(options.order_id, { currency: "USD" });
    expect((await signedWebhook("payment.captured", usd, { currency: "INR" })).json().outcome).toBe(
      "currency_mismatch",
    );
    // a real payment on the attacker's own order, claimed for the victim's order
    const own = fake.pay(other.options.order_id);
    expect((await signedWebhook("payment.captured", own, { order_id: options.order_id })).json().outcome).toBe(
      "order_mismatch",
    );
    await h.unpaid(bookingId);
  });

  it("Razorpay unreachable: the webhook answers 503 and changes nothing (the retry then confirms); the callback shows 'being confirmed' and reconciliation finishes", async () => {
    const { bookingId, options } = await h.newOrder(455000);
    const p = fake.pay(options.order_id);
    fake.state.down = true;
    const body = paymentEvent("payment.captured", p);
    const eventId = `evt_${randomBytes(7).toString("hex")}`;
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/payments/webhook",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": hmac(WEBHOOK_SECRET, body),
          "x-razorpay-event-id": eventId,
        },
        payload: body,
      });
    try {
      const res = await send();
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(paymentMessages.gatewayUnavailable);
      await h.unpaid(bookingId);
      const cb = await signedCallback(options.order_id, String(p.id));
      const token = tokenOf(cb);
      expect(token).toBeTruthy();
      const v = await h.redeem(token!);
      expect(v.json()).toEqual({ success: true, message: bookingTexts.paymentConfirming });
      await h.unpaid(bookingId);
    } finally {
      fake.state.down = false;
    }
    // Razorpay delivers the same event again: now it is checked and recorded
    expect((await send()).json().outcome).toBe("captured");
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("paid");
  });

  it("Razorpay unreachable at the callback and no webhook at all: reconciliation records the capture later", async () => {
    const { bookingId, options } = await h.newOrder(455000);
    const p = fake.pay(options.order_id);
    fake.state.down = true;
    try {
      expect(tokenOf(await signedCallback(options.order_id, String(p.id)))).toBeTruthy();
    } finally {
      fake.state.down = false;
    }
    await h.unpaid(bookingId);
    t.clock.setOffsetMs(11 * 60_000);
    try {
      await reconcile(t.app.ctx);
    } finally {
      t.clock.setOffsetMs(0);
    }
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("paid");
  });
});

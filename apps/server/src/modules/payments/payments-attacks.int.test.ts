import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingTexts, paymentMessages } from "@chauffeur/contracts";
import { createTestApp, testConfig, type TestApp } from "../../../test/helpers.ts";
import { buildApp } from "../../app.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { reconcile } from "../bookings/index.ts";
import { bookingRow, countRows, insertQuote, optionsOf, placeOrder } from "../bookings/test-factories.ts";

/**
 * Issue 11 §3 and §9, written as an attacker would try them: through HTTP only, with what an outsider (the old
 * constant sandbox secret, replayed form posts, someone else's token) or an insider (the installation's real
 * secret, read from the database) could have. Each attack must leave the booking unpaid and without an invoice.
 */
const OLD_CONSTANT = "sandbox-secret-not-for-production";
const hmac = (key: string, data: string) => createHmac("sha256", key).update(data).digest("hex");

/** A webhook body in Razorpay's format, claiming a payment entity. */
function paymentEvent(event: string, payment: Record<string, unknown>) {
  return JSON.stringify({
    entity: "event",
    account_id: "acc_SandboxAccount01",
    event,
    contains: ["payment"],
    payload: { payment: { entity: { entity: "payment", currency: "INR", method: "card", captured: true, ...payment } } },
    created_at: Math.floor(Date.now() / 1000),
  });
}

function helpers(get: () => TestApp) {
  let slot = 0;
  return {
    async newOrder(farePaise = 350000) {
      const t = get();
      const rider = await createSignedInUser(t);
      const quoteId = await insertQuote(t, { userId: rider.userId, farePaise, startInHours: 48 + 24 * slot++ });
      const res = await placeOrder(t, rider.cookie, quoteId, `k-${quoteId}`);
      expect(res.statusCode, res.body).toBe(200);
      return { rider, bookingId: res.json().bookingId as string, options: optionsOf(t, res.json()) };
    },
    webhook(body: string, signature: string, remoteAddress = "127.0.0.1") {
      return get().app.inject({
        method: "POST",
        url: "/api/v1/payments/webhook",
        remoteAddress,
        headers: { "content-type": "application/json", "x-razorpay-signature": signature, "x-razorpay-event-id": `evt_${randomBytes(7).toString("hex")}` },
        payload: body,
      });
    },
    callback(fields: Record<string, string>, opts: { cookie?: string; remoteAddress?: string } = {}) {
      return get().app.inject({
        method: "POST",
        url: "/api/v1/payments/callback",
        remoteAddress: opts.remoteAddress ?? "127.0.0.1",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(opts.cookie ? { cookie: opts.cookie } : {}) },
        payload: new URLSearchParams(fields).toString(),
      });
    },
    redeem(token: string, cookie?: string) {
      return get().app.inject({ method: "POST", url: "/api/v1/bookings/verify-payment-token", headers: cookie ? { cookie } : {}, payload: { token } });
    },
    async unpaid(bookingId: string) {
      const t = get();
      expect((await bookingRow(t, bookingId))!.payment_status).toBe("pending");
      expect(await countRows(t, "invoices", "booking_id = $1", [bookingId])).toBe(0);
    },
  };
}
const tokenOf = (res: { headers: Record<string, unknown> }) => new URL(String(res.headers.location), "http://x").searchParams.get("token");

describe("payments attacks on the embedded sandbox gateway", () => {
  let t: TestApp;
  const h = helpers(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const realSecret = async () => (await t.database.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'sandbox'"))[0].value;
  /** The rider pays in the sandbox dialog, as the browser does (the sandbox's own webhooks follow in the background). */
  const pay = async (rider: { cookie: string }, orderId: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/payments/sandbox/checkout", headers: { cookie: rider.cookie }, payload: { orderId, outcome: "success" } });

  it("no constant secret: the sandbox secret and the options key are random, kept in the database, and agree across instances", async () => {
    const secret = await realSecret();
    expect(secret).not.toBe(OLD_CONSTANT);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(t.app.ctx.config.SANDBOX_SECRET).toBe(secret);
    const key = (await t.database.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'payment_options'"))[0].value;
    expect(key).toHaveLength(32);
    expect(key).not.toBe("sandbox-options-key-0123456789ab");
    const cfg = await t.app.inject({ method: "GET", url: "/api/v1/config" });
    expect(cfg.json().payments.optionsKey).toBe(key);
  });

  it("a second instance (or a restart) on the same database uses the same generated secrets; an explicit env value wins", async () => {
    const other = await buildApp({ config: testConfig(), database: t.database, logger: false });
    const explicit = await buildApp({
      config: testConfig({ SANDBOX_SECRET: "an-explicit-sandbox-secret-from-env", PAYMENT_OPTIONS_KEY: "an-explicit-options-key-32-chars" }),
      database: t.database,
      logger: false,
    });
    try {
      expect(other.ctx.config.SANDBOX_SECRET).toBe(t.app.ctx.config.SANDBOX_SECRET);
      expect(other.ctx.config.PAYMENT_OPTIONS_KEY).toBe(t.app.ctx.config.PAYMENT_OPTIONS_KEY);
      expect(other.ctx.config.SESSION_SECRET).toBe(t.app.ctx.config.SESSION_SECRET);
      expect(explicit.ctx.config.SANDBOX_SECRET).toBe("an-explicit-sandbox-secret-from-env");
      expect(explicit.ctx.config.PAYMENT_OPTIONS_KEY).toBe("an-explicit-options-key-32-chars");
      expect(await realSecret()).not.toBe("an-explicit-sandbox-secret-from-env"); // the stored one is untouched
    } finally {
      await other.close();
      await explicit.close();
    }
  });

  it("a webhook forged with the old constant sandbox secret is refused; the booking stays unpaid, no invoice", async () => {
    const { bookingId, options } = await h.newOrder();
    const body = paymentEvent("payment.captured", { id: "pay_Forged00000001", order_id: options.order_id, amount: options.amount, status: "captured" });
    const res = await h.webhook(body, hmac(OLD_CONSTANT, body));
    expect(res.statusCode).toBe(400);
    // nor does the callback take the old constant's checkout signature
    const cb = await h.callback({ razorpay_order_id: options.order_id, razorpay_payment_id: "pay_Forged00000001", razorpay_signature: hmac(OLD_CONSTANT, `${options.order_id}|pay_Forged00000001`) });
    expect(String(cb.headers.location)).toMatch(/^\/payment-status\?error=/);
    await h.unpaid(bookingId);
  });

  it("an insider's webhook signed with the real secret, for a capture the ledger does not have, changes nothing", async () => {
    const { bookingId, options } = await h.newOrder();
    const secret = await realSecret();
    const body = paymentEvent("payment.captured", { id: "pay_NotInLedger001", order_id: options.order_id, amount: options.amount, status: "captured" });
    const res = await h.webhook(body, hmac(secret, body));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe("unknown_payment");
    // order.paid, same story; and the checkout callback with a valid signature over a payment the ledger lacks
    const paid = paymentEvent("order.paid", { id: "pay_NotInLedger001", order_id: options.order_id, amount: options.amount, status: "captured" });
    expect((await h.webhook(paid, hmac(secret, paid))).json().outcome).toBe("unknown_payment");
    const cb = await h.callback({ razorpay_order_id: options.order_id, razorpay_payment_id: "pay_NotInLedger001", razorpay_signature: hmac(secret, `${options.order_id}|pay_NotInLedger001`) });
    expect(String(cb.headers.location)).toMatch(/^\/payment-status\?error=/);
    await h.unpaid(bookingId);
  });

  it("an insider's signed webhook for a ledger capture of the wrong amount changes nothing, whatever amount it claims", async () => {
    const { bookingId, options } = await h.newOrder(420000);
    const secret = await realSecret();
    // a payment of ₹1 that really is in the ledger, on this order
    await t.database.query("INSERT INTO sandbox_payments (id, order_id, amount_paise, status, method) VALUES ('pay_OneRupee00001', $1, 100, 'captured', 'card')", [
      options.order_id,
    ]);
    for (const amount of [100, 420000]) {
      const body = paymentEvent("payment.captured", { id: "pay_OneRupee00001", order_id: options.order_id, amount, status: "captured" });
      const res = await h.webhook(body, hmac(secret, body));
      expect(res.json().outcome).toBe("amount_mismatch");
    }
    const cb = await h.callback({ razorpay_order_id: options.order_id, razorpay_payment_id: "pay_OneRupee00001", razorpay_signature: hmac(secret, `${options.order_id}|pay_OneRupee00001`) });
    expect(String(cb.headers.location)).toMatch(/^\/payment-status\?error=/);
    await h.unpaid(bookingId);
  });

  it("paying an already-paid booking in the sandbox answers 409 'This booking is already paid.'", async () => {
    const { rider, bookingId, options } = await h.newOrder();
    const first = await pay(rider, options.order_id);
    expect(first.statusCode, first.body).toBe(200);
    expect((await h.callback(first.json().result.fields, { cookie: rider.cookie })).statusCode).toBe(303);
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("paid");
    const again = await pay(rider, options.order_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This booking is already paid.");
    expect(again.json().message).toBe(paymentMessages.alreadyPaid);
    // a simulated failure on the paid order is refused the same way; the ledger holds one payment for the order
    const fail = await t.app.inject({ method: "POST", url: "/api/v1/payments/sandbox/checkout", headers: { cookie: rider.cookie }, payload: { orderId: options.order_id, outcome: "failure" } });
    expect(fail.statusCode).toBe(409);
    expect(await countRows(t, "sandbox_payments", "order_id = $1", [options.order_id])).toBe(1);
  });

  it("a re-minted payment-status token (second callback for the same payment) is refused with 404 while the first still works", async () => {
    const { rider, options } = await h.newOrder();
    const fields = (await pay(rider, options.order_id)).json().result.fields as Record<string, string>;
    const first = tokenOf(await h.callback(fields))!;
    // the attacker replays the same signed form post to mint more tokens
    const second = tokenOf(await h.callback(fields))!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const refused = await h.redeem(second);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(paymentMessages.notFound);
    const ok = await h.redeem(first);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.razorpay_order_id).toBe(options.order_id);
    // single use: the first token, once redeemed, is refused too
    expect((await h.redeem(first)).statusCode).toBe(400);
  });

  it("a token bound to the rider at capture: another rider, or a guest, redeeming it gets 404; its rider still can", async () => {
    const { rider, options } = await h.newOrder();
    const fields = (await pay(rider, options.order_id)).json().result.fields as Record<string, string>;
    const token = tokenOf(await h.callback(fields, { cookie: rider.cookie }))!;
    const stranger = await createSignedInUser(t);
    const foreign = await h.redeem(token, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(paymentMessages.notFound);
    expect((await h.redeem(token)).statusCode).toBe(404); // the same token without the rider's session
    const own = await h.redeem(token, rider.cookie);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.userId).toBe(rider.userId);
  });

  it("a token minted without a session (the cross-site return) is refused to a signed-in rider who does not own the booking", async () => {
    const { rider, options } = await h.newOrder();
    const fields = (await pay(rider, options.order_id)).json().result.fields as Record<string, string>;
    const token = tokenOf(await h.callback(fields))!;
    const stranger = await createSignedInUser(t);
    expect((await h.redeem(token, stranger.cookie)).statusCode).toBe(404);
    expect((await h.redeem(token)).statusCode).toBe(200); // refusals did not use it up
  });

  it("a form-encoded body sent to a JSON endpoint answers 415 with a readable message, not 500", async () => {
    for (const url of ["/api/v1/user/login", "/api/v1/bookings/verify-payment-token"]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "phone=%2B919437000000&password=secret-password",
      });
      expect(res.statusCode, url).toBe(415);
      expect(res.json().message).toMatch(/content type/i);
    }
  });

  it("31 bad webhook signatures from one address: 429 with Retry-After, and one aggregated audit row with the count", async () => {
    const addr = "203.0.113.77";
    const body = paymentEvent("payment.captured", { id: "pay_Flood00000001", order_id: "order_Flood0000001", amount: 100, status: "captured" });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 31; i++) {
      last = await h.webhook(body, "0".repeat(64), addr);
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
    expect(last!.json().message).toBe(paymentMessages.tooManyFailures);
    const rows = await t.database.query<{ detail: { address: string; count: number; lastReason: string } }>(
      "SELECT detail FROM audit_log WHERE action = 'payment.unauthenticated_failures' AND detail->>'address' = $1",
      [addr],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].detail).toMatchObject({ address: addr, count: 31, lastReason: "webhook_signature_invalid" });
    // bad callbacks from the same address are counted in the same row and refused with 429 too
    const cb = await h.callback({ razorpay_order_id: "order_Flood0000001", razorpay_payment_id: "pay_X", razorpay_signature: "0".repeat(64) }, { remoteAddress: addr });
    expect(cb.statusCode).toBe(429);
    expect(await countRows(t, "audit_log", "action = 'payment.unauthenticated_failures' AND detail->>'address' = $1", [addr])).toBe(1);
    // another address is not affected
    expect((await h.webhook(body, "0".repeat(64), "203.0.113.78")).statusCode).toBe(400);
  });

  it("IPv6 clients are counted by their /64: two addresses of one prefix share one row", async () => {
    const body = paymentEvent("payment.captured", { id: "pay_V6", order_id: "order_V6", amount: 100, status: "captured" });
    await h.webhook(body, "1".repeat(64), "2001:db8:77:1::a");
    await h.webhook(body, "1".repeat(64), "2001:db8:77:1:ffff::b");
    const rows = await t.database.query<{ detail: { count: number } }>(
      "SELECT detail FROM audit_log WHERE action = 'payment.unauthenticated_failures' AND detail->>'address' LIKE '2001:db8:77:1%'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].detail.count).toBe(2);
  });
});

// ---------- Razorpay: the payments API is the truth, not the signed message ----------
const KEY_ID = "rzp_test_AttackerTests01";
const KEY_SECRET = "key-secret-of-the-fake-razorpay";
const WEBHOOK_SECRET = "webhook-secret-of-the-fake-razorpay";

/** A local stand-in for api.razorpay.com on 127.0.0.1: orders, GET /v1/payments/:id (which tests may bend or break). */
function fakeRazorpay() {
  const orders = new Map<string, Record<string, unknown>>();
  const payments = new Map<string, Record<string, unknown>>();
  const state = { down: false };
  const id = (p: string) => `${p}_${randomBytes(7).toString("hex").slice(0, 14)}`;
  const readBody = (req: IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let s = "";
      req.on("data", (c) => (s += c));
      req.on("end", () => resolve(s ? JSON.parse(s) : {}));
    });
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (state.down) return send(503, { error: { code: "SERVER_ERROR", description: "Service unavailable" } });
    const url = new URL(req.url!, "http://x");
    let m;
    if (req.method === "POST" && url.pathname === "/v1/orders") {
      const b = await readBody(req);
      const o = { id: id("order"), entity: "order", amount: b.amount, amount_paid: 0, currency: b.currency, receipt: b.receipt, status: "created", notes: b.notes };
      orders.set(o.id, o);
      return send(200, o);
    }
    if (req.method === "GET" && url.pathname === "/v1/orders") return send(200, { entity: "collection", count: 0, items: [] });
    if (req.method === "GET" && (m = url.pathname.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      const items = [...payments.values()].filter((p) => p.order_id === m![1]);
      return send(200, { entity: "collection", count: items.length, items });
    }
    if (req.method === "GET" && (m = url.pathname.match(/^\/v1\/payments\/([^/]+)$/))) {
      const p = payments.get(m[1]);
      return p ? send(200, p) : send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
    }
    send(404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } });
  });
  /** What Razorpay really holds for a payment on the order (tests then bend it). */
  const pay = (orderId: string, over: Record<string, unknown> = {}) => {
    const o = orders.get(orderId)!;
    const p = { id: id("pay"), entity: "payment", amount: o.amount, currency: "INR", status: "captured", order_id: orderId, method: "upi", captured: true, error_description: null, ...over };
    payments.set(p.id, p);
    return p;
  };
  return { server, payments, pay, state };
}

describe("payments attacks against the Razorpay adapter (local fake Razorpay API)", () => {
  let t: TestApp;
  let fake: ReturnType<typeof fakeRazorpay>;
  const h = helpers(() => t);
  beforeAll(async () => {
    fake = fakeRazorpay();
    await new Promise<void>((r) => fake.server.listen(0, "127.0.0.1", r));
    const port = (fake.server.address() as AddressInfo).port;
    t = await createTestApp({
      config: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, RAZORPAY_API_BASE: `http://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => fake.server.close(r));
  });
  const signedWebhook = (event: string, p: Record<string, unknown>, claim: Record<string, unknown> = {}) => {
    const body = paymentEvent(event, { ...p, ...claim });
    return h.webhook(body, hmac(WEBHOOK_SECRET, body));
  };
  const signedCallback = (orderId: string, paymentId: string) =>
    h.callback({ razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: hmac(KEY_SECRET, `${orderId}|${paymentId}`) });

  it("Razorpay reports a smaller amount than the signed webhook and callback claim: not paid", async () => {
    const { bookingId, options } = await h.newOrder(455000);
    const p = fake.pay(options.order_id, { amount: 100 });
    const res = await signedWebhook("payment.captured", p, { amount: 455000 });
    expect(res.json().outcome).toBe("amount_mismatch");
    expect((await signedWebhook("order.paid", p)).json().outcome).toBe("amount_mismatch"); // even when it claims the small amount
    expect(String((await signedCallback(options.order_id, String(p.id))).headers.location)).toMatch(/^\/payment-status\?error=/);
    await h.unpaid(bookingId);
  });

  it("Razorpay reports the payment failed while the signed webhook says captured: not paid", async () => {
    const { bookingId, options } = await h.newOrder(455000);
    const p = fake.pay(options.order_id, { status: "failed", captured: false, error_description: "Payment was declined by the bank" });
    expect((await signedWebhook("payment.captured", p, { status: "captured" })).json().outcome).toBe("status_mismatch");
    const cb = await signedCallback(options.order_id, String(p.id));
    expect(String(cb.headers.location)).toMatch(/^\/payment-status\?error=Payment\+was\+declined/);
    await h.unpaid(bookingId);
  });

  it("Razorpay's payment in another currency, or on another order: not paid", async () => {
    const { bookingId, options } = await h.newOrder(455000);
    const other = await h.newOrder(455000);
    const usd = fake.pay(options.order_id, { currency: "USD" });
    expect((await signedWebhook("payment.captured", usd, { currency: "INR" })).json().outcome).toBe("currency_mismatch");
    // a real payment on the attacker's own order, claimed for the victim's order
    const own = fake.pay(other.options.order_id);
    expect((await signedWebhook("payment.captured", own, { order_id: options.order_id })).json().outcome).toBe("order_mismatch");
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
        headers: { "content-type": "application/json", "x-razorpay-signature": hmac(WEBHOOK_SECRET, body), "x-razorpay-event-id": eventId },
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

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMessages } from "@chauffeur/contracts";
import { createTestApp, testConfig, type TestApp } from "../../../test/helpers.ts";
import { buildApp } from "../../app.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { bookingRow, countRows } from "../bookings/test-factories.ts";
import { hmac, helpers, OLD_CONSTANT, paymentEvent, tokenOf } from "../../../test/payments-attacks.ts";

/**
 * The payment attacks of docs/security.md §2, written as an attacker would try them: through HTTP only, with what an
 * outsider (the old constant sandbox secret, replayed form posts, someone else's token) or an insider (the
 * installation's real secret, read from the database) could have. Each attack must leave the booking unpaid and without
 * an invoice.
 */

describe("payments attacks on the embedded sandbox gateway", () => {
  let t: TestApp;
  const h = helpers(() => t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const realSecret = async () =>
    (await t.database.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'sandbox'"))[0].value;
  /** The rider pays in the sandbox dialog, as the browser does (the sandbox's own webhooks follow in the background). */
  const pay = async (rider: { cookie: string }, orderId: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/payments/sandbox/checkout",
      headers: { cookie: rider.cookie },
      payload: { orderId, outcome: "success" },
    });

  it("no constant secret: the sandbox secret and the options key are random, kept in the database, and agree across instances", async () => {
    const secret = await realSecret();
    expect(secret).not.toBe(OLD_CONSTANT);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(t.app.ctx.config.SANDBOX_SECRET).toBe(secret);
    const key = (
      await t.database.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'payment_options'")
    )[0].value;
    expect(key).toHaveLength(32);
    expect(key).not.toBe("sandbox-options-key-0123456789ab");
    const cfg = await t.app.inject({ method: "GET", url: "/api/v1/config" });
    expect(cfg.json().payments.optionsKey).toBe(key);
  });

  it("a second instance (or a restart) on the same database uses the same generated secrets; an explicit env value wins", async () => {
    const other = await buildApp({ config: testConfig(), database: t.database, logger: false });
    const explicit = await buildApp({
      config: testConfig({
        SANDBOX_SECRET: "an-explicit-sandbox-secret-from-env",
        PAYMENT_OPTIONS_KEY: "an-explicit-options-key-32-chars",
      }),
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
    const body = paymentEvent("payment.captured", {
      id: "pay_Forged00000001",
      order_id: options.order_id,
      amount: options.amount,
      status: "captured",
    });
    const res = await h.webhook(body, hmac(OLD_CONSTANT, body));
    expect(res.statusCode).toBe(400);
    // nor does the callback take the old constant's checkout signature
    const cb = await h.callback({
      razorpay_order_id: options.order_id,
      razorpay_payment_id: "pay_Forged00000001",
      razorpay_signature: hmac(OLD_CONSTANT, `${options.order_id}|pay_Forged00000001`),
    });
    expect(String(cb.headers.location)).toMatch(/^\/payment-status\?error=/);
    await h.unpaid(bookingId);
  });

  it("an insider's webhook signed with the real secret, for a capture the ledger does not have, changes nothing", async () => {
    const { bookingId, options } = await h.newOrder();
    const secret = await realSecret();
    const body = paymentEvent("payment.captured", {
      id: "pay_NotInLedger001",
      order_id: options.order_id,
      amount: options.amount,
      status: "captured",
    });
    const res = await h.webhook(body, hmac(secret, body));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe("unknown_payment");
    // order.paid, same story; and the checkout callback with a valid signature over a payment the ledger lacks
    const paid = paymentEvent("order.paid", {
      id: "pay_NotInLedger001",
      order_id: options.order_id,
      amount: options.amount,
      status: "captured",
    });
    expect((await h.webhook(paid, hmac(secret, paid))).json().outcome).toBe("unknown_payment");
    const cb = await h.callback({
      razorpay_order_id: options.order_id,
      razorpay_payment_id: "pay_NotInLedger001",
      razorpay_signature: hmac(secret, `${options.order_id}|pay_NotInLedger001`),
    });
    expect(String(cb.headers.location)).toMatch(/^\/payment-status\?error=/);
    await h.unpaid(bookingId);
  });

  it("an insider's signed webhook for a ledger capture of the wrong amount changes nothing, whatever amount it claims", async () => {
    const { bookingId, options } = await h.newOrder(420000);
    const secret = await realSecret();
    // a payment of ₹1 that really is in the ledger, on this order
    await t.database.query(
      "INSERT INTO sandbox_payments (id, order_id, amount_paise, status, method) VALUES ('pay_OneRupee00001', $1, 100, 'captured', 'card')",
      [options.order_id],
    );
    for (const amount of [100, 420000]) {
      const body = paymentEvent("payment.captured", {
        id: "pay_OneRupee00001",
        order_id: options.order_id,
        amount,
        status: "captured",
      });
      const res = await h.webhook(body, hmac(secret, body));
      expect(res.json().outcome).toBe("amount_mismatch");
    }
    const cb = await h.callback({
      razorpay_order_id: options.order_id,
      razorpay_payment_id: "pay_OneRupee00001",
      razorpay_signature: hmac(secret, `${options.order_id}|pay_OneRupee00001`),
    });
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
    const fail = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/sandbox/checkout",
      headers: { cookie: rider.cookie },
      payload: { orderId: options.order_id, outcome: "failure" },
    });
    expect(fail.statusCode).toBe(409);
    expect(await countRows(t, "sandbox_payments", "order_id = $1", [options.order_id])).toBe(1);
  });

  it("a replayed callback (the same signed post for the same payment) mints no second token; the first still works", async () => {
    const { rider, options } = await h.newOrder();
    const fields = (await pay(rider, options.order_id)).json().result.fields as Record<string, string>;
    const first = tokenOf(await h.callback(fields))!;
    // the attacker replays the same signed form post to mint more tokens: no token, 'already paid'
    const replay = await h.callback(fields);
    expect(tokenOf(replay)).toBeFalsy();
    expect(new URL(String(replay.headers.location), "http://x").searchParams.get("error")).toBe(
      paymentMessages.alreadyPaid,
    );
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
    const body = paymentEvent("payment.captured", {
      id: "pay_Flood00000001",
      order_id: "order_Flood0000001",
      amount: 100,
      status: "captured",
    });
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
    const cb = await h.callback(
      { razorpay_order_id: "order_Flood0000001", razorpay_payment_id: "pay_X", razorpay_signature: "0".repeat(64) },
      { remoteAddress: addr },
    );
    expect(cb.statusCode).toBe(429);
    expect(
      await countRows(t, "audit_log", "action = 'payment.unauthenticated_failures' AND detail->>'address' = $1", [
        addr,
      ]),
    ).toBe(1);
    // another address is not affected
    expect((await h.webhook(body, "0".repeat(64), "203.0.113.78")).statusCode).toBe(400);
  });

  it("IPv6 clients are counted by their /64: two addresses of one prefix share one row", async () => {
    const body = paymentEvent("payment.captured", {
      id: "pay_V6",
      order_id: "order_V6",
      amount: 100,
      status: "captured",
    });
    await h.webhook(body, "1".repeat(64), "2001:db8:77:1::a");
    await h.webhook(body, "1".repeat(64), "2001:db8:77:1:ffff::b");
    const rows = await t.database.query<{ detail: { count: number } }>(
      "SELECT detail FROM audit_log WHERE action = 'payment.unauthenticated_failures' AND detail->>'address' LIKE '2001:db8:77:1%'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].detail.count).toBe(2);
  });
});

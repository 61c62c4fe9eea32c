import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { checkoutSignature, hmacSha256Hex } from "../../adapters/payments/signatures.ts";
import {
  bookingRow,
  countRows,
  insertQuote,
  optionsOf,
  placeOrder,
  sendWebhook as sendSignedWebhook,
} from "../bookings/test-factories.ts";

/** Reliability of payment confirmation (README "Payments and bookings"), with the sandbox gateway and its real signatures. */
describe("payments: callback, webhooks, tokens", () => {
  let t: TestApp;
  let gw: SandboxGateway;
  beforeAll(async () => {
    t = await createTestApp();
    gw = t.app.ctx.adapters.payments as SandboxGateway;
  });
  afterAll(() => t.close());

  let slot = 0;
  async function newOrder(farePaise = 350000) {
    const rider = await createSignedInUser(t);
    // each order on its own day, so the fleet's capacity is not what these tests exercise
    const quoteId = await insertQuote(t, { userId: rider.userId, farePaise, startInHours: 48 + 24 * slot++ });
    const res = await placeOrder(t, rider.cookie, quoteId, `k-${quoteId}`);
    expect(res.statusCode, res.body).toBe(200);
    const options = optionsOf(t, res.json());
    return { rider, bookingId: res.json().bookingId as string, options };
  }
  const sendWebhook = (w: { body: string; signature: string; eventId: string }) => sendSignedWebhook(t.app, w);
  const callback = (fields: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/payments/callback",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://api.razorpay.com" },
      payload: new URLSearchParams(fields).toString(),
    });
  const confirmations = (bookingId: string) =>
    countRows(t, "outbox_messages", "booking_id = $1 AND template = 'booking-payment-confirmation'", [bookingId]);
  const audits = (action: string) => countRows(t, "audit_log", "action = $1", [action]);
  /** failures of strangers are counted in one audit row per address and window (docs/security.md §2), by reason */
  const failures = async (reason: string) =>
    (
      await t.database.query<{ n: number }>(
        "SELECT COALESCE(sum((detail->'reasons'->>$1)::int), 0)::int AS n FROM audit_log WHERE action = 'payment.unauthenticated_failures'",
        [reason],
      )
    )[0].n;

  it("the callback verifies, records and redirects with a single-use token; a replayed token is refused and recorded", async () => {
    const { bookingId, options, rider } = await newOrder();
    expect(options.amount).toBe(350000);
    const r = await gw.completeCheckout(options.order_id, "success", t.clock.now());
    const res = await callback(r.success!);
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/payment-status\?token=/);
    const token = new URL(location, "http://x").searchParams.get("token")!;
    const v = await t.app.inject({ method: "POST", url: "/api/v1/bookings/verify-payment-token", payload: { token } });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json().data).toMatchObject({
      razorpay_payment_id: r.success!.razorpay_payment_id,
      razorpay_order_id: options.order_id,
      userId: rider.userId,
      bookingId,
      amount: 350000,
      pickupLocation: expect.stringContaining("Airport"),
    });
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("paid");
    expect(await confirmations(bookingId)).toBe(2); // e-mail and SMS
    const before = await audits("payment.token_replayed");
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/verify-payment-token",
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Invalid payment token");
    expect(await audits("payment.token_replayed")).toBe(before + 1);
    const forgedToken = token.replace(/.$/, (c) => (c === "0" ? "1" : "0"));
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/bookings/verify-payment-token",
          payload: { token: forgedToken },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("the browser never returns: the webhook alone confirms, with the invoice attached", async () => {
    const { bookingId, options } = await newOrder();
    const r = await gw.completeCheckout(options.order_id, "success", t.clock.now());
    const res = await sendWebhook(r.webhooks[0]);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe("captured");
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("paid");
    const mail = await t.database.query<{ attachments: Array<{ filename: string; contentType: string }> }>(
      "SELECT attachments FROM outbox_messages WHERE booking_id = $1 AND channel = 'email'",
      [bookingId],
    );
    expect(mail[0].attachments.map((a) => a.contentType).sort()).toEqual(["application/pdf", "text/calendar"]);
    expect(await countRows(t, "invoices", "booking_id = $1 AND number LIKE 'SL/%'", [bookingId])).toBe(1);
  });

  it("webhooks twice and before the callback: confirmed once, one e-mail, the callback still succeeds", async () => {
    const { bookingId, options } = await newOrder();
    const r = await gw.completeCheckout(options.order_id, "success", t.clock.now());
    const [captured, orderPaid] = r.webhooks;
    expect((await sendWebhook(orderPaid)).json().outcome).toBe("captured");
    expect((await sendWebhook(orderPaid)).json().outcome).toBe("duplicate");
    expect((await sendWebhook(captured)).json().outcome).toBe("duplicate"); // another event id, same payment
    const res = await callback(r.success!);
    expect(String(res.headers.location)).toMatch(/token=/);
    expect(await confirmations(bookingId)).toBe(2);
    expect(await countRows(t, "webhook_events", "event_id IN ($1, $2)", [captured.eventId, orderPaid.eventId])).toBe(2);
  });

  it("a failed payment is recorded and a later success on the same order still confirms (out of order safe)", async () => {
    const { bookingId, options } = await newOrder();
    const f = await gw.completeCheckout(options.order_id, "failure", t.clock.now());
    expect((await sendWebhook(f.webhooks[0])).json().outcome).toBe("failure_recorded");
    expect(await countRows(t, "payments", "provider_order_id = $1 AND status = 'failed'", [options.order_id])).toBe(1);
    const s = await gw.completeCheckout(options.order_id, "success", t.clock.now());
    await sendWebhook(s.webhooks[0]);
    await sendWebhook(f.webhooks[0]); // the stale failure again, later
    expect(await countRows(t, "payments", "provider_order_id = $1 AND status = 'captured'", [options.order_id])).toBe(
      1,
    );
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("paid");
  });

  it("a forged callback signature is refused and recorded", async () => {
    const { bookingId, options } = await newOrder();
    const r = await gw.completeCheckout(options.order_id, "success", t.clock.now());
    const before = await failures("signature_invalid");
    const forged = {
      ...r.success!,
      razorpay_signature: checkoutSignature(
        "not-the-secret-xxxxxxxx",
        options.order_id,
        r.success!.razorpay_payment_id,
      ),
    };
    const res = await callback(forged);
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toMatch(/^\/payment-status\?error=/);
    expect(await failures("signature_invalid")).toBe(before + 1);
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("pending");
  });

  it("a forged webhook signature is refused (400) and recorded", async () => {
    const { options } = await newOrder();
    const r = await gw.completeCheckout(options.order_id, "success", t.clock.now());
    const before = await failures("webhook_signature_invalid");
    const res = await sendWebhook({ ...r.webhooks[0], signature: hmacSha256Hex("wrong-secret", r.webhooks[0].body) });
    expect(res.statusCode).toBe(400);
    expect(await failures("webhook_signature_invalid")).toBe(before + 1);
    // a body altered after signing fails too
    const tampered = { ...r.webhooks[0], body: r.webhooks[0].body.replace('"amount":350000', '"amount":1') };
    expect((await sendWebhook(tampered)).statusCode).toBe(400);
  });

  it("a tampered amount (validly signed) is flagged, never accepted", async () => {
    const { bookingId, options } = await newOrder(420000);
    const r = await gw.completeCheckout(options.order_id, "success", t.clock.now());
    const payload = JSON.parse(r.webhooks[0].body);
    payload.payload.payment.entity.amount = 100;
    const w = gw.signWebhook("payment.captured", { payment: payload.payload.payment.entity }, t.clock.now());
    const before = await audits("payment.amount_mismatch");
    expect((await sendWebhook(w)).json().outcome).toBe("amount_mismatch");
    expect(await audits("payment.amount_mismatch")).toBe(before + 1);
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("pending");
  });

  it("another rider's order id with my own valid payment signature is refused and recorded", async () => {
    const victim = await newOrder();
    const attacker = await newOrder();
    const paid = await gw.completeCheckout(attacker.options.order_id, "success", t.clock.now());
    const before = await failures("signature_invalid");
    const res = await callback({ ...paid.success!, razorpay_order_id: victim.options.order_id });
    expect(String(res.headers.location)).toMatch(/error=/);
    expect(await failures("signature_invalid")).toBe(before + 1);
    expect((await bookingRow(t, victim.bookingId))!.payment_status).toBe("pending");
    // and the sandbox checkout refuses to pay someone else's order
    const other = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/sandbox/checkout",
      headers: { cookie: attacker.rider.cookie },
      payload: { orderId: victim.options.order_id, outcome: "success" },
    });
    expect(other.statusCode).toBe(404);
  });

  it("a failure posted to the callback redirects with its description", async () => {
    const { options } = await newOrder();
    const res = await callback({
      "error[code]": "BAD_REQUEST_ERROR",
      "error[description]": "Card declined by bank",
      "error[metadata][order_id]": options.order_id,
      "error[metadata][payment_id]": "pay_X",
    });
    expect(res.headers.location).toBe("/payment-status?error=Card+declined+by+bank");
  });

  it("the sandbox checkout endpoint completes the payment and sends the webhooks itself", async () => {
    const { bookingId, options, rider } = await newOrder();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/sandbox/checkout",
      headers: { cookie: rider.cookie },
      payload: { orderId: options.order_id, outcome: "success" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.outcome).toBe("success");
    for (let i = 0; i < 50 && (await bookingRow(t, bookingId))!.payment_status !== "paid"; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await bookingRow(t, bookingId))!.payment_status).toBe("paid");
  });
});

import { createServer, type Server } from "node:http";
import { createHmac, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookingExtras, bookings } from "../../db/schema/index.ts";
import { createAppBehindFakeRazorpay } from "../../../test/helpers.ts";
import { optionsOf } from "../bookings/test-factories.ts";
import { reconcile } from "../bookings/index.ts";
import { jsonSender, razorpayId, readJsonBody, servePaymentReads } from "../payments/fake-razorpay.test-support.ts";
import { completedAirportArrival, extrasOfBooking, extrasOrder } from "./extras.test-support.ts";

const KEY_ID = "rzp_test_ExtrasFake0001";
const KEY_SECRET = "secret-of-the-extras-fake";
const WEBHOOK_SECRET = "webhook-secret-of-the-extras-fake";

/** A local stand-in for api.razorpay.com: orders (by receipt too) and payment reads, with basic auth. */
function fakeRazorpay() {
  const orders = new Map<string, Record<string, unknown>>();
  const payments = new Map<string, Record<string, unknown>>();
  const server: Server = createServer(async (req, res) => {
    const send = jsonSender(res);
    const auth = Buffer.from(String(req.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
    if (auth !== `${KEY_ID}:${KEY_SECRET}`) return send(401, { error: { code: "BAD_REQUEST_ERROR" } });
    const url = new URL(req.url!, "http://x");
    if (req.method === "POST" && url.pathname === "/v1/orders") {
      const b = await readJsonBody(req);
      const o = { id: razorpayId("order"), entity: "order", amount: b.amount, amount_paid: 0, amount_due: b.amount };
      Object.assign(o, { currency: b.currency, receipt: b.receipt, status: "created", attempts: 0, notes: b.notes });
      orders.set(o.id, { ...o, created_at: 1700000000 });
      return send(200, orders.get(o.id));
    }
    if (req.method === "GET" && url.pathname === "/v1/orders") {
      const items = [...orders.values()].filter((o) => o.receipt === url.searchParams.get("receipt"));
      return send(200, { entity: "collection", count: items.length, items });
    }
    if (servePaymentReads(req.method, url.pathname, payments, send)) return;
    send(404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } });
  });
  /** The rider pays in Razorpay's checkout: a captured payment on the order. */
  const capture = (orderId: string) => {
    const o = orders.get(orderId)!;
    const p = {
      id: razorpayId("pay"),
      entity: "payment",
      amount: o.amount,
      currency: "INR",
      status: "captured",
      order_id: orderId,
      method: "upi",
      amount_refunded: 0,
      captured: true,
      notes: o.notes,
      error_code: null,
      error_description: null,
      created_at: 1700000050,
    };
    payments.set(p.id, p);
    o.status = "paid";
    return p;
  };
  return { server, orders, capture };
}

// 'Pay extras' through Razorpay (README "The day of the ride"): the adapter, real-format webhooks, reconciliation.
describe("rides: paying the extras through Razorpay", () => {
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

  async function withWaitingDue() {
    const f = await completedAirportArrival(t, 30, 70);
    const res = await extrasOrder(t, f.booking.id, f.rider.cookie, { amount: 1 });
    expect(res.statusCode, res.body).toBe(200);
    return { ...f, options: optionsOf(t, res.json()) };
  }
  const webhook = (event: string, payment: Record<string, unknown>) => {
    const body = JSON.stringify({
      entity: "event",
      event,
      contains: ["payment"],
      payload: { payment: { entity: payment } },
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
  };
  const lineStatus = async (bookingId: string) =>
    (await t.database.db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, bookingId)))[0].status;
  const paymentStatus = async (bookingId: string) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0].paymentStatus;

  it("the order is created through Razorpay for the server's amount, under a receipt naming the extras", async () => {
    const f = await withWaitingDue();
    expect(f.options).toMatchObject({ key: KEY_ID, amount: 30_000, gateway: "razorpay" });
    const o = fake.orders.get(f.options.order_id)!;
    expect(o).toMatchObject({ amount: 30_000, notes: { bookingId: f.booking.id, purpose: "extras" } });
    expect(String(o.receipt)).toMatch(new RegExp(`^${f.booking.reference}-X[0-9a-f]{10}$`));
  });

  it("a real-format payment.captured webhook pays the lines; the callback after it still leads to the status page; the fare stays paid", async () => {
    const f = await withWaitingDue();
    const p = fake.capture(f.options.order_id);
    expect((await webhook("payment.captured", p)).json().outcome).toBe("captured");
    const signature = createHmac("sha256", KEY_SECRET).update(`${f.options.order_id}|${p.id}`).digest("hex");
    const cb = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/callback",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        razorpay_payment_id: p.id,
        razorpay_order_id: f.options.order_id,
        razorpay_signature: signature,
      }).toString(),
    });
    expect(String(cb.headers.location)).toMatch(/^\/payment-status\?token=/);
    expect(await lineStatus(f.booking.id)).toBe("paid");
    expect(await paymentStatus(f.booking.id)).toBe("paid");
    expect((await extrasOfBooking(t, f.booking.id, f.rider.cookie)).invoices).toHaveLength(1);
  });

  it("a webhook whose amount the gateway contradicts changes nothing", async () => {
    const f = await withWaitingDue();
    const p = fake.capture(f.options.order_id);
    expect((await webhook("payment.captured", { ...p, amount: 100 })).json().outcome).toBe("amount_mismatch");
    expect(await lineStatus(f.booking.id)).toBe("due");
  });

  it("reconciliation finds an extras capture whose callback and webhook were both lost", async () => {
    const f = await withWaitingDue();
    fake.capture(f.options.order_id);
    t.clock.setOffsetMs(11 * 60_000);
    try {
      await reconcile(t.app.ctx);
    } finally {
      t.clock.setOffsetMs(0);
    }
    expect(await lineStatus(f.booking.id)).toBe("paid");
    expect(await paymentStatus(f.booking.id)).toBe("paid");
  });
});

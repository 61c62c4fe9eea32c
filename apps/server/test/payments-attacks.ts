import { createHmac, randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { TestApp } from "./helpers.ts";
import { createSignedInUser } from "./factories.ts";
import { bookingRow, countRows, insertQuote, optionsOf, placeOrder } from "../src/modules/bookings/test-factories.ts";

/** What the payments attack tests share: the old constant secret, a Razorpay-format webhook body, HTTP helpers. */
export const OLD_CONSTANT = "sandbox-secret-not-for-production";
export const hmac = (key: string, data: string) => createHmac("sha256", key).update(data).digest("hex");

/** A webhook body in Razorpay's format, claiming a payment entity. */
export function paymentEvent(event: string, payment: Record<string, unknown>) {
  return JSON.stringify({
    entity: "event",
    account_id: "acc_SandboxAccount01",
    event,
    contains: ["payment"],
    payload: {
      payment: { entity: { entity: "payment", currency: "INR", method: "card", captured: true, ...payment } },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

export function helpers(get: () => TestApp) {
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
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": signature,
          "x-razorpay-event-id": `evt_${randomBytes(7).toString("hex")}`,
        },
        payload: body,
      });
    },
    callback(fields: Record<string, string>, opts: { cookie?: string; remoteAddress?: string } = {}) {
      return get().app.inject({
        method: "POST",
        url: "/api/v1/payments/callback",
        remoteAddress: opts.remoteAddress ?? "127.0.0.1",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
        },
        payload: new URLSearchParams(fields).toString(),
      });
    },
    redeem(token: string, cookie?: string) {
      return get().app.inject({
        method: "POST",
        url: "/api/v1/bookings/verify-payment-token",
        headers: cookie ? { cookie } : {},
        payload: { token },
      });
    },
    async unpaid(bookingId: string) {
      const t = get();
      expect((await bookingRow(t, bookingId))!.payment_status).toBe("pending");
      expect(await countRows(t, "invoices", "booking_id = $1", [bookingId])).toBe(0);
    },
  };
}
export const tokenOf = (res: { headers: Record<string, unknown> }) =>
  new URL(String(res.headers.location), "http://x").searchParams.get("token");

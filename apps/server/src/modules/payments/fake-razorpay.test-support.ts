// Test-only pieces of the local fakes of Razorpay's API (razorpay.int.test.ts, razorpay-attacks.int.test.ts).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

type Json = Record<string, unknown>;

/** A Razorpay-style id: `order_…`, `pay_…`, `rfnd_…` with 14 hex characters. */
export const razorpayId = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex").slice(0, 14)}`;

/** The request's JSON body ({} when empty). */
export const readJsonBody = (req: IncomingMessage) =>
  new Promise<Json>((resolve) => {
    let s = "";
    req.on("data", (c) => (s += c));
    req.on("end", () => resolve(s ? JSON.parse(s) : {}));
  });

/** Answers with a JSON body. */
export const jsonSender = (res: ServerResponse) => (status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

/**
 * GET /v1/orders/:id/payments and GET /v1/payments/:id from the fake's payments; false when the request is neither.
 */
export function servePaymentReads(
  method: string | undefined,
  pathname: string,
  payments: Map<string, Json>,
  send: (status: number, body: unknown) => void,
): boolean {
  let m;
  if (method === "GET" && (m = pathname.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
    const orderId = m[1];
    const items = [...payments.values()].filter((p) => p.order_id === orderId);
    send(200, { entity: "collection", count: items.length, items });
    return true;
  }
  if (method === "GET" && (m = pathname.match(/^\/v1\/payments\/([^/]+)$/))) {
    const p = payments.get(m[1]);
    if (p) send(200, p);
    else send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
    return true;
  }
  return false;
}

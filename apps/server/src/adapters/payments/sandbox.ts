import type { Database } from "../../db/client.ts";
import { orderEntity, paymentEntity, razorpayId, refundEntity, webhookEvent } from "./razorpay-format.ts";
import { checkoutSignature, hmacSha256Hex, verifyBodySignature, verifyCheckoutSignature } from "./signatures.ts";
import type { GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from "./types.ts";

export interface SignedWebhook {
  eventId: string;
  body: string;
  signature: string;
}

export interface SandboxCheckoutResult {
  /** the fields Razorpay's checkout hands back on success (posted to our callback) */
  success?: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  /** Razorpay's failure object */
  error?: { code: string; description: string; reason: string; metadata: { order_id: string; payment_id: string } };
  /** the webhooks Razorpay would send for this outcome, signed with the sandbox secret */
  webhooks: SignedWebhook[];
}

export interface SandboxGateway extends PaymentGateway {
  kind: "sandbox";
  /** What the in-app 'Sandbox payment' dialog does when the rider clicks 'Simulate success' or 'Simulate failure'. */
  completeCheckout(orderId: string, outcome: "success" | "failure", now: Date): Promise<SandboxCheckoutResult>;
  signWebhook(eventType: string, payload: Record<string, unknown>, now: Date): SignedWebhook;
}

type OrderRow = { id: string; receipt: string; amount_paise: number; currency: string; status: string };
type PaymentRow = {
  id: string;
  order_id: string;
  amount_paise: number;
  currency: string;
  status: string;
  method: string;
  error_description: string | null;
};
type RefundRow = { id: string; payment_id: string; amount_paise: number; status: string };

/** The order was paid already: the sandbox, like Razorpay, takes no second payment on it (answered 409). */
export class SandboxOrderPaidError extends Error {
  constructor(orderId: string) {
    super(`sandbox order ${orderId} is already paid`);
  }
}

const toOrder = (r: OrderRow): GatewayOrder => ({
  id: r.id,
  receipt: r.receipt,
  amountPaise: r.amount_paise,
  currency: r.currency,
  status: r.status,
});
const toPayment = (r: PaymentRow): GatewayPayment => ({
  id: r.id,
  orderId: r.order_id,
  amountPaise: r.amount_paise,
  currency: r.currency,
  status: r.status,
  method: r.method,
  errorDescription: r.error_description,
});

/**
 * The embedded payment provider: no network, its ledger in our own database (so it survives restarts and works
 * across instances), the same ids, signatures and webhook bodies as Razorpay.
 */
export function sandboxGateway(opts: { secret: string; database: Database }): SandboxGateway {
  const { secret, database } = opts;
  const sec = (d: Date) => Math.floor(d.getTime() / 1000);

  const gateway: SandboxGateway = {
    kind: "sandbox",
    keyId: "rzp_sandbox_local",
    async createOrder(input) {
      const id = razorpayId("order");
      const rows = await database.query<OrderRow>(
        `INSERT INTO sandbox_orders (id, receipt, amount_paise, currency, notes) VALUES ($1, $2, $3, $4, $5::jsonb)
         ON CONFLICT (receipt) DO NOTHING RETURNING *`,
        [id, input.receipt, input.amountPaise, input.currency, JSON.stringify(input.notes)],
      );
      if (rows[0]) return toOrder(rows[0]);
      const existing = await gateway.findOrderByReceipt(input.receipt);
      if (!existing) throw new Error("sandbox order creation failed");
      return existing;
    },
    async findOrderByReceipt(receipt) {
      const rows = await database.query<OrderRow>("SELECT * FROM sandbox_orders WHERE receipt = $1", [receipt]);
      return rows[0] ? toOrder(rows[0]) : null;
    },
    async fetchPayment(paymentId) {
      const rows = await database.query<PaymentRow>(
        "SELECT p.*, o.currency FROM sandbox_payments p JOIN sandbox_orders o ON o.id = p.order_id WHERE p.id = $1",
        [paymentId],
      );
      return rows[0] ? toPayment(rows[0]) : null;
    },
    async fetchRefund(refundId) {
      const rows = await database.query<RefundRow>("SELECT * FROM sandbox_refunds WHERE id = $1", [refundId]);
      const r = rows[0];
      return r ? { id: r.id, paymentId: r.payment_id, amountPaise: r.amount_paise, status: r.status } : null;
    },
    async fetchOrderPayments(orderId) {
      const rows = await database.query<PaymentRow>(
        "SELECT p.*, o.currency FROM sandbox_payments p JOIN sandbox_orders o ON o.id = p.order_id WHERE p.order_id = $1 ORDER BY p.created_at",
        [orderId],
      );
      return rows.map(toPayment);
    },
    refund: (input) => sandboxRefund(database, input),
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      verifyCheckoutSignature(secret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => verifyBodySignature(secret, rawBody, signature),

    signWebhook(eventType, payload, now) {
      const body = JSON.stringify(webhookEvent(eventType, payload, sec(now)));
      return { eventId: razorpayId("evt"), body, signature: hmacSha256Hex(secret, body) };
    },

    completeCheckout: (orderId, outcome, now) =>
      sandboxCheckout({ database, secret, sign: gateway.signWebhook }, orderId, outcome, now),
  };
  return gateway;
}

export const sandboxRefundWebhookPayload = (r: GatewayRefund, now: Date) => ({
  refund: refundEntity(r, Math.floor(now.getTime() / 1000)),
});

/** A refund in the sandbox ledger: idempotent by its key, never more than captured, processed at once. */
async function sandboxRefund(
  database: Database,
  input: Parameters<SandboxGateway["refund"]>[0],
): Promise<GatewayRefund> {
  const existing = await database.query<{ id: string; payment_id: string; amount_paise: number; status: string }>(
    "SELECT * FROM sandbox_refunds WHERE idempotency_key = $1",
    [input.idempotencyKey],
  );
  if (existing[0])
    return {
      id: existing[0].id,
      paymentId: existing[0].payment_id,
      amountPaise: existing[0].amount_paise,
      status: existing[0].status,
    };
  const pay = await database.query<{ amount_paise: number; amount_refunded_paise: number; status: string }>(
    "SELECT amount_paise, amount_refunded_paise, status FROM sandbox_payments WHERE id = $1",
    [input.paymentId],
  );
  if (!pay[0] || pay[0].status !== "captured") throw new Error("BAD_REQUEST_ERROR: payment not captured");
  if (pay[0].amount_refunded_paise + input.amountPaise > pay[0].amount_paise)
    throw new Error("BAD_REQUEST_ERROR: The refund amount provided is greater than amount captured");
  const id = razorpayId("rfnd");
  await database.query(
    "INSERT INTO sandbox_refunds (id, payment_id, idempotency_key, amount_paise, status) VALUES ($1, $2, $3, $4, 'processed')",
    [id, input.paymentId, input.idempotencyKey, input.amountPaise],
  );
  await database.query("UPDATE sandbox_payments SET amount_refunded_paise = amount_refunded_paise + $2 WHERE id = $1", [
    input.paymentId,
    input.amountPaise,
  ]);
  return { id, paymentId: input.paymentId, amountPaise: input.amountPaise, status: "processed" };
}

type Signer = SandboxGateway["signWebhook"];

/** The simulated checkout: a captured payment (the order turns paid, once) or a declined one, with the webhooks Razorpay would send. */
async function sandboxCheckout(
  g: { database: Database; secret: string; sign: Signer },
  orderId: string,
  outcome: Parameters<SandboxGateway["completeCheckout"]>[1],
  now: Date,
): ReturnType<SandboxGateway["completeCheckout"]> {
  const { database, secret } = g;
  const sec = (d: Date) => Math.floor(d.getTime() / 1000);
  const orders = await database.query<OrderRow>("SELECT * FROM sandbox_orders WHERE id = $1", [orderId]);
  const order = orders[0];
  if (!order) throw new Error("unknown sandbox order");
  const paymentId = razorpayId("pay");
  if (order.status === "paid") throw new SandboxOrderPaidError(orderId);
  if (outcome === "success") {
    // one statement: the order turns paid and its captured payment is written together, and only once even
    // when two checkouts of the same order race (the loser finds no unpaid order and is refused)
    const paid = await database.query(
      `WITH o AS (UPDATE sandbox_orders SET status = 'paid' WHERE id = $1 AND status <> 'paid' RETURNING id, amount_paise)
         INSERT INTO sandbox_payments (id, order_id, amount_paise, status, method) SELECT $2, o.id, o.amount_paise, 'captured', 'card' FROM o
         RETURNING id`,
      [orderId, paymentId],
    );
    if (paid.length === 0) throw new SandboxOrderPaidError(orderId);
    const pay = paymentEntity(
      { id: paymentId, orderId, amountPaise: order.amount_paise, status: "captured" },
      sec(now),
    );
    const ord = orderEntity(
      { ...order, amountPaise: order.amount_paise, status: "paid", amountPaidPaise: order.amount_paise },
      sec(now),
    );
    return {
      success: {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: checkoutSignature(secret, orderId, paymentId),
      },
      webhooks: [
        g.sign("payment.captured", { payment: pay }, now),
        g.sign("order.paid", { payment: pay, order: ord }, now),
      ],
    };
  }
  const description = "Your payment could not be completed as the bank declined the transaction (sandbox).";
  await database.query(
    "INSERT INTO sandbox_payments (id, order_id, amount_paise, status, method, error_description) VALUES ($1, $2, $3, 'failed', 'card', $4)",
    [paymentId, orderId, order.amount_paise, description],
  );
  await database.query("UPDATE sandbox_orders SET status = 'attempted' WHERE id = $1 AND status = 'created'", [
    orderId,
  ]);
  const pay = paymentEntity(
    { id: paymentId, orderId, amountPaise: order.amount_paise, status: "failed", errorDescription: description },
    sec(now),
  );
  return {
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      reason: "payment_failed",
      metadata: { order_id: orderId, payment_id: paymentId },
    },
    webhooks: [g.sign("payment.failed", { payment: pay }, now)],
  };
}

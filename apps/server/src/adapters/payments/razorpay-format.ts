import { randomBytes } from "node:crypto";

/** Razorpay-style ids: a prefix and 14 base62 characters. */
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export function razorpayId(prefix: "order" | "pay" | "rfnd" | "evt"): string {
  const bytes = randomBytes(14);
  let s = "";
  for (const b of bytes) s += ALPHABET[b % 62];
  return `${prefix}_${s}`;
}

export interface PaymentEntityInput {
  id: string;
  orderId: string;
  amountPaise: number;
  status: "captured" | "failed" | "authorized";
  method?: string;
  errorDescription?: string | null;
  amountRefundedPaise?: number;
}

/** A payment entity as Razorpay sends it in webhooks and API answers. */
export function paymentEntity(p: PaymentEntityInput, createdAtSec: number) {
  return {
    id: p.id,
    entity: "payment",
    amount: p.amountPaise,
    currency: "INR",
    status: p.status,
    order_id: p.orderId,
    invoice_id: null,
    international: false,
    method: p.method ?? "card",
    amount_refunded: p.amountRefundedPaise ?? 0,
    refund_status: null,
    captured: p.status === "captured",
    description: "Chauffeur ride booking",
    card_id: null,
    bank: null,
    wallet: null,
    vpa: null,
    email: "rider@example.in",
    contact: "+919000000000",
    notes: {},
    fee: p.status === "captured" ? Math.round(p.amountPaise * 0.02) : null,
    tax: p.status === "captured" ? Math.round(p.amountPaise * 0.0036) : null,
    error_code: p.status === "failed" ? "BAD_REQUEST_ERROR" : null,
    error_description: p.status === "failed" ? (p.errorDescription ?? "Payment failed") : null,
    error_source: p.status === "failed" ? "customer" : null,
    error_step: p.status === "failed" ? "payment_authentication" : null,
    error_reason: p.status === "failed" ? "payment_failed" : null,
    created_at: createdAtSec,
  };
}

export function orderEntity(
  o: { id: string; amountPaise: number; receipt: string; status: string; amountPaidPaise: number },
  createdAtSec: number,
) {
  return {
    id: o.id,
    entity: "order",
    amount: o.amountPaise,
    amount_paid: o.amountPaidPaise,
    amount_due: o.amountPaise - o.amountPaidPaise,
    currency: "INR",
    receipt: o.receipt,
    offer_id: null,
    status: o.status,
    attempts: 1,
    notes: [],
    created_at: createdAtSec,
  };
}

export function refundEntity(
  r: { id: string; paymentId: string; amountPaise: number; status: string },
  createdAtSec: number,
) {
  return {
    id: r.id,
    entity: "refund",
    amount: r.amountPaise,
    currency: "INR",
    payment_id: r.paymentId,
    notes: {},
    receipt: null,
    acquirer_data: { arn: null },
    created_at: createdAtSec,
    batch_id: null,
    status: r.status,
    speed_processed: "normal",
    speed_requested: "normal",
  };
}

/** A webhook body in Razorpay's format: { entity: "event", event, contains, payload: { payment: { entity } ... } }. */
export function webhookEvent(event: string, payload: Record<string, unknown>, createdAtSec: number) {
  return {
    entity: "event",
    account_id: "acc_SandboxAccount01",
    event,
    contains: Object.keys(payload),
    payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: v }])),
    created_at: createdAtSec,
  };
}

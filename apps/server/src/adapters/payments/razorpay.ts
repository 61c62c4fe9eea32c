import type Razorpay from "razorpay";
import { z } from "zod";
import { verifyBodySignature, verifyCheckoutSignature } from "./signatures.ts";
import type { GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from "./types.ts";

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local fake in tests */
  apiBase: string;
}

// What Razorpay answers is a claim: only the fields we use, checked (the SDK's typings do not match the API's answers).
const Amount = z.union([z.number(), z.string()]);
const RzOrderSchema = z.object({
  id: z.string(),
  receipt: z.string().nullish(),
  amount: Amount,
  currency: z.string(),
  status: z.string(),
});
const RzPaymentSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  amount: Amount,
  currency: z.string(),
  status: z.string(),
  method: z.string().nullish(),
  error_description: z.string().nullish(),
});
const RzRefundSchema = z.object({ id: z.string(), payment_id: z.string(), amount: Amount, status: z.string() });
const RzOrderListSchema = z.object({ items: z.array(RzOrderSchema).optional() });
const RzPaymentListSchema = z.object({ items: z.array(RzPaymentSchema).optional() });
type RzOrder = z.infer<typeof RzOrderSchema>;
type RzPayment = z.infer<typeof RzPaymentSchema>;
type RzRefund = z.infer<typeof RzRefundSchema>;
type Axiosish = {
  defaults: { baseURL?: string; timeout?: number };
  post(url: string, data: unknown, config?: { headers?: Record<string, string> }): Promise<{ data: unknown }>;
};

/** The SDK's private HTTP client (`api.rq`, an axios instance), which its typings do not declare. */
function hasHttpClient(sdk: unknown): sdk is { api: { rq: Axiosish } } {
  if (typeof sdk !== "object" || sdk === null || !("api" in sdk)) return false;
  const api: unknown = sdk.api;
  if (typeof api !== "object" || api === null || !("rq" in api)) return false;
  const rq: unknown = api.rq;
  return (
    typeof rq === "function" &&
    "post" in rq &&
    typeof rq.post === "function" &&
    "defaults" in rq &&
    typeof rq.defaults === "object" &&
    rq.defaults !== null
  );
}

const toOrder = (o: RzOrder): GatewayOrder => ({
  id: o.id,
  receipt: o.receipt ?? "",
  amountPaise: Number(o.amount),
  currency: o.currency,
  status: o.status,
});
const toPayment = (p: RzPayment): GatewayPayment => ({
  id: p.id,
  orderId: p.order_id,
  amountPaise: Number(p.amount),
  currency: p.currency,
  status: p.status,
  method: p.method ?? null,
  errorDescription: p.error_description ?? null,
});
const toRefund = (r: RzRefund): GatewayRefund => ({
  id: r.id,
  paymentId: r.payment_id,
  amountPaise: Number(r.amount),
  status: r.status,
});

/** Razorpay through its official SDK; signatures are checked with our own constant-time HMAC. */
export function razorpayGateway(opts: RazorpayOptions): PaymentGateway {
  // the SDK is loaded on the first call, not at start (the sandbox installation never needs it)
  let client: Promise<{ rzp: Razorpay; rq: Axiosish }> | undefined;
  const sdk = () =>
    (client ??= import("razorpay").then(({ default: RazorpaySdk }) => {
      const rzp = new RazorpaySdk({ key_id: opts.keyId, key_secret: opts.keySecret });
      // The SDK hard-codes its host; RAZORPAY_API_BASE lets tests (and a proxy) point it elsewhere.
      if (!hasHttpClient(rzp))
        throw new Error("Razorpay SDK without its HTTP client (api.rq): unsupported SDK version");
      const rq = rzp.api.rq;
      rq.defaults.baseURL = opts.apiBase.replace(/\/+$/, "");
      rq.defaults.timeout = 15_000;
      return { rzp, rq };
    }));

  const notFoundIsNull = async <T>(p: Promise<T>): Promise<T | null> => {
    try {
      return await p;
    } catch (e) {
      if ((e as { statusCode?: number }).statusCode === 404 || (e as { statusCode?: number }).statusCode === 400)
        return null;
      throw e;
    }
  };

  return {
    kind: "razorpay",
    keyId: opts.keyId,
    async createOrder(input) {
      const { rzp } = await sdk();
      const o = await rzp.orders.create({
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
        payment_capture: true,
      } as Parameters<typeof rzp.orders.create>[0]);
      return toOrder(RzOrderSchema.parse(o));
    },
    async findOrderByReceipt(receipt) {
      const { rzp } = await sdk();
      const list = RzOrderListSchema.parse(
        await rzp.orders.all({ receipt, count: 1 } as Parameters<typeof rzp.orders.all>[0]),
      );
      return list.items?.[0] ? toOrder(list.items[0]) : null;
    },
    async fetchPayment(paymentId) {
      const { rzp } = await sdk();
      const p = await notFoundIsNull(rzp.payments.fetch(paymentId));
      return p ? toPayment(RzPaymentSchema.parse(p)) : null;
    },
    async fetchRefund(refundId) {
      const { rzp } = await sdk();
      const r = await notFoundIsNull(rzp.refunds.fetch(refundId));
      return r ? toRefund(RzRefundSchema.parse(r)) : null;
    },
    async fetchOrderPayments(orderId) {
      const { rzp } = await sdk();
      const list = RzPaymentListSchema.parse(await rzp.orders.fetchPayments(orderId));
      return (list.items ?? []).map(toPayment);
    },
    async refund(input) {
      // the SDK's refund() cannot send headers; its own HTTP client can (X-Refund-Idempotency makes retries safe)
      const { rq } = await sdk();
      const res = await rq
        .post(
          `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
          { amount: input.amountPaise, speed: "normal", notes: input.notes },
          { headers: { "X-Refund-Idempotency": input.idempotencyKey } },
        )
        .catch((e: { response?: { status: number; data?: { error?: { description?: string } } } }) => {
          throw Object.assign(new Error(e.response?.data?.error?.description ?? "Razorpay refund failed"), {
            statusCode: e.response?.status,
          });
        });
      return toRefund(RzRefundSchema.parse(res.data));
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      verifyCheckoutSignature(opts.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) => verifyBodySignature(opts.webhookSecret, rawBody, signature),
  };
}

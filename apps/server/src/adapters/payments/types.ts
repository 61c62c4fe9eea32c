/**
 * One interface for every payment provider (docs/ARCHITECTURE.md §2, "Adapters"): Razorpay in production, the
 * embedded sandbox otherwise. Shapes follow Razorpay's API (amounts in paise), so the same verification code runs
 * for both: the checkout signature is HMAC-SHA256 over `order_id|payment_id`, the webhook signature is
 * HMAC-SHA256 over the raw request body.
 */
export interface GatewayOrder {
  id: string;
  receipt: string;
  amountPaise: number;
  currency: string;
  status: string; // created | attempted | paid
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
  method: string | null;
  errorDescription: string | null;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  /** pending | processed | failed */
  status: string;
}

export interface CreateOrderInput {
  amountPaise: number;
  currency: "INR";
  /** our booking reference: makes order creation findable again after a crash */
  receipt: string;
  notes: Record<string, string>;
}

export interface RefundInput {
  paymentId: string;
  amountPaise: number;
  /** sent as Razorpay's refund idempotency key: a retried call never refunds twice */
  idempotencyKey: string;
  notes: Record<string, string>;
}

export interface PaymentGateway {
  kind: "sandbox" | "razorpay";
  /** the public key id given to the checkout */
  keyId: string;
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  /** The order created earlier for this receipt, if any (recovery after a crash between the two steps). */
  findOrderByReceipt(receipt: string): Promise<GatewayOrder | null>;
  /**
   * The payment as the gateway knows it (the truth a callback or webhook is checked against): null when the gateway
   * has no such payment; throws when the gateway cannot be reached (then nothing may change).
   */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** The refund as the gateway knows it: null when unknown; throws when unreachable. */
  fetchRefund(refundId: string): Promise<GatewayRefund | null>;
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  refund(input: RefundInput): Promise<GatewayRefund>;
  /** checkout result: HMAC-SHA256(key secret, `${orderId}|${paymentId}`), compared in constant time */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** webhook: HMAC-SHA256(webhook secret, raw body), compared in constant time */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string): boolean;
}

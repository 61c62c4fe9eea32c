import type { GatewayPayment } from "../../adapters/payments/types.ts";

export type GatewayDisagreement =
  "unknown_payment" | "order_mismatch" | "amount_mismatch" | "currency_mismatch" | "status_mismatch";

/**
 * Compares the gateway's payment with what we expect for the booking's order (our payments row: order id, amount,
 * currency) and with what the message claimed; `statuses` lists the gateway statuses the caller accepts (null: any).
 * Returns the first disagreement, or null when everything agrees.
 */
export function compareWithGateway(
  provider: GatewayPayment | null,
  expected: { provider_order_id: string; amount_paise: number; currency: string },
  claimed: { orderId?: string; amountPaise?: number; currency?: string; status?: string } = {},
  statuses: readonly string[] | null = null,
): GatewayDisagreement | null {
  if (!provider) return "unknown_payment";
  if (
    provider.orderId !== expected.provider_order_id ||
    (claimed.orderId !== undefined && claimed.orderId !== provider.orderId)
  )
    return "order_mismatch";
  if (
    provider.amountPaise !== expected.amount_paise ||
    (claimed.amountPaise !== undefined && claimed.amountPaise !== provider.amountPaise)
  )
    return "amount_mismatch";
  if (
    provider.currency !== expected.currency ||
    (claimed.currency !== undefined && claimed.currency !== provider.currency)
  )
    return "currency_mismatch";
  if (
    (statuses && !statuses.includes(provider.status)) ||
    (claimed.status !== undefined && claimed.status !== provider.status)
  )
    return "status_mismatch";
  return null;
}

/** Gateway statuses that mean the money was captured (a payment refunded since was captured first). */
export const CAPTURED_STATUSES = ["captured", "refunded"] as const;

import type { AppContext } from "../../context.ts";
import type { PaymentCaller } from "./caller.ts";
import { paymentMessages } from "@chauffeur/contracts";
import { countAuditEvent } from "../../lib/audit.ts";
import { addressKey } from "../../lib/client-address.ts";
import { tooMany } from "../../lib/errors.ts";
import type { RateLimitRule } from "../../lib/rate-limit.ts";

/**
 * Failures of the unauthenticated payment endpoints (checkout callback, webhook): a signature that does not match, an
 * order or payment we or the gateway do not know, a message the gateway contradicts. Anyone can post there, so each
 * failure counts against the client address (30 per 15 minutes, then 429 with Retry-After), and the audit log gets
 * ONE row per address and window whose count, last reason and per-reason tally are updated in place: a flood of
 * forgeries cannot fill the log. A request that verifies is never refused by this limit (riders behind one
 * carrier-grade NAT address are not locked out of their own payment by someone else's failures).
 */
export const PAYMENT_FAILURE_RULE: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 };
export const PAYMENT_FAILURES_ACTION = "payment.unauthenticated_failures";

export type PaymentFailureReason =
  | "signature_invalid"
  | "webhook_signature_invalid"
  | "callback_incomplete"
  | "unknown_order"
  | "unknown_payment"
  | "unknown_refund"
  | "order_mismatch"
  | "amount_mismatch"
  | "currency_mismatch"
  | "status_mismatch";

/**
 * Counts one failure for the request's address, updates the address's audit row for this window, and throws the
 * 429 once the address is over the limit (the caller answers as usual otherwise).
 */
export async function noteUnauthenticatedFailure(
  ctx: AppContext,
  caller: Pick<PaymentCaller, "ip" | "via">,
  reason: PaymentFailureReason,
  detail: Record<string, unknown> = {},
): Promise<void> {
  // an IPv6 client counts as its /64, ::ffff:a.b.c.d as the IPv4 address (lib/client-address.ts)
  const address = addressKey(caller.ip);
  const r = await ctx.rateLimiter.hit(`payfail:${address}`, PAYMENT_FAILURE_RULE);
  const now = ctx.clock.now();
  const size = PAYMENT_FAILURE_RULE.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / size) * size);
  const via = caller.via;
  const last = { reason, via, at: now.toISOString(), ...clip(detail) };
  await countAuditEvent(
    ctx.database,
    {
      action: PAYMENT_FAILURES_ACTION,
      entity: "payment",
      key: `${address} ${windowStart.toISOString()}`,
      reason,
      last,
      initial: {
        address,
        windowStart: windowStart.toISOString(),
        windowSeconds: PAYMENT_FAILURE_RULE.windowSeconds,
        count: 1,
        lastReason: reason,
        last,
        reasons: { [reason]: 1 },
      },
    },
    now,
  );
  if (!r.allowed) throw tooMany(paymentMessages.tooManyFailures, r.retryAfterSeconds);
}

/** Values posted by strangers are kept short in the audit row. */
function clip(detail: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(detail).map(([k, v]) => [
      k,
      typeof v === "string"
        ? v.slice(0, 80)
        : typeof v === "number" || typeof v === "boolean" || v == null
          ? v
          : JSON.stringify(v).slice(0, 200),
    ]),
  );
}

import { sql } from "drizzle-orm";
import type { z } from "zod";
import { extrasMessages, paymentMessages, type SandboxCompleteRequestSchema } from "@chauffeur/contracts";
import { SandboxOrderPaidError, type SandboxGateway } from "../../adapters/payments/sandbox.ts";
import type { AppContext } from "../../context.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { q } from "../../lib/sql.ts";
import { deliverSandboxWebhooks } from "./sandbox-dispatch.ts";

/**
 * The embedded gateway's checkout: only the rider's own order, never a paid one; the server signs the result with
 * the sandbox secret (the browser never holds it) and sends the same webhooks Razorpay would, to our own webhook
 * endpoint, a moment later (so they may arrive before or after the callback).
 */
export async function simulateSandboxCheckout(
  ctx: AppContext,
  gateway: SandboxGateway,
  userId: string,
  body: z.infer<typeof SandboxCompleteRequestSchema>,
) {
  const own = await q<{ payment_status: string; purpose: string; status: string }>(
    ctx.db,
    sql`SELECT b.payment_status, p.purpose, p.status FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE p.provider_order_id = ${body.orderId} AND b.user_id = ${userId}
        UNION ALL
        SELECT NULL, p.purpose, p.status FROM payments p JOIN events e ON e.id = p.event_id WHERE p.provider_order_id = ${body.orderId} AND e.client_user_id = ${userId}`,
  );
  if (own.length === 0) throw notFound(paymentMessages.notFound);
  // like Razorpay, no second payment on a paid order (nor on another order of a paid booking); an extras order
  // ('Pay extras') or a reschedule's difference is for a paid booking: only its own capture makes it paid
  if (own[0].purpose !== "fare") {
    if (own[0].status === "captured")
      throw conflict(own[0].purpose === "extras" ? extrasMessages.extrasAlreadyPaid : paymentMessages.alreadyPaid);
  } else if (own[0].payment_status === "paid") throw conflict(paymentMessages.alreadyPaid);
  const result = await gateway.completeCheckout(body.orderId, body.outcome, ctx.clock.now()).catch((e: unknown) => {
    throw e instanceof SandboxOrderPaidError ? conflict(paymentMessages.alreadyPaid) : e;
  });
  deliverSandboxWebhooks(ctx, result.webhooks);
  if (result.success)
    return {
      success: true as const,
      message: "Payment simulated",
      result: { outcome: "success" as const, fields: result.success },
    };
  const e = result.error!;
  return {
    success: true as const,
    message: "Payment failed",
    result: { outcome: "failure" as const, error: { code: e.code, description: e.description, reason: e.reason } },
  };
}

import type { AppContext } from "../../context.ts";
import { apiPaths } from "@chauffeur/contracts";
import type { SignedWebhook } from "../../adapters/payments/sandbox.ts";

/**
 * The sandbox provider's webhook delivery: the signed bodies are posted to our own webhook endpoint a moment later
 * (in process, no network), so they can arrive before or after the browser's callback, as Razorpay's do.
 */
export function deliverSandboxWebhooks(ctx: AppContext, webhooks: SignedWebhook[], delayMs = 50) {
  setTimeout(() => {
    void (async () => {
      for (const w of webhooks) {
        await ctx
          .injectSelf({
            method: "POST",
            url: apiPaths.paymentWebhook,
            headers: {
              "content-type": "application/json",
              "x-razorpay-signature": w.signature,
              "x-razorpay-event-id": w.eventId,
            },
            payload: w.body,
          })
          .catch((e: unknown) => ctx.log.error({ err: e }, "sandbox webhook delivery failed"));
      }
    })();
  }, delayMs).unref();
}

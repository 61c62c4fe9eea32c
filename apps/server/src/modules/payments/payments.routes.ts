import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { apiPaths, ApiErrorSchema, bookingTexts, paymentMessages, SandboxCompleteRequestSchema, SandboxCompleteResponseSchema } from "@chauffeur/contracts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { sha256Hex } from "../../lib/crypto.ts";
import { notFound } from "../../lib/errors.ts";
import { currentUser, requireRider } from "../../plugins/session.ts";
import { recordPaymentEvent } from "../bookings/audit.ts";
import type { PaymentRow } from "../bookings/order.service.ts";
import { q, q1 } from "../bookings/sql.ts";
import { mintPaymentToken, recordCapture, recordFailure } from "./payment.service.ts";
import { processWebhookEvent } from "./webhook.service.ts";
import { deliverSandboxWebhooks } from "./sandbox-dispatch.ts";

const statusUrl = (q: Record<string, string>) => `/payment-status?${new URLSearchParams(q).toString()}`;

/** Form fields as Razorpay posts them: flat keys, error fields as `error[description]` etc. */
const field = (body: Record<string, unknown>, k: string) => (typeof body[k] === "string" ? (body[k] as string) : undefined);

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The checkout's return: a cross-site form post, usually without our session cookie, so it stands on the
   * signature alone. The signature is checked against the order id WE stored (the post only selects the row);
   * the provider's payment must belong to that order and carry its amount. Then the capture is recorded
   * idempotently and the browser is sent (303) to /payment-status with a short-lived single-use token.
   */
  app.post(
    apiPaths.paymentCallback,
    { schema: { tags: ["payments"], summary: "Checkout callback (form post); redirects to /payment-status", body: z.record(z.string(), z.unknown()).optional() } },
    async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const errDesc = field(body, "error[description]") ?? (body.error as { description?: string } | undefined)?.description;
      const orderId = field(body, "razorpay_order_id") ?? field(body, "error[metadata][order_id]");
      const paymentId = field(body, "razorpay_payment_id") ?? field(body, "error[metadata][payment_id]");
      const signature = field(body, "razorpay_signature");
      const fail = (message: string) => reply.redirect(statusUrl({ error: message }), 303);
      if (errDesc) {
        if (orderId) await recordFailure(app.ctx.db, { providerOrderId: orderId, providerPaymentId: paymentId ?? null, description: errDesc, now: app.ctx.clock.now() });
        return fail(errDesc);
      }
      if (!orderId || !paymentId || !signature) {
        await recordPaymentEvent(app.ctx.db, "payment.callback_incomplete", { orderId, paymentId, ip: req.ip });
        return fail(paymentMessages.verificationUnsuccessful);
      }
      const stored = await q1<PaymentRow>(app.ctx.db, sql`SELECT * FROM payments WHERE provider_order_id = ${orderId}`);
      if (!stored) {
        await recordPaymentEvent(app.ctx.db, "payment.callback_unknown_order", { orderId, paymentId, ip: req.ip });
        return fail(paymentMessages.notFound);
      }
      const gateway = app.ctx.adapters.payments;
      if (!gateway.verifyPaymentSignature(stored.provider_order_id, paymentId, signature)) {
        await recordPaymentEvent(app.ctx.db, "payment.signature_invalid", { orderId, paymentId, ip: req.ip, via: "callback" }, { entityId: stored.id });
        return fail(paymentMessages.verificationUnsuccessful);
      }
      let provider;
      try {
        provider = await gateway.fetchPayment(paymentId);
      } catch (e) {
        req.log.error({ err: e }, "fetching the payment from the gateway failed");
        return fail(paymentMessages.serverError);
      }
      if (!provider || provider.orderId !== stored.provider_order_id || provider.amountPaise !== stored.amount_paise) {
        await recordPaymentEvent(app.ctx.db, "payment.callback_mismatch", { orderId, paymentId, provider, expectedPaise: stored.amount_paise }, { entityId: stored.id });
        return fail(paymentMessages.verificationUnsuccessful);
      }
      // authorised but not yet captured (auto-capture is moments away): the webhook or reconciliation will record it;
      // the status page shows 'Payment Status Unknown' meanwhile
      if (provider.status === "authorized") return reply.redirect(statusUrl({ token: await mintPaymentToken(app, stored.id) }), 303);
      if (provider.status !== "captured") return fail(provider.errorDescription ?? paymentMessages.verificationUnsuccessful);
      const r = await recordCapture(app, { providerOrderId: stored.provider_order_id, providerPaymentId: paymentId, amountPaise: provider.amountPaise, method: provider.method, source: "callback" });
      if (r.outcome !== "captured" && r.outcome !== "duplicate") return fail(r.outcome === "late_capture_refunded" ? bookingTexts.orderExpired : paymentMessages.verificationUnsuccessful);
      const token = await mintPaymentToken(app, stored.id);
      return reply.redirect(statusUrl({ token }), 303);
    },
  );

  // The webhook needs the exact bytes that were signed: this encapsulated scope parses JSON itself and keeps the raw body.
  await app.register(async (scope) => {
    scope.removeContentTypeParser(["application/json"]);
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (req, body, done) => {
      (req as FastifyRequest & { rawBody?: Buffer }).rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString("utf8")));
      } catch {
        done(null, {});
      }
    });
    scope.post(
      apiPaths.paymentWebhook,
      { schema: { tags: ["payments"], summary: "Payment provider webhooks (X-Razorpay-Signature over the raw body)", response: { 400: ApiErrorSchema } } },
      async (req, reply) => {
        const raw = (req as FastifyRequest & { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);
        const signature = String(req.headers["x-razorpay-signature"] ?? "");
        if (!signature || !app.ctx.adapters.payments.verifyWebhookSignature(raw, signature)) {
          await recordPaymentEvent(app.ctx.db, "payment.webhook_signature_invalid", { ip: req.ip, bytes: raw.length, bodySha256: sha256Hex(raw.toString("utf8")) });
          return reply.status(400).send({ success: false as const, message: "Invalid signature" });
        }
        const event = req.body as { event?: string; payload?: unknown };
        const eventId = String(req.headers["x-razorpay-event-id"] ?? "") || `body-${sha256Hex(raw.toString("utf8"))}`;
        const outcome = await processWebhookEvent(app, { eventId, gateway: app.ctx.adapters.payments.kind, event: event?.event ?? "unknown", body: event });
        return reply.send({ success: true, outcome });
      },
    );
  });

  if (app.ctx.adapters.payments.kind === "sandbox") registerSandbox(app, app.ctx.adapters.payments as SandboxGateway);
};

/**
 * The embedded gateway's checkout: the in-app 'Sandbox payment' dialog calls this to simulate the provider.
 * The server signs the result with the sandbox secret (the browser never holds it) and sends the same webhooks
 * Razorpay would, to our own webhook endpoint, a moment later (so they may arrive before or after the callback).
 */
function registerSandbox(instance: FastifyInstance, gateway: SandboxGateway) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/v1/payments/sandbox/checkout",
    {
      preHandler: requireRider,
      schema: { tags: ["payments"], summary: "Sandbox gateway: simulate the checkout outcome", body: SandboxCompleteRequestSchema, response: { 200: SandboxCompleteResponseSchema, 404: ApiErrorSchema } },
    },
    async (req) => {
      const user = await currentUser(req);
      const own = await q(app.ctx.db, sql`SELECT 1 FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE p.provider_order_id = ${req.body.orderId} AND b.user_id = ${user.id}`);
      if (own.length === 0) throw notFound(paymentMessages.notFound);
      const result = await gateway.completeCheckout(req.body.orderId, req.body.outcome, app.ctx.clock.now());
      deliverSandboxWebhooks(app, result.webhooks);
      if (result.success) return { success: true as const, message: "Payment simulated", result: { outcome: "success" as const, fields: result.success } };
      const e = result.error!;
      return { success: true as const, message: "Payment failed", result: { outcome: "failure" as const, error: { code: e.code, description: e.description, reason: e.reason } } };
    },
  );
}

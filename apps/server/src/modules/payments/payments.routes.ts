import type { FastifyInstance, FastifyRequest } from "fastify";
import formbody from "@fastify/formbody";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { apiPaths, ApiErrorSchema, bookingTexts, paymentMessages, SandboxCompleteRequestSchema, SandboxCompleteResponseSchema } from "@chauffeur/contracts";
import { SandboxOrderPaidError, type SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { sha256Hex } from "../../lib/crypto.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { currentUser, requireRider } from "../../plugins/session.ts";
import { q, q1 } from "../../lib/sql.ts";
import { recordPaymentEvent } from "./audit.ts";
import type { PaymentRow } from "./types.ts";
import { noteUnauthenticatedFailure, type PaymentFailureReason } from "./failures.ts";
import {
  CAPTURED_STATUSES,
  compareWithGateway,
  fetchGatewayPayment,
  GatewayUnavailableError,
  mintPaymentToken,
  recordCapture,
  recordFailure,
} from "./payment.service.ts";
import { processWebhookEvent } from "./webhook.service.ts";
import { deliverSandboxWebhooks } from "./sandbox-dispatch.ts";

type StoredPayment = PaymentRow & { currency: string };
const statusUrl = (q: Record<string, string>) => `/payment-status?${new URLSearchParams(q).toString()}`;

/** Form fields as Razorpay posts them: flat keys, error fields as `error[description]` etc. */
const field = (body: Record<string, unknown>, k: string) => (typeof body[k] === "string" ? (body[k] as string) : undefined);

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Form-encoded bodies are parsed here only, for the checkout's return (a form post): every other endpoint
  // answers 415 to them (issue 11 §9).
  await app.register(async (instance) => {
    await instance.register(formbody);
    const scope = instance.withTypeProvider<ZodTypeProvider>();
    /**
     * The checkout's return: a cross-site form post, usually without our session cookie, so it stands on the
     * signature and on the gateway. The signature is checked against the order id WE stored (the post only selects
     * the row); then the payment is fetched from the gateway and must belong to that order with its amount and
     * currency. A signed post is only a hint. The capture is recorded idempotently and the browser is sent (303) to
     * /payment-status with a short-lived single-use token, minted once per payment (bound to the rider when the
     * session came along). Gateway unreachable: nothing changes, the rider sees 'being confirmed', and
     * reconciliation finishes it. Failures of strangers count against their address (failures.ts).
     */
    scope.post(
      apiPaths.paymentCallback,
      {
        schema: {
          tags: ["payments"],
          summary: "Checkout callback (form post); redirects to /payment-status",
          body: z.record(z.string(), z.unknown()).optional(),
          response: { 429: ApiErrorSchema },
        },
      },
      async (req, reply) => {
        const { db } = app.ctx;
        const body = (req.body ?? {}) as Record<string, unknown>;
        const errDesc = field(body, "error[description]") ?? (body.error as { description?: string } | undefined)?.description;
        const orderId = field(body, "razorpay_order_id") ?? field(body, "error[metadata][order_id]");
        const paymentId = field(body, "razorpay_payment_id") ?? field(body, "error[metadata][payment_id]");
        const signature = field(body, "razorpay_signature");
        const fail = (message: string) => reply.redirect(statusUrl({ error: message }), 303);
        const refuse = async (reason: PaymentFailureReason, message: string) => {
          await noteUnauthenticatedFailure(app.ctx, req, reason, { orderId, paymentId });
          return fail(message);
        };
        if (errDesc) {
          // only the gateway turns an attempt failed: the post names the payment, the gateway must confirm it
          if (orderId && paymentId) {
            const stored = await q1<StoredPayment>(db, sql`SELECT * FROM payments WHERE provider_order_id = ${orderId}`);
            const provider = stored ? await fetchGatewayPayment(app.ctx, paymentId).catch(() => null) : null;
            if (stored && provider && !compareWithGateway(provider, stored, { orderId }, ["failed"]))
              await recordFailure(db, { providerOrderId: orderId, providerPaymentId: paymentId, description: provider.errorDescription ?? errDesc, now: app.ctx.clock.now() });
          }
          return fail(errDesc);
        }
        if (!orderId || !paymentId || !signature) return refuse("callback_incomplete", paymentMessages.verificationUnsuccessful);
        const stored = await q1<StoredPayment>(db, sql`SELECT * FROM payments WHERE provider_order_id = ${orderId}`);
        if (!stored) return refuse("unknown_order", paymentMessages.notFound);
        const gateway = app.ctx.adapters.payments;
        if (!gateway.verifyPaymentSignature(stored.provider_order_id, paymentId, signature)) return refuse("signature_invalid", paymentMessages.verificationUnsuccessful);
        // the rider's session comes along when the checkout returns from our own origin (the sandbox dialog)
        const userId = (await req.getSession())?.user.id ?? null;
        const withToken = async () =>
          reply.redirect(statusUrl({ token: await mintPaymentToken(app.ctx, { paymentRowId: stored.id, providerPaymentId: paymentId, userId }) }), 303);
        let provider;
        try {
          provider = await fetchGatewayPayment(app.ctx, paymentId);
        } catch (e) {
          if (!(e instanceof GatewayUnavailableError)) throw e;
          // nothing changes now: the status page shows 'Payment Status Unknown'; the webhook (retried by the
          // provider) or the reconciliation job records the capture once the gateway answers
          await recordPaymentEvent(db, "payment.callback_gateway_unreachable", { orderId, paymentId }, { entityId: stored.id });
          return withToken();
        }
        const disagreement = compareWithGateway(provider, stored, { orderId });
        if (disagreement) {
          await recordPaymentEvent(
            db,
            "payment.callback_mismatch",
            { orderId, paymentId, disagreement, provider, expectedPaise: stored.amount_paise, expectedCurrency: stored.currency },
            { entityId: stored.id },
          );
          return refuse(disagreement, paymentMessages.verificationUnsuccessful);
        }
        // authorised but not yet captured (auto-capture is moments away): the webhook or reconciliation will record it;
        // the status page shows 'Payment Status Unknown' meanwhile
        if (provider!.status === "authorized") return withToken();
        if (!(CAPTURED_STATUSES as readonly string[]).includes(provider!.status))
          return fail(provider!.errorDescription ?? paymentMessages.verificationUnsuccessful);
        const r = await recordCapture(app.ctx, {
          providerOrderId: stored.provider_order_id,
          providerPaymentId: provider!.id,
          amountPaise: provider!.amountPaise,
          method: provider!.method,
          source: "callback",
        });
        if (r.outcome !== "captured" && r.outcome !== "duplicate") return fail(r.outcome === "late_capture_refunded" ? bookingTexts.orderExpired : paymentMessages.verificationUnsuccessful);
        return withToken();
      },
    );
  });

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
      { schema: { tags: ["payments"], summary: "Payment provider webhooks (X-Razorpay-Signature over the raw body)", response: { 400: ApiErrorSchema, 429: ApiErrorSchema, 503: ApiErrorSchema } } },
      async (req, reply) => {
        const raw = (req as FastifyRequest & { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);
        const signature = String(req.headers["x-razorpay-signature"] ?? "");
        if (!signature || !app.ctx.adapters.payments.verifyWebhookSignature(raw, signature)) {
          await noteUnauthenticatedFailure(app.ctx, req, "webhook_signature_invalid", { bytes: raw.length, bodySha256: sha256Hex(raw.toString("utf8")) });
          return reply.status(400).send({ success: false as const, message: "Invalid signature", code: "invalid_signature" as const });
        }
        const event = req.body as { event?: string; payload?: unknown };
        const eventId = String(req.headers["x-razorpay-event-id"] ?? "") || `body-${sha256Hex(raw.toString("utf8"))}`;
        let result;
        try {
          result = await processWebhookEvent(app.ctx, { eventId, gateway: app.ctx.adapters.payments.kind, event: event?.event ?? "unknown", body: event });
        } catch (e) {
          if (!(e instanceof GatewayUnavailableError)) throw e;
          // not processed: a non-2xx answer makes the provider deliver it again later
          return reply.status(503).header("retry-after", "60").send({ success: false as const, message: paymentMessages.gatewayUnavailable, code: "gateway_unavailable" as const });
        }
        // signed, but the gateway contradicts it: counted like a bad signature (the event is stored, nothing changed)
        if (result.failure) await noteUnauthenticatedFailure(app.ctx, req, result.failure, { event: event?.event, eventId });
        return reply.send({ success: true, outcome: result.outcome });
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
      schema: { tags: ["payments"], summary: "Sandbox gateway: simulate the checkout outcome", body: SandboxCompleteRequestSchema, response: { 200: SandboxCompleteResponseSchema, 404: ApiErrorSchema, 409: ApiErrorSchema } },
    },
    async (req) => {
      const user = await currentUser(req);
      const own = await q<{ payment_status: string }>(
        app.ctx.db,
        sql`SELECT b.payment_status FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE p.provider_order_id = ${req.body.orderId} AND b.user_id = ${user.id}`,
      );
      if (own.length === 0) throw notFound(paymentMessages.notFound);
      // like Razorpay, no second payment on a paid order (nor on another order of a paid booking)
      if (own[0].payment_status === "paid") throw conflict(paymentMessages.alreadyPaid);
      const result = await gateway.completeCheckout(req.body.orderId, req.body.outcome, app.ctx.clock.now()).catch((e: unknown) => {
        throw e instanceof SandboxOrderPaidError ? conflict(paymentMessages.alreadyPaid) : e;
      });
      deliverSandboxWebhooks(app.ctx, result.webhooks);
      if (result.success) return { success: true as const, message: "Payment simulated", result: { outcome: "success" as const, fields: result.success } };
      const e = result.error!;
      return { success: true as const, message: "Payment failed", result: { outcome: "failure" as const, error: { code: e.code, description: e.description, reason: e.reason } } };
    },
  );
}

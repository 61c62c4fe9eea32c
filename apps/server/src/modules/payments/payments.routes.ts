import type { FastifyInstance, FastifyRequest } from "fastify";
import formbody from "@fastify/formbody";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiPaths,
  ApiErrorSchema,
  paymentMessages,
  SandboxCompleteRequestSchema,
  SandboxCompleteResponseSchema,
} from "@chauffeur/contracts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { sha256Hex } from "../../lib/crypto.ts";
import { currentUser, requireRider } from "../../plugins/session.ts";
import type { PaymentCaller } from "./caller.ts";
import { processCallback } from "./callback.service.ts";
import { noteUnauthenticatedFailure } from "./failures.ts";
import { GatewayUnavailableError } from "./payment.service.ts";
import { simulateSandboxCheckout } from "./sandbox-checkout.service.ts";
import { processWebhookEvent } from "./webhook.service.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
const statusUrl = (q: Record<string, string>) => `/payment-status?${new URLSearchParams(q).toString()}`;

/** The checkout's return (callback), the provider's webhooks and, with the sandbox gateway, its checkout. */
/** Who posted, as the plain values the services take (caller.ts): the routes unpack the request, services never see it. */
export const paymentCallerOf = (req: FastifyRequest): PaymentCaller => ({
  ip: req.ip,
  via: req.routeOptions.url ?? req.url,
  viewerId: async () => (await req.getSession())?.user.id ?? null,
});

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Form-encoded bodies are parsed here only, for the checkout's return (a form post): every other endpoint
  // answers 415 to them.
  await app.register(async (instance) => {
    await instance.register(formbody);
    registerCallback(instance.withTypeProvider<ZodTypeProvider>());
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
    registerWebhook(scope);
  });
  if (app.ctx.adapters.payments.kind === "sandbox") registerSandbox(app, app.ctx.adapters.payments as SandboxGateway);
};

/** The checkout's return: verified in callback.service.ts; the browser is sent (303) to /payment-status. */
function registerCallback(app: App) {
  app.post(
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
      const result = await processCallback(app.ctx, paymentCallerOf(req), (req.body ?? {}) as Record<string, unknown>);
      return reply.redirect(statusUrl(result), 303);
    },
  );
}

/** Its 200 answer is not in the schema (only the errors are), so this scope keeps the untyped instance. */
function registerWebhook(app: FastifyInstance) {
  app.post(
    apiPaths.paymentWebhook,
    {
      schema: {
        tags: ["payments"],
        summary: "Payment provider webhooks (X-Razorpay-Signature over the raw body)",
        response: { 400: ApiErrorSchema, 429: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const raw = (req as FastifyRequest & { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);
      const signature = String(req.headers["x-razorpay-signature"] ?? "");
      if (!signature || !app.ctx.adapters.payments.verifyWebhookSignature(raw, signature)) {
        await noteUnauthenticatedFailure(app.ctx, paymentCallerOf(req), "webhook_signature_invalid", {
          bytes: raw.length,
          bodySha256: sha256Hex(raw.toString("utf8")),
        });
        return reply
          .status(400)
          .send({ success: false as const, message: "Invalid signature", code: "invalid_signature" as const });
      }
      const event = req.body as { event?: string; payload?: unknown };
      const eventId = String(req.headers["x-razorpay-event-id"] ?? "") || `body-${sha256Hex(raw.toString("utf8"))}`;
      let result;
      try {
        result = await processWebhookEvent(app.ctx, {
          eventId,
          gateway: app.ctx.adapters.payments.kind,
          event: event?.event ?? "unknown",
          body: event,
        });
      } catch (e) {
        if (!(e instanceof GatewayUnavailableError)) throw e;
        // not processed: a non-2xx answer makes the provider deliver it again later
        return reply
          .status(503)
          .header("retry-after", "60")
          .send({
            success: false as const,
            message: paymentMessages.gatewayUnavailable,
            code: "gateway_unavailable" as const,
          });
      }
      // signed, but the gateway contradicts it: counted like a bad signature (the event is stored, nothing changed)
      if (result.failure)
        await noteUnauthenticatedFailure(app.ctx, paymentCallerOf(req), result.failure, {
          event: event?.event,
          eventId,
        });
      return reply.send({ success: true, outcome: result.outcome });
    },
  );
}

/** The embedded gateway's checkout: the in-app 'Sandbox payment' dialog calls this to simulate the provider. */
function registerSandbox(app: App, gateway: SandboxGateway) {
  app.post(
    "/api/v1/payments/sandbox/checkout",
    {
      preHandler: requireRider,
      schema: {
        tags: ["payments"],
        summary: "Sandbox gateway: simulate the checkout outcome",
        body: SandboxCompleteRequestSchema,
        response: { 200: SandboxCompleteResponseSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      return simulateSandboxCheckout(app.ctx, gateway, user.id, req.body);
    },
  );
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ApiErrorSchema,
  WhatsAppConsentRequestSchema,
  WhatsAppConsentResponseSchema,
  whatsappPaths,
} from "@chauffeur/contracts";
import { verifyBodySignature } from "../../adapters/payments/signatures.ts";
import { sha256Hex } from "../../lib/crypto.ts";
import { localeOf } from "../../lib/i18n.ts";
import { currentUser, requireRider } from "../../plugins/session.ts";
import { recordWhatsAppConsent, whatsAppConsentOf } from "./consent.ts";
import { processWhatsAppWebhook } from "./whatsapp-webhook.ts";

type RawRequest = FastifyRequest & { rawBody?: Buffer };

/** Meta's webhook (verification and signed deliveries) and the rider's WhatsApp consent. */
export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsent(app);
  // the signature covers the exact bytes Meta sent: this scope parses JSON itself and keeps the raw body
  await app.register(async (scope) => {
    scope.removeContentTypeParser(["application/json"]);
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (req, body, done) => {
      (req as RawRequest).rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString("utf8")));
      } catch {
        done(null, {});
      }
    });
    registerWebhook(scope);
  });
};

function registerConsent(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const tags = ["accounts"];
  app.get(
    whatsappPaths.consent,
    { schema: { tags, response: { 200: WhatsAppConsentResponseSchema } }, preHandler: requireRider },
    async (req) => ({
      success: true as const,
      data: await whatsAppConsentOf(app.ctx.db, (await currentUser(req)).id),
    }),
  );
  app.put(
    whatsappPaths.consent,
    {
      schema: { tags, body: WhatsAppConsentRequestSchema, response: { 200: WhatsAppConsentResponseSchema } },
      preHandler: requireRider,
    },
    async (req) => {
      const user = await currentUser(req);
      await recordWhatsAppConsent(app.ctx.db, user.id, {
        optedIn: req.body.optedIn,
        source: req.body.source,
        locale: req.body.locale ?? localeOf(user.language),
        at: app.ctx.clock.now(),
      });
      return { success: true as const, data: await whatsAppConsentOf(app.ctx.db, user.id) };
    },
  );
}

/** Its answers are plain (Meta reads the challenge as text), so this scope keeps the untyped instance. */
function registerWebhook(app: FastifyInstance) {
  const { config } = app.ctx;
  app.get(
    whatsappPaths.webhook,
    {
      schema: {
        tags: ["notifications"],
        summary: "Meta's webhook verification: answers hub.challenge when hub.verify_token is ours",
        querystring: z.record(z.string(), z.string()),
        response: { 403: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const query = req.query as Record<string, string>;
      const token = config.WHATSAPP_VERIFY_TOKEN;
      if (query["hub.mode"] !== "subscribe" || !token || query["hub.verify_token"] !== token)
        return reply.status(403).send({ success: false as const, message: "Verification refused" });
      return reply.type("text/plain").send(query["hub.challenge"] ?? "");
    },
  );
  app.post(
    whatsappPaths.webhook,
    {
      schema: {
        tags: ["notifications"],
        summary: "WhatsApp statuses and incoming messages (X-Hub-Signature-256 over the raw body)",
        response: { 401: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const raw = (req as RawRequest).rawBody ?? Buffer.alloc(0);
      const header = String(req.headers["x-hub-signature-256"] ?? "");
      const secret = config.WHATSAPP_APP_SECRET;
      const signature = header.startsWith("sha256=") ? header.slice(7) : "";
      if (!secret || !signature || !verifyBodySignature(secret, raw, signature)) {
        // never the body: a hash of it, to match with Meta's delivery logs
        req.log.warn(
          { bytes: raw.length, bodySha256: sha256Hex(raw.toString("utf8")), signed: Boolean(header) },
          "WhatsApp webhook refused: bad signature",
        );
        return reply.status(401).send({ success: false as const, message: "Invalid signature" });
      }
      const result = await processWhatsAppWebhook(app.ctx, (req.body ?? {}) as object);
      return reply.send({ success: true, ...result });
    },
  );
}

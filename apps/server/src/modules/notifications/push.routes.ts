import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import {
  ApiErrorSchema,
  PushKeyResponseSchema,
  PushSubscribeRequestSchema,
  PushSubscriptionResponseSchema,
  PushUnsubscribeRequestSchema,
  pushPaths,
} from "@chauffeur/contracts";
import { installationMode, isLoopbackHost } from "../../config.ts";
import { requireSecret } from "../../lib/server-secret.ts";
import { badRequest, forbidden, unauthorized } from "../../lib/errors.ts";
import { removeSubscription, saveSubscription } from "./push-subscriptions.ts";

const tags = ["notifications"];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** A rider's or a chauffeur's session (operators get no push): the session's id and the role it subscribes as. */
async function pushSession(req: FastifyRequest) {
  const s = await req.getSession();
  if (!s) throw unauthorized("Sign in to allow notifications on this device.");
  if (s.user.role !== "rider" && s.user.role !== "chauffeur")
    throw forbidden("Notifications are for riders and chauffeurs.");
  return { sessionId: s.id, userId: s.user.id, role: s.user.role };
}

/**
 * Web push: the installation's VAPID public key (the browser's applicationServerKey), and the device's subscription,
 * stored for the signed-in rider or chauffeur in this session (signing out removes it with the session).
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // browsers' push services are https; a loopback one over http is accepted on a demo installation only (tests)
  const checkEndpoint = (endpoint: string) => {
    const u = new URL(endpoint);
    if (u.protocol === "https:") return;
    if (installationMode(ctx.config).mode === "demo" && isLoopbackHost(u.hostname)) return;
    throw badRequest("endpoint must be an https URL", { endpoint: ["endpoint must be an https URL"] });
  };

  app.get(
    pushPaths.key,
    { schema: { tags, summary: "The VAPID public key to subscribe with", response: { 200: PushKeyResponseSchema } } },
    async () => ({
      success: true as const,
      publicKey: requireSecret((ctx.config as { VAPID_PUBLIC_KEY?: string }).VAPID_PUBLIC_KEY, "VAPID_PUBLIC_KEY"),
    }),
  );

  app.post(
    pushPaths.subscriptions,
    {
      schema: {
        tags,
        summary: "Allow notifications on this device (the browser's PushSubscription)",
        body: PushSubscribeRequestSchema,
        response: { 200: PushSubscriptionResponseSchema, ...errors },
      },
    },
    async (req) => {
      const who = await pushSession(req);
      checkEndpoint(req.body.endpoint);
      const userAgent = String(req.headers["user-agent"] ?? "").slice(0, 300) || null;
      await saveSubscription(ctx.db, { ...who, ...req.body, userAgent });
      return { success: true as const, subscribed: true };
    },
  );

  app.delete(
    pushPaths.subscriptions,
    {
      schema: {
        tags,
        summary: "Stop notifications on this device",
        body: PushUnsubscribeRequestSchema,
        response: { 200: PushSubscriptionResponseSchema, ...errors },
      },
    },
    async (req) => {
      const who = await pushSession(req);
      await removeSubscription(ctx.db, who.userId, req.body.endpoint);
      return { success: true as const, subscribed: false };
    },
  );
};

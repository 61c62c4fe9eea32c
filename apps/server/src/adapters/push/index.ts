import type { ConfigWithSecrets } from "../../lib/server-secret.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { outboxPushTransport } from "./outbox.ts";
import type { PushPayload, PushTransport } from "./types.ts";
import { webPushTransport } from "./webpush.ts";

export type { PushPayload, PushTarget, PushTransport } from "./types.ts";

/** A push the sender must not retry: the subscription is gone (signed out, or expired at the push service). */
export class PushGoneError extends Error {
  readonly permanent = true;
}

/**
 * Push messages by stored subscription (push_subscriptions): the subscription is read at delivery, so a device signed
 * out since the message was written gets nothing; one the push service calls expired (404/410) is removed.
 */
export interface PushSender {
  kind: PushTransport["kind"];
  deliver(subscriptionId: string, payload: PushPayload): Promise<void>;
}

interface SubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function createPushSender(config: Config, database?: Database, transport = pushTransportOf(config)): PushSender {
  return {
    kind: transport.kind,
    async deliver(subscriptionId, payload) {
      if (!database) throw new Error("push delivery needs the database (createAdapters(config, database))");
      const [s] = await database.query<SubscriptionRow>(
        "SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE id = $1",
        [subscriptionId],
      );
      if (!s) throw new PushGoneError("the device's push subscription was removed (signed out or expired)");
      const outcome = await transport.send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload);
      if (outcome === "gone") {
        await database.query("DELETE FROM push_subscriptions WHERE id = $1", [subscriptionId]);
        throw new PushGoneError("the push service no longer knows the subscription (expired): removed");
      }
      await database.query("UPDATE push_subscriptions SET last_success_at = now() WHERE id = $1", [subscriptionId]);
    },
  };
}

/** PUSH_PROVIDER: the embedded outbox, or the browsers' push services signed with the installation's VAPID keys. */
function pushTransportOf(config: Config): PushTransport {
  const c = config as Partial<ConfigWithSecrets> & Config;
  if (config.PUSH_PROVIDER !== "webpush") return outboxPushTransport();
  if (!c.VAPID_PUBLIC_KEY || !c.VAPID_PRIVATE_KEY)
    throw new Error("VAPID keys are not resolved: build the app with withGeneratedSecrets (lib/server-secret.ts)");
  return webPushTransport({
    publicKey: c.VAPID_PUBLIC_KEY,
    privateKey: c.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT ?? `mailto:${config.BUSINESS_EMAIL}`,
  });
}

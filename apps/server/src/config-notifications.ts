import { z } from "zod";

/** An optional setting: unset and empty are the same. */
export const optionalStr = z
  .string()
  .optional()
  .or(z.literal("").transform(() => undefined));

/**
 * The notification settings of the configuration (config.ts spreads them in): the SMS provider (MSG91 or the
 * embedded outbox), the channels, and web push's provider,
 * VAPID key pair (generated once per installation unless both are set: lib/server-secret.ts) and contact.
 */
export const notificationConfigFields = {
  SMS_PROVIDER: z.enum(["outbox", "msg91"]).default("outbox"),
  MSG91_AUTH_KEY: optionalStr,
  MSG91_TEMPLATE_ID: optionalStr,
  MSG91_SENDER_ID: optionalStr,
  MSG91_API_BASE: z.string().url().default("https://control.msg91.com"),
  // the channels messages go out on (modules/notifications/registry.ts): an unknown one stops the start; unset, the
  // default below (defaultChannels)
  NOTIFICATION_CHANNELS: z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : (String(v).match(/[^,\s]+/g) ?? [])),
    z.array(z.string()).optional(),
  ),
  // web push (adapters/push): outbox (embedded: kept in the outbox, shown by the open app) or webpush (the browsers'
  // push services, signed with the VAPID keys: generated once per installation unless both are set here)
  PUSH_PROVIDER: z.enum(["outbox", "webpush"]).default("outbox"),
  VAPID_PUBLIC_KEY: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{87}$/,
        "must be the base64url P-256 public key (87 characters, web-push generate-vapid-keys)",
      )
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be the base64url P-256 private key (43 characters)")
      .optional(),
  ),
  // who the push services may contact about this sender: mailto: BUSINESS_EMAIL when unset
  VAPID_SUBJECT: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
      .optional(),
  ),
};

/**
 * Both VAPID keys or neither (the notifications module's check at start: a half-configured pair stops the start rather
 * than signing with a key the browsers never subscribed with).
 */
export function checkPushConfig(c: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }): void {
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY))
    throw new Error("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both together (or neither: a pair is generated once)");
}

/**
 * The channels when NOTIFICATION_CHANNELS is unset: e-mail, SMS and push, and WhatsApp where it can be served as the
 * installation is — through Meta's Cloud API when WHATSAPP_PROVIDER=cloud, or in a demo (another component already
 * embedded, or DEMO_MODE=true), where the embedded outbox shows what WhatsApp would carry. An installation otherwise
 * in production without WhatsApp settings leaves it out rather than being refused for it; DEMO_MODE=false never
 * defaults it on (its refusal names only what was asked for).
 */
export function defaultChannels(c: {
  WHATSAPP_PROVIDER: "outbox" | "cloud";
  DEMO_MODE?: boolean;
  otherEmbedded: boolean;
}): string[] {
  const whatsapp =
    c.WHATSAPP_PROVIDER === "cloud" || (c.DEMO_MODE !== false && (c.otherEmbedded || c.DEMO_MODE === true));
  return whatsapp ? ["email", "sms", "whatsapp", "push"] : ["email", "sms", "push"];
}

import { z } from "./z.ts";

export { pushPaths } from "./push-paths.ts";

export const PushKeyResponseSchema = z.object({
  success: z.literal(true),
  /** the VAPID public key (base64url): the browser's applicationServerKey */
  publicKey: z.string(),
});

const base64url = (what: string, max: number) =>
  z
    .string({ error: `keys.${what} is required: send the browser's PushSubscription as JSON` })
    .min(1, `keys.${what} is required: send the browser's PushSubscription as JSON`)
    .max(max, `keys.${what} is too long`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `keys.${what} must be base64url, as PushSubscription.toJSON() gives it`);

const endpointUrl = z
  .string({ error: "endpoint is required: send the browser's PushSubscription as JSON" })
  .max(2000, "endpoint is too long (2000 characters at most)")
  .url("endpoint must be the push service's URL")
  .refine((u) => /^https?:\/\//i.test(u), "endpoint must be an https URL");

/** The browser's PushSubscription as `toJSON()` gives it (expirationTime ignored). */
export const PushSubscribeRequestSchema = z.object({
  endpoint: endpointUrl,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64url("p256dh", 200), auth: base64url("auth", 100) },
    { error: "keys is required: the subscription's p256dh and auth keys" },
  ),
});
export type PushSubscribeRequest = z.infer<typeof PushSubscribeRequestSchema>;

export const PushUnsubscribeRequestSchema = z.object({ endpoint: endpointUrl });

export const PushSubscriptionResponseSchema = z.object({ success: z.literal(true), subscribed: z.boolean() });
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponseSchema>;

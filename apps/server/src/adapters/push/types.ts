/** A browser's push subscription (the standard PushSubscription: endpoint and keys). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
/** What the service worker shows: title, body, the page a tap opens, and the tag a newer one replaces. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string | null;
}
/**
 * Sends one push message to one subscription: "sent", or "gone" when the push service no longer knows the
 * subscription (404/410: it expired or the browser dropped it). Any other refusal throws (the sender retries).
 */
export interface PushTransport {
  kind: "outbox" | "webpush";
  send(target: PushTarget, payload: PushPayload): Promise<"sent" | "gone">;
}

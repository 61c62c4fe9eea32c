import webpush from "web-push";
import type { PushTransport } from "./types.ts";

export interface WebPushOptions {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use */
  subject: string;
  /** how long a push service keeps an undelivered message (seconds) */
  ttlSeconds?: number;
  timeoutMs?: number;
}

/**
 * The standard Web Push protocol through web-push: the payload encrypted for the subscription (RFC 8291, aes128gcm)
 * and the request signed with the installation's VAPID key (RFC 8292). The request itself goes out with fetch, so a
 * push service on a loopback address (a test's) is reached over plain HTTP like the browsers' over HTTPS.
 */
export function webPushTransport(opts: WebPushOptions): PushTransport {
  return {
    kind: "webpush",
    async send(target, payload) {
      const details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
        vapidDetails: { subject: opts.subject, publicKey: opts.publicKey, privateKey: opts.privateKey },
        TTL: opts.ttlSeconds ?? 4 * 3600,
        urgency: "high",
        contentEncoding: "aes128gcm",
        ...(payload.tag ? { topic: topicOf(payload.tag) } : {}),
      });
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : undefined,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      const text = await res.text().catch(() => "");
      if (res.status === 404 || res.status === 410) return "gone";
      if (!res.ok) throw new Error(`the push service refused the message: ${res.status} ${text.slice(0, 200)}`);
      return "sent";
    },
  };
}

/** A push service's Topic header (a newer message replaces an undelivered one): at most 32 base64url characters. */
const topicOf = (tag: string) => tag.replace(/[^A-Za-z0-9_-]/g, "_").slice(-32);

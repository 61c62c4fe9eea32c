import type { PushTransport } from "./types.ts";

/**
 * Embedded transport: nothing leaves the machine. The outbox row is the push message (the outbox listing shows it,
 * marked as push); the rider's open app shows its notification through its own service worker when the live stream
 * announces the step (apps/web/public/push-sw.js).
 */
export const outboxPushTransport = (): PushTransport => ({ kind: "outbox", send: async () => "sent" });

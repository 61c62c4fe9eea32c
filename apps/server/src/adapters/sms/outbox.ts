import type { SmsTransport } from "./types.ts";

/** Embedded transport: the stored outbox row is what /dev/outbox shows. */
export const outboxSmsTransport = (): SmsTransport => ({ kind: "outbox", send: async () => {} });

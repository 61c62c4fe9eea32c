import type { MailTransport } from "./types.ts";

/** Embedded transport: nothing leaves the machine; the stored outbox row is what /dev/outbox shows. */
export const outboxMailTransport = (): MailTransport => ({ kind: "outbox", send: async () => {} });

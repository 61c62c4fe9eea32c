import { randomUUID } from "node:crypto";
import type { WhatsAppTransport } from "./types.ts";

/** Embedded transport: the stored outbox row is what /dev/outbox shows; nothing leaves the machine. */
export const outboxWhatsAppTransport = (): WhatsAppTransport => ({
  kind: "outbox",
  send: async () => ({ messageId: `wamid.outbox-${randomUUID()}` }),
});

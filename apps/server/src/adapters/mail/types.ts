import type { Attachment } from "../../db/schema/core.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: Attachment[];
}

/** Delivers one e-mail. Embedded default: the outbox row itself is the mailbox (shown at /dev/outbox). */
export interface MailTransport {
  kind: "outbox" | "smtp";
  send(msg: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

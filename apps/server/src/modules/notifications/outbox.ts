import { outboxMessages, type Attachment } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";

/**
 * Every SMS and e-mail is first written to the outbox, in the same transaction as the change it reports,
 * then delivered by the background sender with retries: a provider outage delays a message, never loses it.
 */
export interface EmailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Attachment[];
  template?: string;
  userId?: string | null;
  bookingId?: string | null;
}
export interface SmsInput {
  to: string; // +91XXXXXXXXXX
  text: string;
  template?: string;
  userId?: string | null;
  bookingId?: string | null;
}

export async function enqueueEmail(db: DbOrTx, m: EmailInput) {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: "email",
      toAddress: m.to.toLowerCase(),
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      attachments: m.attachments ?? [],
      template: m.template ?? null,
      userId: m.userId ?? null,
      bookingId: m.bookingId ?? null,
    })
    .returning({ id: outboxMessages.id });
  return row.id;
}

export async function enqueueSms(db: DbOrTx, m: SmsInput) {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: "sms",
      toAddress: m.to,
      text: m.text,
      template: m.template ?? null,
      userId: m.userId ?? null,
      bookingId: m.bookingId ?? null,
    })
    .returning({ id: outboxMessages.id });
  return row.id;
}

import { sql } from "drizzle-orm";
import { outboxMessages } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { ChannelName, OutboxColumns } from "./channels/types.ts";

/** A WhatsApp row's SMS to send instead, once, and how long a time-critical one may take to be delivered. */
export interface WhatsAppExtras {
  fallback?: { toAddress: string; text: string; template?: string | null } | null;
  deliverWithinMinutes?: number | null;
}

/**
 * Every message is first written to the outbox, in the same transaction as the change it reports, then delivered by
 * the background sender with retries: a provider outage delays a message, never loses it. Only `notify` writes here.
 */
export async function writeOutbox(
  db: DbOrTx,
  channel: ChannelName,
  columns: OutboxColumns,
  filed: { userId?: string | null; bookingId?: string | null },
  extras: WhatsAppExtras = {},
): Promise<string> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel,
      ...columns,
      userId: filed.userId ?? null,
      bookingId: filed.bookingId ?? null,
      fallback: extras.fallback ?? null,
      deliverBy: extras.deliverWithinMinutes
        ? sql`now() + make_interval(mins => ${extras.deliverWithinMinutes}::int)`
        : null,
    })
    .returning({ id: outboxMessages.id });
  return row.id;
}

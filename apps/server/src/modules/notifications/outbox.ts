import { outboxMessages } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { ChannelName, OutboxColumns } from "./channels/types.ts";

/**
 * Every message is first written to the outbox, in the same transaction as the change it reports, then delivered by
 * the background sender with retries: a provider outage delays a message, never loses it. Only `notify` writes here.
 */
export async function writeOutbox(
  db: DbOrTx,
  channel: ChannelName,
  columns: OutboxColumns,
  filed: { userId?: string | null; bookingId?: string | null },
): Promise<string> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel, ...columns, userId: filed.userId ?? null, bookingId: filed.bookingId ?? null })
    .returning({ id: outboxMessages.id });
  return row.id;
}

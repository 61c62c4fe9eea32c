import type { Config } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { ChannelName, Recipient, RenderingOf, Renderings } from "./channels/types.ts";
import { writeOutbox } from "./outbox.ts";
import { CHANNEL_NAMES, channelOf } from "./registry.ts";

/** One event told to one person: the forms the event's templates wrote for each channel, in the person's language. */
export interface Notice extends Renderings {
  to: Recipient;
  /** the event (`booking.paid`, `ride.arrived`…): a channel with templates approved per event maps it to its own */
  event: string;
  bookingId?: string | null;
}

/**
 * Tells a person an event. The one place that decides which channels a message goes out on: every channel of this
 * installation (NOTIFICATION_CHANNELS) on which the person has an address and the event has a form. Each is written
 * to the outbox in the caller's transaction (the sender delivers it later); returns the outbox rows' ids.
 */
export async function notify(
  ctx: { config: Pick<Config, "NOTIFICATION_CHANNELS"> },
  db: DbOrTx,
  notice: Notice,
): Promise<string[]> {
  const ids: string[] = [];
  for (const name of CHANNEL_NAMES) {
    const channel = channelOf(ctx.config, name);
    const address = channel?.address(notice.to);
    const form = notice[name];
    if (!channel || !address || !form) continue;
    const rendered = (typeof form === "function" ? await form() : form) as RenderingOf<ChannelName>;
    ids.push(
      await writeOutbox(db, name, channel.columns(address, rendered as never), {
        userId: notice.to.userId,
        bookingId: notice.bookingId,
      }),
    );
  }
  return ids;
}

import { WHATSAPP_TEMPLATES } from "@chauffeur/contracts";
import type { Config } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { ChannelName, Recipient, RenderingOf, Renderings, SmsRendering } from "./channels/types.ts";
import { hasWhatsAppOptIn } from "./consent.ts";
import { writeOutbox, type WhatsAppExtras } from "./outbox.ts";
import { CHANNEL_NAMES, channelOf } from "./registry.ts";

/** One event told to one person: the forms the event's templates wrote for each channel, in the person's language. */
export interface Notice extends Renderings {
  to: Recipient;
  /** the event (`booking.paid`, `ride.arrived`…): a channel with templates approved per event maps it to its own */
  event: string;
  bookingId?: string | null;
}

type NotifyConfig = Pick<Config, "NOTIFICATION_CHANNELS"> & Partial<Pick<Config, "WHATSAPP_FALLBACK_MINUTES">>;

const rendered = async <T>(form: T | (() => T | Promise<T>)): Promise<T> =>
  typeof form === "function" ? await (form as () => T | Promise<T>)() : form;

/**
 * WhatsApp goes out only on this installation's channels, to a rider with a phone and a recorded opt-in (looked up
 * here, never taken from the caller). Then the notice's SMS is not sent now: it is kept with the WhatsApp message and
 * sent only if WhatsApp fails or, for a time-critical one, is not delivered in time (fallback.ts).
 */
async function whatsappPlan(ctx: { config: NotifyConfig }, db: DbOrTx, notice: Notice) {
  const channel = channelOf(ctx.config, "whatsapp");
  if (!channel || !notice.whatsapp || !notice.to.userId || !notice.to.phone) return null;
  if (!(await hasWhatsAppOptIn(db, notice.to.userId))) return null;
  const form = await rendered(notice.whatsapp);
  const sms: SmsRendering | undefined = notice.sms ? await rendered(notice.sms) : undefined;
  const extras: WhatsAppExtras = {
    fallback: sms ? { toAddress: notice.to.phone, text: sms.text, template: sms.template ?? null } : null,
    deliverWithinMinutes: WHATSAPP_TEMPLATES[form.template].timeCritical
      ? (ctx.config.WHATSAPP_FALLBACK_MINUTES ?? 3)
      : null,
  };
  return { form, extras };
}

/**
 * Tells a person an event. The one place that decides which channels a message goes out on: every channel of this
 * installation (NOTIFICATION_CHANNELS) on which the person has an address and the event has a form — WhatsApp only
 * with the rider's opt-in, and then instead of the SMS. Each is written to the outbox in the caller's transaction
 * (the sender delivers it later); returns the outbox rows' ids.
 */
export async function notify(ctx: { config: NotifyConfig }, db: DbOrTx, notice: Notice): Promise<string[]> {
  const ids: string[] = [];
  const whatsapp = await whatsappPlan(ctx, db, notice);
  const filed = { userId: notice.to.userId, bookingId: notice.bookingId };
  for (const name of CHANNEL_NAMES) {
    const channel = channelOf(ctx.config, name);
    if (!channel) continue;
    if (name === "whatsapp") {
      const address = channel.address(notice.to);
      if (whatsapp && address)
        ids.push(await writeOutbox(db, name, channel.columns(address, whatsapp.form as never), filed, whatsapp.extras));
      continue;
    }
    if (name === "sms" && whatsapp) continue; // kept as the WhatsApp message's fallback
    const form = notice[name];
    if (!form) continue;
    // a channel with stored addresses (push: each subscribed device) gets one message per address
    const addresses = channel.addresses ? await channel.addresses(db, notice.to) : [channel.address(notice.to)];
    if (!addresses.some(Boolean)) continue;
    const r = (await rendered(form)) as RenderingOf<ChannelName>;
    for (const address of addresses)
      if (address) ids.push(await writeOutbox(db, name, channel.columns(address, r as never), filed));
  }
  return ids;
}

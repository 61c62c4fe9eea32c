import type { Config } from "../../config.ts";
import { emailChannel } from "./channels/email.ts";
import { smsChannel } from "./channels/sms.ts";
import { whatsappChannel } from "./channels/whatsapp.ts";
import { pushChannel } from "./channels/push.ts";
import type { ChannelName, MessageText, NotificationChannel } from "./channels/types.ts";

/**
 * Every notification channel, registered once: one adapter-backed channel per key of `Renderings`, so a channel with a
 * form but no entry here does not compile. The order is the order an event's forms are written to the outbox.
 */
const CHANNELS: { [N in ChannelName]: NotificationChannel<N> } = {
  email: emailChannel,
  sms: smsChannel,
  whatsapp: whatsappChannel,
  push: pushChannel,
};

export const CHANNEL_NAMES = Object.keys(CHANNELS) as ChannelName[];

const isChannelName = (name: string): name is ChannelName => Object.hasOwn(CHANNELS, name);

type ChannelConfig = Pick<Config, "NOTIFICATION_CHANNELS">;

/**
 * The configuration's channels checked at start (buildApp runs it): a name no channel is registered under stops the
 * start with this message, rather than a message going out on another channel.
 */
export function checkChannelConfig(config: ChannelConfig): void {
  const unknown = config.NOTIFICATION_CHANNELS.filter((name) => !isChannelName(name));
  if (unknown.length)
    throw new Error(
      `NOTIFICATION_CHANNELS names an unknown notification channel: ${unknown.map((n) => `"${n}"`).join(", ")} ` +
        `(registered channels: ${CHANNEL_NAMES.join(", ")}; modules/notifications/registry.ts)`,
    );
}

/** This installation's channel of that name: none for a name no channel is registered under or a channel left out. */
export function channelOf(config: ChannelConfig, name: string): NotificationChannel | undefined {
  return isChannelName(name) && config.NOTIFICATION_CHANNELS.includes(name)
    ? (CHANNELS[name] as NotificationChannel)
    : undefined;
}

/** The message as a demo sends it, by its channel's marking (unchanged outside demo mode; never marked twice). */
export function demoMarked(m: MessageText & { channel: string }, demo: boolean): MessageText {
  const plain = { subject: m.subject, text: m.text, html: m.html };
  return demo && isChannelName(m.channel) ? CHANNELS[m.channel].demoMarked(plain) : plain;
}

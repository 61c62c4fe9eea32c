import type { Adapters } from "../../../adapters/index.ts";
import type { WhatsAppLanguage, WhatsAppTemplateName } from "@chauffeur/contracts";
import type { DbOrTx } from "../../../db/client.ts";
import type { Attachment } from "../../../db/schema/index.ts";

/**
 * Who a message is for: the contact data each channel reads its address from (a channel the recipient has no address
 * on is not used), and whose correspondence the message is filed under (`userId`; the chauffeur's SMS are filed under
 * nobody, an SOS contact's under the rider who pressed SOS).
 */
export interface Recipient {
  userId?: string | null;
  email?: string | null;
  phone?: string | null; // +91XXXXXXXXXX
  /** a chauffeur's account: their devices' push subscriptions (their messages stay filed under nobody) */
  chauffeurUserId?: string | null;
}

/** An e-mail's form of an event, written in the recipient's language by the event's templates. */
export interface EmailRendering {
  subject: string;
  text: string;
  html?: string;
  attachments?: Attachment[];
  template?: string;
}
/** An SMS's form of an event; `template` is the DLT template id (one per language, README "Languages"). */
export interface SmsRendering {
  text: string;
  template?: string;
}
/**
 * A WhatsApp form of an event: one approved template of the catalogue (packages/contracts/src/notifications/
 * whatsapp-templates.ts) with its parameters, in the rider's language. Sent only to a rider with a recorded opt-in.
 */
export interface WhatsAppRendering {
  template: WhatsAppTemplateName;
  params: string[];
  language: WhatsAppLanguage;
}
/** A push notification's form of an event: what the service worker shows, the page a tap opens, its tag. */
export interface PushRendering {
  title: string;
  body: string;
  url: string;
  tag?: string;
}
/** A form rendered only when its channel is chosen (a PDF attachment is made only for a recipient with an e-mail). */
export type Lazy<T> = T | (() => T | Promise<T>);

/** What an event says on each channel: one key per channel of the registry (`registry.ts`). */
export interface Renderings {
  email?: Lazy<EmailRendering>;
  sms?: Lazy<SmsRendering>;
  whatsapp?: Lazy<WhatsAppRendering>;
  push?: Lazy<PushRendering>;
}
export type ChannelName = keyof Renderings;
export type RenderingOf<N extends ChannelName> = Exclude<NonNullable<Renderings[N]>, () => unknown>;

/** The outbox columns a channel writes for one message (the rest: the recipient's id, the booking, the status). */
export interface OutboxColumns {
  toAddress: string;
  subject?: string | null;
  text: string;
  html?: string | null;
  attachments?: Attachment[];
  template?: string | null;
  /** a WhatsApp template's parameters, in order */
  templateParams?: string[] | null;
  /** a push message's page */
  url?: string | null;
}

/** A message's text as stored, and as a demo marks it. */
export interface MessageText {
  subject: string | null;
  text: string;
  html: string | null;
}
/** An outbox row claimed by the sender. */
export interface StoredMessage extends MessageText {
  id: string;
  channel: string;
  to_address: string;
  attachments: unknown;
  template: string | null;
  template_params?: string[] | null;
  url?: string | null;
  attempts: number;
}
/** What a delivery tells back: the provider's id for the message, when its statuses come later (WhatsApp). */
export interface Delivered {
  providerMessageId?: string;
}

/**
 * One notification channel: where its address comes from, how its form of an event is stored in the outbox, how a
 * demo marks it and which adapter delivers it. Registered once in `registry.ts` (docs/ARCHITECTURE.md, "Adding a
 * notification channel").
 */
export interface NotificationChannel<N extends ChannelName = ChannelName> {
  name: N;
  /** the recipient's address on this channel; empty: the recipient is not reached on it */
  address(to: Recipient): string | null | undefined;
  /** a channel whose addresses are stored (push: the recipient's subscribed devices): one message per address */
  addresses?(db: DbOrTx, to: Recipient): Promise<string[]>;
  columns(address: string, form: RenderingOf<N>): OutboxColumns;
  /** a demo installation's marking (demo.ts): applied by the sender and by the demo's outbox listing */
  demoMarked(m: MessageText): MessageText;
  /** delivers one stored message (already demo-marked when the installation is a demo) through its adapter */
  deliver(adapters: Adapters, m: StoredMessage): Promise<void | Delivered>;
}

import { and, eq } from "drizzle-orm";
import { pushSubscriptions } from "../../../db/schema/index.ts";
import { DEMO_SMS_PREFIX } from "../demo.ts";
import type { MessageText, NotificationChannel } from "./types.ts";

/**
 * Web push: one message per device the recipient allowed notifications on (a rider's by their account, a
 * chauffeur's by theirs), through the push adapter (the browsers' push services, or the outbox). The title is the
 * subject, the body the text, the tag the template column, the page a tap opens the url column.
 */
export const pushChannel: NotificationChannel<"push"> = {
  name: "push",
  address: () => null,
  async addresses(db, to) {
    const who = to.chauffeurUserId
      ? { userId: to.chauffeurUserId, role: "chauffeur" as const }
      : to.userId
        ? { userId: to.userId, role: "rider" as const }
        : null;
    if (!who) return [];
    const rows = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, who.userId), eq(pushSubscriptions.role, who.role)));
    return rows.map((r) => r.id);
  },
  columns: (address, m) => ({
    toAddress: address,
    subject: m.title,
    text: m.body,
    url: m.url,
    template: m.tag ?? null,
  }),
  demoMarked: demoMarkedPush,
  deliver: (adapters, m) =>
    adapters.push.deliver(m.to_address, { title: m.subject ?? "", body: m.text, url: m.url ?? "/", tag: m.template }),
};

/** A push notification as a demo sends it: its title starts "[DEMO] " like an SMS (never marked twice). */
function demoMarkedPush(m: MessageText): MessageText {
  const title = m.subject ?? "";
  return { subject: title.startsWith(DEMO_SMS_PREFIX) ? title : DEMO_SMS_PREFIX + title, text: m.text, html: m.html };
}

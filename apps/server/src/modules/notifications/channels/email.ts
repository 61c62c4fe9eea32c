import { demoMarkedEmail } from "../demo.ts";
import type { NotificationChannel } from "./types.ts";

/** E-mail: to the recipient's address (stored lower-case), through the mail adapter (SMTP, or the outbox as mailbox). */
export const emailChannel: NotificationChannel<"email"> = {
  name: "email",
  address: (to) => to.email,
  columns: (address, m) => ({
    toAddress: address.toLowerCase(),
    subject: m.subject,
    text: m.text,
    html: m.html ?? null,
    attachments: m.attachments ?? [],
    template: m.template ?? null,
  }),
  demoMarked: demoMarkedEmail,
  deliver: (adapters, m) =>
    adapters.mail.send({
      to: m.to_address,
      subject: m.subject ?? "",
      text: m.text,
      html: m.html,
      attachments: Array.isArray(m.attachments) ? (m.attachments as never) : [],
    }),
};

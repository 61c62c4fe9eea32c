import { whatsappText } from "@chauffeur/contracts";
import { demoMarkedSms } from "../demo.ts";
import type { NotificationChannel } from "./types.ts";

/**
 * WhatsApp: a catalogue template to the recipient's phone through the WhatsApp adapter (Meta's Cloud API, or the
 * outbox). The outbox keeps the filled-in body as the text (what /dev/outbox shows) and the template as
 * `name.language`. notify() writes it only for a rider with a recorded opt-in (consent.ts).
 */
export const whatsappChannel: NotificationChannel<"whatsapp"> = {
  name: "whatsapp",
  address: (to) => to.phone,
  columns: (address, m) => ({
    toAddress: address,
    text: whatsappText(m.template, m.language, m.params),
    template: `${m.template}.${m.language}`,
    templateParams: m.params,
  }),
  // a template's words are Meta's approved ones: the demo marking shows in the stored text (the outbox listing) only
  demoMarked: demoMarkedSms,
  async deliver(adapters, m) {
    const [template, language] = (m.template ?? "").split(".");
    const { messageId } = await adapters.whatsapp.send({
      to: m.to_address,
      template,
      language: language || "en",
      params: m.template_params ?? [],
    });
    return { providerMessageId: messageId };
  },
};

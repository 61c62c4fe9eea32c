import { demoMarkedSms } from "../demo.ts";
import type { NotificationChannel } from "./types.ts";

/** SMS: to the recipient's phone, through the SMS adapter (MSG91 with the DLT template id, or the outbox). */
export const smsChannel: NotificationChannel<"sms"> = {
  name: "sms",
  address: (to) => to.phone,
  columns: (address, m) => ({ toAddress: address, text: m.text, template: m.template ?? null }),
  demoMarked: demoMarkedSms,
  deliver: (adapters, m) => adapters.sms.send({ to: m.to_address, text: m.text, template: m.template }),
};

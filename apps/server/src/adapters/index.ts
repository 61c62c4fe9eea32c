import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createPaymentGateway, type PaymentGateway } from "./payments/index.ts";
import { outboxMailTransport } from "./mail/outbox.ts";
import { smtpMailTransport } from "./mail/smtp.ts";
import type { MailTransport } from "./mail/types.ts";
import { msg91SmsTransport } from "./sms/msg91.ts";
import { outboxSmsTransport } from "./sms/outbox.ts";
import type { SmsTransport } from "./sms/types.ts";
import { createRouting, type RoutingAdapter } from "./routing/index.ts";
import { noLeadForwarder } from "./leads/none.ts";
import type { LeadForwarder } from "./leads/types.ts";
import { web3formsForwarder } from "./leads/web3forms.ts";
import { createFlightStatus } from "./flights/index.ts";
import { cloudWhatsAppTransport } from "./whatsapp/cloud.ts";
import { outboxWhatsAppTransport } from "./whatsapp/outbox.ts";
import type { WhatsAppTransport } from "./whatsapp/types.ts";
import type { FlightStatusAdapter } from "./flights/types.ts";
import { createPushSender, type PushSender } from "./push/index.ts";

/** Outside services, each chosen once at start from the configuration (docs/ARCHITECTURE.md §2, "Adapters"). */
export interface Adapters {
  mail: MailTransport;
  sms: SmsTransport;
  whatsapp: WhatsAppTransport;
  routing: RoutingAdapter;
  payments: PaymentGateway;
  leads: LeadForwarder;
  flights: FlightStatusAdapter;
  push: PushSender;
}

export function createAdapters(config: Config, database?: Database): Adapters {
  return {
    payments: createPaymentGateway(config, database),
    mail: config.SMTP_URL ? smtpMailTransport({ url: config.SMTP_URL, from: config.MAIL_FROM }) : outboxMailTransport(),
    sms:
      config.SMS_PROVIDER === "msg91"
        ? msg91SmsTransport({
            authKey: config.MSG91_AUTH_KEY!,
            templateId: config.MSG91_TEMPLATE_ID!,
            senderId: config.MSG91_SENDER_ID,
            apiBase: config.MSG91_API_BASE,
          })
        : outboxSmsTransport(),
    whatsapp:
      config.WHATSAPP_PROVIDER === "cloud"
        ? cloudWhatsAppTransport({
            accessToken: config.WHATSAPP_ACCESS_TOKEN!,
            phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!,
            apiBase: config.WHATSAPP_API_BASE,
          })
        : outboxWhatsAppTransport(),
    routing: createRouting(config),
    leads: config.WEB3FORMS_ACCESS_KEY
      ? web3formsForwarder({ accessKey: config.WEB3FORMS_ACCESS_KEY, url: config.WEB3FORMS_URL })
      : noLeadForwarder(),
    flights: createFlightStatus(config),
    push: createPushSender(config, database),
  };
}

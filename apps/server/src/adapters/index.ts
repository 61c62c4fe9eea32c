import type { Config } from "../config.ts";
import { outboxMailTransport } from "./mail/outbox.ts";
import { smtpMailTransport } from "./mail/smtp.ts";
import type { MailTransport } from "./mail/types.ts";
import { msg91SmsTransport } from "./sms/msg91.ts";
import { outboxSmsTransport } from "./sms/outbox.ts";
import type { SmsTransport } from "./sms/types.ts";

/** Outside services, each chosen once at start from the configuration (ARCHITECTURE.md "Embedded defaults"). */
export interface Adapters {
  mail: MailTransport;
  sms: SmsTransport;
}

export function createAdapters(config: Config): Adapters {
  return {
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
  };
}

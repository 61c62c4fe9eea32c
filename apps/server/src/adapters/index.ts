import type { Config } from "../config.ts";
import { outboxMailTransport } from "./mail/outbox.ts";
import type { MailTransport } from "./mail/types.ts";
import { outboxSmsTransport } from "./sms/outbox.ts";
import type { SmsTransport } from "./sms/types.ts";

/** Outside services, each chosen once at start from the configuration (ARCHITECTURE.md "Embedded defaults"). */
export interface Adapters {
  mail: MailTransport;
  sms: SmsTransport;
}

export function createAdapters(config: Config): Adapters {
  void config;
  return {
    mail: outboxMailTransport(),
    sms: outboxSmsTransport(),
  };
}

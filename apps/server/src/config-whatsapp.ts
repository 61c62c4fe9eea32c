import { z } from "zod";
import { optionalStr } from "./config-notifications.ts";

/**
 * The WhatsApp Business Cloud API's settings (modules/notifications/channels/whatsapp.ts): the embedded outbox, or
 * Meta's Graph API with its four secrets, checked at start.
 */
export const whatsappConfigFields = {
  WHATSAPP_PROVIDER: z.enum(["outbox", "cloud"]).default("outbox"),
  WHATSAPP_ACCESS_TOKEN: optionalStr,
  WHATSAPP_PHONE_NUMBER_ID: optionalStr,
  WHATSAPP_APP_SECRET: optionalStr,
  WHATSAPP_VERIFY_TOKEN: optionalStr,
  WHATSAPP_API_BASE: z.string().url().default("https://graph.facebook.com/v23.0"),
  // a time-critical WhatsApp message (chauffeur details, on the way, arrived) not delivered by then goes by SMS
  WHATSAPP_FALLBACK_MINUTES: z.coerce.number().int().min(1).max(60).default(3),
};

interface WhatsAppSettings {
  WHATSAPP_PROVIDER: "outbox" | "cloud";
  WHATSAPP_ACCESS_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_APP_SECRET?: string;
  WHATSAPP_VERIFY_TOKEN?: string;
  NOTIFICATION_CHANNELS?: string[];
}

const NEEDED = "WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN";

export function checkWhatsAppConfig(c: WhatsAppSettings, ctx: z.RefinementCtx): void {
  if (
    c.WHATSAPP_PROVIDER === "cloud" &&
    !(c.WHATSAPP_ACCESS_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID && c.WHATSAPP_APP_SECRET && c.WHATSAPP_VERIFY_TOKEN)
  )
    ctx.addIssue({
      code: "custom",
      path: ["WHATSAPP_ACCESS_TOKEN"],
      message: `WHATSAPP_PROVIDER=cloud needs ${NEEDED}`,
    });
}

/** WhatsApp is a channel here (NOTIFICATION_CHANNELS) but only the embedded outbox delivers it. */
export const usesEmbeddedWhatsApp = (c: WhatsAppSettings) =>
  Boolean(c.NOTIFICATION_CHANNELS?.includes("whatsapp")) && c.WHATSAPP_PROVIDER === "outbox";

/** How the embedded WhatsApp outbox is named, and what replaces it (start refusal, check:production). */
export const WHATSAPP_EMBEDDED = {
  name: "WhatsApp provider",
  fix: `set WHATSAPP_PROVIDER=cloud with ${NEEDED}, or leave whatsapp out of NOTIFICATION_CHANNELS`,
};

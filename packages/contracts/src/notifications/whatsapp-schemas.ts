import { z } from "../z.ts";
import { LOCALES } from "../i18n/locales.ts";

export const WhatsAppConsentSourceSchema = z.enum(["profile", "fare_summary"]);

/** An opt-in or opt-out: where the rider chose (the server records its own wording for that place). */
export const WhatsAppConsentRequestSchema = z.object({
  optedIn: z.boolean(),
  source: WhatsAppConsentSourceSchema,
  /** the language the words were shown in (the rider's profile language when absent) */
  locale: z.enum(LOCALES).optional(),
});
export type WhatsAppConsentRequest = z.infer<typeof WhatsAppConsentRequestSchema>;

/** A rider's WhatsApp consent as recorded (also shown to operators on the rider's page). */
export const WhatsAppConsentSchema = z.object({
  optedIn: z.boolean(),
  optedInAt: z.string().nullable(),
  source: WhatsAppConsentSourceSchema.nullable(),
  wording: z.string().nullable(),
  optedOutAt: z.string().nullable(),
  optedOutSource: z.enum(["profile", "stop_reply"]).nullable(),
});
export type WhatsAppConsent = z.infer<typeof WhatsAppConsentSchema>;
export const WhatsAppConsentResponseSchema = z.object({ success: z.literal(true), data: WhatsAppConsentSchema });

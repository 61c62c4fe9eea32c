import { z } from "../z.ts";
import { LOCALES } from "../i18n/locales.ts";

/**
 * The chauffeur's language (decision record 017, migration 1101): the chauffeur app saves the chauffeur's
 * choice, and the chauffeur's SMS are written in it. A file of its own (import "@chauffeur/contracts/rides/driver-language").
 */
export const driverLanguagePath = "/api/v1/driver/me/language";

/** PUT driverLanguagePath: one of LOCALES; anything else answers 400 with the profile's message (validation code `auth.languageInvalid`). */
export const DriverLanguageRequestSchema = z.object({
  language: z.enum(LOCALES, { error: "Choose English, Hindi or Odia." }),
});
export type DriverLanguageRequest = z.infer<typeof DriverLanguageRequestSchema>;

export const DriverLanguageResponseSchema = z.object({
  success: z.literal(true),
  language: z.enum(LOCALES),
});
export type DriverLanguageResponse = z.infer<typeof DriverLanguageResponseSchema>;

import { LOCALE } from "@chauffeur/contracts";
import { formatDateTime } from "@chauffeur/contracts/i18n/format";
import type { Locale } from "@chauffeur/contracts/i18n/locales";

/**
 * Times on the chauffeur's screens, in Asia/Kolkata and the app's language: "9:30 am" and "Sat, 23 Nov" (through the
 * shared formatter, so Odia is right in browsers whose ICU has no Odia).
 */
export const clockTime = (d: string | Date, locale: Locale = LOCALE) => formatDateTime(d, locale, "clock");
export const shortDay = (d: string | Date, locale: Locale = LOCALE) => formatDateTime(d, locale, "weekdayDayMonth");

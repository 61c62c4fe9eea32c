import { LOCALE, TIME_ZONE } from "@chauffeur/contracts";
import type { Locale } from "@chauffeur/contracts/i18n/locales";

/** Times on the chauffeur's screens, in Asia/Kolkata and the app's language: "9:30 am" and "Sat, 23 Nov". */
export const clockTime = (d: string | Date, locale: Locale = LOCALE) =>
  new Date(d).toLocaleTimeString(locale, {
    timeZone: TIME_ZONE,
    hour: "numeric",
    minute: "2-digit",
    numberingSystem: "latn",
  });
export const shortDay = (d: string | Date, locale: Locale = LOCALE) =>
  new Date(d).toLocaleDateString(locale, {
    timeZone: TIME_ZONE,
    weekday: "short",
    day: "numeric",
    month: "short",
    numberingSystem: "latn",
  });

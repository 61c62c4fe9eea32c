import { LOCALE } from "@chauffeur/contracts";
import { formatDateTime } from "@chauffeur/contracts/i18n/format";
import type { Locale } from "@chauffeur/contracts/i18n/locales";

/**
 * Times on the chauffeur's screens, in Asia/Kolkata and the app's language: "9:30 am" and "Sat, 23 Nov" (through the
 * shared formatter, so Odia is right in browsers whose ICU has no Odia).
 */
export const clockTime = (d: string | Date, locale: Locale = LOCALE) => formatDateTime(d, locale, "clock");
export const shortDay = (d: string | Date, locale: Locale = LOCALE) => formatDateTime(d, locale, "weekdayDayMonth");

/** A time to come: "9:30 am" today, "Sat, 23 Nov, 9:30 am" on another day (Asia/Kolkata), so a time is never read as today's. */
export const whenTime = (d: string | Date, now: Date | number, locale: Locale = LOCALE) =>
  shortDay(d, locale) === shortDay(new Date(now), locale)
    ? clockTime(d, locale)
    : `${shortDay(d, locale)}, ${clockTime(d, locale)}`;

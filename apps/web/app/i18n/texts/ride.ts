import type en from "@chauffeur/contracts/i18n/en-IN/ride";
import compiled from "@chauffeur/contracts/i18n/en-IN/ride?compiled";
import { DEFAULT_LOCALE, type Locale } from "@chauffeur/contracts/i18n/locales";
import { defineMessages } from "../messages";
import { formatMessage } from "../store";

/** The rider's day of the ride: live trip, sharing, SOS, concierge, rating and ride extras. */
export const rideText = defineMessages<keyof typeof en>("ride", compiled);

export type RideKey = keyof typeof en;
const SERVER_KEYS = Object.keys(compiled).filter((k): k is RideKey => k.startsWith("server."));

/** Devanagari or Odia letters: a message the server already wrote in the page's language. */
const INDIC = /[\u0900-\u097F\u0B00-\u0B7F]/;

/**
 * The server's day-of-the-ride answers are English (its message tables); a Hindi or Odia screen shows a known one in
 * its language (the `server.*` keys), one the server already translated as it is, else `fallback`. English screens
 * keep the server's message (else `fallback`).
 */
export function rideServerText(locale: Locale, message: string | undefined, fallback: string): string {
  if (locale === DEFAULT_LOCALE) return message || fallback;
  if (!message) return fallback;
  if (INDIC.test(message)) return message;
  const key = SERVER_KEYS.find((k) => formatMessage(DEFAULT_LOCALE, "ride", k) === message);
  return key ? formatMessage(locale, "ride", key) : fallback;
}

import { TIME_ZONE } from "../constants.ts";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

/**
 * Numbers, money and dates for each language through `Intl`, always in Asia/Kolkata (decision record 017).
 *
 * - Digits stay Latin (0–9) in all three languages: that is what Indian brands, fares, SMS and invoices use, and what
 *   Node's and the browsers' ICU give for hi-IN and or-IN by default; `numberingSystem: "latn"` makes it explicit.
 * - Money is "₹" followed by the number with Indian grouping (1,23,456). We do not use `style: "currency"`: ICU's
 *   or-IN currency pattern groups in thousands ("₹123,456"), its plain number pattern groups the Indian way — so the
 *   rupee sign is written by us and the number by `Intl`, the same in every language.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, digits: number) {
  const key = `${locale}|${digits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      numberingSystem: "latn",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, f);
  }
  return f;
}

/** A whole number or decimal with the language's grouping: 123456 → "1,23,456". */
export const formatNumber = (n: number, locale: Locale = DEFAULT_LOCALE, fractionDigits = 0) =>
  numberFormat(locale, fractionDigits).format(n);

/** Paise → whole rupees: 12345600 → "₹1,23,456" (rounded to the rupee, as the screens show fares). */
export const formatRupees = (paise: number, locale: Locale = DEFAULT_LOCALE) =>
  `₹${formatNumber(Math.round(paise / 100), locale)}`;

/** Paise → rupees and paise: 12345650 → "₹1,23,456.50" (receipts, invoices, refunds). */
export const formatRupees2 = (paise: number, locale: Locale = DEFAULT_LOCALE) =>
  `₹${formatNumber(paise / 100, locale, 2)}`;

type DateStyle = "dateTime" | "date" | "time" | "weekdayDateTime";
const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  date: { dateStyle: "medium" },
  time: { timeStyle: "short" },
  weekdayDateTime: {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  },
};

function dateFormat(locale: Locale, style: DateStyle) {
  const key = `${locale}|${style}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...DATE_OPTIONS[style], timeZone: TIME_ZONE, numberingSystem: "latn" });
    dateFormats.set(key, f);
  }
  return f;
}

/** A moment in Asia/Kolkata in the language's words: "5 Dec 2026, 10:00 am" / "5 दिस॰ 2026, 10:00 am". */
export const formatDateTime = (d: Date | string, locale: Locale = DEFAULT_LOCALE, style: DateStyle = "dateTime") =>
  dateFormat(locale, style).format(new Date(d));

/** The plural category of a count in a language (both Hindi and Odia have "one" and "other"; Hindi counts 0 as one). */
export const pluralCategory = (n: number, locale: Locale = DEFAULT_LOCALE) => new Intl.PluralRules(locale).select(n);

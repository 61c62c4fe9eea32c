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
 * - Odia is formatted from en-IN's patterns with CLDR's Odia month and weekday names (`ODIA_*` below), not by asking
 *   `Intl` for or-IN: Node's full ICU has Odia, but Chromium's reduced ICU data has none and silently falls back to
 *   en-US ("Jan 10, 2027, 7:30 PM", "123,456"), so a prerendered page and the browser would disagree and money would
 *   lose its Indian grouping. The result is the same in every runtime: "10 ଜାନୁଆରୀ 2027, 7:30 pm", "1,23,456".
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** CLDR's Odia month names (its abbreviated and wide forms are the same) and abbreviated weekdays, Sunday first. */
const ODIA_MONTHS = [
  "ଜାନୁଆରୀ",
  "ଫେବୃଆରୀ",
  "ମାର୍ଚ୍ଚ",
  "ଅପ୍ରେଲ",
  "ମଇ",
  "ଜୁନ",
  "ଜୁଲାଇ",
  "ଅଗଷ୍ଟ",
  "ସେପ୍ଟେମ୍ବର",
  "ଅକ୍ଟୋବର",
  "ନଭେମ୍ବର",
  "ଡିସେମ୍ବର",
];
const ODIA_WEEKDAYS = ["ରବି", "ସୋମ", "ମଙ୍ଗଳ", "ବୁଧ", "ଗୁରୁ", "ଶୁକ୍ର", "ଶନି"];
/** Asia/Kolkata is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The locale whose `Intl` patterns a language is formatted with: Odia takes en-IN's (see above). */
const patternLocale = (locale: Locale): Locale => (locale === "or-IN" ? "en-IN" : locale);

function numberFormat(locale: Locale, digits: number) {
  const key = `${locale}|${digits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(patternLocale(locale), {
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

type DateStyle = "dateTime" | "date" | "time" | "clock" | "weekdayDayMonth" | "monthYear" | "weekdayDateTime";
const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  date: { dateStyle: "medium" },
  time: { timeStyle: "short" },
  // the chauffeur app's trip times and days: "9:30 am", "Sat, 23 Nov"
  clock: { hour: "numeric", minute: "2-digit" },
  weekdayDayMonth: { weekday: "short", day: "numeric", month: "short" },
  // the profile's "User since November 2026"
  monthYear: { month: "long", year: "numeric" },
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
    f = new Intl.DateTimeFormat(patternLocale(locale), {
      ...DATE_OPTIONS[style],
      timeZone: TIME_ZONE,
      numberingSystem: "latn",
    });
    dateFormats.set(key, f);
  }
  return f;
}

/**
 * A moment in Asia/Kolkata in the language's words: "5 Dec 2026, 10:00 am" / "5 दिस॰ 2026, 10:00 am" /
 * "5 ଡିସେମ୍ବର 2026, 10:00 am".
 */
export function formatDateTime(d: Date | string, locale: Locale = DEFAULT_LOCALE, style: DateStyle = "dateTime") {
  const at = new Date(d);
  if (locale !== "or-IN") return dateFormat(locale, style).format(at);
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return dateFormat(locale, style)
    .formatToParts(at)
    .map((p) =>
      p.type === "month"
        ? ODIA_MONTHS[ist.getUTCMonth()]
        : p.type === "weekday"
          ? ODIA_WEEKDAYS[ist.getUTCDay()]
          : p.value,
    )
    .join("");
}

/** The plural category of a count in a language (both Hindi and Odia have "one" and "other"; Hindi counts 0 as one). */
export const pluralCategory = (n: number, locale: Locale = DEFAULT_LOCALE) => new Intl.PluralRules(locale).select(n);

import {
  DEFAULT_LOCALE,
  computeFare,
  type FareInput,
  type FareLine,
  type FareWords,
  type Locale,
  type Tariff,
} from "@chauffeur/contracts";
import { formatRupees } from "@chauffeur/contracts/i18n/format";
import { translator } from "../../lib/i18n.ts";

/**
 * The fare lines in the reader's language. Quotes (and the bookings made from them) store their lines as
 * the engine writes them, in English: the operations console, invoices and every stored row keep the
 * specification's words, and a stored line never changes language. A Hindi or Odia reader gets the same lines
 * written at read time: the engine is run again on the quote's stored inputs (trip, route, class, add-ons, tariff
 * version) with that language's words (the `booking` catalogue's `line.*` labels and `lineDetail.*` details), which
 * is the line's code plus its figures, without storing a translated text or parsing an English one. The amounts
 * always stay the stored ones; should a recomputed line not match its stored line (code by code), the stored English
 * line is shown rather than a wrong word.
 */
const wordsCache = new Map<Locale, FareWords>();

export function fareWordsFor(locale: Locale): FareWords | null {
  if (locale === DEFAULT_LOCALE) return null;
  let w = wordsCache.get(locale);
  if (!w) {
    const t = translator(locale, "booking");
    w = {
      label: (key, values) => t(`line.${key}`, values),
      detail: (key, values) => t(`lineDetail.${key}`, values),
      money: (rupees) => formatRupees(rupees * 100, locale),
    };
    wordsCache.set(locale, w);
  }
  return w;
}

/**
 * The stored lines with their labels and details in `locale` (see above): `input` is what priced them. English, or
 * anything that cannot be recomputed the same way, answers the stored lines as they are.
 */
export function localizeFareLines(
  stored: FareLine[],
  tariff: Tariff,
  input: FareInput | null,
  locale: Locale,
): FareLine[] {
  const words = fareWordsFor(locale);
  if (!words || !input) return stored;
  let again: FareLine[];
  try {
    again = computeFare(tariff, input, words).lines;
  } catch {
    return stored;
  }
  if (again.length !== stored.length || again.some((l, i) => l.code !== stored[i].code)) return stored;
  return stored.map((l, i) => {
    const w = again[i];
    if (w.amountPaise !== l.amountPaise) return l;
    return { code: l.code, label: w.label, amountPaise: l.amountPaise, ...(w.detail ? { detail: w.detail } : {}) };
  });
}

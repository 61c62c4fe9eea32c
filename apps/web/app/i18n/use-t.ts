import { useMemo } from "react";
import type { Locale } from "@chauffeur/contracts/i18n/locales";
import { formatDateTime, formatNumber, formatRupees, formatRupees2 } from "@chauffeur/contracts/i18n/format";
import { formatMessage, type MessageValues } from "./store";
import type { MessagesOf } from "./messages";
import { useLocale } from "./locale";

export type T<K extends string> = (key: K, values?: MessageValues) => string;

/** A namespace's messages in a language, outside React (route `meta`, toasts from plain functions). */
export function textsIn<K extends string>(locale: Locale, messages: MessagesOf<K>): T<K> {
  return (key, values) => formatMessage(locale, messages.ns, key, values);
}

/**
 * The page's language's messages of one namespace: `const t = useT(bookingText); t("fareSummary.title")`. Keys are
 * checked by TypeScript against the English catalogue; a message missing in Hindi or Odia falls back to English (the
 * build's guard refuses that before it ships: scripts/check-i18n.ts).
 */
export function useT<K extends string>(messages: MessagesOf<K>): T<K> {
  const { locale } = useLocale();
  return useMemo(() => textsIn(locale, messages), [locale, messages]);
}

/**
 * Numbers, money and dates in the page's language through `Intl` (Asia/Kolkata, Latin digits, Indian grouping:
 * contracts' i18n/format.ts). English screens keep the formats of app/lib/format.ts where the specification fixes
 * them; Hindi and Odia use these.
 */
export function useFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      locale,
      number: (n: number, fractionDigits = 0) => formatNumber(n, locale, fractionDigits),
      rupees: (paise: number) => formatRupees(paise, locale),
      rupees2: (paise: number) => formatRupees2(paise, locale),
      dateTime: (at: Date | string, style?: Parameters<typeof formatDateTime>[2]) => formatDateTime(at, locale, style),
    }),
    [locale],
  );
}

import i18next, { type i18n } from "i18next";
import { IcuFormat } from "./icu-format.ts";
import type { Catalogues, Namespace } from "./catalogue.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales.ts";

export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: string, values?: MessageValues) => string;

/**
 * An i18next instance with ICU messages (intl-messageformat, `icu-format.ts`) for the given catalogues: flat keys
 * (dots are part of the key), English as the fallback, no HTML escaping (the callers escape for their channel).
 */
export function createI18n(catalogues: Partial<Catalogues>, lng: Locale = DEFAULT_LOCALE): i18n {
  const instance = i18next.createInstance();
  void instance.use(new IcuFormat()).init({
    resources: catalogues as Record<string, Record<string, Record<string, string>>>,
    lng,
    supportedLngs: [...LOCALES],
    fallbackLng: DEFAULT_LOCALE,
    ns: Object.keys(catalogues[DEFAULT_LOCALE] ?? {}),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  } as Parameters<i18n["init"]>[0]);
  return instance;
}

/** A translate function for one language and namespace. */
export function translatorFor(instance: i18n, locale: Locale, ns: Namespace): Translate {
  const t = instance.getFixedT(locale, ns);
  return (key, values) => t(key, values ?? {}) as string;
}

import { IntlMessageFormat } from "intl-messageformat";
import type { i18n, I18nFormatModule } from "i18next";

/**
 * ICU MessageFormat for i18next (decision record 017): messages are parsed once per language and key by
 * intl-messageformat and cached. We keep this small module instead of the `i18next-icu` package because that
 * package's ES build default-imports intl-messageformat's CommonJS build, which Node's ES modules (the server) cannot
 * construct ("IntlMessageFormat is not a constructor"); the named export works in Node and in Vite alike.
 * A message that does not parse or lacks a value falls back to its raw text (the catalogue guard refuses such
 * messages at build time: `checkCatalogues`).
 */
export class IcuFormat implements I18nFormatModule {
  readonly type = "i18nFormat" as const;
  private readonly cache = new Map<string, IntlMessageFormat>();

  init(_i18next: i18n) {}

  parse(res: string, options: Record<string, unknown>, lng: string, ns: string, key: string): string {
    const id = `${lng}\u0000${ns}\u0000${key}\u0000${res}`;
    try {
      let f = this.cache.get(id);
      if (!f) {
        f = new IntlMessageFormat(res, lng, undefined, { ignoreTag: true });
        this.cache.set(id, f);
      }
      return String(f.format(options as Record<string, string | number | Date>));
    } catch {
      return res;
    }
  }
}

import { IntlMessageFormat } from "intl-messageformat";
import type { Namespace } from "@chauffeur/contracts/i18n/catalogue";
import { DEFAULT_LOCALE, type Locale } from "@chauffeur/contracts/i18n/locales";

/** A message compiled at build time: intl-messageformat's AST (i18n-compile/plugin.ts). */
export type CompiledMessage = ConstructorParameters<typeof IntlMessageFormat>[0];
export type CompiledMessages = Readonly<Record<string, CompiledMessage>>;
export type MessageValues = Record<string, string | number | Date>;

/**
 * The web's messages (decision record 018): per language and namespace, compiled at build time, formatted with
 * intl-messageformat (ICU, the same messages and rules as the server's i18next, decision record 017). A message
 * missing in Hindi or Odia falls back to English (the guard refuses that before it ships: scripts/check-i18n.ts).
 */
const messages = new Map<string, Record<string, CompiledMessage>>();
const formats = new Map<string, IntlMessageFormat>();

export function addMessages(locale: Locale, ns: Namespace, compiled: CompiledMessages): void {
  const id = `${locale}/${ns}`;
  messages.set(id, { ...messages.get(id), ...compiled });
}

export function hasMessages(locale: Locale, ns: Namespace): boolean {
  return messages.has(`${locale}/${ns}`);
}

export function formatMessage(locale: Locale, ns: Namespace, key: string, values?: MessageValues): string {
  let lang = locale;
  let ast = messages.get(`${locale}/${ns}`)?.[key];
  if (ast === undefined && locale !== DEFAULT_LOCALE) {
    lang = DEFAULT_LOCALE;
    ast = messages.get(`${DEFAULT_LOCALE}/${ns}`)?.[key];
  }
  if (ast === undefined) return key;
  const id = `${lang}/${ns}/${key}`;
  let f = formats.get(id);
  if (!f) {
    f = new IntlMessageFormat(ast, lang);
    formats.set(id, f);
  }
  try {
    return String(f.format(values));
  } catch {
    return key;
  }
}

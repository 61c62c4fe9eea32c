import { IntlMessageFormat } from "intl-messageformat";
import type { Catalogues, Messages } from "./catalogue.ts";
import { DEFAULT_LOCALE, LOCALES } from "./locales.ts";

/** intl-messageformat's AST, as far as the guard reads it. */
type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };
// TYPE values of @formatjs/icu-messageformat-parser: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag
const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6]);

function collectArguments(elements: Element[], into: Set<string>) {
  for (const e of elements) {
    if (ARGUMENT_TYPES.has(e.type) && e.value) into.add(e.value);
    for (const o of Object.values(e.options ?? {})) collectArguments(o.value, into);
    if (e.children) collectArguments(e.children, into);
  }
  return into;
}

/** The placeholders an ICU message takes ({name}, {n, plural, …}); throws when the message is not valid ICU. */
export function messageArguments(message: string, locale: string): string[] {
  const ast = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst() as Element[];
  return [...collectArguments(ast, new Set())].sort();
}

/**
 * The catalogue guard (decision record 017), run by the unit tests and by `npm run lint`
 * (`scripts/check-i18n.mjs`): every key of every namespace exists in every language and nowhere else, every message
 * is valid ICU, a translation takes exactly the placeholders of its English message, and an English message without
 * placeholders formats to itself (ICU quoting never changes the specification's texts). Returns the problems found.
 */
export function checkCatalogues(catalogues: Catalogues): string[] {
  const problems: string[] = [];
  const english = catalogues[DEFAULT_LOCALE];
  for (const ns of Object.keys(english) as Array<keyof typeof english>) {
    const base: Messages = english[ns];
    for (const [key, text] of Object.entries(base)) {
      try {
        const args = messageArguments(text, DEFAULT_LOCALE);
        if (args.length === 0 && new IntlMessageFormat(text, DEFAULT_LOCALE).format() !== text)
          problems.push(`${DEFAULT_LOCALE}/${ns}: "${key}" does not format to its own text (quote ICU characters)`);
      } catch (e) {
        problems.push(`${DEFAULT_LOCALE}/${ns}: "${key}" is not valid ICU: ${(e as Error).message}`);
      }
    }
    for (const locale of LOCALES) {
      if (locale === DEFAULT_LOCALE) continue;
      const other: Messages | undefined = catalogues[locale]?.[ns];
      if (!other) {
        problems.push(`${locale}: namespace "${ns}" is missing`);
        continue;
      }
      for (const key of Object.keys(base))
        if (!(key in other)) problems.push(`${locale}/${ns}: "${key}" is missing (it exists in ${DEFAULT_LOCALE})`);
      for (const key of Object.keys(other))
        if (!(key in base)) problems.push(`${locale}/${ns}: "${key}" does not exist in ${DEFAULT_LOCALE}`);
      for (const [key, text] of Object.entries(other)) {
        if (!(key in base)) continue;
        if (text.trim() === "") {
          problems.push(`${locale}/${ns}: "${key}" is empty`);
          continue;
        }
        try {
          const mine = messageArguments(text, locale).join(",");
          const theirs = messageArguments(base[key], DEFAULT_LOCALE).join(",");
          if (mine !== theirs)
            problems.push(`${locale}/${ns}: "${key}" takes {${mine}} but ${DEFAULT_LOCALE} takes {${theirs}}`);
        } catch (e) {
          problems.push(`${locale}/${ns}: "${key}" is not valid ICU: ${(e as Error).message}`);
        }
      }
    }
  }
  for (const locale of LOCALES)
    for (const ns of Object.keys(catalogues[locale] ?? {}))
      if (!(ns in english)) problems.push(`${locale}: namespace "${ns}" does not exist in ${DEFAULT_LOCALE}`);
  return problems;
}

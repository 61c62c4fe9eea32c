/**
 * The product's languages (decision record 017): English (India) is the default and keeps the
 * specification's texts exactly; Hindi and Odia are translations. One tag per language, everywhere: the `lang`
 * cookie, the rider's profile (`users.language`), the catalogues' folders and `Intl`.
 */
export const LOCALES = ["en-IN", "hi-IN", "or-IN"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-IN";
/** The cookie that keeps a visitor's explicit choice (values: LOCALES). */
export const LANG_COOKIE = "lang";
/**
 * The header the web app sends with every API call: the language of the page the rider is reading (decision record
 * 018). It comes first — a rider on a `/hi/…` page gets Hindi answers whatever the cookie or the profile say.
 */
export const PAGE_LANGUAGE_HEADER = "x-page-language";
/** The path prefix of a language's prerendered pages (English has none): `/hi/…`, `/or/…`. */
export const LOCALE_PATH_PREFIX: Record<Locale, string> = { "en-IN": "", "hi-IN": "/hi", "or-IN": "/or" };
/** Each language's own name, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { "en-IN": "English", "hi-IN": "हिन्दी", "or-IN": "ଓଡ଼ିଆ" };

export const isLocale = (v: unknown): v is Locale =>
  typeof v === "string" && (LOCALES as readonly string[]).includes(v);

/** A language tag as anyone writes it ("hi", "HI-in", "or", "od", "en-GB") → one of ours, or undefined. */
export function localeFromTag(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === "en") return "en-IN";
  if (primary === "hi") return "hi-IN";
  // "or" is ISO 639-1 for Odia; "ory" its ISO 639-3 code; "od" is a common mistake worth honouring
  if (primary === "or" || primary === "ory" || primary === "od") return "or-IN";
  return undefined;
}

/** The best of our languages an `Accept-Language` header asks for (by q-value, then order); undefined if none. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 1000)
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag && Number.isFinite(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const e of ranked) {
    const l = localeFromTag(e.tag);
    if (l) return l;
  }
  return undefined;
}

/**
 * The language of a request: the explicit choice (the `lang` cookie) first, then the signed-in rider's profile, then
 * the browser's `Accept-Language`, else English.
 */
export function negotiateLocale(input: {
  cookie?: string | null;
  profile?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  if (isLocale(input.profile)) return input.profile;
  return localeFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE;
}

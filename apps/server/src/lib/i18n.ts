import type { FastifyRequest } from "fastify";
import {
  DEFAULT_LOCALE,
  isLocale,
  LANG_COOKIE,
  negotiateLocale,
  PAGE_LANGUAGE_HEADER,
  type Locale,
} from "@chauffeur/contracts";
import { ALL_CATALOGUES } from "@chauffeur/contracts/i18n/all";
import type { Namespace } from "@chauffeur/contracts/i18n/catalogue";
import { createI18n, translatorFor, type Translate } from "@chauffeur/contracts/i18n/translator";
import { errorMessageCodeOf, validationCodeOf } from "@chauffeur/contracts/i18n/validation-codes";
import { SESSION_COOKIE } from "../plugins/session.ts";

/**
 * The server's languages (decision record 017): one i18next instance with every catalogue, a translate function per
 * language and namespace, and the language of a request.
 */
const i18n = createI18n(ALL_CATALOGUES);
const translators = new Map<string, Translate>();

export function translator(locale: Locale, ns: Namespace): Translate {
  const id = `${locale}|${ns}`;
  let t = translators.get(id);
  if (!t) {
    t = translatorFor(i18n, locale, ns);
    translators.set(id, t);
  }
  return t;
}

/** A user's stored language, or English for anything else (a row from before migration 1100, a bad value). */
export const localeOf = (language: string | null | undefined): Locale =>
  isLocale(language) ? language : DEFAULT_LOCALE;

/**
 * An SMS's DLT template name in a language: English keeps the registered name, Hindi and Odia add the language
 * (`booking-rescheduled.hi-IN`), each registered on its own (README "Languages").
 */
export const templateIn = (name: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? name : `${name}.${locale}`;

/**
 * The language of a request: the web page's language (the `x-page-language` header the app sends), then the `lang`
 * cookie, then the signed-in user's profile, then `Accept-Language`, else English. The session is read only when the
 * request carries a session cookie (and it is cached per request).
 */
export async function requestLocale(request: FastifyRequest, opts: { profile?: boolean } = {}): Promise<Locale> {
  const page = request.headers[PAGE_LANGUAGE_HEADER];
  if (isLocale(page)) return page;
  const cookie = request.cookies?.[LANG_COOKIE];
  if (isLocale(cookie)) return cookie;
  let profile: string | undefined;
  if (opts.profile !== false && request.cookies?.[SESSION_COOKIE])
    profile = (await request.getSession().catch(() => null))?.user.language;
  return negotiateLocale({ profile, acceptLanguage: request.headers["accept-language"] });
}

/**
 * A shared schema's message or a server error message in the request's language (namespaces `validation` and
 * `errors`); the English text itself for English and for a message the catalogues lack.
 */
export function localizedValidationMessage(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message;
  const code = validationCodeOf(message);
  if (code) return translator(locale, "validation")(code);
  const errorCode = errorMessageCodeOf(message);
  return errorCode ? translator(locale, "errors")(errorCode) : message;
}

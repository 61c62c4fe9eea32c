import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import {
  DEFAULT_LOCALE,
  LANG_COOKIE,
  LOCALES,
  LOCALE_PATH_PREFIX,
  isLocale,
  negotiateLocale,
  type Locale,
} from "@chauffeur/contracts/i18n/locales";
import { isLocaleLoaded, loadLocale } from "./catalogues";

/**
 * The language a page is shown in (decision record 018):
 * - a `/hi/…` or `/or/…` path is in that language (the prerendered twins, and any page reached under the prefix);
 * - otherwise the language chosen in this tab so far, which starts as the visitor's explicit choice (the `lang`
 *   cookie), else the browser's languages (as `Accept-Language`), else English. The server sends a visitor whose
 *   cookie or `Accept-Language` names Hindi or Odia from an English prerendered page to its twin, so the HTML and
 *   the hydrating app agree.
 */
export function localeOfPath(pathname: string): Locale | undefined {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PATH_PREFIX[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return undefined;
}

/** A path without its language prefix ("/hi/faq" → "/faq", "/hi" → "/"). */
export function withoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (!locale) return pathname;
  return pathname.slice(LOCALE_PATH_PREFIX[locale].length) || "/";
}

/** A site path in a language: "/faq" → "/hi/faq"; English paths have no prefix. Paths outside the site are kept. */
export function localizePath(path: string, locale: Locale): string {
  const bare = withoutLocale(path);
  if (!bare.startsWith("/") || /^\/(api|ops|driver|dev)(\/|$)/.test(bare)) return bare;
  const prefix = LOCALE_PATH_PREFIX[locale];
  return prefix ? (bare === "/" ? prefix : `${prefix}${bare}`) : bare;
}

function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const m = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return m ? decodeURIComponent(m[1]) : undefined;
}

/** The language the app starts in, in the browser (entry.client.tsx loads its messages before hydrating). */
export function bootLocale(): Locale {
  if (typeof window === "undefined") return DEFAULT_LOCALE;
  return (
    localeOfPath(window.location.pathname) ??
    negotiateLocale({ cookie: readCookie(LANG_COOKIE), acceptLanguage: navigator.languages?.join(",") })
  );
}

/** Keeps a visitor's explicit choice for a year (the server reads the same cookie). */
export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

type LocaleState = {
  locale: Locale;
  /** Shows the app in another language from now on (loads its messages first); returns when it shows. */
  setLocale(locale: Locale): Promise<void>;
};

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, setLocale: async () => undefined });

/** The language state of the whole app; root.tsx's Layout holds it (the <html lang> follows it). */
export function useLocaleState(): LocaleState {
  const { pathname } = useLocation();
  const fromPath = localeOfPath(pathname);
  const [chosen, setChosen] = useState<Locale>(() => fromPath ?? bootLocale());
  // moving to a page under a language's prefix makes that language this tab's until another is chosen; only when the
  // path's language changes, so a choice made on /hi/… (the switcher: English, then the move to the English path)
  // is not undone before the move
  const [pathLocale, setPathLocale] = useState(fromPath);
  if (pathLocale !== fromPath) {
    setPathLocale(fromPath);
    if (fromPath && fromPath !== chosen) setChosen(fromPath);
  }
  const setLocale = useCallback(async (next: Locale) => {
    if (!isLocale(next)) return;
    await loadLocale(next);
    setChosen(next);
  }, []);
  const wanted = fromPath ?? chosen;
  // a language whose messages are not here yet (a client navigation to /hi/… from English) shows once loaded
  const [, rerender] = useState(0);
  useEffect(() => {
    if (!isLocaleLoaded(wanted)) void loadLocale(wanted).then(() => rerender((n) => n + 1));
  }, [wanted]);
  const locale = isLocaleLoaded(wanted) ? wanted : chosen && isLocaleLoaded(chosen) ? chosen : DEFAULT_LOCALE;
  // React does not patch <html lang> of the app shell it hydrates (the shell is English): the page's language does
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
}

export function LocaleProvider({ value, children }: { value: LocaleState; children: ReactNode }) {
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/** The language the page is shown in, and the way to change it. */
export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}

/** Site paths in the page's language: `const to = useLocalizePath(); <Link to={to(paths.faq)}>` → "/hi/faq". */
export function useLocalizePath(): (path: string) => string {
  const { locale } = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

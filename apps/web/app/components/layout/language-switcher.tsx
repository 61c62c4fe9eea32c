import { useEffect, useId, useState, type MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import clsx from "clsx";
import { LOCALES, LOCALE_NAMES, type Locale } from "@chauffeur/contracts/i18n/locales";
import { updateProfile, useSession } from "~/features/auth";
import { localizePath, rememberLocale, useLocale, useT } from "~/i18n";
import { commonText } from "~/i18n/texts/common";

/** The query a switcher link carries: the server keeps the choice (the `lang` cookie) and sends on to the twin page. */
export const LANG_QUERY = "lang";

/** The same page in another language, as a plain link (`/hi/faq?lang=hi-IN`): it works before hydration too. */
export function switchHref(pathname: string, search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.set(LANG_QUERY, locale);
  return `${localizePath(pathname, locale)}?${params.toString()}`;
}

/**
 * Saves a signed-in rider's language on the profile (SMS, e-mails and invoices follow it: decision record 017). The
 * profile endpoint takes the whole form; the rider's own values are sent back unchanged (no phone: it stays as it is).
 */
function useSaveProfileLanguage() {
  const { user, setUser } = useSession();
  return async (language: Locale) => {
    if (!user || user.language === language) return;
    try {
      const res = await updateProfile({
        name: user.name,
        email: user.email,
        workEmail: user.workEmail ?? "",
        homecity: (user.homecity ?? "") as never,
        profilePicture: user.profilePicture ?? "",
        language,
      });
      setUser(res.user);
    } catch {
      // the cookie keeps the choice on this device; the profile follows at the next choice
    }
  };
}

/**
 * English / हिन्दी / ଓଡ଼ିଆ (decision record 018): a `nav` labelled "Language" (the footer's is a labelled
 * list, so the page has one landmark of that name), each language in its own name with `lang`/`hreflang`, the current
 * one `aria-current`. Choosing keeps the choice (cookie, and the profile of a signed-in rider), loads the language and
 * moves to the same page's twin; before hydration the plain link does the same through the server.
 */
export function LanguageSwitcher({ variant }: { variant: "header" | "menu" | "footer" }) {
  const { locale, setLocale } = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const t = useT(commonText);
  const saveProfile = useSaveProfileLanguage();
  const headingId = useId();
  // a shell page (`/auth/password/reset/_`) was prerendered with placeholder segments: once mounted, the list is made
  // again with the real path (hydration keeps the prerendered attributes as they are)
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const choose = (next: Locale) => async (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    rememberLocale(next);
    void saveProfile(next);
    await setLocale(next);
    const params = new URLSearchParams(search);
    params.delete(LANG_QUERY);
    const query = params.toString();
    navigate(`${localizePath(pathname, next)}${query ? `?${query}` : ""}${hash}`);
  };

  const list = (
    <ul
      key={mounted ? "mounted" : "prerendered"}
      className={clsx(
        "flex items-center",
        variant === "header" ? "gap-1 text-xs" : "flex-wrap gap-2 text-sm",
        variant === "menu" && "mt-2 px-3",
        variant === "footer" && "mt-3",
      )}
      {...(variant === "footer" ? { "aria-labelledby": headingId } : {})}
    >
      {LOCALES.map((l) => {
        const current = l === locale;
        return (
          <li key={l}>
            <a
              href={switchHref(pathname, search, l)}
              hrefLang={l}
              lang={l}
              aria-current={current ? "true" : undefined}
              onClick={choose(l)}
              data-testid={`language-${l}`}
              className={clsx(
                "inline-flex min-h-9 items-center rounded-full border px-3 py-1",
                current
                  ? "border-gold-400 text-gold-300"
                  : "border-transparent text-ivory-100 hover:border-ivory-100/40 hover:text-gold-300",
              )}
            >
              {LOCALE_NAMES[l]}
            </a>
          </li>
        );
      })}
    </ul>
  );

  if (variant === "footer")
    return (
      <div data-testid="language-switcher-footer">
        <h2 id={headingId} className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-400">
          {t("language.label")}
        </h2>
        {list}
      </div>
    );
  return (
    <nav
      aria-label={t("language.label")}
      data-testid={`language-switcher-${variant}`}
      className={variant === "header" ? "hidden lg:block" : undefined}
    >
      {variant === "menu" ? (
        <p className="eyebrow px-3 text-gold-400" aria-hidden>
          {t("language.label")}
        </p>
      ) : null}
      {list}
    </nav>
  );
}

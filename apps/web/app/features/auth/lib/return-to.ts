import { LOCALES, LOCALE_PATH_PREFIX } from "@chauffeur/contracts/i18n/locales";

/** A path without its language prefix, as app/i18n's `withoutLocale` (kept here so this module stays React-free). */
function withoutLocale(pathname: string): string {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PATH_PREFIX[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return pathname.slice(prefix.length) || "/";
  }
  return pathname;
}

/**
 * Where sign-in returns the rider: a path on this site only, never an open redirect. Accepts '/x?y#z'; refuses
 * absolute and protocol-relative addresses ('https://…', '//host', '/\host'), control characters, and the auth
 * screens themselves in any language (returning to /auth or /hi/auth would loop).
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== "string" || candidate.length === 0 || candidate.length > 2000) return null;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, "https://same-origin.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "https://same-origin.invalid") return null;
  const bare = withoutLocale(url.pathname);
  if (bare === "/auth" || bare.startsWith("/auth/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page to return to after login or OTP verification: navigation state's `from`, else `?next=`, else home. */
export function returnPathOf(state: unknown, search: string, fallback = "/"): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  return safeReturnPath(from) ?? safeReturnPath(new URLSearchParams(search).get("next")) ?? fallback;
}

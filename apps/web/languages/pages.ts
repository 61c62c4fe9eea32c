/**
 * The prerendered pages in every language (decision record 018), as build steps run by
 * react-router.config.ts: the `/hi/…` and `/or/…` twins of each page, their `hreflang` alternates, the redirect of a
 * page kept by the browser or a worker to the visitor's language, and the sitemap listing the three.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, LOCALES, LOCALE_PATH_PREFIX, type Locale } from "@chauffeur/contracts/i18n/locales";

/** The public address canonical and alternate URLs use (the same as features/marketing/seo.ts). */
export const SITE_URL = (process.env.VITE_SITE_URL ?? "https://www.sarathiluxe.in").replace(/\/+$/, "");

/** A path in a language: "/faq" → "/hi/faq", "/" → "/hi"; English has no prefix. */
export function pathIn(route: string, locale: Locale): string {
  const prefix = LOCALE_PATH_PREFIX[locale];
  return prefix ? (route === "/" ? prefix : `${prefix}${route}`) : route;
}

/** Each English page and its twins, English first: ["/faq", "/hi/faq", "/or/faq", …]. */
export function inEveryLanguage(routes: readonly string[]): string[] {
  return routes.flatMap((route) => LOCALES.map((locale) => pathIn(route, locale)));
}

/** The page's language and its English path ("/hi/faq" → hi-IN, "/faq"). */
export function languageOfRoute(route: string): { locale: Locale; english: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PATH_PREFIX[locale];
    if (prefix && (route === prefix || route.startsWith(`${prefix}/`)))
      return { locale, english: route.slice(prefix.length) || "/" };
  }
  return { locale: DEFAULT_LOCALE, english: route };
}

/** `<link rel="alternate" hreflang>` for the three languages and x-default (English). */
export function alternateLinks(englishRoute: string): string {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${SITE_URL}${pathIn(englishRoute, locale)}"/>`;
  return [...LOCALES.map((l) => link(l, l)), link("x-default", DEFAULT_LOCALE)].join("");
}

/**
 * An English page's first script: a visitor who chose Hindi or Odia (the `lang` cookie), or whose browser asks for
 * them first when no choice was made, goes to the twin at once. The server sends such visitors to the twin already
 * (apps/server plugins/web.ts); this covers the page coming from the browser's cache or the riders' service worker,
 * so the page and the language the app hydrates in (i18n/locale.tsx bootLocale) always agree.
 */
export function languageRedirectScript(): string {
  return `(function(l){var m=/(?:^|;\\s*)lang=([^;]*)/.exec(document.cookie),v=m&&m[1],a,i,p;
if(v!=="en-IN"&&v!=="hi-IN"&&v!=="or-IN"){v="en-IN";a=navigator.languages||[];for(i=0;i<a.length;i++){
p=String(a[i]).toLowerCase().split(/[-_]/)[0];if(p==="en")break;if(p==="hi"){v="hi-IN";break}
if(p==="or"||p==="ory"||p==="od"){v="or-IN";break}}}
p=v==="hi-IN"?"/hi":v==="or-IN"?"/or":"";if(p)l.replace(p+(l.pathname==="/"?"":l.pathname)+l.search+l.hash)})(location)`.replace(
    /\n/g,
    "",
  );
}

const CHARSET = '<meta charSet="utf-8"/>';

/** The font file a language's text is mostly set in (app/styles/fonts-indic.css), preloaded by its pages. */
const TEXT_FONT: Partial<Record<Locale, RegExp>> = {
  "hi-IN": /^noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/,
  "or-IN": /^noto-sans-oriya-oriya-wght-normal-[\w-]+\.woff2$/,
};

/** `<link rel="preload">` of the Hindi and Odia text fonts by language, from the build's assets. */
export function fontPreloads(clientDir: string): Partial<Record<Locale, string>> {
  const assets = readdirSync(path.join(clientDir, "assets"));
  const out: Partial<Record<Locale, string>> = {};
  for (const [locale, pattern] of Object.entries(TEXT_FONT) as [Locale, RegExp][]) {
    const file = assets.find((a) => pattern.test(a));
    if (!file) throw new Error(`languages: no font file for ${locale} in the build (app/styles/fonts-indic.css)`);
    out[locale] = `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin=""/>`;
  }
  return out;
}

/** One prerendered page with its alternates (and, for an English page, the redirect script first in <head>). */
export function withLanguageHead(html: string, route: string, preloads: Partial<Record<Locale, string>> = {}): string {
  if (!html.includes(CHARSET)) throw new Error("languages: <meta charSet> not found in <head>");
  const { locale, english } = languageOfRoute(route);
  const lang = `<html lang="${locale}"`;
  if (!html.includes(lang)) throw new Error(`languages: ${route} was not prerendered with ${lang}>`);
  const redirect = locale === DEFAULT_LOCALE ? `<script>${languageRedirectScript()}</script>` : "";
  // a shell (`/auth/password/reset/_`) stands for many addresses: no alternates naming its placeholder
  const shell = english.split("/").includes("_");
  return html
    .replace(CHARSET, `${CHARSET}${redirect}${preloads[locale] ?? ""}`)
    .replace("</head>", `${shell ? "" : alternateLinks(english)}</head>`);
}

/** Rewrites `<route>/index.html` of every prerendered page (English and twins). */
export function addLanguageHeads(clientDir: string, routes: readonly string[]): void {
  const preloads = fontPreloads(clientDir);
  for (const route of routes) {
    const file = path.join(clientDir, route, "index.html");
    if (!existsSync(file)) throw new Error(`languages: ${file} was not prerendered`);
    writeFileSync(file, withLanguageHead(readFileSync(file, "utf8"), route, preloads));
  }
}

/**
 * The sitemap (public/sitemap.xml, copied to the build) with every page in the three languages: each English entry
 * becomes three, with the same change frequency and priority, each naming all three as `xhtml:link` alternates.
 */
export function sitemapInEveryLanguage(xml: string): string {
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
  if (!urls.length) throw new Error("languages: the sitemap has no <url>");
  const entries = urls.flatMap((body) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1];
    if (!loc) throw new Error("languages: a sitemap <url> has no <loc>");
    const route = new URL(loc).pathname;
    const rest = body.replace(/<loc>[^<]+<\/loc>/, "").trim();
    const alternates = [...LOCALES.map((l) => [l, l] as const), ["x-default", DEFAULT_LOCALE] as const]
      .map(
        ([hreflang, l]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${SITE_URL}${pathIn(route, l)}"/>`,
      )
      .join("");
    return LOCALES.map((l) => `  <url><loc>${SITE_URL}${pathIn(route, l)}</loc>${rest}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}

/** Rewrites the build's sitemap.xml (run once per build). */
export function writeSitemap(clientDir: string): number {
  const file = path.join(clientDir, "sitemap.xml");
  const xml = sitemapInEveryLanguage(readFileSync(file, "utf8"));
  writeFileSync(file, xml);
  return (xml.match(/<url>/g) ?? []).length;
}

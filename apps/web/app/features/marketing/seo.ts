import type { MetaDescriptor } from "react-router";
import { DEFAULT_BUSINESS } from "@chauffeur/contracts";
import { DEFAULT_LOCALE, type Locale } from "@chauffeur/contracts/i18n/locales";
import { localeOfPath, localizePath, textsIn } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";

/**
 * Search and sharing metadata for the prerendered marketing pages. Canonical and Open Graph URLs
 * must be absolute: they use the public site address given at build time (VITE_SITE_URL).
 */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL ?? "https://www.sarathiluxe.in").replace(/\/+$/, "");
export const OG_IMAGE = "/images/og-sarathi-luxe.jpg";

const b = DEFAULT_BUSINESS;

/** The business as a local taxi/limousine service: name, address, phone, area served, hours (its description in the page's language). */
export function businessJsonLd(locale: Locale = DEFAULT_LOCALE) {
  return {
    "@context": "https://schema.org",
    "@type": ["TaxiService", "LocalBusiness"],
    "@id": `${SITE_URL}/#business`,
    name: b.name,
    legalName: b.legalName,
    description: textsIn(locale, marketingText)("seo.businessDescription"),
    url: `${SITE_URL}/`,
    image: `${SITE_URL}${OG_IMAGE}`,
    telephone: b.phone,
    email: b.email,
    priceRange: "₹₹₹",
    foundingDate: "2025-06",
    address: {
      "@type": "PostalAddress",
      streetAddress: "Plot 12, Janpath, Saheed Nagar",
      addressLocality: "Bhubaneswar",
      addressRegion: "Odisha",
      postalCode: "751007",
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: 20.2961, longitude: 85.8245 },
    areaServed: { "@type": "State", name: "Odisha" },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
    sameAs: [b.instagram, b.twitter, b.linkedin],
  };
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** the route path, e.g. "/faq" */
  path: string;
  /** extra JSON-LD documents besides the business */
  jsonLd?: object[];
  type?: "website" | "article";
  /** the page's language: the canonical URL is its /hi or /or twin, og:locale hi_IN / or_IN */
  locale?: Locale;
}

/** title, description, canonical, Open Graph, Twitter card and JSON-LD for one page. */
export function pageMeta({
  title,
  description,
  path,
  jsonLd = [],
  type = "website",
  locale = DEFAULT_LOCALE,
}: PageMetaInput): MetaDescriptor[] {
  const url = `${SITE_URL}${localizePath(path, locale)}`;
  const fullTitle = path === "/" ? title : `${title} | ${b.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: b.name },
    { property: "og:locale", content: locale.replace("-", "_") },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${SITE_URL}${OG_IMAGE}` },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { "script:ld+json": businessJsonLd(locale) },
    ...jsonLd.map((doc) => ({ "script:ld+json": doc })),
  ];
}

type MetaPage = "home" | "about" | "privacy" | "refund" | "terms" | "faq" | "event";

/**
 * A marketing route's meta in the page's language (from its path: /hi/…, /or/…):
 * `export const meta: MetaFunction = ({ location }) => marketingMeta(location.pathname, "faq", paths.faq)`.
 */
export function marketingMeta(
  pathname: string,
  page: MetaPage,
  path: string,
  options: { type?: "website" | "article"; jsonLd?: (locale: Locale) => object[] } = {},
): MetaDescriptor[] {
  const locale = localeOfPath(pathname) ?? DEFAULT_LOCALE;
  const t = textsIn(locale, marketingText);
  return pageMeta({
    title: t(`meta.${page}.title`),
    description: t(`meta.${page}.description`),
    path,
    type: options.type,
    jsonLd: options.jsonLd?.(locale),
    locale,
  });
}

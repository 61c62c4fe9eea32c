import type { Locale } from "./locales.ts";

/**
 * The message catalogues (decision record 017): `i18n/<locale>/<namespace>.ts`, each a flat object of ICU messages
 * with the same keys in every language. Namespaces follow the screens and channels that need them, so a page loads
 * only its own; a language's file is a chunk of its own, loaded on demand (English stays in the English bundle).
 */
export const NAMESPACES = [
  "validation",
  "errors",
  "notifications",
  // the web's screens (decision record 018): shared chrome, then one namespace per screen family
  "common",
  "marketing",
  "auth",
  "account",
  "booking",
  "driver",
  "ride",
  "company",
  // a company's rides: the fare summary's 'Book for' and 'Bill to', the portal's rides and money
  "company-rides",
  // weddings and events: the client's quote page and event page
  "events",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Messages = Readonly<Record<string, string>>;
type Loader = () => Promise<{ default: Messages }>;

/** One dynamic import per language and namespace: bundlers make each its own chunk. */
export const CATALOGUE_LOADERS: Record<Locale, Record<Namespace, Loader>> = {
  "en-IN": {
    validation: () => import("./en-IN/validation.ts"),
    errors: () => import("./en-IN/errors.ts"),
    notifications: () => import("./en-IN/notifications.ts"),
    common: () => import("./en-IN/common.ts"),
    marketing: () => import("./en-IN/marketing.ts"),
    auth: () => import("./en-IN/auth.ts"),
    account: () => import("./en-IN/account.ts"),
    booking: () => import("./en-IN/booking.ts"),
    driver: () => import("./en-IN/driver.ts"),
    ride: () => import("./en-IN/ride.ts"),
    company: () => import("./en-IN/company.ts"),
    "company-rides": () => import("./en-IN/company-rides.ts"),
    events: () => import("./en-IN/events.ts"),
  },
  "hi-IN": {
    validation: () => import("./hi-IN/validation.ts"),
    errors: () => import("./hi-IN/errors.ts"),
    notifications: () => import("./hi-IN/notifications.ts"),
    common: () => import("./hi-IN/common.ts"),
    marketing: () => import("./hi-IN/marketing.ts"),
    auth: () => import("./hi-IN/auth.ts"),
    account: () => import("./hi-IN/account.ts"),
    booking: () => import("./hi-IN/booking.ts"),
    driver: () => import("./hi-IN/driver.ts"),
    ride: () => import("./hi-IN/ride.ts"),
    company: () => import("./hi-IN/company.ts"),
    "company-rides": () => import("./hi-IN/company-rides.ts"),
    events: () => import("./hi-IN/events.ts"),
  },
  "or-IN": {
    validation: () => import("./or-IN/validation.ts"),
    errors: () => import("./or-IN/errors.ts"),
    notifications: () => import("./or-IN/notifications.ts"),
    common: () => import("./or-IN/common.ts"),
    marketing: () => import("./or-IN/marketing.ts"),
    auth: () => import("./or-IN/auth.ts"),
    account: () => import("./or-IN/account.ts"),
    booking: () => import("./or-IN/booking.ts"),
    driver: () => import("./or-IN/driver.ts"),
    ride: () => import("./or-IN/ride.ts"),
    company: () => import("./or-IN/company.ts"),
    "company-rides": () => import("./or-IN/company-rides.ts"),
    events: () => import("./or-IN/events.ts"),
  },
};

export type Catalogues = Record<Locale, Record<Namespace, Messages>>;

/** Every catalogue, loaded (the server and the guard load them all at once). */
export async function loadAllCatalogues(): Promise<Catalogues> {
  const out = {} as Catalogues;
  for (const [locale, namespaces] of Object.entries(CATALOGUE_LOADERS) as Array<[Locale, Record<Namespace, Loader>]>) {
    out[locale] = {} as Record<Namespace, Messages>;
    for (const ns of Object.keys(namespaces) as Namespace[]) out[locale][ns] = (await namespaces[ns]()).default;
  }
  return out;
}

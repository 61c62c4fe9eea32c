import type { Namespace } from "@chauffeur/contracts/i18n/catalogue";
import { DEFAULT_LOCALE, type Locale } from "@chauffeur/contracts/i18n/locales";
import { addMessages, hasMessages, type CompiledMessages } from "./store";
import { loadValidationCodes } from "./validation-codes";

/** Namespaces the web shows: its own, the shared schemas' validation messages and the server's error messages. */
export const WEB_NAMESPACES = [
  "common",
  "marketing",
  "auth",
  "account",
  "booking",
  "driver",
  "ride",
  "company",
  "company-rides",
  "events",
  "validation",
  "errors",
] as const satisfies readonly Namespace[];

// Hindi and Odia, one chunk per language and namespace, compiled at build time (i18n-compile/plugin.ts). English
// messages travel with the screens that show them (`defineMessages`).
const LOADERS = import.meta.glob<CompiledMessages>("../../../../packages/contracts/src/i18n/{hi-IN,or-IN}/*.ts", {
  query: "?compiled",
  import: "default",
});

function loaderOf(locale: Locale, ns: Namespace) {
  const entry = Object.entries(LOADERS).find(([file]) => file.endsWith(`/${locale}/${ns}.ts`));
  if (!entry) throw new Error(`i18n: no catalogue ${locale}/${ns}`);
  return entry[1];
}

const loading = new Map<Locale, Promise<void>>();

/** Loads every namespace of a language once (English needs none); a failed download can be tried again. */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  let done = loading.get(locale);
  if (!done) {
    done = Promise.all([
      ...WEB_NAMESPACES.map(async (ns) => addMessages(locale, ns, await loaderOf(locale, ns)())),
      // the schemas' English messages' codes, so forms show them in this language (validation-codes.ts)
      loadValidationCodes(),
    ]).then(() => undefined);
    done.catch(() => loading.delete(locale));
    loading.set(locale, done);
  }
  return done;
}

/** Whether a language's messages are here (a page in it can render without waiting). */
export function isLocaleLoaded(locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || WEB_NAMESPACES.every((ns) => hasMessages(locale, ns));
}

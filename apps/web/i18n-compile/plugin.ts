/**
 * Catalogues compiled at build time (decision record 018). The web imports a catalogue with the `?compiled` query
 * (`…/i18n/hi-IN/booking.ts?compiled`); this plugin evaluates the catalogue module in Node (it is TypeScript that
 * imports the specification's texts from the message tables) and answers an object of ICU message ASTs instead of
 * strings. The browser then formats with intl-messageformat *without* its parser (vite.config.ts aliases the parser
 * to formatjs' `no-parser` entry), which keeps the web's i18n runtime at ~3 KB gzip instead of ~28 KB for i18next
 * and the parser. Messages are parsed as the server parses them (`ignoreTag`: `<` is literal), and the catalogue guard
 * (scripts/check-i18n.ts) has already refused any message that does not parse.
 */
import { pathToFileURL } from "node:url";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

export const COMPILED_QUERY = "?compiled";

/** A catalogue's messages as ASTs (what `?compiled` imports give). */
export function compileMessages(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => {
      if (typeof text !== "string") throw new Error(`i18n: message "${key}" is not a string`);
      return [key, parse(text, { ignoreTag: true })];
    }),
  );
}

export function compiledCataloguesPlugin(): Plugin {
  return {
    name: "chauffeur:compiled-catalogues",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!source.endsWith(COMPILED_QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -COMPILED_QUERY.length), importer, options);
      return resolved && `${resolved.id}${COMPILED_QUERY}`;
    },
    async load(id) {
      if (!id.endsWith(COMPILED_QUERY)) return null;
      const file = id.slice(0, -COMPILED_QUERY.length);
      this.addWatchFile(file);
      // tsx loads the TypeScript catalogue and what it imports; a fresh URL each time so edits are seen in dev
      const { tsImport } = await import("tsx/esm/api");
      const url = `${pathToFileURL(file).href}?v=${Date.now()}`;
      const mod = (await tsImport(url, import.meta.url)) as { default: Record<string, string> };
      return `export default ${JSON.stringify(compileMessages(mod.default))};`;
    },
  };
}

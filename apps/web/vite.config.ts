import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { chunkGraphPlugin } from "./budgets/chunk-graph.ts";
import { compiledCataloguesPlugin } from "./i18n-compile/plugin.ts";
import { catalogueGuardPlugin } from "./languages/guard.ts";
import { chunkGroups } from "./budgets/chunk-groups.ts";

// The API base address defaults to the same origin; VITE_API_BASE_URL overrides it at build time.
// In development, /api is proxied to the server (API_PROXY_TARGET, default http://127.0.0.1:4000).
export default defineConfig({
  // chunkGraphPlugin: the chunk graph the JavaScript budgets read (budgets/check.ts); catalogueGuardPlugin: the build
  // fails when a message key is missing in a language (languages/guard.ts)
  plugins: [catalogueGuardPlugin(), compiledCataloguesPlugin(), tailwindcss(), reactRouter(), chunkGraphPlugin()],
  // "~/…" is app/… (tsconfig paths): spelt out so the dev server's module runner resolves it as the build does
  resolve: {
    alias: [
      { find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) },
      // messages arrive compiled (i18n-compile/plugin.ts): intl-messageformat without its ICU parser (docs/decisions/018)
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: fileURLToPath(
          new URL("../../node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js", import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    strictPort: true,
    proxy: { "/api": { target: process.env.API_PROXY_TARGET ?? "http://127.0.0.1:4000", changeOrigin: false } },
  },
  // WEB_NO_MINIFY=1: a copy that keeps its function names, for bench/web-trace.ts's profiles (never served)
  build: { target: "es2022", cssCodeSplit: true, minify: process.env.WEB_NO_MINIFY ? false : undefined },
  // the browser's files: a few per page instead of dozens (budgets/chunk-groups.ts); the prerender's server build
  // keeps Rolldown's own splitting
  environments: {
    client: {
      build: {
        rolldownOptions: {
          preserveEntrySignatures: "allow-extension",
          output: { codeSplitting: { groups: chunkGroups() } },
        },
      },
    },
  },
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { generateSW } from "workbox-build";
import { partFiles, readRouteManifest } from "./route-manifest";
import {
  DRIVER_ICON_192,
  DRIVER_ICON_512,
  DRIVER_MANIFEST_PATH,
  DRIVER_SW_PATH,
  SHELL_HTML,
} from "../app/features/driver-app/lib/pwa";

/**
 * The chauffeur app's service worker (README "The day of the ride"), generated after the client build by Workbox's
 * generateSW (called from react-router.config.ts buildEnd). It precaches exactly what the /driver pages need — the
 * SPA shell, the entry and root code, the three driver routes and everything their code refers to, the manifest and
 * icons — and answers every navigation under /driver with the precached shell, so the app opens without a signal.
 * Hashed assets fetched later (a font subset, a lazy chunk) are kept in a small cache-first runtime cache. API answers
 * are never cached by the worker: the trip list kept for offline use is the app's own (features/driver-app/lib/trip-cache.ts).
 */
export async function generateDriverServiceWorker(clientDir: string) {
  const files = driverShellFiles(clientDir);
  const result = await generateSW({
    swDest: path.join(clientDir, DRIVER_SW_PATH.replace(/^\//, "")),
    globDirectory: clientDir,
    globPatterns: files,
    // the manifest's entries are site-absolute (the worker sits at the root, its pages under /driver)
    modifyURLPrefix: { "": "/" },
    // hashed file names need no revision
    dontCacheBustURLsMatching: /\/assets\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    navigateFallback: SHELL_HTML,
    navigateFallbackAllowlist: [/^\/driver(?:\/|$)/],
    cacheId: "driver",
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    // the notifications (web push and the live stream's notices): public/push-sw.js
    importScripts: ["/push-sw.js"],
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: /\/assets\/[^/]+\.(?:js|css|woff2)$/,
        handler: "CacheFirst",
        options: { cacheName: "driver-assets", expiration: { maxEntries: 60 } },
      },
    ],
  });
  if (result.count !== files.length)
    throw new Error(`driver worker: ${files.length} files chosen but ${result.count} precached`);
  return result;
}

/**
 * The files the /driver pages load: the shell and what it links, React Router's route manifest entries for the entry,
 * root and routes/driver/*, and (transitively) every asset their code or CSS names: lazy chunks such as the toasts,
 * the Hindi and Odia message catalogues (app/i18n/catalogues.ts names each language's chunks, so a chauffeur who chose
 * हिन्दी or ଓଡ଼ିଆ opens the app offline in that language), and the Latin, Devanagari and Odia font subsets.
 */
export function driverShellFiles(clientDir: string): string[] {
  const assetsDir = path.join(clientDir, "assets");
  const assets = new Set(readdirSync(assetsDir));
  const chosen = new Set<string>();
  const queue: string[] = [];
  const add = (name: string, scan = true) => {
    if (!assets.has(name) || chosen.has(name)) return;
    // Latin subsets, and the Devanagari and Odia ones a chauffeur reading Hindi or Odia needs offline
    if (name.endsWith(".woff2") && !/-(?:latin|devanagari|oriya)-/.test(name)) return;
    chosen.add(name);
    if (scan) queue.push(name);
  };
  const routes = routeManifestFiles(assetsDir);
  // the route manifest names every route's files: taken itself, not followed
  add(routes.manifest, false);
  for (const ref of routes.files) add(path.posix.basename(ref));
  const shell = readFileSync(path.join(clientDir, SHELL_HTML.slice(1)), "utf8");
  for (const m of shell.matchAll(/\/assets\/([\w.-]+)/g)) add(m[1]);
  while (queue.length) {
    const name = queue.shift()!;
    if (!/\.(?:js|css)$/.test(name)) continue;
    const text = readFileSync(path.join(assetsDir, name), "utf8");
    for (const m of text.matchAll(/[\w.-]+\.(?:js|css|woff2)/g)) add(m[0]);
  }
  const statics = [SHELL_HTML, DRIVER_MANIFEST_PATH, DRIVER_ICON_192, DRIVER_ICON_512, "/favicon.svg"].map((p) =>
    p.slice(1),
  );
  for (const s of statics) if (!existsSync(path.join(clientDir, s))) throw new Error(`driver worker: ${s} is missing`);
  return [...statics, ...[...chosen].sort().map((n) => `assets/${n}`)];
}

/** The files of the entry, root and driver routes in React Router's browser manifest. */
function routeManifestFiles(assetsDir: string): { manifest: string; files: string[] } {
  const { name, manifest } = readRouteManifest(assetsDir, "driver worker");
  const parts = [
    manifest.entry,
    ...Object.values(manifest.routes).filter((r) => r.id === "root" || r.id.startsWith("routes/driver/")),
  ];
  if (parts.length < 5) throw new Error("driver worker: the route manifest has no routes/driver/* routes");
  return { manifest: name, files: partFiles(parts) };
}

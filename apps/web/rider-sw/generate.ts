import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { generateSW, type ManifestTransform } from "workbox-build";
import { RIDER_SW_DENY, RIDER_SW_PATH } from "../app/features/rider-cache/lib/pwa";
import { partFiles, readRouteManifest } from "../driver-sw/route-manifest";

/** the SPA shell every non-prerendered rider page starts from (the build's fallback, docs/decisions/004) */
const SHELL_HTML = "/__spa-fallback.html";
/** route ids (React Router's manifest) whose code is never the riders' (not loaded by riders' pages) */
const NOT_RIDERS = /^routes\/(?:ops|driver|dev)\//;

/**
 * The riders' service worker (docs/decisions/016), generated after the client build by Workbox's generateSW (called
 * from react-router.config.ts buildEnd, after the pages are final and after the chauffeur app's worker).
 *
 * Precached, each with a revision: every prerendered page's HTML under its own address (`/faq`, `/auth`, …), the SPA
 * shell, and the code of the entry, the root and every rider route with everything that code names (lazy chunks,
 * CSS, the Latin font subsets). Navigations to a prerendered address get that page; any other rider navigation gets
 * the shell (the app routes it); /api, /ops, /driver and /dev are never answered. Nothing else is cached: API answers
 * pass through untouched (the rider's own data is kept by the app: features/rider-cache). A new build makes a new
 * worker (the revisions change) that waits for the old one's pages to close, so no page mixes two builds.
 */
export async function generateRiderServiceWorker(clientDir: string) {
  const files = riderShellFiles(clientDir);
  const shells = dynamicShells(prerenderedPages(clientDir));
  const result = await generateSW({
    swDest: path.join(clientDir, RIDER_SW_PATH.replace(/^\//, "")),
    globDirectory: clientDir,
    globPatterns: files,
    modifyURLPrefix: { "": "/" },
    // hashed file names need no revision
    dontCacheBustURLsMatching: /^\/assets\//,
    manifestTransforms: [prerenderedPagesAtTheirAddress],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    // the server answers a page whatever its query (?next=, ?token=): the precache does the same
    ignoreURLParametersMatching: [/.*/],
    navigateFallback: SHELL_HTML,
    // never the API, console, chauffeur app or mailbox; never a file (sitemap.xml, a missing asset)
    navigateFallbackDenylist: [...RIDER_SW_DENY, /\/[^/]+\.[a-z0-9]+$/i, ...shells.map((d) => d.pattern)],
    // a page with dynamic segments gets its prerendered `_` shell, as the server answers it (apps/server web.ts)
    runtimeCaching: shells.map((d) => ({ urlPattern: d.match, handler: d.handler })),
    cacheId: "rider",
    cleanupOutdatedCaches: true,
    // updates wait for the old pages to close (no mixed builds); the first install takes the open page at once
    skipWaiting: false,
    clientsClaim: true,
    // the notifications (web push and the live stream's notices): public/push-sw.js
    importScripts: ["/push-sw.js"],
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
  });
  if (result.count !== files.length)
    throw new Error(`rider worker: ${files.length} files chosen but ${result.count} precached`);
  return result;
}

/**
 * The prerendered shells of pages with dynamic segments (`auth/password/reset/_/index.html`): navigations matching
 * them get the precached shell. Workbox serializes these functions into the worker, so each is built from source
 * with its own pattern and address (no closure).
 */
function dynamicShells(pages: string[]) {
  return pages
    .map((p) => `/${p.slice(0, -"/index.html".length)}`)
    .filter((address) => address.split("/").includes("_"))
    .map((address) => {
      const source = `^${address
        .split("/")
        .map((seg) => (seg === "_" ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("\\/")}\\/?$`;
      const pattern = new RegExp(source);
      const match = new Function(
        "ctx",
        `return ctx.request.mode === "navigate" && new RegExp(${JSON.stringify(pattern.source)}).test(ctx.url.pathname);`,
      ) as (ctx: { request: Request; url: URL }) => boolean;
      const handler = new Function(
        "ctx",
        `return caches.match(${JSON.stringify(address)}, { ignoreSearch: true }).then((r) => r || fetch(ctx.request));`,
      ) as (ctx: { request: Request }) => Promise<Response>;
      return { pattern, match, handler };
    });
}

/** `faq/index.html` is served at `/faq`, `index.html` at `/`: the precache keeps each page under its address. */
const prerenderedPagesAtTheirAddress: ManifestTransform = (entries) => ({
  manifest: entries.map((e) =>
    e.url.endsWith("/index.html") ? { ...e, url: e.url.slice(0, -"/index.html".length) || "/" } : e,
  ),
  warnings: [],
});

/** Every prerendered page (`…/index.html`) outside the console, chauffeur app and mailbox, relative to clientDir. */
function prerenderedPages(clientDir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(clientDir, rel))) {
      const r = rel ? `${rel}/${name}` : name;
      if (RIDER_SW_DENY.some((re) => re.test(`/${r}`)) || r === "assets") continue;
      if (statSync(path.join(clientDir, r)).isDirectory()) walk(r);
      else if (name === "index.html") out.push(r);
    }
  };
  walk("");
  return out.sort();
}

/**
 * The files the rider pages load: the prerendered pages and the shell and what they link, React Router's route
 * manifest entries for the entry, root and every rider route, and (transitively) every asset their code or CSS names.
 */
export function riderShellFiles(clientDir: string): string[] {
  const assetsDir = path.join(clientDir, "assets");
  const assets = new Set(readdirSync(assetsDir));
  const chosen = new Set<string>();
  const queue: string[] = [];
  const add = (name: string, scan = true) => {
    if (!assets.has(name) || chosen.has(name)) return;
    // the Latin subsets only (latin-ext, cyrillic, … load on demand); the Google Maps kit only with a key, online
    if (name.endsWith(".woff2") && !/-latin-wght-/.test(name)) return;
    if (/^google-/.test(name)) return;
    chosen.add(name);
    if (scan) queue.push(name);
  };
  const routes = riderRouteFiles(assetsDir);
  add(routes.manifest, false);
  for (const ref of routes.files) add(path.posix.basename(ref));
  const pages = [SHELL_HTML.slice(1), ...prerenderedPages(clientDir)];
  for (const page of pages)
    for (const m of readFileSync(path.join(clientDir, page), "utf8").matchAll(/\/assets\/([\w.-]+)/g)) add(m[1]);
  while (queue.length) {
    const name = queue.shift()!;
    if (!/\.(?:js|css)$/.test(name)) continue;
    const text = readFileSync(path.join(assetsDir, name), "utf8");
    for (const m of text.matchAll(/[\w.-]+\.(?:js|css|woff2)/g)) add(m[0]);
  }
  const statics = ["favicon.svg"];
  for (const s of statics) if (!existsSync(path.join(clientDir, s))) throw new Error(`rider worker: ${s} is missing`);
  return [...new Set([...pages, ...statics, ...[...chosen].sort().map((n) => `assets/${n}`)])];
}

/** The files of the entry, root and rider routes in React Router's browser manifest. */
function riderRouteFiles(assetsDir: string): { manifest: string; files: string[] } {
  const { name, manifest } = readRouteManifest(assetsDir, "rider worker");
  const parts = [manifest.entry, ...Object.values(manifest.routes).filter((r) => !NOT_RIDERS.test(r.id))];
  if (!Object.values(manifest.routes).some((r) => r.id === "routes/account/bookings"))
    throw new Error("rider worker: the route manifest has no routes/account/bookings route");
  return { manifest: name, files: partFiles(parts) };
}

import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from "node:zlib";

import { DEFAULT_LOCALE, isLocale, LANG_COOKIE, LOCALES, LOCALE_PATH_PREFIX, type Locale } from "@chauffeur/contracts";
import {
  demoSummary,
  installationMode,
  isLoopbackDemo,
  usesEmbeddedMail,
  usesEmbeddedSms,
  type Config,
} from "../config.ts";
import { requestLocale } from "../lib/i18n.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface WebOptions {
  /** build/client of the web app */
  root: string;
}

/**
 * Serves the built web app: prerendered marketing pages as their own HTML, hashed assets with a long cache,
 * and the app shell (SPA fallback) for every other non-API path so client routes and Page Not Found work on reload.
 */
export default fp<WebOptions>(async (app, opts) => {
  const root = path.resolve(opts.root);
  const shellFile = ["__spa-fallback.html", "index.html"].map((f) => path.join(root, f)).find((f) => existsSync(f));
  const files = createFileCache(demoRibbonHtml(app.ctx.config));
  app.addHook("onReady", async () => {
    void files.warm(root).catch((e) => app.log.warn({ err: e }, "static warm-up failed"));
  });
  const send = (request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string) =>
    sendCached(request, reply, files.cached(file), cacheControl);

  app.get("/*", async (request, reply) => {
    const urlPath = request.url.split("?")[0];
    if (urlPath.startsWith("/api/")) {
      return reply.status(404).send({ success: false, message: "Not found", code: "not_found" });
    }
    // a real file (asset, favicon, robots.txt, sitemap.xml)
    const rel = urlPath.replace(/^\/+/, "");
    if (rel && !rel.endsWith("/")) {
      const file = path.join(root, rel);
      if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
        const immutable = rel.startsWith("assets/");
        // the service workers (chauffeur app, riders) are revalidated on every visit, so a new build reaches phones at once
        if (rel === "driver-sw.js" || rel === "rider-sw.js" || rel === "push-sw.js")
          return send(request, reply, file, "no-cache");
        return send(request, reply, file, immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      }
      if (path.extname(rel) && !rel.endsWith(".html")) {
        return reply.status(404).type("text/plain").send("Not found");
      }
    }
    // the language switcher's plain link (`/hi/faq?lang=hi-IN`): keeps the choice, then the clean address
    const chosen = chosenLanguage(request.url);
    if (chosen && isSitePath(urlPath)) {
      const target = twinOfShell(root, urlPath, request.headers.referer) ?? localizedPath(urlPath, chosen.locale);
      return reply
        .header("set-cookie", langCookie(chosen.locale, request.protocol === "https"))
        .header("cache-control", "no-store")
        .redirect(sameOriginPath(`${target}${chosen.rest}`), 303);
    }
    const page = htmlFor(root, urlPath);
    // an English prerendered page asked for by a visitor who reads Hindi or Odia (the `lang` cookie, else
    // Accept-Language) goes to its twin; the app negotiates the same way (apps/web i18n/locale.tsx bootLocale).
    // The answer depends on the visitor, so it is `private, no-cache` (no shared cache keeps it; the browser asks the
    // server, which negotiates again, every time) rather than `Vary: Cookie, Accept-Language`: the Cache API honours
    // Vary against a navigation's own headers, so the riders' service worker never matched a varying page it had
    // precached, and every prerendered English page failed offline (e2e/service-worker.spec.ts).
    const negotiated = Boolean(page) && isSitePath(urlPath) && !localeOfUrlPath(urlPath);
    if (negotiated) {
      const locale = await requestLocale(request, { profile: false });
      const twin = localizedPath(urlPath, locale);
      if (locale !== DEFAULT_LOCALE && htmlFor(root, twin)) {
        const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
        return reply.header("cache-control", NEGOTIATED_CACHE).redirect(sameOriginPath(`${twin}${query}`), 302);
      }
    }
    const html = page ?? shellFile;
    if (!html) return reply.status(503).type("text/plain").send("The web app is not built yet: run npm run build.");
    return send(request, reply, html, negotiated ? NEGOTIATED_CACHE : "no-cache");
  });
});

/**
 * A redirect's target kept on this installation's origin (docs/security.md "Redirects"): a browser reads `//host`,
 * `/\host` (and either with tabs or line breaks inside, which it drops) as another site, so backslashes become
 * slashes, control characters and whitespace go, and the leading slashes collapse to one.
 */
export function sameOriginPath(target: string): string {
  const cleaned = target.replace(/[\u0000-\u001f\u007f\s]/g, "").replace(/\\/g, "/");
  return `/${cleaned.replace(/^\/+/, "")}`;
}

/** Cache-Control of an English page (or its redirect) chosen by the visitor's language: kept by no shared cache. */
const NEGOTIATED_CACHE = "private, no-cache";

/** Paths of the riders' site (every one has Hindi and Odia twins); never the console, chauffeur app or mailbox. */
const isSitePath = (urlPath: string) => !/^\/(?:api|ops|driver|dev|assets)(?:\/|$)/.test(urlPath);

/** The language of a `/hi/…` or `/or/…` path, or undefined for English paths. */
export function localeOfUrlPath(urlPath: string): Locale | undefined {
  return LOCALES.find((l) => {
    const prefix = LOCALE_PATH_PREFIX[l];
    return prefix && (urlPath === prefix || urlPath.startsWith(`${prefix}/`));
  });
}

/** A site path in a language ("/faq" → "/hi/faq", "/hi/faq" → "/faq" for English), as apps/web localizePath. */
export function localizedPath(urlPath: string, locale: Locale): string {
  const from = localeOfUrlPath(urlPath);
  const bare = from ? urlPath.slice(LOCALE_PATH_PREFIX[from].length) || "/" : urlPath;
  const prefix = LOCALE_PATH_PREFIX[locale];
  return prefix ? (bare === "/" ? prefix : `${prefix}${bare}`) : bare;
}

/** `?lang=hi-IN` (the language switcher's link): the language and the rest of the query, or undefined. */
export function chosenLanguage(url: string): { locale: Locale; rest: string } | undefined {
  const at = url.indexOf("?");
  if (at < 0) return undefined;
  const params = new URLSearchParams(url.slice(at + 1));
  const locale = params.get("lang");
  if (!isLocale(locale)) return undefined;
  params.delete("lang");
  const rest = params.toString();
  return { locale, rest: rest ? `?${rest}` : "" };
}

/**
 * A page prerendered as a shell (`/auth/password/reset/_`) links its language switcher to the shell's own placeholder
 * address until it has hydrated; the address the visitor was on (Referer, same shell) is the one meant.
 */
function twinOfShell(root: string, urlPath: string, referer: string | undefined): string | undefined {
  if (!urlPath.split("/").includes(SHELL_SEGMENT) || !referer) return undefined;
  let from: string;
  try {
    from = new URL(referer).pathname;
  } catch {
    return undefined;
  }
  const shellOf = (p: string) => {
    const f = htmlFor(root, localizedPath(p, DEFAULT_LOCALE));
    return f && path.relative(root, f);
  };
  const target = localizedPath(from, localeOfUrlPath(urlPath) ?? DEFAULT_LOCALE);
  return shellOf(from) && shellOf(from) === shellOf(urlPath) ? target : undefined;
}

/** The `lang` cookie as apps/web rememberLocale writes it: a year, the whole site, readable by the page. */
const langCookie = (locale: Locale, secure: boolean) =>
  `${LANG_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;

/**
 * Built files, each read once and kept with its brotli and gzip forms (the build never changes while we run).
 * A miss compresses quickly (brotli 5); `warm` replaces entries with the best compression in the background.
 */
function createFileCache(ribbon: string | undefined) {
  const cache = new Map<string, CachedFile>();
  function cached(file: string): CachedFile {
    let c = cache.get(file);
    if (!c) {
      const type = MIME[path.extname(file)] ?? "application/octet-stream";
      const raw =
        ribbon && type.startsWith("text/html") ? withDemoRibbon(readFileSync(file), ribbon) : readFileSync(file);
      const compressible = COMPRESSIBLE.test(type) && raw.length > 1024;
      c = {
        raw,
        type,
        etag: `"${createHash("sha1").update(raw).digest("base64url").slice(0, 20)}"`,
        br: compressible ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : undefined,
        gzip: compressible ? gzipSync(raw, { level: 6 }) : undefined,
      };
      cache.set(file, c);
    }
    return c;
  }
  async function warm(dir: string): Promise<void> {
    for (const name of readdirSafe(dir)) {
      const file = path.join(dir, name);
      const st = statSync(file);
      if (st.isDirectory()) await warm(file);
      else {
        const c = cached(file);
        if (!c.br) continue;
        const [br, gz] = await Promise.all([
          brotliAsync(c.raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipAsync(c.raw, { level: 9 }),
        ]);
        cache.set(file, { ...c, br, gzip: gz });
      }
    }
  }
  return { cached, warm };
}

function sendCached(request: FastifyRequest, reply: FastifyReply, c: CachedFile, cacheControl: string) {
  reply.header("cache-control", cacheControl).header("etag", c.etag).type(c.type);
  if (c.br || c.gzip) {
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
  }
  if (request.headers["if-none-match"] === c.etag) return reply.status(304).send();
  const accept = String(request.headers["accept-encoding"] ?? "");
  if (c.br && /\bbr\b/.test(accept)) return reply.header("content-encoding", "br").send(c.br);
  if (c.gzip && /\bgzip\b/.test(accept)) return reply.header("content-encoding", "gzip").send(c.gzip);
  return reply.send(c.raw);
}

/**
 * A prerendered page for the path (its index.html under the build folder), never a path outside it. A page with
 * dynamic segments is prerendered once as a shell with `_` for each (apps/web/public-pages.ts): `/auth/otp-verify/a/b`
 * is served `auth/otp-verify/_/_/index.html` when no page of its own exists (the first segment is never replaced).
 */
export function htmlFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const clean = path.posix.normalize(decoded).replace(/\/+$/, "");
  const page = (p: string) => {
    const candidate = path.join(root, p, "index.html");
    return candidate.startsWith(root + path.sep) && existsSync(candidate) ? candidate : undefined;
  };
  const exact = page(clean);
  if (exact) return exact;
  const segments = clean.split("/").filter(Boolean);
  for (let k = 1; k < segments.length; k++) {
    const shell = page(["", ...segments.slice(0, segments.length - k), ...Array(k).fill(SHELL_SEGMENT)].join("/"));
    if (shell) return shell;
  }
  return undefined;
}

/** The placeholder a prerendered shell page has for each dynamic segment (apps/web/public-pages.ts). */
const SHELL_SEGMENT = "_";

/**
 * The Demo ribbon (docs/security.md §1), or undefined in production mode. Styled by the web app's `.demo-ribbon` class
 * (app/styles/app.css): no inline style or script, so the content security policy stays as it is.
 */
export function demoRibbonHtml(config: Config): string | undefined {
  const { mode, embedded } = installationMode(config);
  if (mode !== "demo") return undefined;
  const rest = demoSummary(embedded).replace(/^Demo\s*/, "");
  const text = rest.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  // an element React never renders directly in <body>: hydration skips over a tag it does not expect there, but
  // would try to hydrate its own first <div> into a <div> found first (and then re-render <body> without the ribbon)
  // on a loopback demo the codes and links the outbox keeps are read at /dev/outbox, open to this machine
  // (modules/dev; elsewhere that mailbox is the operators' and the ribbon does not point at it)
  const inbox =
    isLoopbackDemo(config) && usesEmbeddedMail(config) && usesEmbeddedSms(config)
      ? ` <a href="/dev/outbox" data-demo-inbox>Demo inbox</a>`
      : "";
  return `<aside class="demo-ribbon" role="note" aria-labelledby="demo-ribbon-label" data-demo-ribbon><strong id="demo-ribbon-label">Demo</strong> <span>${text}${inbox}</span></aside>`;
}

/**
 * Puts the ribbon right after <body…> of a served HTML document, so prerendered pages show it before any script.
 * React 19 skips elements of a tag it does not expect in <body> while hydrating, and never removes them afterwards.
 */
export function withDemoRibbon(html: Buffer, ribbon: string): Buffer {
  const s = html.toString("utf8");
  const m = /<body[^>]*>/i.exec(s);
  if (!m) return html;
  const at = m.index + m[0].length;
  return Buffer.from(s.slice(0, at) + ribbon + s.slice(at), "utf8");
}

interface CachedFile {
  raw: Buffer;
  type: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".pdf": "application/pdf",
};

/** The inline scripts of every built HTML file, hashed for the content security policy. */
export function inlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  if (!existsSync(root)) return [];
  const walk = (dir: string) => {
    for (const name of readdirSafe(dir)) {
      const p = path.join(dir, name);
      const st = statSync(p);
      if (st.isDirectory() && name !== "assets") walk(p);
      else if (name.endsWith(".html")) {
        const html = readFileSync(p, "utf8");
        for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
          if (m[1].trim() === "" || /type="application\/(ld\+)?json"/.test(m[0])) continue;
          hashes.add(`'sha256-${createHashB64(m[1])}'`);
        }
      }
    }
  };
  walk(root);
  return [...hashes];
}

const createHashB64 = (s: string) => createHash("sha256").update(s).digest("base64");
const readdirSafe = (d: string) => {
  try {
    return readdirSync(d);
  } catch {
    return [];
  }
};

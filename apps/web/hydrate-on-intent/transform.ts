/**
 * Post-build step for the prerendered marketing pages (docs/decisions/004), run by react-router.config.ts' buildEnd:
 * each page keeps its complete HTML and styles, loses its `<link rel="modulepreload">` tags, and its React Router boot
 * module becomes an inert script that the inlined loader (loader.ts) starts on the visitor's first sign of intent.
 * The app shell (__spa-fallback.html) and every other route are untouched.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { minifySync } from "vite";
import { hydrateOnIntent } from "./loader";

/** The type that keeps the boot module from running; the loader looks for it. */
export const INERT_TYPE = "text/x-hydrate-on-intent";

/** The loader as it is inlined: an immediately invoked, minified copy of hydrateOnIntent. */
export function loaderScript(): string {
  const source = `(${hydrateOnIntent.toString()})();`;
  const { code, errors } = minifySync("hydrate-on-intent.js", source);
  if (errors.length)
    throw new Error(`hydrate-on-intent: the loader does not minify: ${errors.map((e) => e.message).join("; ")}`);
  if (code.includes("</")) throw new Error("hydrate-on-intent: the loader must not contain '</'");
  return code.trim();
}

/**
 * One prerendered page, rewritten. Throws when the page does not have the shape React Router 7 prerenders
 * (exactly one inline boot module, at least one modulepreload), so a framework upgrade cannot silently undo this.
 */
export function deferHydration(html: string, loader: string): string {
  if (html.includes(INERT_TYPE)) throw new Error("hydrate-on-intent: page already rewritten");
  const preloads: string[] = [];
  let out = html.replace(/<link rel="modulepreload" href="([^"]+)"\/>/g, (_m, href: string) => {
    preloads.push(href);
    return "";
  });
  const boot = /<script type="module" async="">([\s\S]*?)<\/script>/g;
  const boots = [...out.matchAll(boot)];
  if (boots.length !== 1 || !/\bimport\(/.test(boots[0][1]))
    throw new Error(`hydrate-on-intent: expected one boot module script, found ${boots.length}`);
  if (preloads.length === 0) throw new Error("hydrate-on-intent: no modulepreload links found");
  out = out.replace(
    boot,
    (_m, body: string) => `<script type="${INERT_TYPE}" data-modulepreload="${preloads.join(" ")}">${body}</script>`,
  );
  const charset = '<meta charSet="utf-8"/>';
  if (!out.includes(charset)) throw new Error("hydrate-on-intent: <meta charSet> not found in <head>");
  // first in <head>: its listeners are in place before anything can be clicked
  return out.replace(charset, `${charset}<script>${loader}</script>`);
}

/** Rewrites `<route>/index.html` of each prerendered route in the client build folder. */
export function deferHydrationOfPrerenderedPages(clientDir: string, routes: string[]): string[] {
  const loader = loaderScript();
  const done: string[] = [];
  for (const route of routes) {
    const file = path.join(clientDir, route, "index.html");
    if (!existsSync(file)) throw new Error(`hydrate-on-intent: ${file} was not prerendered`);
    writeFileSync(file, deferHydration(readFileSync(file, "utf8"), loader));
    done.push(path.relative(clientDir, file));
  }
  return done;
}

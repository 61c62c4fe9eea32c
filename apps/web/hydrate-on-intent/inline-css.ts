/**
 * Post-build step for the prerendered pages (docs/decisions/019): the app's stylesheet is inlined into each page's
 * `<head>`, so the first paint waits for no second request. On the slow-4G phone of issue 16 that request started only
 * once the parser reached it and arrived ~250 ms later (150 ms round trip, ~14 KB gzip at 1.6 Mbps), blocking the paint.
 *
 * The `<link rel="stylesheet">` React Router rendered stays, marked `disabled`: a disabled stylesheet link is never
 * fetched, and React 19 adopts it when it hydrates (it matches hoistable links by rel and href), so hydration neither
 * reports a mismatch nor inserts a second link that would download the file again. Client-side navigations keep using
 * that element. The app shell (__spa-fallback.html) and every page not prerendered keep the external, cached file.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** React Router's stylesheet link; the href may carry a suffix (`#`, `?…`) that names no other file */
const STYLESHEET = /<link rel="stylesheet" href="((\/assets\/[^"#?]+\.css)(?:[#?][^"]*)?)"\/>/g;

/**
 * One page, its stylesheet inlined. Throws when the page does not have the shape expected (exactly one stylesheet link
 * in `<head>`), when it was rewritten already, or when the CSS could end its `<style>` element early.
 */
export function inlineStylesheet(html: string, readCss: (href: string) => string): string {
  const head = html.slice(0, html.indexOf("</head>"));
  if (/<style data-inlined=/.test(head)) throw new Error("inline-css: page already rewritten");
  const links = [...head.matchAll(STYLESHEET)];
  if (links.length !== 1) throw new Error(`inline-css: expected one stylesheet link in <head>, found ${links.length}`);
  const [link, href, file] = links[0];
  const css = readCss(file).trim();
  if (/<\/style/i.test(css)) throw new Error(`inline-css: ${file} contains '</style'`);
  if (/url\((?!["']?(?:\/|data:))/.test(css))
    throw new Error(`inline-css: ${file} has a relative url(), which would resolve against the page, not the file`);
  // Vite's preload helper, asked for the same file as a CSS dependency of a lazy chunk, looks for a stylesheet link
  // with the file's own address and inserts one (a download) when none has it: a suffixed href gets a twin for it
  const forPreloads = href === file ? "" : `<link rel="stylesheet" href="${file}" disabled=""/>`;
  return html.replace(
    link,
    `<style data-inlined="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>${forPreloads}`,
  );
}

/** Inlines the stylesheet of `<route>/index.html` for each prerendered route in the client build folder. */
export function inlineStylesheetsOfPrerenderedPages(
  clientDir: string,
  routes: string[],
): { pages: number; css: string[] } {
  const cache = new Map<string, string>();
  const readCss = (href: string) => {
    let css = cache.get(href);
    if (css === undefined) {
      css = readFileSync(path.join(clientDir, href), "utf8");
      cache.set(href, css);
    }
    return css;
  };
  for (const route of routes) {
    const file = path.join(clientDir, route, "index.html");
    if (!existsSync(file)) throw new Error(`inline-css: ${file} was not prerendered`);
    writeFileSync(file, inlineStylesheet(readFileSync(file, "utf8"), readCss));
  }
  return { pages: routes.length, css: [...cache.keys()] };
}

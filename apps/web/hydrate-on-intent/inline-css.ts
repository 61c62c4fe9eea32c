/**
 * Post-build step for the prerendered pages (docs/decisions/019): each page carries inline, in its `<head>`, the rules
 * of the app's stylesheet that its own HTML uses (its critical CSS), so the first paint waits for no second request.
 * On the slow-4G phone of decision record 015 that request started only once the parser reached it and arrived ~250 ms later
 * (150 ms round trip, ~14 KB gzip at 1.6 Mbps), blocking the paint; the whole sheet inline (86 KB raw, 15 KB gzip)
 * made every page's HTML 15 KB heavier and its parse longer, where the page's own rules are 23–27 KB raw, ~6 KB gzip.
 *
 * The rules are chosen by `beasties` against the page's HTML (a rule stays when its selector, less pseudo-classes,
 * matches an element of the page), with the states set before hydration kept whatever the page holds
 * (`ALWAYS_KEPT`): the signed-in hint's class, the pressed and pending marks of a tap before hydration, the Demo
 * ribbon the server adds, an open `<details>`, ARIA states. The layer order is the sheet's own.
 *
 * The rest follows after load: the `<link rel="stylesheet">` React Router rendered stays, `disabled` (a disabled
 * stylesheet link is never fetched), and a small script right after it enables it once the page has loaded or at the
 * visitor's first sign of intent (`enableAfterLoadOrIntent`): the whole sheet then loads without blocking anything
 * and applies the same rules again, in the sheet's order, so nothing moves. React 19 adopts that link when it hydrates
 * (it matches hoistable links by rel and href), so hydration neither reports a mismatch nor inserts a second link;
 * client-side navigations keep using it.
 * The app shell (__spa-fallback.html) and every page not prerendered keep the external, cached file.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Beasties from "beasties";

/** React Router's stylesheet link; the href may carry a suffix (`#`, `?…`) that names no other file */
const STYLESHEET = /<link rel="stylesheet" href="((\/assets\/[^"#?]+\.css)(?:[#?][^"]*)?)"\/>/g;

/**
 * Selectors kept in every page's critical CSS whatever its HTML holds: states set on the page before hydration or by
 * the server when it serves it (`html.signed-in` by root.tsx's head script, the hydration loader's marks, the Demo
 * ribbon), states a visitor can give the static page before the whole sheet has arrived (an open `<details>`), and
 * selectors the matcher cannot judge.
 */
export const ALWAYS_KEPT: RegExp[] = [
  /signed-in/,
  /data-hydration-/,
  /demo-ribbon/,
  /\[open\]|:open\b/,
  /aria-/,
  // and every rule with a functional pseudo-class (about 40: Tailwind's space-y and divide-y, :has() states, the Hindi
  // and Odia pages' html:lang(hi) faces): beasties strips the pseudo-classes inside them before matching, which leaves
  // `:where(.space-y-2>:not())` and so no match, and its matcher does not know :lang()
  /:(?:where|is|not|has|lang)\(/,
  // and the rules for a pseudo-element alone (the preflight's ::-webkit-datetime-edit, ::file-selector-button…):
  // nothing is left to match once it is stripped
  /^::/,
];

/** The rules of `css` that `html` uses (with `ALWAYS_KEPT`), in the sheet's order and layers, fonts included. */
export async function criticalCss(html: string, css: string): Promise<string> {
  class FromMemory extends Beasties {
    override getCssAsset() {
      return css;
    }
  }
  const beasties = new FromMemory({
    path: "/",
    // the page keeps its link (disabled, enabled after load or intent): nothing of the sheet is rewritten
    pruneSource: false,
    preload: undefined,
    inlineFonts: false, // all of them, below
    preloadFonts: false,
    keyframes: "all", // three; the animations name theirs through custom properties (--animate-spin…)
    allowRules: ALWAYS_KEPT,
    reduceInlineStyles: false,
    compress: false,
    logLevel: "warn",
  });
  // one stylesheet link and no <style> of its own: the only <style> of the answer is the critical CSS
  const withoutStyles = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "");
  const out = await beasties.process(withoutStyles);
  const styles = [...out.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)];
  if (styles.length !== 1) throw new Error(`inline-css: expected one critical <style>, found ${styles.length}`);
  const critical = styles[0][1].trim();
  // every @font-face of the sheet: the stacks name their faces through custom properties (--font-sans…), which the
  // selector matching cannot follow, and the metric-matched fallback faces must be there at the first paint
  const faces = (css.match(/@font-face\{[^}]*\}/g) ?? []).filter((face) => !critical.includes(face));
  return critical + faces.join("");
}

/** the visitor's first signs of intent that also start hydration (hydrate-on-intent/loader.ts), less pointer moves */
const INTENT_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"];

/**
 * The script after the disabled link: it enables the link once the page has loaded (its images, the LCP among them, no
 * longer share the link with it) or at the visitor's first sign of intent, whichever comes first. Hydration starts at
 * idle after load or on that intent (decision records 004, 015), so the whole sheet is on its way before React renders
 * anything the page's HTML did not hold (a dialog, a toast), and arrives well before the app's code, ten times its size.
 */
export const enableAfterLoadOrIntent = (href: string) =>
  `(function(w,d,h,E){var o={capture:true,passive:true},n=0;function on(){if(n++)return;E.forEach(function(e){w.removeEventListener(e,on,o)});` +
  `var a=d.querySelectorAll('link[rel="stylesheet"][disabled]');for(var i=0;i<a.length;i++)if(a[i].getAttribute("href")===h){a[i].disabled=false;return}}` +
  `E.forEach(function(e){w.addEventListener(e,on,o)});w.addEventListener("load",function(){setTimeout(on)})})(window,document,${JSON.stringify(href)},${JSON.stringify(INTENT_EVENTS)})`;

/**
 * One page, its critical CSS inline. Throws when the page does not have the shape expected (exactly one stylesheet link
 * in `<head>`), when it was rewritten already, or when the CSS could end its `<style>` element early.
 */
export async function inlineStylesheet(html: string, readCss: (href: string) => string): Promise<string> {
  const head = html.slice(0, html.indexOf("</head>"));
  if (/<style data-inlined=/.test(head)) throw new Error("inline-css: page already rewritten");
  const links = [...head.matchAll(STYLESHEET)];
  if (links.length !== 1) throw new Error(`inline-css: expected one stylesheet link in <head>, found ${links.length}`);
  const [link, href, file] = links[0];
  const css = readCss(file).trim();
  if (/<\/style/i.test(css)) throw new Error(`inline-css: ${file} contains '</style'`);
  if (/url\((?!["']?(?:\/|data:))/.test(css))
    throw new Error(`inline-css: ${file} has a relative url(), which would resolve against the page, not the file`);
  const critical = await criticalCss(html, css);
  // Vite's preload helper, asked for the same file as a CSS dependency of a lazy chunk, looks for a stylesheet link
  // with the file's own address and inserts one (a download) when none has it: a suffixed href gets a twin for it
  const forPreloads = href === file ? "" : `<link rel="stylesheet" href="${file}" disabled=""/>`;
  return html.replace(
    link,
    `<style data-inlined="${href}">${critical}</style><link rel="stylesheet" href="${href}" disabled=""/>${forPreloads}` +
      `<script>${enableAfterLoadOrIntent(href)}</script>`,
  );
}

/** Inlines the critical CSS of `<route>/index.html` for each prerendered route in the client build folder. */
export async function inlineStylesheetsOfPrerenderedPages(
  clientDir: string,
  routes: string[],
): Promise<{ pages: number; css: string[] }> {
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
    writeFileSync(file, await inlineStylesheet(readFileSync(file, "utf8"), readCss));
  }
  return { pages: routes.length, css: [...cache.keys()] };
}

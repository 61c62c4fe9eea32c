import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EARLY_REQUESTS_BY_PAGE, EARLY_REQUESTS_GLOBAL } from "../app/lib/early-requests";
import { readBuild, routeScripts, scriptsOfHtml } from "../budgets/check";

/**
 * The shell's first script (issue 16, docs/decisions/016): on a signed-in rider's visit (the session's hint cookie) to
 * an address of `EARLY_REQUESTS_BY_PAGE` it starts `/me` and the page's first API request (My Bookings' first page)
 * before the app's code has arrived; the app takes those responses in flight (`app/lib/early-requests.ts`). It also
 * names that page's route modules as module preloads: the shell is the same for every address, so otherwise React
 * Router asks for them only once its entry has run (one more round trip after ~140 KB). It sits right after
 * `<meta charset>`, before any stylesheet (an inline script after a stylesheet would wait for it). Allowed by its hash
 * like every inline script of the build (docs/decisions/003). Not added when the API lives at another address
 * (VITE_API_BASE_URL).
 */
export function earlyRequestsScript(preloads: Record<string, string[]>) {
  return `(function(w,d){try{if(!w.fetch||!/(?:^|;\\s*)signed_in=/.test(d.cookie))return;
var m=${JSON.stringify(EARLY_REQUESTS_BY_PAGE)},l=${JSON.stringify(preloads)},p=location.pathname.replace(/\\/+$/,""),q=w[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]={t:Date.now(),r:{}};
(m[p]||[]).forEach(function(u){var f=fetch(u,{credentials:"include"});f.catch(function(){});q.r[u]=f});
(l[p]||[]).forEach(function(h){var e=d.createElement("link");e.rel="modulepreload";e.href=h;d.head.appendChild(e)})}catch(e){}})(window,document)`;
}

/** The route modules (with their imports) each early-request address loads that the shell does not preload already. */
export function routePreloads(clientDir: string, shellHtml: string): Record<string, string[]> {
  const { manifest } = readBuild(clientDir);
  const inShell = new Set(scriptsOfHtml(shellHtml));
  const out: Record<string, string[]> = {};
  for (const page of Object.keys(EARLY_REQUESTS_BY_PAGE))
    out[page] = [...new Set(routeScripts(manifest, page))].filter((f) => !inShell.has(f));
  return out;
}

/** Puts the script into the shell's <head>, after `<meta charset>` (once; the build writes a fresh shell each time). */
export function addEarlyRequestsScript(clientDir: string, shell = "__spa-fallback.html") {
  if ((process.env.VITE_API_BASE_URL ?? "") !== "") return false;
  const file = path.join(clientDir, shell);
  const html = readFileSync(file, "utf8");
  if (html.includes(`w[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]=`)) return true;
  const script = earlyRequestsScript(routePreloads(clientDir, html));
  const m = /<meta charset="?[^">]*"?\s*\/?>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!m) throw new Error(`early requests: no <head> in ${shell}`);
  const at = m.index + m[0].length;
  writeFileSync(file, `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`);
  return true;
}

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EARLY_REQUESTS_BY_PAGE, EARLY_REQUESTS_GLOBAL } from "../app/lib/early-requests";

/**
 * The shell's first script (issue 16, docs/decisions/016): on a signed-in rider's visit (the session's hint cookie) to
 * an address of `EARLY_REQUESTS_BY_PAGE` it starts `/me` and the page's first API request (My Bookings' first page)
 * before the app's code has arrived; the app takes those responses in flight (`app/lib/early-requests.ts`). It sits right after `<meta charset>`, before any
 * stylesheet (an inline script after a stylesheet would wait for it). Allowed by its hash like every inline script of
 * the build (docs/decisions/003). Not added when the API lives at another address (VITE_API_BASE_URL).
 */
export const EARLY_REQUESTS_SCRIPT = `(function(w,d){try{if(!w.fetch||!/(?:^|;\\s*)signed_in=/.test(d.cookie))return;
var m=${JSON.stringify(EARLY_REQUESTS_BY_PAGE)},p=location.pathname.replace(/\\/+$/,""),q=w[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]={t:Date.now(),r:{}};
(m[p]||[]).forEach(function(u){var f=fetch(u,{credentials:"include"});f.catch(function(){});q.r[u]=f})}catch(e){}})(window,document)`;

/** Puts the script into the shell's <head>, after `<meta charset>` (once; the build writes a fresh shell each time). */
export function addEarlyRequestsScript(clientDir: string, shell = "__spa-fallback.html") {
  if ((process.env.VITE_API_BASE_URL ?? "") !== "") return false;
  const file = path.join(clientDir, shell);
  const html = readFileSync(file, "utf8");
  if (html.includes(EARLY_REQUESTS_SCRIPT)) return true;
  const m = /<meta charset="?[^">]*"?\s*\/?>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!m) throw new Error(`early requests: no <head> in ${shell}`);
  const at = m.index + m[0].length;
  writeFileSync(file, `${html.slice(0, at)}<script>${EARLY_REQUESTS_SCRIPT}</script>${html.slice(at)}`);
  return true;
}

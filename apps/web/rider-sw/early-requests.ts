import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { apiPaths } from "@chauffeur/contracts";
import { EARLY_REQUESTS_BY_PAGE, EARLY_REQUESTS_GLOBAL, FIRST_BOOKINGS_PAGE } from "../app/lib/early-requests";
import { RIDER_CACHE_KEY } from "../app/features/rider-cache/lib/store";
import { REACT_PAGE_GLOBAL, SNAPSHOT_TAG, SNAPSHOT_WAIT_ATTR } from "../app/features/rider-cache/lib/snapshot";
import { readBuild, routeScripts, scriptsOfHtml } from "../budgets/check";
import { bookingsPainter } from "./bookings-painter";

/**
 * The shell's first script (docs/decisions/016): on a signed-in rider's visit (the session's hint cookie) to
 * an address of `EARLY_REQUESTS_BY_PAGE` it starts `/me` and the page's first API request (My Bookings' first page)
 * before the app's code has arrived; the app takes those responses in flight (`app/lib/early-requests.ts`).
 * - My Bookings is painted from the list's answer as soon as it arrives (`bookings-painter.ts`, DOM APIs and
 *   `textContent` only), into an inert `<rider-snapshot>` that stays until React's list is there — unless React's
 *   page is already committed or another snapshot (the rider's kept page) is on screen.
 * - `/me`'s answer checks the kept page: a 401, or a rider other than the one the kept entry belongs to, removes the
 *   painted kept page and the entry as soon as `/me` answers, before the app's code runs (a second rider's session
 *   put in place without a logout); the list's own answer is then painted instead.
 * - It adds the shell's module preloads (moved out of the HTML by the build step, see `addEarlyRequestsScript`) and
 *   that page's route modules (the shell is the same for every address, so otherwise React Router asks for them only
 *   once its entry has run) only after it has sent its API requests: over HTTP/1.1's six connections per host the
 *   ~55 modules the preload scanner and this script queued first held `/me` and the list back by about a second on
 *   the slow-4G phone. With nothing cached they follow at once (the link would idle during the server's time); with
 *   the riders' worker in control (a repeat visit: no bytes to wait for, but compiling modules keeps the main thread
 *   from painting the kept page) they wait for the early answers, at most `PRELOAD_AFTER_MS`.
 * It sits right after `<meta charset>`, before any stylesheet (an inline script after a stylesheet would wait for it).
 * Allowed by its hash like every inline script of the build (docs/decisions/003). Not added when the API lives at
 * another address (VITE_API_BASE_URL).
 */
export function earlyRequestsScript(preloads: Record<string, string[]>) {
  const g = JSON.stringify(EARLY_REQUESTS_GLOBAL);
  const tag = JSON.stringify(SNAPSHOT_TAG);
  return `(function(w,d){var s=(d.currentScript.getAttribute("data-modulepreload")||"").split(" "),o=0,p=location.pathname.replace(/\\/+$/,""),l=${JSON.stringify(preloads)};
function pre(){if(o++)return;s.concat(l[p]||[]).forEach(function(h){if(!h)return;var e=d.createElement("link");e.rel="modulepreload";e.href=h;d.head.appendChild(e)})}
try{var m=${JSON.stringify(EARLY_REQUESTS_BY_PAGE)},u=m[p]||[],n=u.length,v=navigator.serviceWorker;if(!w.fetch||!n||!/(?:^|;\\s*)signed_in=/.test(d.cookie))return pre();
var q=w[${g}]={t:Date.now(),r:{}},P=${bookingsPainter()};
function done(){if(!--n)pre()}
function kept(){var a=d.querySelectorAll(${tag});for(var i=0;i<a.length;i++)if(!a[i].hasAttribute(${JSON.stringify(SNAPSHOT_WAIT_ATTR)}))a[i].remove();try{localStorage.removeItem(${JSON.stringify(RIDER_CACHE_KEY)})}catch(e){}}
function show(){if(!q.b||w[${JSON.stringify(REACT_PAGE_GLOBAL)}])return;if(!d.body)return d.addEventListener("DOMContentLoaded",show);if(d.querySelector(${tag}))return;
var e=P(d,q.b,p),s=d.body.firstElementChild;s&&s.tagName==="SCRIPT"?s.after(e):d.body.prepend(e)}
function who(r){if(r.status===401)return kept();if(!r.ok)return;r.clone().json().then(function(j){var c=JSON.parse(localStorage.getItem(${JSON.stringify(RIDER_CACHE_KEY)})||"null");
if(c&&j&&j.user&&c.userId!==j.user._id)kept();show()}).catch(function(){})}
function list(r){if(!r.ok)return;r.clone().json().then(function(j){if(j&&j.success&&j.data){q.b=j.data;show()}}).catch(function(){})}
u.forEach(function(a){var f=fetch(a,{credentials:"include",priority:"high"});f.catch(function(){});q.r[a]=f;
f.then(a===${JSON.stringify(apiPaths.me)}?who:a===${JSON.stringify(PAINTED_PAGES[0][1])}&&p===${JSON.stringify(PAINTED_PAGES[0][0])}?list:null).catch(function(){});f.then(done,done)});
setTimeout(pre,v&&v.controller?${PRELOAD_AFTER_MS}:0)}catch(e){pre()}})(window,document)`;
}

/** My Bookings' address and the early request its list is painted from. */
const PAINTED_PAGES: [string, string][] = [["/user/bookings", FIRST_BOOKINGS_PAGE]];
/** With the riders' worker in control, the module preloads wait for the early answers at most this long. */
const PRELOAD_AFTER_MS = 1500;

/** The route modules (with their imports) each early-request address loads that the shell does not preload already. */
export function routePreloads(clientDir: string, shellHtml: string): Record<string, string[]> {
  const { manifest } = readBuild(clientDir);
  const inShell = new Set(scriptsOfHtml(shellHtml));
  const out: Record<string, string[]> = {};
  for (const page of Object.keys(EARLY_REQUESTS_BY_PAGE))
    out[page] = [...new Set(routeScripts(manifest, page))].filter((f) => !inShell.has(f));
  return out;
}

/**
 * Puts the script into the shell's <head>, after `<meta charset>` (once; the build writes a fresh shell each time), and
 * moves the shell's own `<link rel="modulepreload">` tags into its `data-modulepreload` attribute: the browser's
 * preload scanner would queue them before the script's API requests; the script adds them back at once on any other
 * visit, and after the early answers on a signed-in rider's early-request page. (`budgets/check.ts` reads the
 * attribute like the inert boot's.)
 */
export function addEarlyRequestsScript(clientDir: string, shell = "__spa-fallback.html") {
  if ((process.env.VITE_API_BASE_URL ?? "") !== "") return false;
  const file = path.join(clientDir, shell);
  let html = readFileSync(file, "utf8");
  if (html.includes(`w[${JSON.stringify(EARLY_REQUESTS_GLOBAL)}]=`)) return true;
  const script = earlyRequestsScript(routePreloads(clientDir, html));
  const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/?>/g)];
  for (const l of links) html = html.replace(l[0], "");
  const m = /<meta charset="?[^">]*"?\s*\/?>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!m) throw new Error(`early requests: no <head> in ${shell}`);
  const at = m.index + m[0].length;
  const attr = links.map((l) => l[1]).join(" ");
  writeFileSync(file, `${html.slice(0, at)}<script data-modulepreload="${attr}">${script}</script>${html.slice(at)}`);
  return true;
}

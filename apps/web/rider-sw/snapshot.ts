import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { RIDER_CACHE_KEY, RIDER_CACHE_MAX_AGE_MS } from "../app/features/rider-cache/lib/store";
import { SNAPSHOT_TAG } from "../app/features/rider-cache/lib/snapshot";

/**
 * The shell's first paint on a signed-in rider's repeat visit (docs/decisions/016): an inline script, first in
 * <body> of the SPA shell, that paints the page's last rendering kept in the rider's own cache entry
 * (features/rider-cache) into an inert <rider-snapshot> element before any module loads; React's first commit removes
 * it. Only with the session's hint cookie and only an entry kept in that same session (its `hint`, store.ts), only the
 * entry's own paths (/user/bookings, /user/profile), only while the entry is younger than its maximum age, and not
 * when the list was already painted from the early request's answer (early-requests.ts). The server allows the script
 * by its hash like every inline script of the build (docs/decisions/003).
 */
export const SNAPSHOT_SCRIPT = `(function(d){try{var k=/(?:^|;\\s*)signed_in=([^;]*)/.exec(d.cookie);if(!k||!k[1])return;
var c=JSON.parse(localStorage.getItem(${JSON.stringify(RIDER_CACHE_KEY)})||"null"),p=location.pathname.replace(/\\/+$/,"");
var h=c&&c.hint===k[1]&&c.snapshots&&Date.now()-c.savedAt<${RIDER_CACHE_MAX_AGE_MS}&&c.snapshots[p];if(!h||d.querySelector(${JSON.stringify(SNAPSHOT_TAG)}))return;
var e=d.createElement(${JSON.stringify(SNAPSHOT_TAG)});e.className="block";e.inert=true;e.innerHTML=h;d.currentScript.after(e)}catch(x){}})(document)`;

/** Puts the script first in the shell's <body> (once; the build writes a fresh shell each time). */
export function addSnapshotScript(clientDir: string, shell = "__spa-fallback.html") {
  const file = path.join(clientDir, shell);
  const html = readFileSync(file, "utf8");
  if (html.includes(SNAPSHOT_SCRIPT)) return;
  const m = /<body[^>]*>/i.exec(html);
  if (!m) throw new Error(`rider snapshot: no <body> in ${shell}`);
  const at = m.index + m[0].length;
  writeFileSync(file, `${html.slice(0, at)}<script>${SNAPSHOT_SCRIPT}</script>${html.slice(at)}`);
}

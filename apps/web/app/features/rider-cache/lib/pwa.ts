/**
 * The riders' service worker (docs/decisions/016), shared by the app that registers it and the build step that
 * generates it (apps/web/rider-sw/generate.ts), so both name the same file and the same paths.
 *
 * Scope "/": every rider page. The chauffeur app's worker (scope "/driver", features/driver-app/lib/pwa.ts) is the
 * longer match for its own pages, so the browser gives those pages to it; the rider worker still never answers a
 * navigation under /driver, /ops, /api or /dev (RIDER_SW_DENY), in case it controls such a page before the chauffeur
 * worker is installed.
 */
export const RIDER_SW_PATH = "/rider-sw.js";
export const RIDER_SCOPE = "/";
/** navigations the rider worker never answers: the API, the console, the chauffeur app, the development mailbox */
export const RIDER_SW_DENY: RegExp[] = [/^\/api(?:\/|$)/, /^\/ops(?:\/|$)/, /^\/driver(?:\/|$|-)/, /^\/dev(?:\/|$)/];

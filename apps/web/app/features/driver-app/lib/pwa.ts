/**
 * The chauffeur app as an installed web app (README "The day of the ride"). Shared by the app and the build step that
 * generates the worker (apps/web/driver-sw/generate.ts), so both name the same files.
 *
 * The scope is the prefix "/driver" (not "/driver/"): the app's home is /driver itself (ridePages.driver, the
 * manifest's start_url), and a worker scoped to "/driver/" would not control that page, so it would not open offline.
 * No rider page starts with "/driver".
 */
export const DRIVER_SCOPE = "/driver";
/** The worker sits at the root so that its scope may be "/driver" without a Service-Worker-Allowed header. */
export const DRIVER_SW_PATH = "/driver-sw.js";
export const DRIVER_MANIFEST_PATH = "/driver.webmanifest";
export const DRIVER_ICON_192 = "/images/driver-icon-192.png";
export const DRIVER_ICON_512 = "/images/driver-icon-512.png";
/** the shell every chauffeur-app page starts from (the SPA fallback of the build, docs/decisions/004) */
export const SHELL_HTML = "/__spa-fallback.html";

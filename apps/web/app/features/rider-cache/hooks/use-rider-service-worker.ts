import { useEffect } from "react";
import { RIDER_SCOPE, RIDER_SW_PATH } from "../lib/pwa";

/**
 * Registers the riders' worker (built by apps/web/rider-sw/generate.ts, docs/decisions/016) once the page has loaded
 * and the main thread is idle, so its precache download never competes with the page's own first paint. Production
 * builds only (the development server has no worker).
 *
 * Updates are never forced: a new build installs a new worker that waits until no tab runs the old one, so a page
 * never mixes one build's HTML with another's code (the old worker keeps serving its own complete set meanwhile).
 */
export function useRiderServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    const register = () => {
      if (cancelled) return;
      navigator.serviceWorker.register(RIDER_SW_PATH, { scope: RIDER_SCOPE }).catch((e: unknown) => {
        console.warn("the site could not be kept for offline use", e);
      });
    };
    const idle = () =>
      "requestIdleCallback" in window ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register);
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", idle);
    };
  }, []);
}

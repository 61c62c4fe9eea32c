import { useEffect } from "react";
import { DRIVER_SCOPE, DRIVER_SW_PATH } from "../lib/pwa";

/**
 * Registers the chauffeur app's worker (built by apps/web/driver-sw/generate.ts): it keeps the app's shell and code
 * on the phone so the app opens without a signal. Production builds only (the development server has no worker).
 */
export function useDriverServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(DRIVER_SW_PATH, { scope: DRIVER_SCOPE }).catch((e: unknown) => {
      console.warn("the chauffeur app could not be kept for offline use", e);
    });
  }, []);
}

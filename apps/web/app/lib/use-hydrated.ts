import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (and in the prerender itself), true afterwards and on client renders.
 * A page prerendered as a shell (docs/decisions/015) renders what depends on its address or on the browser only once
 * this is true, so the hydrating render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

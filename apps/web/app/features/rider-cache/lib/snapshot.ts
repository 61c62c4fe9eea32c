import { useEffect, useLayoutEffect } from "react";
import { rememberSnapshot } from "./store";

/**
 * A signed-in rider's page painted before any script on a repeat visit (docs/decisions/016). The shell's inline
 * script (apps/web/rider-sw/snapshot.ts) puts the page's last rendering, kept in the rider's own cache entry, into an
 * inert <rider-snapshot> element (a tag React never renders, so hydration passes over it); React's first commit
 * removes it, before the browser paints again.
 */
export const SNAPSHOT_TAG = "rider-snapshot";
/** the element whose HTML is kept: the site layout's root (header, page, footer) */
export const SNAPSHOT_ROOT_ATTR = "data-snapshot-root";

/** Removes the painted snapshot once React's own page is committed (call from the site layout). */
export function useRemoveSnapshot() {
  useLayoutEffect(() => {
    document.querySelectorAll(SNAPSHOT_TAG).forEach((el) => el.remove());
  }, []);
}

/**
 * Keeps the current page's rendering for the next visit once `ready` (the page shows the server's fresh data), after
 * it has painted and when the main thread is idle, and again whenever `version` changes. Open dialogs are portals outside the root, so never kept.
 */
export function useKeepSnapshot(userId: string | undefined, ready: boolean, version?: unknown) {
  useEffect(() => {
    if (!userId || !ready) return;
    const keep = () => {
      const root = document.querySelector(`[${SNAPSHOT_ROOT_ATTR}]`);
      if (!root) return;
      // the header and the page: the footer is below the fold and only costs the first paint parsing and layout
      const copy = root.cloneNode(true) as Element;
      copy.querySelectorAll("footer").forEach((el) => el.remove());
      rememberSnapshot(userId, location.pathname.replace(/\/+$/, ""), copy.outerHTML);
    };
    const id =
      "requestIdleCallback" in window
        ? window.requestIdleCallback(keep, { timeout: 2000 })
        : (setTimeout(keep, 200) as unknown as number);
    return () => ("cancelIdleCallback" in window ? window.cancelIdleCallback(id) : clearTimeout(id));
  }, [userId, ready, version]);
}

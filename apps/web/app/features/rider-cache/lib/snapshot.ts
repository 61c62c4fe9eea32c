import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";
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

/**
 * On a snapshot painted from the early request's answer (cold My Bookings, apps/web/rider-sw/bookings-painter.ts): it
 * stays until its page's React list is there (`useSnapshotReady`), not only until React's first commit, which still
 * shows 'Checking your session...' and the list's spinner.
 */
export const SNAPSHOT_WAIT_ATTR = "data-until-ready";
/** the address (without trailing slash) a waiting snapshot was painted for */
export const SNAPSHOT_PATH_ATTR = "data-snapshot-path";
/** Set once React's page is committed: the shell's scripts never paint after that. */
export const REACT_PAGE_GLOBAL = "__slReactPage";
/** A waiting snapshot is removed after this long whatever happens (the page should never stay inert). */
const WAIT_AT_MOST_MS = 10_000;

const removeSnapshots = () => document.querySelectorAll(SNAPSHOT_TAG).forEach((el) => el.remove());

/**
 * Removes the painted snapshot once React's own page is committed (call from the site layout); one painted for this
 * address that waits for its list stays until `useSnapshotReady` (at most 10 s), and goes at once on another address.
 */
export function useRemoveSnapshot() {
  const path = useLocation().pathname.replace(/\/+$/, "");
  useLayoutEffect(() => {
    (window as unknown as Record<string, boolean>)[REACT_PAGE_GLOBAL] = true;
    let waiting = false;
    document.querySelectorAll(SNAPSHOT_TAG).forEach((el) => {
      if (el.hasAttribute(SNAPSHOT_WAIT_ATTR) && el.getAttribute(SNAPSHOT_PATH_ATTR) === path) waiting = true;
      else el.remove();
    });
    if (!waiting) return;
    const id = setTimeout(removeSnapshots, WAIT_AT_MOST_MS);
    return () => clearTimeout(id);
  }, [path]);
}

/** The page's React content is there (its list, its empty state or its error): the painted snapshot gives way to it. */
export function useSnapshotReady(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) removeSnapshots();
  }, [ready]);
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

import type { BookingsListResponse, User } from "@chauffeur/contracts";

/**
 * The rider's own data kept on this device so My Bookings and the profile show at once and then refresh
 * (docs/decisions/016). One localStorage entry, owned by one account:
 * - written only after the server named the rider (`/me`, a login) — entries carry the rider's id;
 * - read only while the `signed_in` hint cookie is present (the server clears it with the session), only in the
 *   session it was written in (the entry keeps the hint's value, random per session) and only for the id it was
 *   written for: whoever signs in next on this browser sees nothing of it before the server has named them, and a
 *   different rider then replaces it (`rememberRider`), never reads it; the same rider's new session takes it over;
 * - removed on logout, on account deletion, when the server answers 401, and whenever the hint cookie is gone.
 * API answers stay `no-store`; the service worker never caches /api.
 */
export const RIDER_CACHE_KEY = "sl.rider-cache.v1";
/** kept at most this long: an old snapshot is worse than the spinner */
export const RIDER_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type BookingsData = BookingsListResponse["data"];

interface RiderCache {
  userId: string;
  /** the `signed_in` hint cookie's value when the server named the rider: the session the entry belongs to */
  hint: string;
  user: User;
  savedAt: number;
  /** My Bookings pages by "page:limit" */
  bookings: Record<string, { data: BookingsData; savedAt: number }>;
  /**
   * The last rendered page (the site layout's HTML) of /user/bookings and /user/profile by path: the shell paints it,
   * inert, before any script (apps/web/rider-sw/snapshot.ts), and React replaces it on its first commit.
   */
  snapshots?: Record<string, string>;
}

/** The session's hint cookie value, "" without one. */
const sessionHint = () =>
  typeof document === "undefined" ? "" : (/(?:^|;\s*)signed_in=([^;]*)/.exec(document.cookie)?.[1] ?? "");
const hasHint = () => sessionHint() !== "";

/** The entry, if it belongs to this session (kept under the current hint cookie's value). */
function read(): RiderCache | null {
  const c = readAny();
  return c && c.hint === sessionHint() ? c : null;
}

/** The entry whatever session wrote it (only for the server's naming of the rider, rememberRider). */
function readAny(): RiderCache | null {
  try {
    const raw = localStorage.getItem(RIDER_CACHE_KEY);
    if (!raw) return null;
    const c = JSON.parse(raw) as RiderCache;
    if (!c || typeof c.userId !== "string" || !c.user || Date.now() - c.savedAt > RIDER_CACHE_MAX_AGE_MS) {
      clearRiderCache();
      return null;
    }
    return c;
  } catch {
    return null;
  }
}

function write(c: RiderCache) {
  try {
    localStorage.setItem(RIDER_CACHE_KEY, JSON.stringify(c));
  } catch {
    // storage full or refused (private mode): the pages simply load from the network
  }
}

/** Removes every personal entry this device keeps. */
export function clearRiderCache() {
  try {
    localStorage.removeItem(RIDER_CACHE_KEY);
  } catch {
    // nothing kept
  }
}

/** The rider last named by the server on this device, while the session's hint cookie is still there. */
export function cachedRider(): User | null {
  if (!hasHint()) {
    clearRiderCache();
    return null;
  }
  return read()?.user ?? null;
}

/**
 * The server named the rider: keep the user, under this session's hint; the same rider's entry from an earlier session
 * is taken over, another rider's is replaced, not merged.
 */
export function rememberRider(user: User) {
  if (!hasHint()) return;
  const c = readAny();
  const own = c && c.userId === user._id ? c : null;
  write({
    userId: user._id,
    hint: sessionHint(),
    user,
    savedAt: Date.now(),
    bookings: own?.bookings ?? {},
    snapshots: own?.snapshots,
  });
}

/** Keeps the rendered page of `path` for the rider the server named last (at most 200 KB). */
export function rememberSnapshot(userId: string, path: string, html: string) {
  const c = read();
  if (!c || c.userId !== userId || !hasHint() || html.length > 200_000) return;
  write({ ...c, snapshots: { ...c.snapshots, [path]: html } });
}

export const bookingsCacheKey = (page: number, limit: number) => `${page}:${limit}`;

/** A My Bookings page saved for this rider, with when it was saved. */
export function cachedBookings(userId: string, key: string): { data: BookingsData; savedAt: number } | undefined {
  if (!hasHint()) return undefined;
  const c = read();
  return c && c.userId === userId ? c.bookings[key] : undefined;
}

export function rememberBookings(userId: string, key: string, data: BookingsData) {
  const c = read();
  if (!c || c.userId !== userId || !hasHint()) return; // only for the rider the server named last
  // the first pages only (what a repeat visit opens), a bounded entry
  const bookings = Object.fromEntries(
    Object.entries({ ...c.bookings, [key]: { data, savedAt: Date.now() } })
      .sort((a, b) => b[1].savedAt - a[1].savedAt)
      .slice(0, 4),
  );
  write({ ...c, bookings, savedAt: Date.now() });
}

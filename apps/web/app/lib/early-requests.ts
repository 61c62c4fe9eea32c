import { apiPaths } from "@chauffeur/contracts";

/**
 * Requests the SPA shell starts before the app's code has arrived (docs/decisions/016): on a signed-in
 * rider's visit (the `signed_in` hint cookie) the shell's first inline script (`rider-sw/early-requests.ts`) fetches
 * `/me` and, on My Bookings, its first page, so the answers are on their way while ~200 KB of JavaScript download and
 * run; `apiRequest` then takes the response in flight instead of asking again. The requests are the app's own GETs
 * (same address, credentials, no extra headers), used once each and only within `EARLY_REQUESTS_MAX_AGE_MS` of the
 * page's start; anything not taken is simply dropped.
 */

/** Where the shell's script leaves its responses (window property). */
export const EARLY_REQUESTS_GLOBAL = "__slEarlyRequests";
/** A response in flight older than this is not used (the app asks again). */
export const EARLY_REQUESTS_MAX_AGE_MS = 15_000;
/** `bookings.tsx`'s first page (useBookings(1), limit 10). */
export const FIRST_BOOKINGS_PAGE = `${apiPaths.bookings}?page=1&limit=10`;
/** The API paths requested early for each shell address: the session (`/me`) and the page's first data. */
export const EARLY_REQUESTS_BY_PAGE: Record<string, string[]> = {
  "/user/bookings": [apiPaths.me, FIRST_BOOKINGS_PAGE],
  "/user/profile": [apiPaths.me],
};

interface EarlyRequests {
  /** Date.now() when the shell's script ran */
  t: number;
  /** path → the fetch in flight */
  r: Record<string, Promise<Response> | undefined>;
}

/** The shell's response in flight for this GET path, once (later calls fetch as usual); undefined if none. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const early = (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_GLOBAL];
  const res = early?.r[path];
  if (!early || !res) return undefined;
  early.r[path] = undefined;
  return Date.now() - early.t <= EARLY_REQUESTS_MAX_AGE_MS ? res : undefined;
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingsListResponse, User } from "@chauffeur/contracts";
import {
  RIDER_CACHE_KEY,
  RIDER_CACHE_MAX_AGE_MS,
  bookingsCacheKey,
  cachedBookings,
  cachedRider,
  clearRiderCache,
  rememberBookings,
  rememberRider,
  rememberSnapshot,
} from "./store";

const rider = (id: string, name = `Rider ${id}`) => ({ _id: id, id, name, role: "rider" }) as unknown as User;
const page = (n: number) =>
  ({ active: [], past: [], statistics: { totalBookings: n } }) as unknown as BookingsListResponse["data"];

const data: Record<string, string> = {};
const doc = { cookie: "" };
beforeEach(() => {
  for (const k of Object.keys(data)) delete data[k];
  doc.cookie = "signed_in=session-a1";
  vi.stubGlobal("document", doc);
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => data[k] ?? null,
    setItem: (k: string, v: string) => void (data[k] = v),
    removeItem: (k: string) => void delete data[k],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the rider's data kept on this device: one account's, only with the session's hint cookie", () => {
  it("keeps the rider and their bookings pages, read back for the same rider only", () => {
    rememberRider(rider("a"));
    rememberBookings("a", bookingsCacheKey(1, 10), page(3));
    expect(cachedRider()?._id).toBe("a");
    expect(cachedBookings("a", "1:10")?.data.statistics.totalBookings).toBe(3);
    expect(cachedBookings("b", "1:10")).toBeUndefined();
  });

  it("another rider replaces the entry (bookings and snapshots gone), never reads it", () => {
    rememberRider(rider("a"));
    rememberBookings("a", "1:10", page(3));
    rememberSnapshot("a", "/user/bookings", "<div>a's bookings</div>");
    rememberRider(rider("b"));
    expect(cachedBookings("b", "1:10")).toBeUndefined();
    expect(data[RIDER_CACHE_KEY]).not.toContain("a's bookings");
    // a late answer for the previous rider is not written into the new rider's entry
    rememberBookings("a", "1:10", page(9));
    expect(cachedBookings("a", "1:10")).toBeUndefined();
  });

  it("is read only in the session it was kept in: the next sign-in on this browser sees nothing of it", () => {
    rememberRider(rider("a"));
    rememberBookings("a", "1:10", page(3));
    rememberSnapshot("a", "/user/bookings", "<div>a's bookings</div>");
    // someone signs in on the same browser; until the server names them, nothing kept is read
    doc.cookie = "signed_in=session-b1";
    expect(cachedRider()).toBeNull();
    expect(cachedBookings("a", "1:10")).toBeUndefined();
    rememberSnapshot("a", "/user/bookings", "<div>written late</div>");
    rememberBookings("a", "1:10", page(9));
    expect(data[RIDER_CACHE_KEY]).not.toContain("written late");
    // the server names rider a again (a new session of the same rider): the entry is taken over, bookings kept
    rememberRider(rider("a"));
    expect(cachedRider()?._id).toBe("a");
    expect(cachedBookings("a", "1:10")?.data.statistics.totalBookings).toBe(3);
    expect(JSON.parse(data[RIDER_CACHE_KEY]).hint).toBe("session-b1");
  });

  it("is not read, and is removed, once the hint cookie is gone (the session ended)", () => {
    rememberRider(rider("a"));
    doc.cookie = "";
    expect(cachedRider()).toBeNull();
    expect(data[RIDER_CACHE_KEY]).toBeUndefined();
  });

  it("is removed by clearRiderCache (logout) and expires after its maximum age", () => {
    rememberRider(rider("a"));
    clearRiderCache();
    expect(cachedRider()).toBeNull();
    vi.useFakeTimers();
    rememberRider(rider("a"));
    vi.advanceTimersByTime(RIDER_CACHE_MAX_AGE_MS + 1);
    expect(cachedRider()).toBeNull();
  });
});

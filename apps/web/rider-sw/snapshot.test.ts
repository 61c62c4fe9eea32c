import { describe, expect, it } from "vitest";
import { SNAPSHOT_SCRIPT } from "./snapshot";
import { RIDER_CACHE_KEY } from "../app/features/rider-cache/lib/store";

/** Runs the shell's inline script against a stand-in document; the HTML it painted, or null. */
function paint(cookie: string, entry: unknown, path = "/user/bookings"): string | null {
  let painted: string | null = null;
  const document = {
    cookie,
    querySelector: () => null,
    createElement: () => ({}) as { innerHTML?: string },
    currentScript: { after: (e: { innerHTML?: string }) => (painted = e.innerHTML ?? null) },
  };
  const localStorage = { getItem: (k: string) => (k === RIDER_CACHE_KEY ? JSON.stringify(entry) : null) };
  new Function("document", "localStorage", "location", SNAPSHOT_SCRIPT)(document, localStorage, { pathname: path });
  return painted;
}

const entry = (hint: string) => ({
  userId: "a",
  hint,
  user: {},
  savedAt: Date.now(),
  bookings: {},
  snapshots: { "/user/bookings": "<p>a's bookings</p>" },
});

describe("the shell paints a kept page only in the session it was kept in (docs/decisions/016)", () => {
  it("paints the rider's page under the same session's hint", () => {
    expect(paint("lang=en; signed_in=s-a1", entry("s-a1"))).toBe("<p>a's bookings</p>");
  });
  it("paints nothing under another session's hint, an empty one, without the cookie, or for an entry without one", () => {
    expect(paint("signed_in=s-b1", entry("s-a1"))).toBeNull();
    expect(paint("signed_in=", entry(""))).toBeNull();
    expect(paint("lang=en", entry("s-a1"))).toBeNull();
    const { hint: _hint, ...legacy } = entry("1");
    expect(paint("signed_in=1", legacy)).toBeNull();
  });
  it("paints only the entry's own paths", () => {
    expect(paint("signed_in=s-a1", entry("s-a1"), "/user/profile")).toBeNull();
  });
});

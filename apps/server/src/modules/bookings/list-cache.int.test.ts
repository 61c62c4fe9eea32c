import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { insertQuote, placeOrder } from "./test-factories.ts";

/**
 * The My Bookings cache (list-cache.ts) must never show a stale list: every change to a rider's bookings, payments,
 * refunds or invoices, made by any code path (here: plain SQL, as another instance, a job or an operator would),
 * and the passing of time must show on the very next request.
 */
describe("My Bookings list cache", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (cookie: string, query = "page=1&limit=10") => {
    const res = await t.app.inject({ method: "GET", url: `/api/v1/bookings?${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    return res.json().data as {
      active: Array<{
        _id: string;
        status: string;
        canCompletePayment: boolean;
        payment: { paymentId: string | null };
        refund: unknown;
        invoiceNumber: string | null;
      }>;
      past: Array<{ _id: string; status: string }>;
      statistics: { totalBookings: number; active: number; past: number };
    };
  };
  const version = async (userId: string) =>
    (
      await t.database.query<{ v: string }>(
        "SELECT version::text AS v FROM rider_booking_versions WHERE user_id = $1",
        [userId],
      )
    )[0]?.v;

  it("shows every change made behind the app's back on the next request, and time moving pickups to past", async () => {
    const rider = await createSignedInUser(t);
    expect((await list(rider.cookie)).statistics.totalBookings).toBe(0);
    expect(await version(rider.userId)).toBeUndefined();

    const quoteId = await insertQuote(t, { userId: rider.userId, startInHours: 30 });
    const order = await placeOrder(t, rider.cookie, quoteId, "cache-1");
    expect(order.statusCode, order.body).toBe(200);
    const bookingId = order.json().bookingId as string;
    const v1 = await version(rider.userId);
    expect(v1).toBeDefined();

    const first = await list(rider.cookie);
    expect(first.active.map((b) => b._id)).toEqual([bookingId]);
    expect(first.active[0].canCompletePayment).toBe(true);
    // the same answer again (served from the cache: nothing changed)
    expect(await list(rider.cookie)).toEqual(first);

    // a status change made directly in the database (another instance, an operator, a job)
    await t.database.query("UPDATE bookings SET status = 'confirmed', payment_status = 'paid' WHERE id = $1", [
      bookingId,
    ]);
    expect(await version(rider.userId)).not.toBe(v1);
    const confirmed = await list(rider.cookie);
    expect(confirmed.active[0].status).toBe("confirmed");
    expect(confirmed.active[0].canCompletePayment).toBe(false);

    // a payment row (the list shows the payment id) and an invoice, each written alone
    const v2 = await version(rider.userId);
    await t.database.query(
      "UPDATE payments SET provider_payment_id = 'pay_cache_test', status = 'captured' WHERE booking_id = $1",
      [bookingId],
    );
    expect(await version(rider.userId)).not.toBe(v2);
    expect((await list(rider.cookie)).active[0].payment.paymentId).toBe("pay_cache_test");

    // a booking of another rider changes nothing for this one
    const other = await createSignedInUser(t);
    const before = await version(rider.userId);
    await placeOrder(t, other.cookie, await insertQuote(t, { userId: other.userId, startInHours: 40 }), "cache-2");
    expect(await version(rider.userId)).toBe(before);

    // time alone: once the pickup has passed, the booking is listed as past (the cached page is not reused)
    t.clock.setOffsetMs(31 * 3600_000);
    try {
      const later = await list(rider.cookie);
      expect(later.active).toEqual([]);
      expect(later.past.map((b) => b._id)).toEqual([bookingId]);
      expect(later.statistics).toMatchObject({ totalBookings: 1, active: 0, past: 1 });
    } finally {
      t.clock.setOffsetMs(0);
    }
    // and back in time (a test clock reset) the fresh answer again
    expect((await list(rider.cookie)).active.map((b) => b._id)).toEqual([bookingId]);
  });

  it("keeps pages and page sizes apart", async () => {
    const rider = await createSignedInUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await placeOrder(
        t,
        rider.cookie,
        await insertQuote(t, { userId: rider.userId, startInHours: 50 + i * 24 }),
        `pages-${i}`,
      );
      ids.push(res.json().bookingId as string);
      // paid, so the rider may hold more than 2 bookings (at most 2 unpaid ones, docs/security.md §3)
      await t.database.query("UPDATE bookings SET payment_status = 'paid' WHERE id = $1", [res.json().bookingId]);
    }
    expect((await list(rider.cookie, "page=1&limit=2")).active.map((b) => b._id)).toEqual(ids.slice(0, 2));
    expect((await list(rider.cookie, "page=2&limit=2")).active.map((b) => b._id)).toEqual(ids.slice(2));
    expect((await list(rider.cookie, "page=1&limit=10")).active.map((b) => b._id)).toEqual(ids);
    expect((await list(rider.cookie, "page=1&limit=2")).active.map((b) => b._id)).toEqual(ids.slice(0, 2));
  });

  it("with the cache turned off answers the same", async () => {
    const t0 = await createTestApp({ config: { BOOKINGS_LIST_CACHE_ENTRIES: "0" } });
    try {
      const rider = await createSignedInUser(t0);
      const res = await placeOrder(
        t0,
        rider.cookie,
        await insertQuote(t0, { userId: rider.userId, startInHours: 30 }),
        "off-1",
      );
      const r = await t0.app.inject({
        method: "GET",
        url: "/api/v1/bookings?page=1&limit=10",
        headers: { cookie: rider.cookie },
      });
      expect(r.json().data.active.map((b: { _id: string }) => b._id)).toEqual([res.json().bookingId]);
    } finally {
      await t0.close();
    }
  });
});

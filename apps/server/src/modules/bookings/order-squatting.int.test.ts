import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { countRows, insertQuote, optionsOf, placeOrder, sendWebhook } from "./test-factories.ts";

const TOO_MANY =
  "You already have 2 bookings awaiting payment. Complete payment or cancel one in My Bookings before booking another.";

/** The order-squatting attack of docs/security.md §3, as an attacker would try it: unpaid orders that hold cars without ever paying. */
describe("bookings attacks: capacity cannot be squatted by unpaid orders", () => {
  let t: TestApp;
  let gw: SandboxGateway;
  let hour = 48;
  /** each order at its own time, so capacity (cars per class) never answers instead of the unpaid limit */
  const quoteFor = (userId: string) => insertQuote(t, { userId, startInHours: (hour += 7) });
  beforeAll(async () => {
    t = await createTestApp();
    gw = t.app.ctx.adapters.payments as SandboxGateway;
  });
  afterAll(() => t.close());

  it("a third unpaid order answers 409 pointing to 'Complete payment'; a retry of an existing order still works", async () => {
    const rider = await createSignedInUser(t);
    expect((await placeOrder(t, rider.cookie, await quoteFor(rider.userId), "sq-1")).statusCode).toBe(200);
    expect((await placeOrder(t, rider.cookie, await quoteFor(rider.userId), "sq-2")).statusCode).toBe(200);
    const third = await placeOrder(t, rider.cookie, await quoteFor(rider.userId), "sq-3");
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(TOO_MANY);
    // without an idempotency key too
    expect((await placeOrder(t, rider.cookie, await quoteFor(rider.userId))).statusCode).toBe(409);
    // the double-click retry of an order already made is answered with that order, not refused
    expect((await placeOrder(t, rider.cookie, await quoteFor(rider.userId), "sq-2")).statusCode).toBe(200);
    expect(await countRows(t, "bookings", "user_id = $1", [rider.userId])).toBe(2);
    // another rider is not affected
    const other = await createSignedInUser(t);
    expect((await placeOrder(t, other.cookie, await quoteFor(other.userId), "o-1")).statusCode).toBe(200);
  });

  it("parallel orders cannot make a third unpaid booking", async () => {
    const rider = await createSignedInUser(t);
    const quotes = await Promise.all(Array.from({ length: 6 }, () => quoteFor(rider.userId)));
    const results = await Promise.all(quotes.map((q, i) => placeOrder(t, rider.cookie, q, `par-${i}`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(TOO_MANY);
    expect(await countRows(t, "bookings", "user_id = $1", [rider.userId])).toBe(2);
  });

  it("paying one or cancelling one frees a slot; an expired one no longer counts", async () => {
    const rider = await createSignedInUser(t);
    const a = await placeOrder(t, rider.cookie, await quoteFor(rider.userId), "f-1");
    const b = await placeOrder(t, rider.cookie, await quoteFor(rider.userId), "f-2");
    expect((await placeOrder(t, rider.cookie, await quoteFor(rider.userId), "f-3")).statusCode).toBe(409);

    // pay the first through the gateway's signed webhook
    const paid = await gw.completeCheckout(optionsOf(t, a.json()).order_id, "success", t.clock.now());
    const hook = await sendWebhook(t.app, paid.webhooks[0]);
    expect(hook.statusCode, hook.body).toBe(200);
    const c = await placeOrder(t, rider.cookie, await quoteFor(rider.userId), "f-4");
    expect(c.statusCode, c.body).toBe(200);
    expect((await placeOrder(t, rider.cookie, await quoteFor(rider.userId), "f-5")).statusCode).toBe(409);

    // cancel the second (unpaid) in My Bookings
    const cancel = await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${b.json().bookingId}`,
      headers: { cookie: rider.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await placeOrder(t, rider.cookie, await quoteFor(rider.userId), "f-6")).statusCode).toBe(200);
    expect((await placeOrder(t, rider.cookie, await quoteFor(rider.userId), "f-7")).statusCode).toBe(409);

    // past the 30-minute payment window the unpaid one stops counting (as it stops holding a car)
    t.clock.setOffsetMs(31 * 60_000);
    try {
      expect((await placeOrder(t, rider.cookie, await quoteFor(rider.userId), "f-8")).statusCode).toBe(200);
    } finally {
      t.clock.setOffsetMs(0);
    }
  });
});

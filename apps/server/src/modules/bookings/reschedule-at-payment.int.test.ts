import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, bookingChangePaths, rescheduleTexts } from "@chauffeur/contracts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { reconcileOrder } from "../payments/index.ts";
import { asIso, istAt, paidRental, postAs } from "./booking-changes.test-support.ts";
import { countRows, optionsOf, sendWebhook } from "./test-factories.ts";

/**
 * A reschedule is checked again when it is paid (README "Payments and bookings"): a dearer time opens a payment, and
 * the change's rules are applied again as of the moment that payment is captured. The chauffeur pressed 'On my way'
 * meanwhile, or the cut-off before the pickup passed (asked 31 minutes before, paid 2 minutes before): the pickup
 * stays, the payment is refunded in full exactly once (callback, webhooks and reconciliation all report it), and the
 * rider is told why (e-mail and SMS through the outbox, the payment-status answer).
 */
describe("reschedule: the rules again when its payment arrives", () => {
  let t: TestApp;
  let gw: SandboxGateway;
  let rider: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    gw = t.app.ctx.adapters.payments as SandboxGateway;
    rider = await createSignedInUser(t);
  });
  afterEach(() => t.clock.setOffsetMs(0));
  afterAll(() => t.close());

  const callback = (fields: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: apiPaths.paymentCallback,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://api.razorpay.com" },
      payload: new URLSearchParams(fields).toString(),
    });
  const startOf = async (id: string) =>
    (await t.database.query<{ start_time: Date }>("SELECT start_time FROM bookings WHERE id = $1", [id]))[0].start_time;
  const moveClockTo = (at: Date) => t.clock.setOffsetMs(t.clock.offsetMs() + at.getTime() - t.clock.now().getTime());

  /** The difference's payment reported by everyone who can: the browser, both webhooks, then reconciliation. */
  async function payEverywhere(orderId: string) {
    const r = await gw.completeCheckout(orderId, "success", t.clock.now());
    const back = await callback(r.success!);
    expect(back.statusCode).toBe(303);
    const outcomes = [];
    for (const w of r.webhooks) outcomes.push((await sendWebhook(t.app, w)).json().outcome);
    expect(await reconcileOrder(t.app.ctx, orderId)).toBe(true);
    return { error: new URL(String(back.headers.location), "http://x").searchParams.get("error"), outcomes };
  }

  async function expectRefusedOnce(bookingId: string, pickup: string, paidPaise: number) {
    expect((await startOf(bookingId)).toISOString()).toBe(asIso(pickup));
    const refunds = await t.database.query<{ amount_paise: number }>(
      "SELECT amount_paise FROM refunds WHERE booking_id = $1",
      [bookingId],
    );
    expect(refunds).toEqual([{ amount_paise: paidPaise }]);
    expect(await countRows(t, "booking_reschedules", "booking_id = $1 AND status = 'refused'", [bookingId])).toBe(1);
    expect(await countRows(t, "audit_log", "entity_id = $1 AND action = 'booking.rescheduled'", [bookingId])).toBe(0);
    const told = await t.database.query<{ channel: string; text: string }>(
      "SELECT channel, text FROM outbox_messages WHERE booking_id = $1 AND template = 'booking-reschedule-refused' ORDER BY channel::text",
      [bookingId],
    );
    expect(told.map((m) => m.channel)).toEqual(["email", "sms"]);
    return told;
  }

  it("the chauffeur pressed 'On my way' before the rider paid: the pickup stays, the payment is refunded once, the rider told why", async () => {
    const pickup = istAt(t, 3, "10:00");
    const b = await paidRental(t, rider.cookie, pickup);
    const asked = await postAs(t, rider.cookie, bookingChangePaths.reschedule(b.bookingId), {
      startTime: istAt(t, 3, "23:00"),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const options = optionsOf(t, asked.json());
    // the chauffeur sets off (the ride's step), then the rider pays the difference
    await t.database.query("UPDATE bookings SET status = 'confirmed' WHERE id = $1", [b.bookingId]);
    await t.database.query("INSERT INTO rides (booking_id, pin, step) VALUES ($1, '1234', 'on_my_way')", [b.bookingId]);

    const paid = await payEverywhere(options.order_id);
    expect(paid.error).toBe(rescheduleTexts.refused(rescheduleTexts.underWay));
    expect(paid.outcomes).toEqual(["duplicate", "duplicate"]);
    const told = await expectRefusedOnce(b.bookingId, pickup, options.amount);
    expect(told[0].text).toContain("your chauffeur was already on the way when your payment arrived");
    expect(told[1].text).toContain("refunded in full");
  });

  it("asked 31 minutes before pickup and paid 2 minutes before: refused as too late, refunded once, no escape from the late fee", async () => {
    const pickup = istAt(t, 4, "10:00");
    const b = await paidRental(t, rider.cookie, pickup);
    moveClockTo(new Date(new Date(asIso(pickup)).getTime() - 31 * 60_000));
    const asked = await postAs(t, rider.cookie, bookingChangePaths.reschedule(b.bookingId), {
      startTime: istAt(t, 0, "23:00"),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.outcome).toBe("payment_required");
    const options = optionsOf(t, asked.json());
    moveClockTo(new Date(new Date(asIso(pickup)).getTime() - 2 * 60_000));

    const paid = await payEverywhere(options.order_id);
    expect(paid.error).toBe(rescheduleTexts.refused(rescheduleTexts.tooLate));
    const told = await expectRefusedOnce(b.bookingId, pickup, options.amount);
    expect(told[0].text).toContain("changes close 30 minutes before pickup, and your payment arrived after that");
    // the booking is still the one the late-cancellation terms apply to: its pickup two minutes away
    const terms = await t.app.inject({
      method: "GET",
      url: bookingChangePaths.cancellation(b.bookingId),
      headers: { cookie: rider.cookie },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json().data.feePaise).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingChangePaths, CANCELLATION_FEE_PAISE, CancellationPreviewResponseSchema } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { getAs, istAt, paidRental } from "./booking-changes.test-support.ts";

/**
 * The cancellation's terms before the rider confirms: GET …/cancellation answers the fee and the refund
 * from the one rule the cancellation itself applies (cancel.service.ts), so the dialog never says one thing and the
 * cancellation do another.
 */
describe("cancellation terms: the preview and the cancellation agree", () => {
  let t: TestApp;
  let rider: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    rider = await createSignedInUser(t);
  });
  afterAll(() => t.close());

  const terms = async (id: string, cookie = rider.cookie) => getAs(t, cookie, bookingChangePaths.cancellation(id));
  const cancel = (id: string) =>
    t.app.inject({ method: "PUT", url: `/api/v1/bookings/cancel/${id}`, headers: { cookie: rider.cookie } });

  it("free with a full refund well before pickup; the cancellation refunds exactly what the preview said", async () => {
    const b = await paidRental(t, rider.cookie, istAt(t, 3, "10:00"));
    const res = await terms(b.bookingId);
    expect(res.statusCode, res.body).toBe(200);
    const data = CancellationPreviewResponseSchema.parse(res.json()).data;
    expect(data).toMatchObject({
      paid: true,
      amountPaise: b.amountPaise,
      feePaise: 0,
      refundPaise: b.amountPaise,
      basis: "before_cutoff",
    });
    expect(data.reference).toMatch(/^SL-/);
    const done = await cancel(b.bookingId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ cancellationFeePaise: 0, refundPaise: b.amountPaise });
    // a cancelled booking has no terms any more
    expect((await terms(b.bookingId)).json()).toMatchObject({ message: "Only pending bookings can be cancelled." });
  });

  it("inside 30 minutes of pickup the ₹200 fee is kept, in the preview and in the cancellation", async () => {
    const start = istAt(t, 4, "09:00");
    const b = await paidRental(t, rider.cookie, start);
    const pickup = new Date(`${start}:00+05:30`).getTime();
    t.clock.setOffsetMs(pickup - 20 * 60_000 - Date.now());
    try {
      const data = (await terms(b.bookingId)).json().data;
      expect(data).toMatchObject({
        basis: "inside_cutoff",
        feePaise: CANCELLATION_FEE_PAISE,
        refundPaise: b.amountPaise - CANCELLATION_FEE_PAISE,
      });
      expect(data.minutesToPickup).toBeGreaterThanOrEqual(19);
      expect(data.minutesToPickup).toBeLessThanOrEqual(20);
      const done = (await cancel(b.bookingId)).json().data;
      expect(done).toMatchObject({ cancellationFeePaise: data.feePaise, refundPaise: data.refundPaise });
    } finally {
      t.clock.setOffsetMs(0);
    }
  });

  it("a cancelled or diverted flight makes it free even once confirmed; an unpaid booking costs and returns nothing", async () => {
    const b = await paidRental(t, rider.cookie, istAt(t, 5, "11:00"));
    await t.database.query(
      "UPDATE bookings SET status = 'confirmed', free_cancel_reason = 'cancelled', start_time = $2 WHERE id = $1",
      [b.bookingId, new Date(t.clock.now().getTime() + 10 * 60_000)],
    );
    expect((await terms(b.bookingId)).json().data).toMatchObject({
      basis: "flight_disrupted",
      feePaise: 0,
      refundPaise: b.amountPaise,
    });
    const unpaid = await paidRental(t, rider.cookie, istAt(t, 6, "11:00"), { pay: false });
    expect((await terms(unpaid.bookingId)).json().data).toMatchObject({
      basis: "unpaid",
      paid: false,
      feePaise: 0,
      refundPaise: 0,
    });
  });

  it("another rider's booking answers like a missing one; a malformed id is refused clearly", async () => {
    const b = await paidRental(t, rider.cookie, istAt(t, 7, "11:00"));
    const other = await createSignedInUser(t);
    const res = await terms(b.bookingId, other.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Booking not found");
    const bad = await terms("not-a-uuid");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Booking not found");
    expect((await t.app.inject({ method: "GET", url: bookingChangePaths.cancellation(b.bookingId) })).statusCode).toBe(
      401,
    );
  });
});

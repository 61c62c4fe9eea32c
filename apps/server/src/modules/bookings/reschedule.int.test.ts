import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingChangePaths,
  bookingTexts,
  fareValidation,
  RescheduleResponseSchema,
  ReschedulePreviewResponseSchema,
  rescheduleTexts,
} from "@chauffeur/contracts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { asIso, getAs, istAt, paidRental, postAs } from "./booking-changes.test-support.ts";
import { countRows, optionsOf, payOrder, placeOrder, sendWebhook } from "./test-factories.ts";
import { createTestChauffeur } from "../rides/test-factories.ts";

/**
 * A rider moves a booking to another time: re-priced by the server with the booking's tariff version, the
 * class's capacity checked without counting the booking itself, a higher price paid through a gateway order of its
 * own before anything moves, a lower one refunded in the move's transaction; the rider, the chauffeur and operations
 * are told. An hourly rental at 10:00 has no night charge; at 23:00 it has one: the difference.
 */
describe("reschedule: re-priced, capacity checked, the difference charged or refunded", () => {
  let t: TestApp;
  let rider: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    rider = await createSignedInUser(t);
  });
  afterAll(() => t.close());

  const preview = (id: string, startTime: string, cookie = rider.cookie) =>
    getAs(t, cookie, `${bookingChangePaths.reschedule(id)}?startTime=${encodeURIComponent(startTime)}`);
  const move = (id: string, startTime: string, cookie = rider.cookie) =>
    postAs(t, cookie, bookingChangePaths.reschedule(id), { startTime });
  const booking = async (id: string) =>
    (
      await t.database.query<{ start_time: Date; amount_paise: number; payment_status: string; status: string }>(
        "SELECT start_time, amount_paise, payment_status, status FROM bookings WHERE id = $1",
        [id],
      )
    )[0];

  it("refuses clearly: no time, under 6 hours, the same time, an unpaid booking, another rider's, a chauffeur on the way", async () => {
    const start = istAt(t, 3, "10:00");
    const b = await paidRental(t, rider.cookie, start);
    expect((await preview(b.bookingId, "25/12/2026")).json().message).toBe(rescheduleTexts.badTime);
    const soon = new Date(t.clock.now().getTime() + 2 * 3600_000).toISOString();
    expect((await preview(b.bookingId, soon)).json().message).toBe(fareValidation.advanceRequired);
    expect((await preview(b.bookingId, start)).json().message).toBe(rescheduleTexts.sameTime);
    const empty = await move(b.bookingId, "");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(rescheduleTexts.badTime);
    const other = await createSignedInUser(t);
    expect((await preview(b.bookingId, istAt(t, 3, "12:00"), other.cookie)).statusCode).toBe(404);
    const unpaid = await paidRental(t, rider.cookie, istAt(t, 3, "15:00"), { pay: false });
    expect((await preview(unpaid.bookingId, istAt(t, 3, "16:00"))).json().message).toBe(rescheduleTexts.unpaid);
    await t.database.query("UPDATE bookings SET status = 'confirmed' WHERE id = $1", [b.bookingId]);
    await t.database.query("INSERT INTO rides (booking_id, pin, step) VALUES ($1, '1234', 'on_my_way')", [b.bookingId]);
    const underWay = await move(b.bookingId, istAt(t, 3, "12:00"));
    expect(underWay.statusCode).toBe(409);
    expect(underWay.json().message).toBe(rescheduleTexts.underWay);
  });

  it("a dearer time waits for the difference's payment, then moves the booking, invoices the difference and tells everyone", async () => {
    const b = await paidRental(t, rider.cookie, istAt(t, 4, "10:00"));
    const night = istAt(t, 4, "23:00");
    const p = ReschedulePreviewResponseSchema.parse((await preview(b.bookingId, night)).json()).data;
    expect(p).toMatchObject({
      timeField: "pickup",
      fromAmountPaise: b.amountPaise,
      action: "charge",
      tariffVersion: 1,
    });
    expect(p.differencePaise).toBeGreaterThan(0);
    expect(p.to.startTime).toBe(asIso(night));

    const res = await move(b.bookingId, night);
    expect(res.statusCode, res.body).toBe(200);
    const body = RescheduleResponseSchema.parse(res.json());
    expect(body.data.outcome).toBe("payment_required");
    const options = optionsOf(t, body as { options: { encryptedData: string; iv: string } });
    expect(options.amount).toBe(p.differencePaise);
    // a second click reopens the same order
    expect(optionsOf(t, (await move(b.bookingId, night)).json()).order_id).toBe(options.order_id);
    // nothing moved before the payment
    expect((await booking(b.bookingId)).start_time.toISOString()).not.toBe(asIso(night));

    await payOrder(t, options.order_id);
    const after = await booking(b.bookingId);
    expect(after).toMatchObject({ amount_paise: p.toAmountPaise, payment_status: "paid", status: "pending" });
    expect(after.start_time.toISOString()).toBe(asIso(night));
    expect(await countRows(t, "booking_reschedules", "booking_id = $1 AND status = 'applied'", [b.bookingId])).toBe(1);
    expect(await countRows(t, "invoices", "booking_id = $1 AND kind = 'reschedule'", [b.bookingId])).toBe(1);
    expect(
      await countRows(t, "outbox_messages", "booking_id = $1 AND template = 'booking-rescheduled'", [b.bookingId]),
    ).toBe(1);
    expect(await countRows(t, "audit_log", "entity_id = $1 AND action = 'booking.rescheduled'", [b.bookingId])).toBe(1);
    const view = (await getAs(t, rider.cookie, `/api/v1/bookings/${b.bookingId}`)).json().data;
    expect(view.startTime).toBe(asIso(night));
    expect(view.canReschedule).toBe(true);
  });

  it("a cheaper time moves at once with the difference refunded; a later cancellation refunds what is left of both payments", async () => {
    const b = await paidRental(t, rider.cookie, istAt(t, 5, "10:00"));
    const night = istAt(t, 5, "23:00");
    const charge = optionsOf(t, (await move(b.bookingId, night)).json());
    await payOrder(t, charge.order_id);
    const dearer = (await booking(b.bookingId)).amount_paise;

    const day = istAt(t, 5, "09:00");
    const res = await move(b.bookingId, day);
    expect(res.statusCode, res.body).toBe(200);
    const data = RescheduleResponseSchema.parse(res.json()).data;
    expect(data.outcome).toBe("moved");
    expect(data.preview.action).toBe("refund");
    expect(data.refundPaise).toBe(-data.preview.differencePaise);
    const after = await booking(b.bookingId);
    // still paid, still holding its car: only the difference went back
    expect(after).toMatchObject({ amount_paise: dearer - data.refundPaise, payment_status: "paid" });
    expect(after.start_time.toISOString()).toBe(asIso(day));
    expect(
      await countRows(t, "refunds", "booking_id = $1 AND reason LIKE 'reschedule_difference_%'", [b.bookingId]),
    ).toBe(1);

    const cancelled = await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${b.bookingId}`,
      headers: { cookie: rider.cookie },
    });
    expect(cancelled.json().data).toMatchObject({ cancellationFeePaise: 0, refundPaise: after.amount_paise });
    const money = await t.database.query<{ captured: number; refunded: number }>(
      `SELECT (SELECT sum(amount_paise) FROM payments WHERE booking_id = $1 AND status = 'captured')::int AS captured,
              (SELECT sum(amount_paise) FROM refunds WHERE booking_id = $1 AND status = 'processed')::int AS refunded`,
      [b.bookingId],
    );
    expect(money[0].refunded).toBe(money[0].captured);
    expect((await booking(b.bookingId)).payment_status).toBe("refunded");
  });

  it("capacity: the booking never counts against itself, and a full class refuses the new time", async () => {
    // the Luxury Sedan class has two cars
    const day = 6;
    const mine = await paidRental(t, rider.cookie, istAt(t, day, "10:00"), { carType: "luxury" });
    const others = await createSignedInUser(t);
    await paidRental(t, others.cookie, istAt(t, day, "16:00"), { carType: "luxury" });
    await paidRental(t, others.cookie, istAt(t, day, "16:30"), { carType: "luxury" });
    // half an hour later overlaps its own hold: allowed (one other car is free then)
    const later = await move(mine.bookingId, istAt(t, day, "10:30"));
    expect(later.statusCode, later.body).toBe(200);
    const full = await move(mine.bookingId, istAt(t, day, "16:15"));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(bookingTexts.noCarFree);
  });

  it("a payment for a time taken meanwhile is refused and refunded in full; the booking stays as it was", async () => {
    const day = 7;
    const mine = await paidRental(t, rider.cookie, istAt(t, day, "09:00"), { carType: "luxury" });
    const night = istAt(t, day, "23:00");
    const options = optionsOf(t, (await move(mine.bookingId, night)).json());
    const others = await createSignedInUser(t);
    await paidRental(t, others.cookie, istAt(t, day, "22:30"), { carType: "luxury" });
    await paidRental(t, others.cookie, istAt(t, day, "23:15"), { carType: "luxury" });
    const gw = t.app.ctx.adapters.payments as SandboxGateway;
    const r = await gw.completeCheckout(options.order_id, "success", t.clock.now());
    expect((await sendWebhook(t.app, r.webhooks[0])).json().outcome).toBe("reschedule_refused");
    const after = await booking(mine.bookingId);
    expect(after).toMatchObject({ amount_paise: mine.amountPaise, payment_status: "paid" });
    expect(after.start_time.toISOString()).toBe(asIso(istAt(t, day, "09:00")));
    const refund = await t.database.query<{ amount_paise: number; status: string }>(
      "SELECT amount_paise, status FROM refunds WHERE booking_id = $1",
      [mine.bookingId],
    );
    expect(refund).toEqual([{ amount_paise: options.amount, status: "processed" }]);
    expect(await countRows(t, "booking_reschedules", "booking_id = $1 AND status = 'refused'", [mine.bookingId])).toBe(
      1,
    );
  });

  it("an airport arrival moves with its flight: the new landing plus the buffer, the flight followed anew, the chauffeur told", async () => {
    const landing = istAt(t, 8, "19:20");
    const charge = await postAs(t, rider.cookie, "/api/v1/bookings/charges/airport-transfer", {
      transferType: "airport-to-city",
      airportCode: "BBI",
      dropOff: {
        address: "KIIT University, Patia, Bhubaneswar, Odisha",
        location: { type: "Point", coordinates: [85.818, 20.3538] },
      },
      flightNumber: "6E 2341",
      flightTime: landing,
      passengerCount: 2,
      luggageCount: 2,
    });
    expect(charge.statusCode, charge.body).toBe(200);
    const order = await placeOrder(t, rider.cookie, charge.json().data.quoteId, "airport-1", "airport-transfer");
    await payOrder(t, optionsOf(t, order.json()).order_id);
    const id = order.json().bookingId as string;
    const chauffeur = await createTestChauffeur(t);
    await t.database.query(
      "UPDATE bookings SET status = 'confirmed', chauffeur_id = $2, free_cancel_reason = 'cancelled' WHERE id = $1",
      [id, chauffeur.id],
    );
    await t.database.query(
      `INSERT INTO flight_tracking (booking_id, flight_number, direction, airport_code, scheduled_at, state, tracking)
       VALUES ($1, '6E 2341', 'arrival', 'BBI', $2, 'cancelled', 'manual')`,
      [id, asIso(landing)],
    );
    const newLanding = istAt(t, 9, "07:10");
    const p = (await preview(id, newLanding)).json().data;
    expect(p).toMatchObject({ timeField: "landing", to: { flightTime: asIso(newLanding) } });
    // the chauffeur meets the rider 30 minutes after a domestic landing, as when booked
    expect(p.to.startTime).toBe(new Date(new Date(asIso(newLanding)).getTime() + 30 * 60_000).toISOString());
    const res = await move(id, newLanding);
    expect(res.statusCode, res.body).toBe(200);
    if (res.json().data.outcome === "payment_required") await payOrder(t, optionsOf(t, res.json()).order_id);
    expect((await booking(id)).start_time.toISOString()).toBe(p.to.startTime);
    expect(await countRows(t, "flight_tracking", "booking_id = $1", [id])).toBe(0);
    const view = (await getAs(t, rider.cookie, `/api/v1/bookings/${id}`)).json().data;
    expect(view.flight).toMatchObject({ expectedAt: asIso(newLanding), freeCancellation: false });
    expect(
      await countRows(
        t,
        "outbox_messages",
        "booking_id = $1 AND channel = 'sms' AND template = 'booking-rescheduled'",
        [id],
      ),
    ).toBe(1);
    expect(
      await countRows(t, "live_events", "topic = $1 AND kind = 'trips'", [`chauffeur:${chauffeur.id}`]),
    ).toBeGreaterThanOrEqual(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ExtrasViewSchema, extrasPaths, ridePaths, VerifyPaymentTokenResponseSchema } from "@chauffeur/contracts";
import { bookingExtras, bookings, outboxMessages, payments } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { countRows, insertQuote, optionsOf, payOrder, placeOrder, sendWebhook } from "../bookings/test-factories.ts";
import {
  completedAirportArrival,
  endRide,
  extrasOfBooking,
  extrasOrder,
  hourlyOnTrip,
  rideAt,
} from "./extras.test-support.ts";

// 'Pay extras' through the same gateway as Pay Now (README "The day of the ride", docs/security.md §2).
describe("rides: paying the extras", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const plus = (d: Date, min: number) => new Date(d.getTime() + min * 60_000);
  /** a completed airport arrival with ₹500 of waiting due (42 minutes' wait) */
  async function withWaitingDue() {
    return completedAirportArrival(t, 42, 80);
  }
  const options = async (bookingId: string, cookie: string, payload?: Record<string, unknown>) => {
    const res = await extrasOrder(t, bookingId, cookie, payload);
    expect(res.statusCode, res.body).toBe(200);
    return optionsOf(t, res.json());
  };
  const paymentRows = (bookingId: string) =>
    t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const callback = (fields: Record<string, string>, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/payments/callback",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });

  it("the order is for the lines due as the server holds them: an amount in the body is ignored; the same order twice", async () => {
    const f = await withWaitingDue();
    const o = await options(f.booking.id, f.rider.cookie, { amount: 100, amountPaise: 100, lines: [] });
    expect(o).toMatchObject({
      amount: 50_000,
      currency: "INR",
      gateway: "sandbox",
      description: expect.stringContaining("Extras for booking"),
    });
    expect(o.notes).toMatchObject({ bookingId: f.booking.id, purpose: "extras" });
    const again = await options(f.booking.id, f.rider.cookie);
    expect(again.order_id).toBe(o.order_id);
    const rows = await paymentRows(f.booking.id);
    expect(rows.filter((p) => p.purpose === "extras")).toHaveLength(1);
    const [line] = await t.database.db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, f.booking.id));
    expect(line.paymentId).toBe(rows.find((p) => p.purpose === "extras")!.id);
    expect(line.status).toBe("due");
  });

  it("nothing due: 409; another rider: 404; a guest: 401", async () => {
    const f = await rideAt(t, { step: "started", service: "cab-booking", arrivedMin: 0, startedMin: 5 });
    await endRide(t, f.booking.id, "completed", plus(f.pickupAt, 60));
    const none = await extrasOrder(t, f.booking.id, f.rider.cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe("There are no extras to pay on this booking.");
    const due = await withWaitingDue();
    const other = await createSignedInUser(t);
    expect((await extrasOrder(t, due.booking.id, other.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: ridePaths.extrasOrder(due.booking.id) })).statusCode).toBe(401);
  });

  it("captured by the webhook: the lines are paid, the fare's payment_status untouched, the supplementary invoice sent; a second capture changes nothing", async () => {
    // a fare paid through the real order first: the extras' invoice follows it in the same GST series
    const payer = await createSignedInUser(t);
    const order = await placeOrder(
      t,
      payer.cookie,
      await insertQuote(t, { userId: payer.userId, startInHours: 72 }),
      "fare-first",
    );
    await payOrder(t, optionsOf(t, order.json()).order_id);
    const fareInvoice = await t.database.query<{ number: string }>(
      "SELECT number FROM invoices WHERE booking_id = $1 AND kind = 'fare'",
      [order.json().bookingId],
    );
    const f = await withWaitingDue();
    const o = await options(f.booking.id, f.rider.cookie);
    const r = await payOrder(t, o.order_id);
    expect((await sendWebhook(t.app, r.webhooks[0])).json().outcome).toBe("duplicate");
    const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, f.booking.id));
    expect(b.paymentStatus).toBe("paid");
    const [line] = await t.database.db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, f.booking.id));
    const extrasPayment = (await paymentRows(f.booking.id)).find((p) => p.purpose === "extras")!;
    expect(line).toMatchObject({ status: "paid", paymentId: extrasPayment.id });
    expect(extrasPayment.status).toBe("captured");
    const fare = (await paymentRows(f.booking.id)).find((p) => p.purpose === "fare")!;
    expect(fare.amountPaise).toBe(f.booking.amountPaise);
    const v = ExtrasViewSchema.parse(await extrasOfBooking(t, f.booking.id, f.rider.cookie));
    expect(v).toMatchObject({ duePaise: 0, paidPaise: 50_000 });
    expect(v.invoices).toHaveLength(1);
    const [fy, n] = fareInvoice[0].number.split("/").slice(1);
    expect(v.invoices[0].number).toMatch(new RegExp(`^SL/${fy}/\\d{6}$`));
    expect(Number(v.invoices[0].number.split("/")[2])).toBeGreaterThan(Number(n));
    expect(v.invoices[0].totalPaise).toBe(50_000);
    // the rider's booking keeps its fare invoice number; the e-mail carries the supplementary invoice
    const view = await t.app.inject({
      method: "GET",
      url: `/api/v1/bookings/${f.booking.id}`,
      headers: { cookie: f.rider.cookie },
    });
    expect(view.json().data).toMatchObject({
      extrasDuePaise: 0,
      invoiceNumber: null,
      payment: { paymentStatus: "paid" },
    });
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, f.booking.id), eq(outboxMessages.template, "extras-paid")));
    const mail = mails.find((m) => m.channel === "email")!;
    expect(mail.text).toContain(`Supplementary tax invoice: ${v.invoices[0].number}`);
    expect(mail.attachments[0]).toMatchObject({ contentType: "application/pdf" });
    expect(mails).toHaveLength(2);
    // paid: nothing more to pay, the sandbox refuses a second payment of that order
    expect((await extrasOrder(t, f.booking.id, f.rider.cookie)).statusCode).toBe(409);
    const second = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/sandbox/checkout",
      headers: { cookie: f.rider.cookie },
      payload: { orderId: o.order_id, outcome: "success" },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("These extras are already paid.");
  });

  it("the sandbox dialog and the callback: the rider's checkout of a paid booking's extras, then the status page", async () => {
    const f = await withWaitingDue();
    const o = await options(f.booking.id, f.rider.cookie);
    const sim = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/sandbox/checkout",
      headers: { cookie: f.rider.cookie },
      payload: { orderId: o.order_id, outcome: "success" },
    });
    expect(sim.statusCode, sim.body).toBe(200);
    const res = await callback(sim.json().result.fields, f.rider.cookie);
    expect(res.statusCode).toBe(303);
    const token = new URL(String(res.headers.location), "http://x").searchParams.get("token")!;
    const status = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/verify-payment-token",
      headers: { cookie: f.rider.cookie },
      payload: { token },
    });
    const result = VerifyPaymentTokenResponseSchema.parse(status.json());
    expect(result).toMatchObject({ data: { amount: 50_000, bookingId: f.booking.id } });
    expect((await extrasOfBooking(t, f.booking.id, f.rider.cookie)).duePaise).toBe(0);
  });

  it("the supplementary invoice PDF: the rider's own, after payment, the chosen one", async () => {
    const f = await withWaitingDue();
    const pdf = (cookie: string, query = "") =>
      t.app.inject({ method: "GET", url: `${ridePaths.extrasInvoice(f.booking.id)}${query}`, headers: { cookie } });
    const early = await pdf(f.rider.cookie);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toMatch(/once the extras are paid/);
    await payOrder(t, (await options(f.booking.id, f.rider.cookie)).order_id);
    const v = await extrasOfBooking(t, f.booking.id, f.rider.cookie);
    const res = await pdf(f.rider.cookie, `?invoice=${v.invoices[0].id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(v.invoices[0].number.replace(/\//g, "-"));
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.rawPayload.equals((await pdf(f.rider.cookie)).rawPayload)).toBe(true); // stored as issued
    expect(v.invoices[0].url).toBe(`${ridePaths.extrasInvoice(f.booking.id)}?invoice=${v.invoices[0].id}`);
    const other = await createSignedInUser(t);
    expect((await pdf(other.cookie)).statusCode).toBe(404);
    expect((await pdf(f.rider.cookie, "?invoice=nope")).statusCode).toBe(400);
  });

  it("a line waived after the order was opened: the capture pays the rest and gives the waived part back", async () => {
    const f = await hourlyOnTrip(t, 2);
    const extension = (
      await t.app.inject({
        method: "POST",
        url: ridePaths.extension(f.booking.id),
        headers: { cookie: f.rider.cookie },
        payload: { hours: 1 },
      })
    ).json().extra;
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/v1/driver/trips/${f.booking.id}/extensions/${extension.id}/accept`,
      headers: { cookie: f.chauffeur.cookie },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await endRide(t, f.booking.id, "completed", plus(f.pickupAt, 170));
    const o = await options(f.booking.id, f.rider.cookie);
    expect(o.amount).toBe(78_800);
    const operator = await createSignedInUser(t, { role: "operator" });
    const waived = await t.app.inject({
      method: "POST",
      url: extrasPaths.waive(f.booking.id, extension.id),
      headers: { cookie: operator.cookie },
      payload: { reason: "Traffic jam on the ring road" },
    });
    expect(waived.statusCode, waived.body).toBe(200);
    await payOrder(t, o.order_id);
    const [line] = await t.database.db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, f.booking.id));
    expect(line.status).toBe("waived");
    expect(
      await countRows(t, "sandbox_refunds", "idempotency_key LIKE 'extras-over-%' AND amount_paise = $1", [78_800]),
    ).toBe(1);
    expect(await countRows(t, "invoices", "booking_id = $1 AND kind = 'extras'", [f.booking.id])).toBe(0);
  });

  it("My Bookings shows the extras due on the card and drops them once paid (the cached list is never stale)", async () => {
    const f = await withWaitingDue();
    const list = async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/v1/bookings?limit=50",
        headers: { cookie: f.rider.cookie },
      });
      const all = [...res.json().data.active, ...res.json().data.past] as Array<{
        _id: string;
        extrasDuePaise: number;
      }>;
      return all.find((b) => b._id === f.booking.id)!.extrasDuePaise;
    };
    expect(await list()).toBe(50_000);
    await payOrder(t, (await options(f.booking.id, f.rider.cookie)).order_id);
    expect(await list()).toBe(0);
  });
});

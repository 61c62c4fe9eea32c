import { expect } from "vitest";
import { toIstLocalInput } from "@chauffeur/contracts";
import type { TestApp } from "../../../test/helpers.ts";
import { registerAndLogin } from "../../../test/auth-helpers.ts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { transitionBooking } from "../bookings/index.ts";

export const DAY = 24 * 3600_000;

type Rider = Awaited<ReturnType<typeof registerAndLogin>>;
type AddOns = Record<string, unknown>;
/** An order's answer as far as the checkout options go. */
type OrderBody = { options: { encryptedData: string; iv: string } };

/**
 * The purge-erasure test's rider and everything holding their words (purge-erasure.int.test.ts): an airport booking
 * paid with a GST invoice, an outstation booking declined with a note, a quote never ordered, two leads (one with an
 * operator's note) and a gateway event with the payer's details. `orderIdOf` reads the provider order id from an
 * order's answer (the bookings module's test builder, which only a test file may import).
 */
export async function seedRiderWithFreeText(t: TestApp, orderIdOf: (orderBody: OrderBody) => string) {
  const tag = Date.now().toString(36);
  const rider = await registerAndLogin(t, { name: `Rukmini Pattanayak ${tag}` });
  const cookie = rider.cookie;
  const placard = `Welcome Dr Rukmini ${tag}`;
  const guest = `Guest Subhashree Mohanty +919812345678 ${tag}`;
  const home = `Flat 7C Lotus Residency ${tag}, Patia, Bhubaneswar, Odisha`;
  const stop = `Grandma house Lane 3 ${tag}, Pipili, Puri, Odisha`;
  const addOns = {
    placard: { required: true, text: placard },
    bookForOther: { isBooking: true, otherGuestInfo: guest },
    pets: { dogs: false, cats: false },
    childSeat: false,
    airportToll: false,
  };
  const { paidId, declinedId, paidBody } = await orderTwoBookings(t, cookie, tag, addOns);
  const paidOrderId = orderIdOf(paidBody);
  const inv = await payWithInvoice(t, rider, tag, paidId, paidOrderId);
  const note = `Called Rukmini at ${tag}, her driver cousin will come instead`;
  await declineAndLeads(t, rider, { declinedId, note, home, stop });
  const { eventId, vpa } = await storeGatewayEvent(t, rider, { tag, paidOrderId, amountPaise: inv.total_paise, guest });
  return { tag, rider, cookie, placard, guest, note, vpa, paidId, declinedId, paidOrderId, inv, eventId };
}

/** Three quotes (airport with flight number, outstation with a stop, one never ordered); the first two ordered. */
async function orderTwoBookings(t: TestApp, cookie: string, tag: string, addOns: AddOns) {
  const inHours = (h: number) => toIstLocalInput(new Date(t.clock.now().getTime() + h * 3600_000));
  // places as the form picks them: from the server's suggestions
  const suggest = async (q: string) => {
    const r = (await t.app.inject({ method: "GET", url: `/api/v1/places/search?q=${encodeURIComponent(q)}` })).json()
      .data[0];
    return {
      address: r.address as string,
      placeId: r.placeId as string,
      location: { type: "Point", coordinates: [r.location.lng, r.location.lat] },
    };
  };
  const [kiit, pipili, puri, konark] = [
    await suggest("kiit"),
    await suggest("pipili"),
    await suggest("jagannath temple"),
    await suggest("konark"),
  ];
  const charge = (service: string, body: object) =>
    t.app.inject({ method: "POST", url: `/api/v1/bookings/charges/${service}`, headers: { cookie }, payload: body });

  // an airport pickup with a flight number, placard and a guest; an outstation trip with a stop
  const airport = await charge("airport-transfer", {
    transferType: "airport-to-city",
    dropOff: kiit,
    flightNumber: "6E 2341",
    startTime: inHours(30),
    passengerCount: 2,
    luggageCount: 2,
    addOns,
  });
  expect(airport.statusCode, airport.body).toBe(200);
  const outstation = await charge("outstation", {
    pickUp: kiit,
    stops: [pipili],
    dropOff: puri,
    startTime: inHours(80),
    isRoundTrip: false,
    returnTime: null,
    passengerCount: 2,
    luggageCount: 2,
    addOns,
  });
  expect(outstation.statusCode, outstation.body).toBe(200);
  // a third quote never ordered
  expect(
    (
      await charge("outstation", {
        pickUp: kiit,
        dropOff: konark,
        startTime: inHours(100),
        passengerCount: 1,
        luggageCount: 1,
        addOns,
      })
    ).statusCode,
  ).toBe(200);

  const order = (quoteId: string, service: string, key: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/bookings/order/${service}`,
      headers: { cookie, "idempotency-key": key },
      payload: { quoteId, addOns },
    });
  const o1 = await order(airport.json().data.quoteId, "airport-transfer", `key-${tag}-1`);
  expect(o1.statusCode, o1.body).toBe(200);
  const o2 = await order(outstation.json().data.quoteId, "outstation", `key-${tag}-2`);
  expect(o2.statusCode, o2.body).toBe(200);
  const paidId = o1.json().bookingId as string;
  const declinedId = o2.json().bookingId as string;

  return { paidId, declinedId, paidBody: o1.json() as OrderBody };
}

/** Pays the first booking through the sandbox checkout and its callback; the invoice is served as issued. */
async function payWithInvoice(t: TestApp, rider: Rider, tag: string, paidId: string, paidOrderId: string) {
  const cookie = rider.cookie;
  // the first is paid through the sandbox checkout and its callback: a GST invoice is issued
  const gw = t.app.ctx.adapters.payments as SandboxGateway;
  const r = await gw.completeCheckout(paidOrderId, "success", t.clock.now());
  const cb = await t.app.inject({
    method: "POST",
    url: "/api/v1/payments/callback",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://api.razorpay.com" },
    payload: new URLSearchParams(r.success!).toString(),
  });
  expect(cb.statusCode).toBe(303);
  const [inv] = await t.database.query<{ number: string; total_paise: number }>(
    "SELECT number, total_paise FROM invoices WHERE booking_id = $1",
    [paidId],
  );
  expect(inv.number).toMatch(/^SL\//);
  // the invoice is served as issued: a later change of name does not rewrite it
  const invoicePdf = async () =>
    (await t.app.inject({ method: "GET", url: `/api/v1/bookings/${paidId}/invoice.pdf`, headers: { cookie } }))
      .rawPayload;
  const issued = await invoicePdf();
  expect(issued.subarray(0, 5).toString()).toBe("%PDF-");
  const rename = await t.app.inject({
    method: "PUT",
    url: "/api/v1/user/me/update",
    headers: { cookie },
    payload: { name: `Renamed Person ${tag}`, email: rider.email },
  });
  expect(rename.statusCode, rename.body).toBe(200);
  expect((await invoicePdf()).equals(issued)).toBe(true);

  return inv;
}

/** The operator's decline with a note naming the rider, and two leads through the public forms. */
async function declineAndLeads(
  t: TestApp,
  rider: Rider,
  { declinedId, note, home, stop }: { declinedId: string; note: string; home: string; stop: string },
) {
  // the second was declined by an operator with a note naming the rider: the console's decline, through the booking's
  // machine (its audit row keeps the note in the reason and the cancel reason)
  await t.app.ctx.db.transaction((tx) =>
    transitionBooking(tx, {
      booking: declinedId,
      event: "decline",
      actor: { kind: "operator", userId: null },
      now: t.app.ctx.clock.now(),
      set: { cancelledAt: t.app.ctx.clock.now(), cancelReason: `Declined: ${note}` },
      audit: { detail: { reason: note, refund: { refunded: 0 } } },
    }),
  );

  // two leads through the public forms, one with an operator's note
  const lead = await t.app.inject({
    method: "POST",
    url: "/api/v1/leads/service-requests",
    payload: {
      service: "Outstation Trips",
      name: rider.name,
      email: rider.email,
      phone: rider.phone.slice(3),
      datetime: new Date(Date.now() + 7 * DAY).toISOString().slice(0, 16),
      pickup_location: home,
      drop_location: stop,
      terms: true,
    },
  });
  expect(lead.statusCode, lead.body).toBe(201);
  const enquiry = await t.app.inject({
    method: "POST",
    url: "/api/v1/leads/event-enquiries",
    payload: {
      eventType: "wedding",
      name: rider.name,
      phone: rider.phone,
      description: `Wedding of my daughter at ${home}, 3 cars`,
    },
  });
  expect(enquiry.statusCode, enquiry.body).toBe(201);
  await t.database.query("UPDATE leads SET notes = $2::jsonb WHERE lower(email) = lower($1)", [
    rider.email,
    JSON.stringify([{ at: new Date().toISOString(), by: "Ops", text: note }]),
  ]);
}

/** A gateway event about the payment as Razorpay sends it: the payer's e-mail, phone and UPI address. */
async function storeGatewayEvent(
  t: TestApp,
  rider: Rider,
  { tag, paidOrderId, amountPaise, guest }: { tag: string; paidOrderId: string; amountPaise: number; guest: string },
) {
  // a gateway event about the payment as Razorpay sends it: the payer's e-mail, phone and UPI address
  const eventId = `evt_${Math.random().toString(16).slice(2, 14)}`;
  const vpa = `rukmini.${tag}@okhdfcbank`;
  await t.database.query(
    "INSERT INTO webhook_events (event_id, gateway, event_type, payload) VALUES ($1, 'razorpay', 'payment.captured', $2::jsonb)",
    [
      eventId,
      JSON.stringify({
        entity: "event",
        event: "payment.captured",
        contains: ["payment"],
        payload: {
          payment: {
            entity: {
              id: `pay_${Math.random().toString(16).slice(2, 14)}`,
              order_id: paidOrderId,
              amount: amountPaise,
              currency: "INR",
              status: "captured",
              method: "upi",
              vpa,
              email: rider.email,
              contact: rider.phone,
              description: `Booking for ${rider.name}`,
              notes: { guest },
            },
          },
        },
        created_at: 1790000000,
      }),
    ],
  );
  return { eventId, vpa };
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toIstLocalInput } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { registerAndLogin } from "../../../test/auth-helpers.ts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { optionsOf } from "../bookings/test-factories.ts";

const DAY = 24 * 3600_000;

/**
 * Erasure that erases (docs/security.md §6): 30 days after a deletion request the purge leaves none of the rider's free
 * text in their bookings, quotes and leads (addresses, stops, coordinates, placard, guest, flight number, notes), while
 * amounts, dates, references and invoice numbers stay for the accounts.
 */
describe("purge: erasure of the free text of bookings, quotes and leads", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("a purged rider's bookings, quotes and leads keep amounts, dates and invoice numbers and none of their words", async () => {
    const tag = Date.now().toString(36);
    const rider = await registerAndLogin(t, { name: `Rukmini Pattanayak ${tag}` });
    const cookie = rider.cookie;
    const inHours = (h: number) => toIstLocalInput(new Date(t.clock.now().getTime() + h * 3600_000));
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

    // the first is paid through the sandbox checkout and its callback: a GST invoice is issued
    const gw = t.app.ctx.adapters.payments as SandboxGateway;
    const paidOrderId = optionsOf(t, o1.json()).order_id;
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

    // the second was declined by an operator with a note naming the rider (what the console's decline writes)
    const note = `Called Rukmini at ${tag}, her driver cousin will come instead`;
    await t.database.query("UPDATE bookings SET status = 'cancelled', cancel_reason = $2 WHERE id = $1", [
      declinedId,
      `Declined: ${note}`,
    ]);
    await t.database.query(
      "INSERT INTO audit_log (action, entity, entity_id, before, after, detail) VALUES ('booking.decline', 'booking', $1, $2::jsonb, $3::jsonb, $4::jsonb)",
      [
        declinedId,
        JSON.stringify({ status: "pending", cancelReason: null }),
        JSON.stringify({ status: "cancelled", cancelReason: `Declined: ${note}` }),
        JSON.stringify({ reason: note, refund: { refunded: 0 } }),
      ],
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
                amount: inv.total_paise,
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

    const bookingIds = [paidId, declinedId];
    const rowsText = async () => {
      const b = await t.database.query<{ v: string }>(
        "SELECT to_jsonb(b)::text AS v FROM bookings b WHERE id = ANY($1::uuid[])",
        [bookingIds],
      );
      const q = await t.database.query<{ v: string }>(
        "SELECT to_jsonb(q)::text AS v FROM quotes q WHERE user_id = $1",
        [rider.userId],
      );
      const l = await t.database.query<{ v: string }>("SELECT to_jsonb(l)::text AS v FROM leads l WHERE name = $1", [
        rider.name,
      ]);
      const r2 = await t.database.query<{ v: string }>(
        "SELECT to_jsonb(r)::text AS v FROM refunds r WHERE booking_id = ANY($1::uuid[])",
        [bookingIds],
      );
      const a = await t.database.query<{ v: string }>(
        "SELECT to_jsonb(a)::text AS v FROM audit_log a WHERE entity_id = ANY($1::text[])",
        [bookingIds],
      );
      const w = await t.database.query<{ v: string }>(
        "SELECT to_jsonb(w)::text AS v FROM webhook_events w WHERE event_id = $1",
        [eventId],
      );
      return {
        bookings: b.map((x) => x.v),
        quotes: q.map((x) => x.v),
        leads: l.map((x) => x.v),
        others: [...r2, ...a, ...w].map((x) => x.v),
      };
    };

    // what the rows hold before: every kind of free text, and the stored addresses and coordinates
    const before = await rowsText();
    expect(before.quotes).toHaveLength(3);
    expect(before.leads).toHaveLength(2);
    const all = [...before.bookings, ...before.quotes].join("\n");
    for (const s of [placard, guest, "6E 2341", tag]) expect(all).toContain(s);
    const stored = await t.database.query<{
      trip: {
        pickUp: { address: string; lat: number };
        dropOff: { address: string; lat: number };
        stops: Array<{ address: string }>;
      };
    }>("SELECT trip FROM bookings WHERE id = ANY($1::uuid[])", [bookingIds]);
    const addressWords = stored.flatMap((s) => [
      s.trip.pickUp.address,
      s.trip.dropOff.address,
      ...s.trip.stops.map((x) => x.address),
    ]);
    const coordinates = stored.flatMap((s) => [String(s.trip.pickUp.lat), String(s.trip.dropOff.lat)]);
    const [amountsBefore] = await t.database.query<{ amount_paise: number; start_time: Date; reference: string }>(
      "SELECT amount_paise, start_time, reference FROM bookings WHERE id = $1",
      [paidId],
    );

    // deletion requested; the purge runs 30 days later
    const del = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/user/me",
      headers: { cookie },
      payload: { password: rider.password },
    });
    expect(del.statusCode, del.body).toBe(200);
    t.clock.setOffsetMs(30 * DAY + 60_000);
    try {
      await t.app.ctx.scheduler.runNow("accounts-purge");
    } finally {
      t.clock.setOffsetMs(0);
    }

    const after = await rowsText();
    expect(after.bookings).toHaveLength(2); // kept for the accounts
    expect(after.quotes).toHaveLength(0);
    expect(after.leads).toHaveLength(0);
    const needles = [
      vpa,
      rider.name,
      `Renamed Person ${tag}`,
      "Rukmini",
      "Pattanayak",
      rider.email,
      rider.phone,
      rider.phone.slice(3),
      placard,
      guest,
      "Subhashree",
      "6E 2341",
      "6E2341",
      note,
      tag,
      "Lotus Residency",
      "Grandma",
      "Patia",
      "Pipili",
      "Jagannath",
      ...addressWords,
      ...coordinates,
    ];
    const hits: string[] = [];
    for (const [where, list] of Object.entries(after))
      for (const row of list) for (const n of needles) if (row.includes(n)) hits.push(`${where}: ${n}`);
    // no lead anywhere holds the rider's words
    const leadsLeft = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM leads l WHERE to_jsonb(l)::text LIKE $1",
      [`%${tag}%`],
    );
    expect(leadsLeft[0].n).toBe(0);
    expect(hits).toEqual([]);

    // what the law needs stays: amounts, dates, reference, statuses, the invoice and its number and figures
    const [kept] = await t.database.query<{
      amount_paise: number;
      start_time: Date;
      reference: string;
      status: string;
      payment_status: string;
      breakdown: unknown[];
      trip: { pickUp: { lat: number }; passengerCount: number; service: string };
    }>(
      "SELECT amount_paise, start_time, reference, status, payment_status, breakdown, trip FROM bookings WHERE id = $1",
      [paidId],
    );
    expect(kept).toMatchObject({
      amount_paise: amountsBefore.amount_paise,
      reference: amountsBefore.reference,
      payment_status: "paid",
    });
    expect(new Date(kept.start_time).getTime()).toBe(new Date(amountsBefore.start_time).getTime());
    expect(kept.breakdown.length).toBeGreaterThan(0);
    expect(kept.trip).toMatchObject({ service: "airport-transfer", passengerCount: 2, pickUp: { lat: 0 } });
    const [invAfter] = await t.database.query<{ number: string; total_paise: number }>(
      "SELECT number, total_paise FROM invoices WHERE booking_id = $1",
      [paidId],
    );
    expect(invAfter).toEqual(inv);
    const [pay] = await t.database.query<{ amount_paise: number; status: string }>(
      "SELECT amount_paise, status FROM payments WHERE booking_id = $1",
      [paidId],
    );
    expect(pay).toMatchObject({ amount_paise: amountsBefore.amount_paise, status: "captured" });
    const [event] = await t.database.query<{
      payload: {
        payload: {
          payment: { entity: { order_id: string; amount: number; status: string; vpa: string; email: string } };
        };
      };
    }>("SELECT payload FROM webhook_events WHERE event_id = $1", [eventId]);
    expect(event.payload.payload.payment.entity).toMatchObject({
      order_id: paidOrderId,
      amount: inv.total_paise,
      status: "captured",
      vpa: "[erased]",
      email: "[erased]",
    });

    // the tax invoice as issued (the PDF naming the rider) is kept for the GST retention period, then erased
    const pdfKept = async () =>
      (
        await t.database.query<{ kept: boolean }>(
          "SELECT document_pdf IS NOT NULL AS kept FROM invoices WHERE booking_id = $1",
          [paidId],
        )
      )[0].kept;
    expect(await pdfKept()).toBe(true);
    const issuedAt = new Date(
      (await t.database.query<{ issued_at: Date }>("SELECT issued_at FROM invoices WHERE booking_id = $1", [paidId]))[0]
        .issued_at,
    );
    const ist = new Date(issuedAt.getTime() + 330 * 60_000);
    const fyStart = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
    const retentionEnd = Date.UTC(fyStart + 7, 11, 31, 18, 30); // 72 months after 31 December of the following year
    t.clock.setOffsetMs(retentionEnd - Date.now() - DAY);
    try {
      await t.app.ctx.scheduler.runNow("accounts-purge");
      expect(await pdfKept()).toBe(true); // a day before the end: still kept
      t.clock.setOffsetMs(retentionEnd - Date.now() + DAY);
      await t.app.ctx.scheduler.runNow("accounts-purge");
    } finally {
      t.clock.setOffsetMs(0);
    }
    expect(await pdfKept()).toBe(false);
    expect(
      (
        await t.database.query<{ number: string; total_paise: number }>(
          "SELECT number, total_paise FROM invoices WHERE booking_id = $1",
          [paidId],
        )
      )[0],
    ).toEqual(inv);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { optionsOf } from "../bookings/test-factories.ts";
import { DAY, seedRiderWithFreeText } from "./purge-erasure.fixture.ts";

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
    const { tag, rider, cookie, placard, guest, note, vpa, paidId, declinedId, paidOrderId, inv, eventId } =
      await seedRiderWithFreeText(t, (body) => optionsOf(t, body).order_id);

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

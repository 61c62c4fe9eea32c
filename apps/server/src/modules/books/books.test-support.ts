import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { q1 } from "../../lib/sql.ts";

/**
 * A hand-built period for the Books' tests: documents, payments and refunds written straight to the tables, each at
 * a time given in IST. Integration tests only.
 */
export const ist = (local: string) => new Date(`${local}+05:30`);

type Amounts = { taxable: number; cgst?: number; sgst?: number; igst?: number };
const total = (a: Amounts) => a.taxable + (a.cgst ?? 0) + (a.sgst ?? 0) + (a.igst ?? 0);

export async function payment(
  db: Db,
  o: { bookingId?: string; eventId?: string; amount: number; at: Date; status?: "captured" | "created" },
) {
  const id = randomUUID().replace(/-/g, "").slice(0, 14);
  return (await q1<{ id: string; provider_payment_id: string }>(
    db,
    sql`INSERT INTO payments (booking_id, event_id, gateway, provider_order_id, provider_payment_id, amount_paise, status,
          method, captured_at, purpose)
        VALUES (${o.bookingId ?? null}, ${o.eventId ?? null}, 'sandbox', ${`order_${id}`}, ${`pay_${id}`}, ${o.amount},
          ${o.status ?? "captured"}, 'card', ${o.status === "created" ? null : o.at}, ${o.eventId ? "event_deposit" : "fare"})
        RETURNING id, provider_payment_id`,
  ))!;
}

export async function invoice(
  db: Db,
  o: Amounts & {
    bookingId: string;
    paymentId: string | null;
    number: string;
    at: Date;
    pos?: string;
    buyer?: { gstin: string; name: string };
    kind?: "fare" | "extras";
  },
) {
  return (await q1<{ id: string }>(
    db,
    sql`INSERT INTO invoices (booking_id, payment_id, number, gstin, taxable_paise, cgst_paise, sgst_paise, igst_paise,
          total_paise, place_of_supply, buyer_legal_name, buyer_gstin, buyer_address, issued_at, kind)
        VALUES (${o.bookingId}, ${o.paymentId}, ${o.number}, '21ABCDE1234F1ZC', ${o.taxable}, ${o.cgst ?? 0}, ${o.sgst ?? 0},
          ${o.igst ?? 0}, ${total(o)}, ${o.pos ?? "21"}, ${o.buyer?.name ?? null}, ${o.buyer?.gstin ?? null},
          ${o.buyer ? "12 MG Road, Bengaluru" : null}, ${o.at}, ${o.kind ?? "fare"})
        RETURNING id`,
  ))!;
}

export async function refund(
  db: Db,
  o: { paymentId: string; bookingId?: string; eventId?: string; amount: number; at: Date },
) {
  return (await q1<{ id: string }>(
    db,
    sql`INSERT INTO refunds (payment_id, booking_id, event_id, idempotency_key, provider_refund_id, amount_paise, status,
          processed_at, created_at)
        VALUES (${o.paymentId}, ${o.bookingId ?? null}, ${o.eventId ?? null}, ${randomUUID()}, ${`rfnd_${randomUUID().slice(0, 8)}`},
          ${o.amount}, 'processed', ${o.at}, ${o.at})
        RETURNING id`,
  ))!;
}

export async function creditNote(
  db: Db,
  o: Amounts & { invoiceId: string; bookingId: string; refundId: string | null; number: string; at: Date },
) {
  await db.execute(
    sql`INSERT INTO credit_notes (invoice_id, booking_id, refund_id, number, taxable_paise, cgst_paise, sgst_paise,
          igst_paise, total_paise, reason, issued_at)
        VALUES (${o.invoiceId}, ${o.bookingId}, ${o.refundId}, ${o.number}, ${o.taxable}, ${o.cgst ?? 0}, ${o.sgst ?? 0},
          ${o.igst ?? 0}, ${total(o)}, 'Refund', ${o.at})`,
  );
}

export async function eventDocument(
  db: Db,
  o: Amounts & {
    eventId: string;
    kind: "receipt_voucher" | "invoice" | "refund_voucher" | "credit_note";
    number: string;
    paymentId: string | null;
    at: Date;
    detail?: object;
  },
) {
  await db.execute(
    sql`INSERT INTO event_documents (event_id, kind, number, payment_id, gstin, place_of_supply, taxable_paise, cgst_paise,
          sgst_paise, igst_paise, total_paise, detail, issued_at)
        VALUES (${o.eventId}, ${o.kind}, ${o.number}, ${o.paymentId}, '21ABCDE1234F1ZC', '21', ${o.taxable}, ${o.cgst ?? 0},
          ${o.sgst ?? 0}, ${o.igst ?? 0}, ${total(o)}, ${JSON.stringify(o.detail ?? {})}::jsonb, ${o.at})`,
  );
}

/**
 * Many documents in one month, written set-based: `count` captured payments of one booking, each with its
 * supplementary invoice (B2C, intra-state), numbered SL/26-27/<first>… without gaps, a tenth of them with a credit note.
 */
export async function bulkMonth(
  db: Db,
  o: { bookingId: string; count: number; first: number; firstNote: number; month: string },
) {
  await db.execute(
    sql`INSERT INTO payments (booking_id, gateway, provider_order_id, provider_payment_id, amount_paise, status, method,
          captured_at, purpose)
        SELECT ${o.bookingId}, 'sandbox', 'order_bulk_' || g, 'pay_bulk_' || g, 105000, 'captured', 'card',
          (${o.month} || '-01T06:00:00Z')::timestamptz + (g % 27) * interval '1 day', 'extras'
        FROM generate_series(1, ${o.count}) g`,
  );
  await db.execute(
    sql`INSERT INTO invoices (booking_id, payment_id, number, gstin, taxable_paise, cgst_paise, sgst_paise, igst_paise,
          total_paise, place_of_supply, issued_at, kind)
        SELECT ${o.bookingId}, p.id, 'SL/26-27/' || lpad((${o.first} + row_number() OVER (ORDER BY p.provider_order_id) - 1)::text, 6, '0'),
          '21ABCDE1234F1ZC', 100000, 2500, 2500, 0, 105000, '21', p.captured_at, 'extras'
        FROM payments p WHERE p.provider_order_id LIKE 'order_bulk_%'`,
  );
  await db.execute(
    sql`INSERT INTO credit_notes (invoice_id, booking_id, number, taxable_paise, cgst_paise, sgst_paise, igst_paise,
          total_paise, reason, issued_at)
        SELECT i.id, i.booking_id, 'CN/26-27/' || lpad((${o.firstNote} + row_number() OVER (ORDER BY i.number) - 1)::text, 6, '0'),
          10000, 250, 250, 0, 10500, 'Refund', i.issued_at + interval '1 hour'
        FROM invoices i WHERE i.kind = 'extras' AND i.issued_at >= (${o.month} || '-01T00:00:00Z')::timestamptz
          AND right(i.number, 1) = '0'`,
  );
}

export const BUYER = { gstin: "29AAGCB7383J1Z4", name: "Bharat Tech Pvt Ltd" };

/** An event with no quote (its documents are written by hand). */
export async function insertEvent(db: Db, date: string) {
  const ref = `EV-${randomUUID().slice(0, 6).toUpperCase()}`;
  return (await q1<{ id: string }>(
    db,
    sql`INSERT INTO events (reference, status, event_type, title, client_name, client_phone, dates, starts_on, ends_on)
        VALUES (${ref}, 'accepted', 'wedding', 'Test wedding', 'Asha Mohanty', '+919812300001',
          ${JSON.stringify([date])}::jsonb, ${date}, ${date})
        RETURNING id`,
  ))!.id;
}

type Ride = Amounts & {
  number: string;
  at: string;
  pos?: string;
  buyer?: typeof BUYER;
  paid?: number;
  unpaid?: boolean;
};
/** A booking, its payment (of the invoice's total unless `paid` says otherwise) and its invoice. */
async function ride(db: Db, newBooking: () => Promise<string>, r: Ride) {
  const bookingId = await newBooking();
  const at = ist(r.at);
  const p = await payment(db, { bookingId, amount: r.paid ?? total(r), at, status: r.unpaid ? "created" : "captured" });
  const inv = await invoice(db, { ...r, bookingId, paymentId: p.id, at });
  return { bookingId, paymentId: p.id, invoiceId: inv.id };
}

/** A refund processed at `at`, with its credit note when a number is given. */
async function refunded(
  db: Db,
  of: Awaited<ReturnType<typeof ride>>,
  amount: number,
  at: string,
  note?: Amounts & { number: string },
) {
  const r = await refund(db, { paymentId: of.paymentId, bookingId: of.bookingId, amount, at: ist(at) });
  if (note)
    await creditNote(db, { ...note, invoiceId: of.invoiceId, bookingId: of.bookingId, refundId: r.id, at: ist(at) });
}

/**
 * October 2026, built by hand (supplier 21 Odisha; books.int.test.ts works out every figure from it): every GSTR-1
 * table has a row, SL/26-27/000004 is missing, and the gateway disagrees four ways.
 */
export async function seedOctober(db: Db, newBooking: () => Promise<string>) {
  // September: a B2C invoice (credited in October), an event's advance
  const sep = await ride(db, newBooking, {
    number: "SL/26-27/000001",
    at: "2026-09-25T10:00:00",
    taxable: 20000,
    cgst: 500,
    sgst: 500,
  });
  // October: B2B (Karnataka), B2C, B2C large (Maharashtra), a B2C paid 450 not 420, a capture with no document,
  // an invoice whose payment was never captured (the month's last half hour)
  const b2b = await ride(db, newBooking, {
    number: "SL/26-27/000002",
    at: "2026-10-05T09:00:00",
    pos: "29",
    buyer: BUYER,
    taxable: 200000,
    igst: 10000,
  });
  const b2c = await ride(db, newBooking, {
    number: "SL/26-27/000003",
    at: "2026-10-10T09:00:00",
    taxable: 100000,
    cgst: 2500,
    sgst: 2500,
  });
  const b2cl = await ride(db, newBooking, {
    number: "SL/26-27/000005",
    at: "2026-10-12T09:00:00",
    pos: "27",
    taxable: 12000000,
    igst: 600000,
  });
  await ride(db, newBooking, {
    number: "SL/26-27/000006",
    at: "2026-10-20T09:00:00",
    taxable: 40000,
    cgst: 1000,
    sgst: 1000,
    paid: 45000,
  });
  await payment(db, { bookingId: await newBooking(), amount: 99900, at: ist("2026-10-21T09:00:00") });
  await ride(db, newBooking, {
    number: "SL/26-27/000007",
    at: "2026-10-31T23:30:00",
    taxable: 20000,
    cgst: 500,
    sgst: 500,
    unpaid: true,
  });
  // refunds with their credit notes (B2B, B2C large, September's B2C invoice) and one without
  await refunded(db, b2b, 21000, "2026-10-15T09:00:00", { number: "CN/26-27/000001", taxable: 20000, igst: 1000 });
  await refunded(db, b2cl, 1050000, "2026-10-16T09:00:00", {
    number: "CN/26-27/000002",
    taxable: 1000000,
    igst: 50000,
  });
  await refunded(db, sep, 10500, "2026-10-18T09:00:00", {
    number: "CN/26-27/000003",
    taxable: 10000,
    cgst: 250,
    sgst: 250,
  });
  await refunded(db, b2c, 5000, "2026-10-19T09:00:00");
  // November: outside the month (the first minute of 1 November IST)
  await ride(db, newBooking, {
    number: "SL/26-27/000008",
    at: "2026-11-01T00:01:00",
    taxable: 20000,
    cgst: 500,
    sgst: 500,
  });
  await seedEvents(db);
}

/** The events: A's advance in September adjusted by its October invoice, B's advance received in October. */
async function seedEvents(db: Db) {
  const eventA = await insertEvent(db, "2026-10-22");
  const eventB = await insertEvent(db, "2026-12-12");
  const pa1 = await payment(db, { eventId: eventA, amount: 315000, at: ist("2026-09-20T11:00:00") });
  const advance = { taxable: 300000, cgst: 7500, sgst: 7500 };
  await eventDocument(db, {
    ...advance,
    eventId: eventA,
    kind: "receipt_voucher",
    number: "RV/26-27/000001",
    paymentId: pa1.id,
    at: ist("2026-09-20T11:00:00"),
  });
  // events: A's invoice adjusts September's advance; B's advance is received in October
  const pa2 = await payment(db, { eventId: eventA, amount: 735000, at: ist("2026-10-22T08:00:00") });
  const detail = {
    advancePaise: 315000,
    advanceGstPaise: 15000,
    balancePaise: 735000,
    balanceGstPaise: 35000,
    vouchers: ["RV/26-27/000001"],
  };
  await eventDocument(db, {
    eventId: eventA,
    kind: "invoice",
    number: "EI/26-27/000001",
    paymentId: pa2.id,
    at: ist("2026-10-22T08:00:00"),
    taxable: 1000000,
    cgst: 25000,
    sgst: 25000,
    detail,
  });
  const pb1 = await payment(db, { eventId: eventB, amount: 210000, at: ist("2026-10-08T08:00:00") });
  await eventDocument(db, {
    eventId: eventB,
    kind: "receipt_voucher",
    number: "RV/26-27/000002",
    paymentId: pb1.id,
    at: ist("2026-10-08T08:00:00"),
    taxable: 200000,
    cgst: 5000,
    sgst: 5000,
  });
}

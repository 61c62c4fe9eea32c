// Test-only: a small known set of bookings for the dashboard's integration tests (imported by *.int.test.ts only).
import { randomUUID } from "node:crypto";
import type { TestApp } from "../../../test/helpers.ts";

const ist = (local: string) => new Date(`${local}+05:30`);

export interface KnownBooking {
  service: string;
  carType: string;
  status: "completed" | "cancelled" | "confirmed" | "pending";
  paymentStatus: string;
  amountPaise: number;
  feePaise?: number;
  /** pickup, Asia/Kolkata wall time 'YYYY-MM-DDTHH:MM' */
  pickup: string;
  hours: number;
  paidMinutesBefore?: number;
  /** minutes from payment to the first confirmation */
  confirmAfter?: number;
  /** minutes after (+) or before (−) the pickup the chauffeur arrived */
  arrivedAfter?: number;
  noShow?: boolean;
  stars?: number;
  carId?: string | null;
  chauffeurId?: string | null;
  address?: string;
}

/** Inserts a booking as the lifecycle would leave it: its payment, confirmation audit row, ride and rating. */
export async function insertKnownBooking(t: TestApp, userId: string, k: KnownBooking): Promise<string> {
  const db = t.database;
  const start = ist(k.pickup);
  const end = new Date(start.getTime() + k.hours * 3600_000);
  const paidAt = new Date(start.getTime() - (k.paidMinutesBefore ?? 24 * 60) * 60_000);
  const trip = { pickUp: { address: k.address ?? "Biju Patnaik International Airport, Bhubaneswar" }, stops: [] };
  const [b] = await db.query<{ id: string }>(
    `INSERT INTO bookings (reference, user_id, service_type, car_type, status, payment_status, trip, route, breakdown,
       amount_paise, tariff_version, start_time, end_time, hold_until, car_id, chauffeur_id, cancellation_fee_paise,
       cancelled_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::booking_status, $6::payment_state, $7::jsonb, '{}'::jsonb, '[]'::jsonb, $8, 1, $9, $10, $10, $11, $12, $13,
       CASE WHEN $5::booking_status = 'cancelled' THEN $9::timestamptz END, $14, now())
     RETURNING id`,
    [
      `SLX-D${randomUUID().slice(0, 8).toUpperCase()}`,
      userId,
      k.service,
      k.carType,
      k.status,
      k.paymentStatus,
      JSON.stringify(trip),
      k.amountPaise,
      start,
      end,
      k.carId ?? null,
      k.chauffeurId ?? null,
      k.feePaise ?? 0,
      new Date(paidAt.getTime() - 60_000),
    ],
  );
  const id = b!.id;
  if (k.paymentStatus !== "expired" && k.paymentStatus !== "pending")
    await db.query(
      `INSERT INTO payments (booking_id, gateway, provider_order_id, amount_paise, status, captured_at)
       VALUES ($1, 'sandbox', $2, $3, 'captured', $4)`,
      [id, `order_${randomUUID()}`, k.amountPaise, paidAt],
    );
  if (k.confirmAfter !== undefined)
    await db.query(
      `INSERT INTO audit_log (action, entity, entity_id, detail, created_at) VALUES ('booking.confirm', 'booking', $1, '{"by":"operator"}', $2)`,
      [id, new Date(paidAt.getTime() + k.confirmAfter * 60_000)],
    );
  if (k.arrivedAfter !== undefined || k.noShow) {
    const arrived = k.arrivedAfter === undefined ? null : new Date(start.getTime() + k.arrivedAfter * 60_000);
    await db.query(
      `INSERT INTO rides (booking_id, pin, step, arrived_at, no_show_at) VALUES ($1, '1234', $2, $3, $4)`,
      [id, k.noShow ? "no_show" : k.status === "completed" ? "completed" : "arrived", arrived, k.noShow ? start : null],
    );
  }
  if (k.stars) await db.query(`INSERT INTO ride_ratings (booking_id, stars) VALUES ($1, $2)`, [id, k.stars]);
  return id;
}

/**
 * Company revenue: an invoice of ₹1,180 to a company on 3 March 2026, less a credit note of ₹180 on 4 March; event
 * revenue: an advance of ₹20,000 on 2 March and the tax invoice of ₹50,000 on 6 March (Asia/Kolkata).
 */
export async function insertKnownMoney(t: TestApp) {
  // company revenue: an invoice of ₹1,180 to a company on 3 March, less a credit note of ₹180 on 4 March
  const [co] = await t.database.query<{ id: string }>(
    `INSERT INTO companies (legal_name, gstin, state_code, billing_address, billing_email)
     VALUES ('Kalinga Steel Ltd', '21AAACK1234A1Z5', '21', 'Bhubaneswar', 'ap@kalinga.example') RETURNING id`,
  );
  const [anyBooking] = await t.database.query<{ id: string }>(`SELECT id FROM bookings LIMIT 1`);
  const [inv] = await t.database.query<{ id: string }>(
    `INSERT INTO invoices (booking_id, number, gstin, taxable_paise, cgst_paise, sgst_paise, total_paise, issued_at, company_id)
     VALUES ($1, 'SL/26-27/D00001', '21ABCDE1234F1Z5', 100000, 9000, 9000, 118000, '2026-03-03T12:00+05:30', $2) RETURNING id`,
    [anyBooking!.id, co!.id],
  );
  await t.database.query(
    `INSERT INTO credit_notes (invoice_id, booking_id, number, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, reason, issued_at)
     VALUES ($1, $2, 'CN/26-27/D00001', 15254, 1373, 1373, 0, 18000, 'refund', '2026-03-04T12:00+05:30')`,
    [inv!.id, anyBooking!.id],
  );
  // event revenue: an advance of ₹20,000 on 2 March and the tax invoice of ₹50,000 on 6 March
  const [ev] = await t.database.query<{ id: string }>(
    `INSERT INTO events (reference, event_type, title, client_name, client_phone, dates, starts_on, ends_on)
     VALUES ('EV-D0001', 'wedding', 'Wedding', 'Client', '+919812345678', '[]'::jsonb, '2026-03-06', '2026-03-06') RETURNING id`,
  );
  for (const [kind, n, total, at] of [
    ["receipt_voucher", "RV/D1", 2000000, "2026-03-02T11:00+05:30"],
    ["invoice", "EI/D1", 5000000, "2026-03-06T11:00+05:30"],
  ] as const)
    await t.database.query(
      `INSERT INTO event_documents (event_id, kind, number, gstin, place_of_supply, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, issued_at)
       VALUES ($1, $2, $3, '21ABCDE1234F1Z5', '21', $4, 0, 0, 0, $4, $5)`,
      [ev!.id, kind, n, total, at],
    );
}

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

import { eq, sql } from "drizzle-orm";
import { TURNAROUND_BUFFER_MIN, type EventRunSheet } from "@chauffeur/contracts";
import type { Tx } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import { transitionBooking, type BookingRecord } from "./lifecycle/transition.ts";
import { newReference } from "./order.service.ts";

/**
 * The runs of an event (README "Weddings and events", decision record 023 point 4): each car of a car line on each of
 * its dates is a booking of the event, written here by the bookings module like an order. A run starts `pending`
 * (the machine's ORDER_STATUSES) with payment state 'event' (paid through its event, never by itself) and no payment
 * window, so the one 'holds a car' rule (capacity.ts) counts it from the moment it exists; the console's assignment
 * confirms it with a car and a chauffeur, the ride's steps move it on, and the system withdraws it (machine event
 * 'withdraw') when a revised quote drops it or the event is cancelled.
 */
export interface EventRunInsert {
  eventId: string;
  /** the client as the rider (null until they sign in) and who travels (the coordinator, or the client) */
  userId: string | null;
  travellerUserId: string | null;
  travellerName: string;
  travellerPhone: string;
  vehicleClass: string;
  service: "hourly-rental" | "outstation";
  trip: Record<string, unknown>;
  startAt: Date;
  endAt: Date;
  tariffVersion: number;
  run: EventRunSheet;
}

/** Inserts one run (a booking of the event holding a car of its class over [start, end + turnaround)). */
export async function insertEventRun(tx: Tx, r: EventRunInsert, now: Date): Promise<BookingRecord> {
  const holdUntil = new Date(r.endAt.getTime() + TURNAROUND_BUFFER_MIN * 60_000);
  const row = await q1<{ id: string }>(
    tx,
    sql`INSERT INTO bookings (reference, user_id, service_type, car_type, trip, route, add_ons, breakdown, amount_paise,
        tariff_version, start_time, end_time, hold_until, pending_expires_at, created_at, updated_at, status,
        payment_status, event_id, event_run, traveller_user_id, traveller_name, traveller_phone)
      VALUES (${newReference()}, ${r.userId}, ${r.service}, ${r.vehicleClass}, ${JSON.stringify(r.trip)}::jsonb,
        ${JSON.stringify({ source: "event" })}::jsonb, '{}'::jsonb, '[]'::jsonb, 0, ${r.tariffVersion}, ${r.startAt},
        ${r.endAt}, ${holdUntil}, NULL, ${now}, ${now}, 'pending'::booking_status, ${"event"}::payment_state,
        ${r.eventId}, ${JSON.stringify(r.run)}::jsonb, ${r.travellerUserId}, ${r.travellerName}, ${r.travellerPhone})
      RETURNING id`,
  );
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, row!.id));
  return b;
}

/** The system withdraws a run not started (locked by the caller): cancelled through the machine, audited. */
export async function withdrawEventRun(tx: Tx, b: BookingRecord, reason: string, now: Date) {
  if (!b.eventId) throw new AppError(409, "Only a run of an event can be withdrawn", "conflict");
  return transitionBooking(tx, {
    booking: b,
    event: "withdraw",
    actor: { kind: "system", userId: null },
    now,
    set: { cancelledAt: now, cancelReason: reason },
    audit: { detail: { eventId: b.eventId, reason } },
  });
}

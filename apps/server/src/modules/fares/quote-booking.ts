import { sql } from "drizzle-orm";
import type { BookedTrip } from "@chauffeur/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { q1 } from "../../lib/sql.ts";

/**
 * One trip, one payment (README "Payments and bookings"): the booking a quote led to, if it still counts: any booking
 * of the quote except one whose order lapsed unpaid or that the rider cancelled before paying. The predicate is the
 * unique index `bookings_one_per_quote`'s (apps/server/src/db/migrations/1200_one_booking_per_quote.sql). The order
 * call (bookings) answers with it, and so does the stored quote (the fare summary opened again).
 */
export const liveBookingOfQuote = <T extends { id: string; reference: string; user_id: string | null }>(
  db: DbOrTx,
  quoteId: string,
) =>
  q1<T>(
    db,
    sql`SELECT * FROM bookings WHERE quote_id = ${quoteId} AND payment_status <> 'expired'
          AND NOT (status = 'cancelled' AND payment_status IN ('pending', 'failed'))
        ORDER BY created_at LIMIT 1`,
  );

/** The booking as the rider is sent to it: its reference and the rider's page of it. */
export const bookedTrip = (b: { id: string; reference: string }): BookedTrip => ({
  bookingId: b.id,
  reference: b.reference,
  path: `/user/bookings/${b.id}/trip`,
});

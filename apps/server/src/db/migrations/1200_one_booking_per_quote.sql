-- One trip, one payment (README "Payments and bookings"): a quote leads to at most one live booking. A booking counts
-- unless its order lapsed unpaid (the expiry job's 'expired') or the rider cancelled it before paying; a paid booking
-- counts for good, refunded or not. The order call locks the rider and reads this booking first
-- (apps/server/src/modules/bookings/order.service.ts); this index is the guarantee beneath it.
-- Installations that already hold two live bookings of one quote keep the oldest one's link (the others' quote_id
-- is only where they were priced from; their fares and trips are stored on the bookings themselves).
UPDATE bookings SET quote_id = NULL
  WHERE id IN (
    SELECT id FROM (
      SELECT id, row_number() OVER (PARTITION BY quote_id ORDER BY created_at, id) AS n
        FROM bookings
        WHERE quote_id IS NOT NULL AND payment_status <> 'expired'
          AND NOT (status = 'cancelled' AND payment_status IN ('pending', 'failed'))
    ) ranked
    WHERE n > 1
  );
CREATE UNIQUE INDEX bookings_one_per_quote ON bookings (quote_id)
  WHERE quote_id IS NOT NULL AND payment_status <> 'expired'
    AND NOT (status = 'cancelled' AND payment_status IN ('pending', 'failed'));

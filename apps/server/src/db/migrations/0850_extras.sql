-- Extras after the ride (decision record 010, README "The day of the ride"): paid through the gateway like the fare
-- (payments.purpose = 'extras', migration 0800) and billed on a supplementary invoice of their own.

-- a booking has one fare invoice and one supplementary invoice per extras payment, all numbered in the same GST series
-- (invoice_counters); the fare invoice stays the one of the booking's views
ALTER TABLE invoices ADD COLUMN kind text NOT NULL DEFAULT 'fare' CHECK (kind IN ('fare', 'extras'));
ALTER TABLE invoices DROP CONSTRAINT invoices_booking_id_key;
CREATE UNIQUE INDEX invoices_fare_once_idx ON invoices (booking_id) WHERE kind = 'fare';
CREATE UNIQUE INDEX invoices_extras_payment_once_idx ON invoices (payment_id) WHERE kind = 'extras';
CREATE INDEX invoices_booking_idx ON invoices (booking_id);

-- the lines an extras order covers carry its payment id from the order on (status 'due' until the capture)
CREATE INDEX booking_extras_payment_idx ON booking_extras (payment_id) WHERE payment_id IS NOT NULL;
-- one extension at a time waits for the chauffeur's answer
CREATE UNIQUE INDEX booking_extras_one_request_idx ON booking_extras (booking_id) WHERE status = 'requested';

-- My Bookings shows the extras due on a card: a change of a booking's extras bumps the rider's version (migration
-- 0402), so the cached list is never stale
CREATE CONSTRAINT TRIGGER booking_extras_bump_rider_version AFTER INSERT OR UPDATE OR DELETE ON booking_extras
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_rider_booking_version();

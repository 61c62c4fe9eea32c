-- A per-rider counter bumped by every change to the rider's bookings, payments, refunds or invoices, whatever code
-- path (or operator, job or manual fix) makes it. The session lookup reads it in the same round trip, so a cached
-- My Bookings answer is served only while it is exactly current (modules/bookings/list-cache.ts).
-- No foreign key: a rider's row must not block deleting the rider, and an orphan counter is harmless.
-- The triggers are deferred to commit time, so the counter row is locked only for the last instant of a transaction.
CREATE TABLE rider_booking_versions (
  user_id uuid PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION bump_rider_booking_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid uuid;
  old_uid uuid;
BEGIN
  IF TG_TABLE_NAME = 'bookings' THEN
    IF TG_OP <> 'INSERT' THEN old_uid := OLD.user_id; END IF;
    IF TG_OP <> 'DELETE' THEN uid := NEW.user_id; END IF;
  ELSE
    SELECT b.user_id INTO uid FROM bookings b
      WHERE b.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.booking_id ELSE NEW.booking_id END;
  END IF;
  IF uid IS NOT NULL THEN
    INSERT INTO rider_booking_versions (user_id, version) VALUES (uid, 1)
      ON CONFLICT (user_id) DO UPDATE SET version = rider_booking_versions.version + 1;
  END IF;
  IF old_uid IS NOT NULL AND old_uid IS DISTINCT FROM uid THEN
    INSERT INTO rider_booking_versions (user_id, version) VALUES (old_uid, 1)
      ON CONFLICT (user_id) DO UPDATE SET version = rider_booking_versions.version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER bookings_bump_rider_version AFTER INSERT OR UPDATE OR DELETE ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_rider_booking_version();
CREATE CONSTRAINT TRIGGER payments_bump_rider_version AFTER INSERT OR UPDATE OR DELETE ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_rider_booking_version();
CREATE CONSTRAINT TRIGGER refunds_bump_rider_version AFTER INSERT OR UPDATE OR DELETE ON refunds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_rider_booking_version();
CREATE CONSTRAINT TRIGGER invoices_bump_rider_version AFTER INSERT OR UPDATE OR DELETE ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_rider_booking_version();

-- the list's counts and active/past filters read only these columns: an index-only scan, whatever the table's size
CREATE INDEX bookings_user_start_status_idx ON bookings (user_id, start_time DESC) INCLUDE (status, pending_expires_at);
DROP INDEX bookings_user_start_idx;

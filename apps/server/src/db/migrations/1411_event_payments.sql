-- An event's money goes through the payments module like a booking's (README "Weddings and events", decision record
-- 023): the deposit, the balance and a revised quote's difference are payments of the event (`event_id`, purposes
-- 'event_deposit', 'event_balance', 'event_difference'), their refunds refunds of the event. A payment or a refund
-- belongs to a booking or to an event, never both, never neither.
ALTER TABLE payments ALTER COLUMN booking_id DROP NOT NULL;
ALTER TABLE payments ADD COLUMN event_id uuid REFERENCES events(id) ON DELETE CASCADE;
ALTER TABLE payments ADD CONSTRAINT payments_one_owner CHECK ((booking_id IS NULL) <> (event_id IS NULL));
ALTER TABLE payments DROP CONSTRAINT payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check
  CHECK (purpose IN ('fare', 'extras', 'reschedule', 'event_deposit', 'event_balance', 'event_difference'));
CREATE INDEX payments_event_idx ON payments (event_id, created_at) WHERE event_id IS NOT NULL;

ALTER TABLE refunds ALTER COLUMN booking_id DROP NOT NULL;
ALTER TABLE refunds ADD COLUMN event_id uuid REFERENCES events(id) ON DELETE CASCADE;
ALTER TABLE refunds ADD CONSTRAINT refunds_one_owner CHECK ((booking_id IS NULL) <> (event_id IS NULL));
CREATE INDEX refunds_event_idx ON refunds (event_id) WHERE event_id IS NOT NULL;

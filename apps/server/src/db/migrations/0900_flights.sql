-- Airport transfers that follow the flight (decision record 011): each airport booking with a flight number has one
-- tracking row (the flight's scheduled, estimated and actual times, the polling state) and a history of changes.

CREATE TABLE flight_tracking (
  booking_id uuid PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  flight_number text NOT NULL CHECK (flight_number ~ '^[A-Z0-9]{2} ?[0-9]{1,4}[A-Z]?$'),
  direction text NOT NULL CHECK (direction IN ('arrival', 'departure')),
  airport_code text NOT NULL CHECK (airport_code ~ '^[A-Z]{3}$'),
  international boolean NOT NULL DEFAULT false,
  scheduled_at timestamptz NOT NULL,
  estimated_at timestamptz,
  actual_at timestamptz,
  state text NOT NULL DEFAULT 'scheduled'
    CHECK (state IN ('scheduled', 'en_route', 'landed', 'departed', 'cancelled', 'diverted')),
  -- the pickup last announced to the rider (a move of 15 minutes or more from it is announced again)
  notified_pickup timestamptz,
  -- 'provider' when a flight status provider follows it; 'manual' on the embedded default
  tracking text NOT NULL CHECK (tracking IN ('provider', 'manual')),
  next_poll_at timestamptz,
  polls integer NOT NULL DEFAULT 0 CHECK (polls >= 0),
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_error text,
  last_checked_at timestamptz,
  stopped_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flight_tracking_due_idx ON flight_tracking (next_poll_at) WHERE next_poll_at IS NOT NULL;

CREATE TABLE flight_updates (
  id bigserial PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('provider', 'manual')),
  state text NOT NULL,
  expected_at timestamptz,
  pickup_before timestamptz,
  pickup_after timestamptz,
  note text,
  actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flight_updates_booking_idx ON flight_updates (booking_id, created_at DESC);

-- a cancelled or diverted flight lets the rider cancel free, with a full refund (owned by the bookings module)
ALTER TABLE bookings ADD COLUMN free_cancel_reason text;

-- the console's new alert kinds; a moved pickup and a car clash may be raised again for one booking
ALTER TABLE ops_alerts DROP CONSTRAINT ops_alerts_kind_check;
ALTER TABLE ops_alerts ADD CONSTRAINT ops_alerts_kind_check CHECK (kind IN (
  'sos', 'late_start', 'eta_late', 'low_rating', 'flight_changed', 'flight_disrupted', 'flight_unchecked', 'hold_clash'));
DROP INDEX ops_alerts_once_idx;
CREATE UNIQUE INDEX ops_alerts_once_idx ON ops_alerts (booking_id, kind)
  WHERE kind NOT IN ('sos', 'flight_changed', 'hold_clash');

-- a flight's change shows in the rider's My Bookings: bump the rider's booking version (migration 0402) like the rest
CREATE CONSTRAINT TRIGGER flight_tracking_bump_rider_version
  AFTER INSERT OR UPDATE OF state, estimated_at, actual_at, tracking OR DELETE ON flight_tracking
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_rider_booking_version();

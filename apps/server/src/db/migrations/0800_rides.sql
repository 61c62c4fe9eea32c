-- The day of the ride (decision record 010): chauffeurs sign in, rides move step by step, positions, live events,
-- share links, alerts, ratings and extras. 08xx is the area of the day of the ride.

-- chauffeurs sign in to the chauffeur app with their phone and an SMS code: each gets a users row of role 'chauffeur'
-- (phone left NULL there: the number lives on chauffeurs, so a chauffeur may also be a rider with the same phone)
ALTER TYPE user_role ADD VALUE IF NOT EXISTS 'chauffeur';
ALTER TABLE chauffeurs
  ADD COLUMN user_id uuid UNIQUE REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN photo_url text CHECK (photo_url IS NULL OR photo_url ~ '^(https://|/)');
ALTER TABLE cars ADD COLUMN colour text NOT NULL DEFAULT '' CHECK (length(colour) <= 40);

-- a rider's emergency contact: sent the share link when the rider presses SOS
ALTER TABLE users
  ADD COLUMN emergency_contact_name text CHECK (emergency_contact_name IS NULL OR length(emergency_contact_name) <= 80),
  ADD COLUMN emergency_contact_phone text CHECK (emergency_contact_phone IS NULL OR emergency_contact_phone ~ '^\+91[0-9]{10}$');

-- one ride per confirmed booking: its PIN, each step's time, the latest position and the ETA
CREATE TABLE rides (
  booking_id uuid PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  pin text NOT NULL CHECK (pin ~ '^[0-9]{4}$'),
  pin_failures integer NOT NULL DEFAULT 0 CHECK (pin_failures >= 0),
  step text NOT NULL DEFAULT 'assigned'
    CHECK (step IN ('assigned', 'on_my_way', 'arrived', 'started', 'completed', 'no_show')),
  on_my_way_at timestamptz,
  arrived_at timestamptz,
  started_at timestamptz,
  completed_at timestamptz,
  no_show_at timestamptz,
  last_lat double precision CHECK (last_lat BETWEEN -90 AND 90),
  last_lng double precision CHECK (last_lng BETWEEN -180 AND 180),
  last_heading real,
  last_position_at timestamptz,
  eta_minutes integer,
  eta_to text CHECK (eta_to IS NULL OR eta_to IN ('pickup', 'drop-off')),
  eta_computed_at timestamptz,
  -- kept after the trail is deleted
  distance_m integer NOT NULL DEFAULT 0 CHECK (distance_m >= 0),
  trail_purged_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rides_step_idx ON rides (step);

-- the trail: positions sent by the chauffeur app while on the way or on the trip (deleted 30 days after the trip)
CREATE TABLE ride_positions (
  id bigserial PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  chauffeur_id uuid NOT NULL REFERENCES chauffeurs(id) ON DELETE CASCADE,
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  accuracy_m real,
  heading real,
  speed_mps real,
  recorded_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ride_positions_booking_idx ON ride_positions (booking_id, recorded_at);

-- live events, stored so a reconnecting stream resumes from the last id it saw (positions are not stored here)
CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  topic text NOT NULL,
  kind text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_topic_idx ON live_events (topic, id);
CREATE INDEX live_events_created_idx ON live_events (created_at);

-- share links: only the token's SHA-256 is kept; a link works until revoked or one hour after the trip ends
CREATE TABLE ride_shares (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  reason text NOT NULL DEFAULT 'rider' CHECK (reason IN ('rider', 'sos')),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX ride_shares_booking_idx ON ride_shares (booking_id);

-- alerts for the operations console: SOS (until acknowledged), late 'On my way', ETA past pickup, low ratings
CREATE TABLE ops_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('sos', 'late_start', 'eta_late', 'low_rating')),
  booking_id uuid REFERENCES bookings(id) ON DELETE CASCADE,
  message text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  acknowledged_at timestamptz,
  acknowledged_by uuid REFERENCES users(id) ON DELETE SET NULL
);
-- the automatic alerts are raised once per booking; every SOS press is its own alert
CREATE UNIQUE INDEX ops_alerts_once_idx ON ops_alerts (booking_id, kind) WHERE kind <> 'sos';
CREATE INDEX ops_alerts_open_idx ON ops_alerts (acknowledged_at, created_at DESC);

CREATE TABLE ride_ratings (
  booking_id uuid PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
  chauffeur_id uuid REFERENCES chauffeurs(id) ON DELETE SET NULL,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  stars integer NOT NULL CHECK (stars BETWEEN 1 AND 5),
  comment text CHECK (comment IS NULL OR length(comment) <= 500),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ride_ratings_chauffeur_idx ON ride_ratings (chauffeur_id, created_at DESC);

-- extras settled after the ride: waiting, extensions, no-shows; each a line the rider reads before paying
CREATE TABLE booking_extras (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('waiting', 'extension', 'no_show')),
  label text NOT NULL,
  minutes integer CHECK (minutes IS NULL OR minutes >= 0),
  amount_paise integer NOT NULL CHECK (amount_paise >= 0),
  status text NOT NULL DEFAULT 'due' CHECK (status IN ('requested', 'due', 'paid', 'waived', 'declined')),
  payment_id uuid REFERENCES payments(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_extras_booking_idx ON booking_extras (booking_id);
-- one waiting line and one no-show line per booking at most
CREATE UNIQUE INDEX booking_extras_once_idx ON booking_extras (booking_id, kind) WHERE kind <> 'extension';

-- a payment pays the fare (Pay Now) or a booking's extras (Pay extras)
ALTER TABLE payments ADD COLUMN purpose text NOT NULL DEFAULT 'fare' CHECK (purpose IN ('fare', 'extras'));

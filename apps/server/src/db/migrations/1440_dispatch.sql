-- Instant confirmation (README "Instant confirmation", decision record 024): what each chauffeur and car can do, the
-- console's auto-confirm setting, why a paid booking waits for a person, and who assigned a booking.

-- A chauffeur's weekly working hours: one shift per weekday in Asia/Kolkata wall time (0 = Sunday … 6 = Saturday);
-- no row for a weekday = off that day. A shift ends the same day ('24:00' allowed).
CREATE TABLE chauffeur_work_hours (
  chauffeur_id uuid NOT NULL REFERENCES chauffeurs(id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  starts time NOT NULL,
  ends time NOT NULL,
  CHECK (ends > starts),
  PRIMARY KEY (chauffeur_id, weekday)
);
-- the chauffeurs already on the books work every day 06:00–22:00 until an operator says otherwise
INSERT INTO chauffeur_work_hours (chauffeur_id, weekday, starts, ends)
  SELECT c.id, d.w, '06:00', '22:00' FROM chauffeurs c CROSS JOIN generate_series(0, 6) AS d(w);

-- A chauffeur's daily duty limits (Motor Vehicle Aggregator Guidelines 2020/2025: log-in capped at 12 hours a day) and
-- base, where a duty starts when no earlier drop-off is known.
ALTER TABLE chauffeurs
  ADD COLUMN max_duty_minutes integer NOT NULL DEFAULT 720 CHECK (max_duty_minutes BETWEEN 60 AND 960),
  ADD COLUMN max_driving_minutes integer NOT NULL DEFAULT 600 CHECK (max_driving_minutes BETWEEN 60 AND 960),
  ADD COLUMN min_rest_minutes integer NOT NULL DEFAULT 480 CHECK (min_rest_minutes BETWEEN 360 AND 960),
  ADD COLUMN base_label text,
  ADD COLUMN base_lat double precision,
  ADD COLUMN base_lng double precision;

-- Exceptions to the pattern: leave, sick days; asked by the chauffeur in the app (requested) or entered by an
-- operator (approved at once); only approved days stop the allocator.
CREATE TABLE chauffeur_time_off (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  chauffeur_id uuid NOT NULL REFERENCES chauffeurs(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('leave', 'sick', 'other')),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  note text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('requested', 'approved', 'declined', 'withdrawn')),
  requested_by text NOT NULL CHECK (requested_by IN ('chauffeur', 'operator')),
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  decline_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_on >= starts_on)
);
CREATE INDEX chauffeur_time_off_days_idx ON chauffeur_time_off (chauffeur_id, starts_on, ends_on);
CREATE INDEX chauffeur_time_off_requested_idx ON chauffeur_time_off (created_at) WHERE status = 'requested';

-- A car out of service for a period, with its reason.
CREATE TABLE car_unavailability (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  car_id uuid NOT NULL REFERENCES cars(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('service', 'repair', 'puc', 'permit', 'other')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '',
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX car_unavailability_car_idx ON car_unavailability (car_id, starts_at, ends_at);

-- The console's auto-confirm, per service (off on a new installation: nothing is assigned by itself until an
-- operator has checked the chauffeurs' hours and turned it on).
CREATE TABLE dispatch_settings (
  service_type text PRIMARY KEY CHECK (service_type IN ('hourly-rental', 'airport-transfer', 'outstation', 'cab-booking')),
  auto_confirm boolean NOT NULL DEFAULT false,
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO dispatch_settings (service_type) VALUES ('hourly-rental'), ('airport-transfer'), ('outstation'), ('cab-booking');

-- Why a paid booking waits for a person ({ code, message, at }), written by the allocator; and who assigned the
-- booking's chauffeur and car ('system' for the allocator, 'operator'); 'operator' after an undo keeps the allocator off.
ALTER TABLE bookings
  ADD COLUMN dispatch_hold jsonb,
  ADD COLUMN assigned_by text CHECK (assigned_by IN ('system', 'operator'));

-- An assignment made infeasible by a change (a flight's delay, a reschedule, an extension): the console's alert.
ALTER TABLE ops_alerts DROP CONSTRAINT ops_alerts_kind_check;
ALTER TABLE ops_alerts ADD CONSTRAINT ops_alerts_kind_check CHECK (kind IN (
  'sos', 'late_start', 'eta_late', 'low_rating', 'flight_changed', 'flight_disrupted', 'flight_unchecked', 'hold_clash',
  'assignment_conflict'));
DROP INDEX ops_alerts_once_idx;
CREATE UNIQUE INDEX ops_alerts_once_idx ON ops_alerts (booking_id, kind)
  WHERE kind NOT IN ('sos', 'flight_changed', 'hold_clash', 'assignment_conflict');

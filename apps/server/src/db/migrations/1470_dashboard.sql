-- The owner's dashboard (decision record 027): figures kept as one row per Asia/Kolkata day, refreshed incrementally
-- from the rows touched since a watermark (modules/dashboard/refresh.ts), so a read of a year adds up 365 rows.

-- per pickup day: the bookings counted (paid or on account), completed rides and their fares, cancellation fees
-- kept, cancellations and no-shows, confirmations against the 15-minute promise, pickups on time, ratings; the
-- breakdowns as small JSON objects: rides and revenue per service and per vehicle class ({"sedan": [rides, paise]}),
-- confirmations per whole minute from payment ({"7": 3}, capped at 240), minutes booked per car and per chauffeur
-- ({"<id>": minutes}), bookings per pickup area; and per issue day the money documents: company invoices less their
-- credit notes, event tax invoices less credit notes, event advances (receipt vouchers less refund vouchers)
CREATE TABLE dashboard_days (
  day date PRIMARY KEY,
  orders integer NOT NULL DEFAULT 0,
  rides integer NOT NULL DEFAULT 0,
  fare_paise bigint NOT NULL DEFAULT 0,
  fees_paise bigint NOT NULL DEFAULT 0,
  cancellations integer NOT NULL DEFAULT 0,
  no_shows integer NOT NULL DEFAULT 0,
  confirmations integer NOT NULL DEFAULT 0,
  confirmed_in_15 integer NOT NULL DEFAULT 0,
  pickups integer NOT NULL DEFAULT 0,
  pickups_on_time integer NOT NULL DEFAULT 0,
  ratings integer NOT NULL DEFAULT 0,
  rating_sum integer NOT NULL DEFAULT 0,
  stars jsonb NOT NULL DEFAULT '[0,0,0,0,0]'::jsonb,
  by_service jsonb NOT NULL DEFAULT '{}'::jsonb,
  by_class jsonb NOT NULL DEFAULT '{}'::jsonb,
  confirm_minutes jsonb NOT NULL DEFAULT '{}'::jsonb,
  cars jsonb NOT NULL DEFAULT '{}'::jsonb,
  chauffeurs jsonb NOT NULL DEFAULT '{}'::jsonb,
  areas jsonb NOT NULL DEFAULT '{}'::jsonb,
  company_paise bigint NOT NULL DEFAULT 0,
  event_paise bigint NOT NULL DEFAULT 0,
  event_advance_paise bigint NOT NULL DEFAULT 0
);

-- the day each booking was last counted in: a rescheduled booking's old day is refreshed too
CREATE TABLE dashboard_booking_days (
  booking_id uuid PRIMARY KEY,
  day date NOT NULL
);
CREATE INDEX dashboard_booking_days_day_idx ON dashboard_booking_days (day);

-- one row: the newest change of each source already in the figures (NULL: never refreshed)
CREATE TABLE dashboard_state (
  id smallint PRIMARY KEY CHECK (id = 1),
  bookings_mark timestamptz,
  rides_mark timestamptz,
  ratings_mark timestamptz,
  money_mark timestamptz,
  refreshed_at timestamptz,
  -- moved on by every refresh that changed a day: what a cached answer was worked out from
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO dashboard_state (id) VALUES (1);

-- the watermarks' look-ups: what changed since
CREATE INDEX IF NOT EXISTS bookings_updated_idx ON bookings (updated_at);
CREATE INDEX IF NOT EXISTS rides_updated_idx ON rides (updated_at);
CREATE INDEX IF NOT EXISTS ride_ratings_created_idx ON ride_ratings (created_at);
CREATE INDEX IF NOT EXISTS invoices_issued_idx ON invoices (issued_at);
CREATE INDEX IF NOT EXISTS credit_notes_issued_idx ON credit_notes (issued_at);
CREATE INDEX IF NOT EXISTS event_documents_issued_idx ON event_documents (issued_at);

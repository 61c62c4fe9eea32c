-- The owner's dashboard (decision record 027): figures kept per Asia/Kolkata day, refreshed incrementally from the
-- rows touched since a watermark (modules/dashboard/refresh.ts), so a read adds up O(days) rows, never the bookings.

-- per pickup day × service × vehicle class: the bookings counted (paid or on account), completed rides and their
-- fares, cancellation fees kept, cancellations and no-shows, confirmations against the 15-minute promise, pickups
-- on time, ratings
CREATE TABLE dashboard_day_figures (
  day date NOT NULL,
  service_type text NOT NULL,
  car_type text NOT NULL,
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
  stars_1 integer NOT NULL DEFAULT 0,
  stars_2 integer NOT NULL DEFAULT 0,
  stars_3 integer NOT NULL DEFAULT 0,
  stars_4 integer NOT NULL DEFAULT 0,
  stars_5 integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, service_type, car_type)
);

-- per pickup day: how many confirmations took each whole minute from payment (capped at 240), for the median
CREATE TABLE dashboard_day_confirm_minutes (
  day date NOT NULL,
  minutes smallint NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (day, minutes)
);

-- per pickup day × car or chauffeur: minutes booked (pickup to estimated end of rides not cancelled)
CREATE TABLE dashboard_day_resources (
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('car', 'chauffeur')),
  resource_id uuid NOT NULL,
  booked_minutes integer NOT NULL,
  PRIMARY KEY (day, kind, resource_id)
);

-- per pickup day × pickup area: bookings counted (where riders come from)
CREATE TABLE dashboard_day_areas (
  day date NOT NULL,
  area text NOT NULL,
  orders integer NOT NULL,
  PRIMARY KEY (day, area)
);

-- per issue day: company invoices less their credit notes; event tax invoices less credit notes; event advances
-- (receipt vouchers less refund vouchers)
CREATE TABLE dashboard_day_money (
  day date PRIMARY KEY,
  company_paise bigint NOT NULL DEFAULT 0,
  event_paise bigint NOT NULL DEFAULT 0,
  event_advance_paise bigint NOT NULL DEFAULT 0
);

-- the day each booking was last counted in: a rescheduled booking's old day is refreshed too
CREATE TABLE dashboard_booking_days (
  booking_id uuid PRIMARY KEY,
  day date NOT NULL
);

-- one row: the newest change of each source already in the figures (NULL: never refreshed)
CREATE TABLE dashboard_state (
  id smallint PRIMARY KEY CHECK (id = 1),
  bookings_mark timestamptz,
  rides_mark timestamptz,
  ratings_mark timestamptz,
  money_mark timestamptz,
  refreshed_at timestamptz
);
INSERT INTO dashboard_state (id) VALUES (1);

-- the watermarks' look-ups: what changed since
CREATE INDEX IF NOT EXISTS bookings_updated_idx ON bookings (updated_at);
CREATE INDEX IF NOT EXISTS rides_updated_idx ON rides (updated_at);
CREATE INDEX IF NOT EXISTS ride_ratings_created_idx ON ride_ratings (created_at);
CREATE INDEX IF NOT EXISTS invoices_issued_idx ON invoices (issued_at);
CREATE INDEX IF NOT EXISTS credit_notes_issued_idx ON credit_notes (issued_at);
CREATE INDEX IF NOT EXISTS event_documents_issued_idx ON event_documents (issued_at);

-- Weddings and events (README "Weddings and events", decision record 023, module `events`): an event is sold by a
-- quote built in the console (its lines priced by the tariff's 'events' section), accepted by the client through a
-- signed link, paid as a deposit and a balance, and served on the day by runs: one booking per car per day
-- (bookings.event_id), so the one 'holds a car' rule, the chauffeur app, the ride's steps and the live board serve
-- them as they serve rides. Partner cars borrowed for one event are cars rows of their own (cars.event_id), never
-- active, so the public fleet never offers them.
CREATE TABLE events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE,
  lead_id uuid REFERENCES leads(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN
    ('draft', 'sent', 'accepted', 'deposit_paid', 'fully_paid', 'in_progress', 'completed', 'cancelled')),
  event_type text NOT NULL,
  title text NOT NULL,
  -- the client: a rider of ours or not (client_user_id is set when they sign in to accept)
  client_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  client_name text NOT NULL,
  client_phone text NOT NULL CHECK (client_phone ~ '^\+91[0-9]{10}$'),
  client_email text,
  -- who runs the day on the client's side (the event page's link goes to them); the client when empty
  coordinator_name text,
  coordinator_phone text CHECK (coordinator_phone IS NULL OR coordinator_phone ~ '^\+91[0-9]{10}$'),
  -- [{ "name": "Mayfair Lagoon", "address": "…" }]
  venues jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- the event's days (Asia/Kolkata calendar dates), ISO 'YYYY-MM-DD', sorted, at least one
  dates jsonb NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL CHECK (ends_on >= starts_on),
  notes text,
  -- the coordinator's event page: only the SHA-256 of its token is kept (like invitations)
  coordinator_token_hash text UNIQUE,
  cancelled_at timestamptz,
  cancel_reason text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_status_idx ON events (status, starts_on);
CREATE INDEX events_created_idx ON events (created_at DESC);
CREATE INDEX events_client_user_idx ON events (client_user_id) WHERE client_user_id IS NOT NULL;

-- A quote is one version of what the event is sold for; a change after acceptance is a new version the client
-- accepts (the earlier one 'superseded'). The amounts are the server's pricing of `lines` by `tariff_version`,
-- stored when the quote is saved and never recomputed after it is sent.
CREATE TABLE event_quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'accepted', 'superseded', 'withdrawn')),
  tariff_version integer NOT NULL REFERENCES tariffs(version),
  lines jsonb NOT NULL,
  breakdown jsonb NOT NULL,
  discount jsonb,
  deposit jsonb NOT NULL,
  cancellation jsonb NOT NULL,
  subtotal_paise integer NOT NULL CHECK (subtotal_paise >= 0),
  discount_paise integer NOT NULL DEFAULT 0 CHECK (discount_paise >= 0),
  taxable_paise integer NOT NULL CHECK (taxable_paise >= 0),
  gst_paise integer NOT NULL CHECK (gst_paise >= 0),
  total_paise integer NOT NULL CHECK (total_paise = taxable_paise + gst_paise),
  deposit_paise integer NOT NULL CHECK (deposit_paise >= 0 AND deposit_paise <= total_paise),
  balance_due_on date NOT NULL,
  valid_until timestamptz NOT NULL,
  sent_at timestamptz,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  withdrawn_at timestamptz,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, version)
);
-- at most one accepted version per event
CREATE UNIQUE INDEX event_quotes_one_accepted ON event_quotes (event_id) WHERE status = 'accepted';
ALTER TABLE events ADD COLUMN accepted_quote_id uuid REFERENCES event_quotes(id) ON DELETE SET NULL;

-- Cars borrowed from partner owners for one event: what the owner is paid, and a cars row (never active) so a run
-- can be assigned to it like to one of ours.
CREATE TABLE event_partner_cars (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  owner_name text NOT NULL,
  owner_phone text NOT NULL CHECK (owner_phone ~ '^\+91[0-9]{10}$'),
  plate text NOT NULL,
  class_code text NOT NULL REFERENCES vehicle_classes(code),
  cost_paise integer NOT NULL CHECK (cost_paise >= 0),
  car_id uuid UNIQUE REFERENCES cars(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_partner_cars_event_idx ON event_partner_cars (event_id);
ALTER TABLE cars ADD COLUMN event_id uuid REFERENCES events(id) ON DELETE SET NULL;

-- A run: one car of an event for one day, a booking of the event (payment_status 'event'); `event_run` says which
-- line, which car of it and which day, with the legs of its run-sheet.
ALTER TABLE bookings ADD COLUMN event_id uuid REFERENCES events(id) ON DELETE SET NULL;
ALTER TABLE bookings ADD COLUMN event_run jsonb;
CREATE INDEX bookings_event_idx ON bookings (event_id, start_time) WHERE event_id IS NOT NULL;

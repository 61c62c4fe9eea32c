-- Core data model shared by every module. Later migrations add to it; never edit an applied file.
-- Money is integer paise; times are timestamptz (UTC).

CREATE TYPE user_role AS ENUM ('rider', 'operator');
CREATE TYPE user_status AS ENUM ('unverified', 'active', 'deletion_requested', 'purged');

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text,
  email text,
  work_email text,
  phone text,
  homecity text,
  profile_picture text,
  password_hash text,
  role user_role NOT NULL DEFAULT 'rider',
  status user_status NOT NULL DEFAULT 'unverified',
  phone_verified_at timestamptz,
  deletion_requested_at timestamptz,
  recovered_at timestamptz,
  purged_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_phone_format CHECK (phone IS NULL OR phone ~ '^\+91[0-9]{10}$'),
  CONSTRAINT users_homecity_check CHECK (homecity IS NULL OR homecity IN ('', 'Bhubaneswar', 'Cuttack'))
);
-- e-mail compared case-insensitively; purged rows keep neither phone nor e-mail
CREATE UNIQUE INDEX users_email_unique ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_phone_unique ON users (phone) WHERE phone IS NOT NULL;
CREATE INDEX users_status_idx ON users (status, deletion_requested_at);

CREATE TABLE sessions (
  id text PRIMARY KEY, -- sha256 of the opaque cookie token; the token itself is never stored
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at);

-- one row per (job, time slot): whoever inserts it runs the job, so a slot runs once across instances
CREATE TABLE job_runs (
  name text NOT NULL,
  slot text NOT NULL,
  instance text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  outcome text,
  PRIMARY KEY (name, slot)
);

CREATE TYPE message_channel AS ENUM ('sms', 'email');
CREATE TYPE message_status AS ENUM ('pending', 'sent', 'failed');
CREATE TABLE outbox_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  channel message_channel NOT NULL,
  to_address text NOT NULL,
  subject text,
  text text NOT NULL,
  html text,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  template text,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  booking_id uuid,
  status message_status NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_due_idx ON outbox_messages (status, next_attempt_at);
CREATE INDEX outbox_to_idx ON outbox_messages (to_address, created_at DESC);
CREATE INDEX outbox_booking_idx ON outbox_messages (booking_id);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  before jsonb,
  after jsonb,
  detail jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_entity_idx ON audit_log (entity, entity_id, created_at);

CREATE TYPE lead_kind AS ENUM ('service_request', 'event_enquiry');
CREATE TYPE lead_status AS ENUM ('new', 'contacted', 'won', 'lost');
CREATE TYPE delivery_status AS ENUM ('not_configured', 'pending', 'delivered', 'failed');
CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind lead_kind NOT NULL,
  service text,
  event_type text,
  name text NOT NULL,
  email text,
  phone text,
  description text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip text,
  status lead_status NOT NULL DEFAULT 'new',
  notes jsonb NOT NULL DEFAULT '[]'::jsonb,
  delivery_status delivery_status NOT NULL DEFAULT 'not_configured',
  delivery_attempts integer NOT NULL DEFAULT 0,
  delivery_next_at timestamptz,
  delivery_last_error text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_delivery_idx ON leads (delivery_status, delivery_next_at);
CREATE INDEX leads_created_idx ON leads (created_at DESC);

-- fleet
CREATE TABLE vehicle_classes (
  code text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  example_models text NOT NULL DEFAULT '',
  seats integer NOT NULL CHECK (seats BETWEEN 1 AND 12),
  luggage integer NOT NULL CHECK (luggage BETWEEN 0 AND 12),
  amenities jsonb NOT NULL DEFAULT '[]'::jsonb,
  image text,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE cars (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  class_code text NOT NULL REFERENCES vehicle_classes(code),
  model text NOT NULL,
  plate text NOT NULL UNIQUE,
  seats integer NOT NULL,
  luggage integer NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cars_class_idx ON cars (class_code, active);

CREATE TABLE chauffeurs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  phone text NOT NULL UNIQUE CHECK (phone ~ '^\+91[0-9]{10}$'),
  licence_number text NOT NULL,
  licence_expiry date NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- versioned tariff: a change inserts a new version; quotes and bookings record the version they used
CREATE TABLE tariffs (
  version integer PRIMARY KEY,
  data jsonb NOT NULL,
  note text,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  service_type text NOT NULL,
  car_type text NOT NULL REFERENCES vehicle_classes(code),
  trip jsonb NOT NULL,          -- normalised request: places, stops, times, guests, flight...
  route jsonb NOT NULL,         -- server-computed distance/duration and its source
  add_ons jsonb NOT NULL DEFAULT '{}'::jsonb,
  breakdown jsonb NOT NULL,     -- itemised lines in paise
  fare_paise integer NOT NULL CHECK (fare_paise >= 0),
  tariff_version integer NOT NULL REFERENCES tariffs(version),
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL, -- estimated end of the trip (for fleet capacity)
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quotes_user_idx ON quotes (user_id, created_at DESC);

CREATE TYPE booking_status AS ENUM ('pending', 'confirmed', 'ongoing', 'completed', 'cancelled');
CREATE TYPE payment_state AS ENUM ('pending', 'paid', 'failed', 'refund_pending', 'refunded', 'partially_refunded', 'expired');
CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  quote_id uuid REFERENCES quotes(id) ON DELETE SET NULL,
  idempotency_key text,
  service_type text NOT NULL,
  car_type text NOT NULL REFERENCES vehicle_classes(code),
  status booking_status NOT NULL DEFAULT 'pending',
  payment_status payment_state NOT NULL DEFAULT 'pending',
  trip jsonb NOT NULL,
  route jsonb NOT NULL,
  add_ons jsonb NOT NULL DEFAULT '{}'::jsonb,
  breakdown jsonb NOT NULL,
  amount_paise integer NOT NULL CHECK (amount_paise >= 0),
  tariff_version integer NOT NULL REFERENCES tariffs(version),
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  hold_until timestamptz NOT NULL, -- end_time plus the turnaround buffer: the car is held until then
  pending_expires_at timestamptz,  -- an unpaid pending booking releases its car at this time
  car_id uuid REFERENCES cars(id),
  chauffeur_id uuid REFERENCES chauffeurs(id),
  cancelled_at timestamptz,
  cancel_reason text,
  cancellation_fee_paise integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bookings_time_order CHECK (end_time >= start_time AND hold_until >= end_time)
);
CREATE UNIQUE INDEX bookings_idem_unique ON bookings (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX bookings_user_start_idx ON bookings (user_id, start_time DESC);
CREATE INDEX bookings_user_created_idx ON bookings (user_id, created_at DESC);
CREATE INDEX bookings_capacity_idx ON bookings (car_type, start_time, hold_until) WHERE status IN ('pending', 'confirmed', 'ongoing');
CREATE INDEX bookings_status_idx ON bookings (status, created_at DESC);
CREATE INDEX bookings_pending_expiry_idx ON bookings (pending_expires_at) WHERE status = 'pending' AND payment_status = 'pending';

CREATE TYPE payment_attempt_status AS ENUM ('created', 'attempted', 'captured', 'failed');
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  gateway text NOT NULL,
  provider_order_id text NOT NULL UNIQUE,
  provider_payment_id text UNIQUE,
  amount_paise integer NOT NULL CHECK (amount_paise >= 0),
  currency text NOT NULL DEFAULT 'INR',
  status payment_attempt_status NOT NULL DEFAULT 'created',
  method text,
  error text,
  captured_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_booking_idx ON payments (booking_id);
CREATE INDEX payments_stale_idx ON payments (status, created_at);

CREATE TABLE refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  idempotency_key text NOT NULL UNIQUE,
  provider_refund_id text UNIQUE,
  amount_paise integer NOT NULL CHECK (amount_paise > 0),
  status text NOT NULL DEFAULT 'pending', -- pending, processed, failed
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);
CREATE INDEX refunds_booking_idx ON refunds (booking_id);

CREATE TABLE webhook_events (
  event_id text PRIMARY KEY,
  gateway text NOT NULL,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  outcome text
);

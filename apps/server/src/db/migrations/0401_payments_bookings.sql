-- Payments and bookings (README "Payments and bookings"): payment result tokens, GST invoices, the sandbox gateway's own ledger.

-- short-lived, single-use tokens for /payment-status; only the hash of the token id is stored
CREATE TABLE payment_tokens (
  id text PRIMARY KEY,
  payment_id uuid NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_tokens_expires_idx ON payment_tokens (expires_at);

-- GST tax invoices: one per paid booking, numbered without gaps per financial year
CREATE TABLE invoice_counters (
  financial_year text PRIMARY KEY,
  last_number integer NOT NULL DEFAULT 0
);
CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
  payment_id uuid NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE,
  gstin text NOT NULL,
  taxable_paise integer NOT NULL CHECK (taxable_paise >= 0),
  cgst_paise integer NOT NULL CHECK (cgst_paise >= 0),
  sgst_paise integer NOT NULL CHECK (sgst_paise >= 0),
  total_paise integer NOT NULL CHECK (total_paise >= 0),
  issued_at timestamptz NOT NULL DEFAULT now()
);

-- the sandbox gateway's side of the world (what Razorpay would hold): orders, payments, refunds
CREATE TABLE sandbox_orders (
  id text PRIMARY KEY,
  receipt text NOT NULL UNIQUE,
  amount_paise integer NOT NULL,
  currency text NOT NULL DEFAULT 'INR',
  status text NOT NULL DEFAULT 'created', -- created, attempted, paid
  notes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sandbox_payments (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES sandbox_orders(id),
  amount_paise integer NOT NULL,
  status text NOT NULL, -- captured, failed
  method text NOT NULL DEFAULT 'card',
  error_description text,
  amount_refunded_paise integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_payments_order_idx ON sandbox_payments (order_id);
CREATE TABLE sandbox_refunds (
  id text PRIMARY KEY,
  payment_id text NOT NULL REFERENCES sandbox_payments(id),
  idempotency_key text NOT NULL UNIQUE,
  amount_paise integer NOT NULL,
  status text NOT NULL DEFAULT 'processed',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- reconciliation looks for stale, unfinished payment attempts and refunds
CREATE INDEX refunds_pending_idx ON refunds (status, created_at) WHERE status = 'pending';
-- the list query: a rider's bookings by pickup time (bookings_user_start_idx) with their latest payment
CREATE INDEX payments_booking_created_idx ON payments (booking_id, created_at DESC);

-- Company rides (README "Company accounts", decision record 022). The booking's `user_id` stays the account that
-- booked it (the booker: sees everything, pays when the company pays per ride); the traveller is another member or a
-- guest without an account, whose messages carry no price. Billed to the company: the company, its cost centre (a
-- snapshot of code and name, so a renamed cost centre does not rewrite past rides), a free reference and a purpose.
ALTER TABLE bookings
  ADD COLUMN company_id uuid REFERENCES companies(id) ON DELETE RESTRICT,
  ADD COLUMN traveller_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN traveller_name text,
  ADD COLUMN traveller_phone text CHECK (traveller_phone IS NULL OR traveller_phone ~ '^\+91[0-9]{10}$'),
  ADD COLUMN cost_centre_id uuid REFERENCES company_cost_centres(id) ON DELETE SET NULL,
  ADD COLUMN cost_centre_code text,
  ADD COLUMN cost_centre_name text,
  ADD COLUMN company_reference text,
  ADD COLUMN trip_purpose text,
  -- the company discount applied at the order (a fare line as well), in paise
  ADD COLUMN company_discount_paise integer NOT NULL DEFAULT 0 CHECK (company_discount_paise >= 0),
  -- approval: why the policy asked for it, until when an approver may decide, who decided, a decline's reason
  ADD COLUMN approval_reasons jsonb,
  ADD COLUMN approval_expires_at timestamptz,
  ADD COLUMN approval_decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN approval_decided_at timestamptz,
  ADD COLUMN approval_decline_reason text;

-- the portal's trips by company and pickup (the month filter and keyset paging), and the approvals waiting
CREATE INDEX bookings_company_start_idx ON bookings (company_id, start_time DESC, id DESC) WHERE company_id IS NOT NULL;
-- (no literal of a value 1330 added appears here: a backup's restore applies every migration in one transaction, where
-- PostgreSQL refuses a new enum value's use; the approvals waiting are found by these columns instead)
CREATE INDEX bookings_awaiting_approval_idx ON bookings (company_id, approval_expires_at)
  WHERE approval_expires_at IS NOT NULL AND approval_decided_at IS NULL;
CREATE INDEX bookings_traveller_idx ON bookings (traveller_user_id, start_time DESC) WHERE traveller_user_id IS NOT NULL;

-- an awaiting ride holds its car like a pending one (bookings/capacity.ts holdsCar)
DROP INDEX IF EXISTS bookings_capacity_idx;
CREATE INDEX bookings_capacity_idx ON bookings (car_type, start_time, hold_until)
  WHERE status NOT IN ('completed', 'cancelled');

-- the invoices of a company (B2B: migration 1320 added the column without its key)
ALTER TABLE invoices ADD CONSTRAINT invoices_company_fk FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE RESTRICT;
CREATE INDEX invoices_company_issued_idx ON invoices (company_id, issued_at DESC) WHERE company_id IS NOT NULL;

-- monthly statements of companies on credit: issued on the 1st (IST) for the month before; numbered ST/26-27/000001
CREATE TABLE company_statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE RESTRICT,
  number text NOT NULL UNIQUE,
  period text NOT NULL CHECK (period ~ '^[0-9]{4}-[0-9]{2}$'),
  invoices_paise bigint NOT NULL,
  credit_notes_paise bigint NOT NULL,
  amount_due_paise bigint NOT NULL,
  paid_paise bigint NOT NULL DEFAULT 0,
  issued_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  paid_at timestamptz,
  document_pdf bytea,
  UNIQUE (company_id, period)
);
CREATE INDEX company_statements_due_idx ON company_statements (due_at) WHERE paid_at IS NULL;

-- bank payments operators record against a statement
CREATE TABLE company_statement_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  statement_id uuid NOT NULL REFERENCES company_statements(id) ON DELETE RESTRICT,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  bank_reference text NOT NULL,
  received_on date NOT NULL,
  recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_statement_payments_statement_idx ON company_statement_payments (statement_id);

-- a ride on a company's account is invoiced when it is completed, with no payment behind it (bookings/company-invoice.ts):
-- the fare invoice may name no payment; a supplementary one (extras, a reschedule's difference) always does
ALTER TABLE invoices ALTER COLUMN payment_id DROP NOT NULL;
ALTER TABLE invoices ADD CONSTRAINT invoices_payment_named CHECK (payment_id IS NOT NULL OR kind = 'fare');

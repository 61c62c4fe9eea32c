-- Company accounts (README "Company accounts", docs/ARCHITECTURE.md section 3, module `companies`): a company billed
-- by GSTIN, its people with one role each, single-use invitations (only the token's SHA-256 is stored, like password
-- reset links), cost centres, and riders' applications an operator approves or declines.
CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  legal_name text NOT NULL,
  gstin text NOT NULL UNIQUE CHECK (gstin ~ '^[0-9]{2}[A-Z0-9]{13}$'),
  state_code text NOT NULL CHECK (state_code ~ '^[0-9]{2}$'),
  billing_address text NOT NULL,
  billing_email text NOT NULL,
  payment_terms text NOT NULL DEFAULT 'per_ride' CHECK (payment_terms IN ('per_ride', 'monthly')),
  credit_limit_paise bigint NOT NULL DEFAULT 0 CHECK (credit_limit_paise >= 0),
  discount_percent numeric(5, 2) NOT NULL DEFAULT 0 CHECK (discount_percent >= 0 AND discount_percent <= 50),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  -- DEFAULT_COMPANY_POLICY of packages/contracts/src/companies/schemas.ts
  policy jsonb NOT NULL DEFAULT '{"approvalAbovePaise": null, "approvalOutsideHours": null, "approvalVehicleClasses": [], "travellersMayBookGuests": false, "costCentreRequired": true}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companies_created_idx ON companies (created_at DESC);

CREATE TABLE company_members (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'booker', 'traveller', 'approver')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, user_id)
);
-- a rider's companies (GET /api/v1/companies/mine); the primary key serves a company's members and each check
CREATE INDEX company_members_user_idx ON company_members (user_id);

CREATE TABLE company_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'booker', 'traveller', 'approver')),
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_invitations_company_idx ON company_invitations (company_id, created_at DESC);

CREATE TABLE company_cost_centres (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX company_cost_centres_code_idx ON company_cost_centres (company_id, lower(code));

CREATE TABLE company_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  applicant_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  legal_name text NOT NULL,
  gstin text NOT NULL,
  billing_address text NOT NULL,
  billing_email text NOT NULL,
  note text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  decline_reason text,
  decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  company_id uuid REFERENCES companies(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- one pending application per rider (the service checks first and answers 409; this is the guarantee beneath it)
CREATE UNIQUE INDEX company_applications_one_pending ON company_applications (applicant_user_id) WHERE status = 'pending';
CREATE INDEX company_applications_applicant_idx ON company_applications (applicant_user_id, created_at DESC);
CREATE INDEX company_applications_status_idx ON company_applications (status, created_at DESC);

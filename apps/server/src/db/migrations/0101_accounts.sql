-- Rider accounts (README "Accounts and security"): one-time codes for phone verification and password reset tokens.
-- Both store only a keyed hash of the secret; the secret itself exists only in the message sent to the rider.

CREATE TABLE otp_codes (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE, -- one live code per account: a resend replaces it
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_reset_tokens (
  id text PRIMARY KEY, -- sha256 of the 256-bit token
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);
CREATE INDEX users_unverified_idx ON users (created_at) WHERE status = 'unverified';

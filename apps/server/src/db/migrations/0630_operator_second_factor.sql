-- Operators' second factor (docs/security.md §5): TOTP (RFC 6238) with single-use recovery codes.
-- A session row of an operator counts only once its second factor has passed: 'pending' after the password,
-- 'passed' after a TOTP or recovery code (a new session token is issued then). Riders' sessions keep NULL.
ALTER TABLE sessions ADD COLUMN second_factor text CHECK (second_factor IN ('pending', 'passed'));
ALTER TABLE sessions ADD COLUMN second_factor_failures integer NOT NULL DEFAULT 0;

-- One TOTP secret per operator, encrypted at rest (AES-256-GCM, per-installation key in app_secrets 'totp_key').
-- confirmed_at is NULL while set-up is in progress; last_used_step is the newest accepted time step (no replay).
CREATE TABLE operator_totp (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_enc text NOT NULL,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Recovery codes only as SHA-256 hashes (they are 50-bit random codes), each usable once.
CREATE TABLE operator_recovery_codes (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, code_hash)
);

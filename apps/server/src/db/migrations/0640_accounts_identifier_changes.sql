-- docs/security.md §4: changing the e-mail or the phone of an account.
-- E-mail: the new address is only pending until the link sent to it is opened. One pending change per account (a new
-- request replaces the old link); the link's 256-bit token is stored as its SHA-256 only, single use, 24 hours.
ALTER TABLE users ADD COLUMN pending_email text;
ALTER TABLE users ADD COLUMN pending_email_token_hash text;
ALTER TABLE users ADD COLUMN pending_email_expires_at timestamptz;
ALTER TABLE users ADD COLUMN pending_email_sent_at timestamptz;
CREATE UNIQUE INDEX users_pending_email_token_idx ON users (pending_email_token_hash) WHERE pending_email_token_hash IS NOT NULL;

-- Phone: a code sent to the new number; the row's new_phone says which number it proves (NULL: the registration's code).
ALTER TABLE otp_codes ADD COLUMN new_phone text;

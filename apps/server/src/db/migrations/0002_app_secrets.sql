-- A server secret generated once per installation when SESSION_SECRET is not configured:
-- every instance on the same database shares it, and it survives restarts.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

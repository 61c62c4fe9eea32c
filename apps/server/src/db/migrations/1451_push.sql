-- Web push for the installed app: each device a rider or a chauffeur allowed notifications on keeps its browser's
-- push subscription (the standard Web Push endpoint and its keys). A subscription belongs to the session it was made
-- in: ending that session (signing out, a revoked or expired session) removes it with the session row.
-- The channels' enum gains 'push' (migration 1450 adds it too: IF NOT EXISTS keeps either order safe).
ALTER TYPE message_channel ADD VALUE IF NOT EXISTS 'push';

CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('rider', 'chauffeur')),
  -- the sessions row's id (the SHA-256 of the cookie's token, never the token)
  session_id text NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE CHECK (length(endpoint) <= 2000),
  p256dh text NOT NULL,
  auth text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_success_at timestamptz
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, role);
CREATE INDEX push_subscriptions_session ON push_subscriptions (session_id);

-- A push message's page (the live trip, the booking, the chauffeur's trip): opened when the notification is tapped.
ALTER TABLE outbox_messages ADD COLUMN url text;

-- WhatsApp (Business Cloud API) as a notification channel: the channels' enum gains 'whatsapp' (and 'push', for the
-- push channel), each rider's WhatsApp consent is kept with its history, and an outbox row remembers the provider's
-- message id, the delivery status Meta reports, and the SMS to send once if WhatsApp does not deliver.
ALTER TYPE message_channel ADD VALUE IF NOT EXISTS 'whatsapp';
ALTER TYPE message_channel ADD VALUE IF NOT EXISTS 'push';

-- The rider's current choice: nothing is sent on WhatsApp unless opted_in is true.
CREATE TABLE whatsapp_consents (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  opted_in boolean NOT NULL,
  opted_in_at timestamptz,
  source text CHECK (source IN ('profile', 'fare_summary')),
  wording text,
  opted_out_at timestamptz,
  opted_out_source text CHECK (opted_out_source IN ('profile', 'stop_reply')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every opt-in and opt-out as it happened (the wording the rider was shown is kept with each opt-in).
CREATE TABLE whatsapp_consent_events (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  opted_in boolean NOT NULL,
  source text NOT NULL CHECK (source IN ('profile', 'fare_summary', 'stop_reply')),
  wording text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX whatsapp_consent_events_user ON whatsapp_consent_events (user_id, at);

ALTER TABLE outbox_messages
  ADD COLUMN template_params jsonb,
  ADD COLUMN provider_message_id text,
  ADD COLUMN delivery_status text CHECK (delivery_status IN ('sent', 'delivered', 'read', 'failed')),
  ADD COLUMN delivery_status_at timestamptz,
  ADD COLUMN fallback jsonb,
  ADD COLUMN fallback_outbox_id uuid,
  ADD COLUMN deliver_by timestamptz;
CREATE UNIQUE INDEX outbox_messages_provider_message_id ON outbox_messages (provider_message_id)
  WHERE provider_message_id IS NOT NULL;
-- the fallback job's rows: time-critical WhatsApp messages not yet delivered nor fallen back
CREATE INDEX outbox_messages_deliver_by ON outbox_messages (deliver_by)
  WHERE deliver_by IS NOT NULL AND fallback_outbox_id IS NULL;

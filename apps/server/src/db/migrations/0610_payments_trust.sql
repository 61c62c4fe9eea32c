-- The payment-status token is minted once per captured payment. The first callback for a provider payment
-- stores its token's hash under (payment, provider payment); a second callback finds the key taken and its token is
-- never stored (refused, 404). The rider whose session was present at capture is bound to the token.
ALTER TABLE payment_tokens ADD COLUMN provider_payment_id text;
ALTER TABLE payment_tokens ADD COLUMN user_id uuid REFERENCES users(id) ON DELETE CASCADE;
CREATE UNIQUE INDEX payment_tokens_once_idx ON payment_tokens (payment_id, provider_payment_id);

-- Unauthenticated callback and webhook failures: one audit row per client address and window (entity_id holds both),
-- whose count and last reason are updated in place.
CREATE UNIQUE INDEX audit_payment_failures_idx ON audit_log (entity_id) WHERE action = 'payment.unauthenticated_failures';

-- The chauffeur app's sign-in (decision record 010): a phone and an SMS code, no password. One live code per
-- chauffeur (a resend replaces it); only its keyed hash is kept, with an expiry and an attempt count, as for riders.
CREATE TABLE chauffeur_otps (
  chauffeur_id uuid PRIMARY KEY REFERENCES chauffeurs(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- bookings confirmed before rides existed get their ride (a random PIN), so the console's start and complete and the
-- chauffeur app work on them as on new ones
INSERT INTO rides (booking_id, pin, step)
SELECT id, lpad(floor(random() * 10000)::int::text, 4, '0'), CASE WHEN status = 'ongoing' THEN 'started' ELSE 'assigned' END
FROM bookings
WHERE status IN ('confirmed', 'ongoing') AND chauffeur_id IS NOT NULL
ON CONFLICT (booking_id) DO NOTHING;


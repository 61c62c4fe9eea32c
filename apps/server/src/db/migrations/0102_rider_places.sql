-- Saved places: a rider's 'Home' and 'Work', offered first in every place input. One row per rider and
-- label. The place is stored as the server resolved it when it was saved (its place id, address and coordinates);
-- quoting still resolves every place on the server from its id, so a saved row is only a shortcut for choosing it.
-- Rows go with the account: ON DELETE CASCADE for never-verified registrations, and the 30-day purge deletes them.
CREATE TABLE rider_places (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  label text NOT NULL CHECK (label IN ('home', 'work')),
  address text NOT NULL CHECK (length(address) BETWEEN 1 AND 500),
  place_id text NOT NULL CHECK (length(place_id) BETWEEN 1 AND 300),
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, label)
);

-- Indexes a year of business needs (bench/year.bench.ts measured each on 30,000 bookings; README "A year of demo data").
-- The console's queue reads its confirmed and ongoing trips by pickup (modules/ops/queue-page.ts): without this index
-- the read walked every past booking from the oldest pickup on before reaching them (60 ms at a year).
CREATE INDEX IF NOT EXISTS bookings_under_way_idx ON bookings (start_time, id) WHERE status IN ('confirmed', 'ongoing');

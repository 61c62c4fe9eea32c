-- Operations console (README "Operations console"): indexes for the queue, the assignment clash checks and the leads inbox.
CREATE INDEX IF NOT EXISTS bookings_car_window_idx ON bookings (car_id, start_time, hold_until) WHERE car_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS bookings_chauffeur_window_idx ON bookings (chauffeur_id, start_time, hold_until) WHERE chauffeur_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS bookings_start_idx ON bookings (start_time);
CREATE INDEX IF NOT EXISTS leads_status_created_idx ON leads (status, created_at DESC);
CREATE INDEX IF NOT EXISTS audit_actor_idx ON audit_log (actor_user_id, created_at);

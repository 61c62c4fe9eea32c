-- Weddings and events (README "Weddings and events", decision record 023): each car of an event's fleet on each of
-- its days is a booking (a run) paid through its event, never by itself. A value added to an enum cannot be used in
-- the transaction that adds it (and a backup's restore applies every migration in one), so no later migration names
-- it in a literal.
ALTER TYPE payment_state ADD VALUE IF NOT EXISTS 'event';

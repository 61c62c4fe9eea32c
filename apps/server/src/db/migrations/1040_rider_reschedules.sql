-- Numbered after 0900 although it belongs to bookings and payments (04xx): it alters the constraints that 0800
-- (payments.purpose) and 0850 (invoices.kind) created, and migrations apply in name order (decision record 001).
-- A rider moves a booking to another time (README "Payments and bookings"). The move is re-priced by the
-- server; a higher price waits for the difference to be paid (a payment of purpose 'reschedule'), a lower one is
-- refunded in the transaction that moves the booking. Each request is one row: its new times and price, and what
-- became of it.
CREATE TABLE booking_reschedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('awaiting_payment', 'applied', 'refused', 'superseded')),
  -- the booking as it was when the rider asked (a capture applies the move only if it still is)
  from_start timestamptz NOT NULL,
  from_amount_paise integer NOT NULL CHECK (from_amount_paise >= 0),
  -- the booking after the move
  to_start timestamptz NOT NULL,
  to_end timestamptz NOT NULL,
  to_hold_until timestamptz NOT NULL,
  to_trip jsonb NOT NULL,
  to_breakdown jsonb NOT NULL,
  to_amount_paise integer NOT NULL CHECK (to_amount_paise > 0),
  tariff_version integer NOT NULL REFERENCES tariffs(version),
  -- the difference's payment (a charge) or the refund asked in the move's transaction
  payment_id uuid REFERENCES payments(id) ON DELETE SET NULL,
  refund_paise integer NOT NULL DEFAULT 0 CHECK (refund_paise >= 0),
  refused_reason text,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CONSTRAINT booking_reschedules_times CHECK (to_end >= to_start AND to_hold_until >= to_end)
);
CREATE INDEX booking_reschedules_booking_idx ON booking_reschedules (booking_id, created_at DESC);
CREATE UNIQUE INDEX booking_reschedules_payment_idx ON booking_reschedules (payment_id) WHERE payment_id IS NOT NULL;
-- one change at a time waits for its payment
CREATE UNIQUE INDEX booking_reschedules_one_waiting_idx ON booking_reschedules (booking_id)
  WHERE status = 'awaiting_payment';

-- a payment pays the fare (Pay Now), a booking's extras (Pay extras) or the difference of a reschedule
ALTER TABLE payments DROP CONSTRAINT payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('fare', 'extras', 'reschedule'));

-- the paid difference of a reschedule is billed on a supplementary invoice of its own, in the same GST series
ALTER TABLE invoices DROP CONSTRAINT invoices_kind_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_kind_check CHECK (kind IN ('fare', 'extras', 'reschedule'));
CREATE UNIQUE INDEX invoices_reschedule_payment_once_idx ON invoices (payment_id) WHERE kind = 'reschedule';

-- Company rides (README "Company accounts", decision record 022): a booking that waits for the company's approver,
-- and a payment state for rides billed on a monthly statement. A value added to an enum cannot be used in the
-- transaction that adds it, so the columns and indexes that use them are in 1331.
ALTER TYPE booking_status ADD VALUE IF NOT EXISTS 'awaiting_approval' BEFORE 'pending';
ALTER TYPE payment_state ADD VALUE IF NOT EXISTS 'on_account';

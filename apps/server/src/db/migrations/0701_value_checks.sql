-- Allowed values of the text columns that name a service or a state, checked by the database as well as by the
-- contracts' schemas. Columns typed with an enum (bookings.status, bookings.payment_status, payments.status,
-- users.status, leads.status, leads.delivery_status, outbox_messages.status) are already limited by their type.
-- Each constraint is added NOT VALID (new and updated rows are checked at once, whatever the table holds) and then
-- validated; an installation whose older rows hold another value keeps the constraint for new rows and logs a
-- warning instead of refusing to start.

ALTER TABLE quotes ADD CONSTRAINT quotes_service_type_check
  CHECK (service_type IN ('hourly-rental', 'airport-transfer', 'outstation', 'cab-booking')) NOT VALID;
ALTER TABLE bookings ADD CONSTRAINT bookings_service_type_check
  CHECK (service_type IN ('hourly-rental', 'airport-transfer', 'outstation', 'cab-booking')) NOT VALID;
ALTER TABLE refunds ADD CONSTRAINT refunds_status_check
  CHECK (status IN ('pending', 'processed', 'failed')) NOT VALID;
ALTER TABLE payments ADD CONSTRAINT payments_gateway_check
  CHECK (gateway IN ('sandbox', 'razorpay')) NOT VALID;

DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT * FROM (VALUES
    ('quotes', 'quotes_service_type_check'),
    ('bookings', 'bookings_service_type_check'),
    ('refunds', 'refunds_status_check'),
    ('payments', 'payments_gateway_check')) AS t(tbl, con)
  LOOP
    BEGIN
      EXECUTE format('ALTER TABLE %I VALIDATE CONSTRAINT %I', c.tbl, c.con);
    EXCEPTION WHEN check_violation THEN
      RAISE WARNING '%: rows written before this migration hold a value outside the list; new rows are checked', c.con;
    END;
  END LOOP;
END $$;

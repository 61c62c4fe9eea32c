-- An event's money documents (README "Weddings and events", decision record 023): the receipt voucher of each advance
-- (CGST Act 2017 s.13 and Rule 50: GST on an advance for a service is due when it is received), the tax invoice of
-- the whole event adjusting the advances already taxed (Rule 46), a refund voucher for an advance given back before
-- the invoice (Rule 51) and a credit note for one given back after it (s.34, Rule 53).
-- Each kind runs in its own series without gaps per financial year (RV/26-27/000001, EI/…, RF/…, EC/…), allocated from a
-- counter row locked in the payment's or the refund's transaction; the PDF is stored as issued.
CREATE TABLE event_document_counters (
  series text NOT NULL,
  financial_year text NOT NULL,
  last_number integer NOT NULL DEFAULT 0,
  PRIMARY KEY (series, financial_year)
);
CREATE TABLE event_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('receipt_voucher', 'invoice', 'refund_voucher', 'credit_note')),
  number text NOT NULL UNIQUE,
  payment_id uuid REFERENCES payments(id) ON DELETE SET NULL,
  quote_id uuid REFERENCES event_quotes(id) ON DELETE SET NULL,
  gstin text NOT NULL,
  place_of_supply text NOT NULL CHECK (place_of_supply ~ '^[0-9]{2}$'),
  taxable_paise integer NOT NULL CHECK (taxable_paise >= 0),
  cgst_paise integer NOT NULL CHECK (cgst_paise >= 0),
  sgst_paise integer NOT NULL CHECK (sgst_paise >= 0),
  igst_paise integer NOT NULL CHECK (igst_paise >= 0),
  total_paise integer NOT NULL CHECK (total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise),
  -- an invoice: the advances it adjusts (their total and GST already paid) and the balance's; a credit note: why
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  issued_at timestamptz NOT NULL DEFAULT now(),
  document_pdf bytea
);
CREATE INDEX event_documents_event_idx ON event_documents (event_id, issued_at);
-- one receipt voucher or invoice per captured payment (the whole event's invoice comes with the balance; a revised
-- quote's difference paid after it has a supplementary invoice of its own)
CREATE UNIQUE INDEX event_documents_one_per_payment ON event_documents (payment_id)
  WHERE kind IN ('receipt_voucher', 'invoice');

-- the balance's reminders, each sent once (EVENT_BALANCE_REMINDER_DAYS before balance_due_on)
CREATE TABLE event_reminders (
  event_id uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  days_before integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, days_before)
);

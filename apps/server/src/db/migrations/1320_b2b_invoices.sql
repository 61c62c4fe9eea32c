-- GST invoices a company can claim, and credit notes (README "Payments and bookings"; the readings: README "Company
-- accounts"). Sorts after 1300 (the companies' tables) but references none of them: company_id gets its foreign key
-- in a later migration.

-- The place of supply (IGST Act 2017 s.12(9)): a registered buyer's state, else where the passenger embarks (Odisha).
-- Another state than the supplier's is IGST; the same state CGST + SGST (packages/contracts/src/gst.ts splitGst).
ALTER TABLE invoices ADD COLUMN igst_paise integer NOT NULL DEFAULT 0 CHECK (igst_paise >= 0);
ALTER TABLE invoices ADD COLUMN place_of_supply text NOT NULL DEFAULT '21' CHECK (place_of_supply ~ '^[0-9]{2}$');
-- the registered buyer as billed (GST Rule 46: name, address and GSTIN of a registered recipient), a snapshot taken
-- at issue so the invoice never changes after it; all null for a rider billed as a person
ALTER TABLE invoices ADD COLUMN buyer_legal_name text;
ALTER TABLE invoices ADD COLUMN buyer_gstin text;
ALTER TABLE invoices ADD COLUMN buyer_address text;
ALTER TABLE invoices ADD COLUMN cost_centre text;
ALTER TABLE invoices ADD COLUMN buyer_reference text;
ALTER TABLE invoices ADD COLUMN traveller_name text;
ALTER TABLE invoices ADD COLUMN company_id uuid;
ALTER TABLE invoices ADD CONSTRAINT invoices_buyer_whole
  CHECK ((buyer_gstin IS NULL) = (buyer_legal_name IS NULL) AND (buyer_gstin IS NULL OR buyer_address IS NOT NULL));

-- Credit notes (CGST Act 2017 s.34, Rule 53): one per refund of an invoiced payment, issued in the refund's
-- transaction, its tax split proportional to the amount refunded, never more than the invoice's total across them
-- all. Numbered in their own series without gaps per financial year: CN/26-27/000001.
CREATE TABLE credit_note_counters (
  financial_year text PRIMARY KEY,
  last_number integer NOT NULL DEFAULT 0
);
CREATE TABLE credit_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  refund_id uuid UNIQUE REFERENCES refunds(id) ON DELETE SET NULL,
  number text NOT NULL UNIQUE,
  taxable_paise integer NOT NULL CHECK (taxable_paise >= 0),
  cgst_paise integer NOT NULL CHECK (cgst_paise >= 0),
  sgst_paise integer NOT NULL CHECK (sgst_paise >= 0),
  igst_paise integer NOT NULL CHECK (igst_paise >= 0),
  total_paise integer NOT NULL CHECK (total_paise > 0 AND total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise),
  reason text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  -- the PDF as issued, kept and erased like the invoice's (migration 0650, modules/accounts/purge.ts)
  document_pdf bytea
);
CREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_id);
CREATE INDEX credit_notes_booking_idx ON credit_notes (booking_id, issued_at);

-- a rider's cached My Bookings answer follows its credit notes too (migration 0402)
CREATE CONSTRAINT TRIGGER credit_notes_bump_rider_version AFTER INSERT OR UPDATE OR DELETE ON credit_notes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_rider_booking_version();

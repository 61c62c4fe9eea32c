-- Monthly statements' numbers (README "Company accounts"): SL/ST/<FY>/000001, without gaps per Indian financial year,
-- allocated from a counter row locked in the statement's transaction like invoices' (migration 0401).
CREATE TABLE company_statement_counters (
  financial_year text PRIMARY KEY,
  last_number integer NOT NULL DEFAULT 0
);
-- a company's statements, newest first (the portal and the console)
CREATE INDEX company_statements_company_idx ON company_statements (company_id, period DESC);
-- the statement's documents: a company's invoices and credit notes of a month
CREATE INDEX credit_notes_issued_idx ON credit_notes (issued_at);

-- docs/security.md §6: the tax invoice is kept as issued. The PDF sent to the rider (billed-to name, e-mail and phone, the
-- trip it bills) is stored when the invoice is issued and served from here, so an invoice never changes after issue.
-- GST law (CGST Act 2017 s.36, Rule 56) keeps it for 72 months from the due date of the annual return of its financial
-- year; the account purge erases it only after that (modules/accounts/purge.ts).
ALTER TABLE invoices ADD COLUMN document_pdf bytea;

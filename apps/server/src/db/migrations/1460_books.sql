-- The console's Books (docs/books.md, decision record 026): a period's GST returns read each document table by its
-- issue instant (credit notes have theirs since 1340), and the gateway's captures and refunds by theirs: range scans,
-- never a year in memory.
CREATE INDEX invoices_issued_idx ON invoices (issued_at);
CREATE INDEX event_documents_issued_idx ON event_documents (issued_at);
CREATE INDEX payments_captured_idx ON payments (captured_at) WHERE status = 'captured';
CREATE INDEX refunds_processed_idx ON refunds (processed_at) WHERE status = 'processed';

-- events.accepted_quote_id → event_quotes and event_quotes.event_id → events form the schema's one foreign-key cycle:
-- no table order loads both with every constraint checked row by row. The event's pointer to its accepted quote is
-- made deferrable (still checked at once by default); the backup orders tables without deferrable edges and the
-- restore defers them to its commit (apps/server/src/db/backup/catalog.ts, restore.ts).
ALTER TABLE events ALTER CONSTRAINT events_accepted_quote_id_fkey DEFERRABLE INITIALLY IMMEDIATE;

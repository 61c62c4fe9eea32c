-- Decision record 017: the rider's language. SMS, e-mails, the invoice's labels and the calendar file follow
-- it; registration sets it from the request's language (the `lang` cookie, else Accept-Language). One of the three
-- tags the contracts list (LOCALES in packages/contracts/src/i18n/locales.ts).
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en-IN';
ALTER TABLE users ADD CONSTRAINT users_language_check CHECK (language IN ('en-IN', 'hi-IN', 'or-IN'));

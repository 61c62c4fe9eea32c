-- Decision record 017: the chauffeur's language, as the rider's (migration 1100). The chauffeur's SMS (a trip
-- given or taken away, the rider asking for more time, the sign-in code) are written in it; the chauffeur app saves it
-- when the chauffeur chooses a language (and at sign-in, from the app's language cookie). One of the three tags the
-- contracts list (LOCALES in packages/contracts/src/i18n/locales.ts).
ALTER TABLE chauffeurs ADD COLUMN language text NOT NULL DEFAULT 'en-IN';
ALTER TABLE chauffeurs ADD CONSTRAINT chauffeurs_language_check CHECK (language IN ('en-IN', 'hi-IN', 'or-IN'));

-- The app's languages (issue 19, decision 069): the list lives in contract/languages.ts only, so the
-- database no longer names it. An account's and a push subscription's language may be any app
-- language; the columns check only the form of a language tag (ko, en, vi, zh-Hans), so adding a
-- language needs no migration.

-- Migrations 006 and 017 wrote CHECK (language IN ('ko', 'en')) inline; PostgreSQL (and PGlite) named
-- them <table>_<column>_check. Dropped by that name, without IF EXISTS: a database where the list
-- were still in force under another name must stop here, not refuse Vietnamese later.
ALTER TABLE users DROP CONSTRAINT users_language_check;
ALTER TABLE users ADD CONSTRAINT users_language_format CHECK (language ~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?$');
ALTER TABLE push_subscriptions DROP CONSTRAINT push_subscriptions_language_check;
ALTER TABLE push_subscriptions ADD CONSTRAINT push_subscriptions_language_format CHECK (language ~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?$');

-- A policy's title and text, one row per language, instead of a pair of columns per language. Korean
-- is the binding text; the others are courtesy translations. A language without a row is answered
-- the English one (server/modules/policies/service.ts). The seed (server/seed/seed-accounts.ts) adds
-- the rows it has and a database lacks, at every start.
CREATE TABLE policy_texts (
  policy_id text NOT NULL REFERENCES policies (id),
  language text NOT NULL CHECK (language ~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?$'),
  title text NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (policy_id, language)
);

-- The texts a database already has (the agreements of its users point at these versions) move over.
INSERT INTO policy_texts (policy_id, language, title, body) SELECT id, 'ko', title_ko, body_ko FROM policies;
INSERT INTO policy_texts (policy_id, language, title, body) SELECT id, 'en', title_en, body_en FROM policies;

ALTER TABLE policies DROP COLUMN title_ko, DROP COLUMN title_en, DROP COLUMN body_ko, DROP COLUMN body_en;

-- Registered by the site (issue 33, decision 079): a person without an account is registered by a
-- site's admin from the ID card (name, mobile number, registration number), and proves the phone
-- with a texted code when they first set their password. Until then the account has no password
-- (password_hash '!unset', which no password matches). registered_at / registered_by say when and by
-- which admin; null for an account made by sign-up. A texted code is for one purpose: a code sent
-- to set the first password does not reset a password, and the other way round.
ALTER TABLE users ADD COLUMN registered_at timestamptz;
ALTER TABLE users ADD COLUMN registered_by text;
ALTER TABLE users ADD CONSTRAINT users_registered_whole CHECK ((registered_at IS NULL) = (registered_by IS NULL));
ALTER TABLE recovery_codes ADD COLUMN purpose text NOT NULL DEFAULT 'recovery' CHECK (purpose IN ('recovery', 'firstPassword'));

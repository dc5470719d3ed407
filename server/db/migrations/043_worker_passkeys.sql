-- Worker passkeys (issue 32, decision 092): a worker adds a passkey on the phone and logs in with it
-- instead of the password. Admins' and workers' passkeys share one table and one challenge table,
-- each row owned by exactly one admin or one worker, so one code serves both and a query of one
-- role never finds the other's.
ALTER TABLE admin_passkeys RENAME TO passkeys;
ALTER INDEX admin_passkeys_admin_idx RENAME TO passkeys_admin_idx;
ALTER TABLE passkeys ALTER COLUMN admin_id DROP NOT NULL;
ALTER TABLE passkeys ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE passkeys ADD CONSTRAINT passkeys_one_owner CHECK ((admin_id IS NULL) <> (user_id IS NULL));
CREATE INDEX passkeys_user_idx ON passkeys (user_id) WHERE user_id IS NOT NULL;

-- A worker's login challenge names nobody (the passkey tells who it is: a discoverable credential),
-- so a challenge says whose it is by kind, and is found by its value.
ALTER TABLE admin_passkey_challenges RENAME TO passkey_challenges;
ALTER INDEX admin_passkey_challenges_expires_idx RENAME TO passkey_challenges_expires_idx;
ALTER TABLE passkey_challenges ADD COLUMN subject_kind text NOT NULL DEFAULT 'admin' CHECK (subject_kind IN ('admin', 'user'));
ALTER TABLE passkey_challenges ALTER COLUMN subject_kind DROP DEFAULT;
ALTER TABLE passkey_challenges ALTER COLUMN admin_id DROP NOT NULL;
ALTER TABLE passkey_challenges ADD COLUMN user_id uuid REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE passkey_challenges ADD CONSTRAINT passkey_challenges_owner CHECK (
  (subject_kind = 'admin' AND admin_id IS NOT NULL AND user_id IS NULL)
  OR (subject_kind = 'user' AND admin_id IS NULL AND (user_id IS NOT NULL OR purpose = 'login'))
);
CREATE UNIQUE INDEX passkey_challenges_challenge_idx ON passkey_challenges (challenge);

-- Keys you can trust (issue 31): a JWT verifies only with a key the data key vouches for. A row's
-- private half is sealed with it (migration 012); a public key published by a replica configured
-- with JWT_PRIVATE_KEY is now sealed too, so a row someone inserted by hand (a self-signed key under
-- any kid) never verifies a token. Published rows written before this migration are sealed again by
-- their replica at its next start; until then that replica's tokens verify on itself only. A plain
-- private key (a row written before migration 012, which every start since has sealed) is no longer
-- read: it neither signs nor verifies.
ALTER TABLE signing_keys ADD COLUMN public_key_sealed text;

-- Keys at rest (issue 16): a JWT signing key's private half is kept sealed with the data key
-- (AES-256-GCM, purpose signing_keys.private_key), never as plain PEM. A server seals the plain rows
-- of an older database when it first reads them (modules/auth/signing-keys.ts). A row without a
-- private half publishes a key configured elsewhere (JWT_PRIVATE_KEY) so every replica verifies it.
ALTER TABLE signing_keys ADD COLUMN private_key_sealed text;
ALTER TABLE signing_keys ALTER COLUMN private_key_pem DROP NOT NULL;

-- Admin passkeys (issue 16, decision 063): a signed-in admin registers a passkey on a phone; a later
-- login answers the passkey's challenge instead of the SMS code. Only public keys are kept.
CREATE TABLE admin_passkeys (
  id uuid PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  -- The WebAuthn credential id (base64url), as the authenticator names it in every assertion.
  credential_id text NOT NULL UNIQUE CHECK (length(credential_id) <= 1400),
  -- The credential's COSE public key.
  public_key bytea NOT NULL CHECK (octet_length(public_key) <= 4096),
  -- The authenticator's signature counter (0 for most passkeys, which keep none).
  counter bigint NOT NULL DEFAULT 0,
  -- How the browser reaches the authenticator (internal, hybrid, usb …), space-separated.
  transports text NOT NULL DEFAULT '',
  -- What the admin sees in the list: the browser and system it was added on ("Chrome on Android").
  label text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX admin_passkeys_admin_idx ON admin_passkeys (admin_id);

-- A challenge handed out for a registration or a login: used once, for 5 minutes, by its admin.
CREATE TABLE admin_passkey_challenges (
  id uuid PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login')),
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX admin_passkey_challenges_expires_idx ON admin_passkey_challenges (expires_at);

-- The audit trail: a login by passkey, and a passkey added or removed.
ALTER TABLE admin_login_audit DROP CONSTRAINT admin_login_audit_stage_check;
ALTER TABLE admin_login_audit ADD CONSTRAINT admin_login_audit_stage_check
  CHECK (stage IN ('verify', 'code', 'passkey', 'login', 'passkey-add', 'passkey-remove'));

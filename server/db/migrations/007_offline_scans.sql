-- Offline attendance (issue 8; docs/decisions/007-offline-admin-scans.md, 008-offline-qr-codes.md).

-- A worker phone's public key for QR codes it signs itself while offline (D1 codes). Deleted with the
-- worker; expires after 30 days; at most a few active per worker (the oldest are removed).
CREATE TABLE qr_device_keys (
  -- 8 random bytes as 16 hex characters, as in D1 payloads.
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{16}$'),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The uncompressed P-256 point: 0x04 ‖ x ‖ y.
  public_key bytea NOT NULL CHECK (octet_length(public_key) = 65),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at)
);
CREATE INDEX qr_device_keys_user_idx ON qr_device_keys (user_id, created_at);

-- The idempotency key of the accepted scan: a repeated request with it answers the same event.
ALTER TABLE qr_codes ADD COLUMN scan_key uuid UNIQUE;
-- Which device key signed an offline code (its row is inserted when first scanned).
ALTER TABLE qr_codes ADD COLUMN device_key_id text REFERENCES qr_device_keys (id) ON DELETE SET NULL;

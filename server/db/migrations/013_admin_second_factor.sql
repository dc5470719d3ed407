-- The admin's second factor (issue 16, decision 061): a one-time code sent by SMS to the admin's
-- registered phone after phone + employee number. Only a hash of the code is kept; a code lasts 5
-- minutes, allows 5 wrong tries and works once.
CREATE TABLE admin_login_codes (
  id uuid PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX admin_login_codes_expires_idx ON admin_login_codes (expires_at);

-- The audit trail now has the code step between verify and the site choice.
ALTER TABLE admin_login_audit DROP CONSTRAINT admin_login_audit_stage_check;
ALTER TABLE admin_login_audit ADD CONSTRAINT admin_login_audit_stage_check CHECK (stage IN ('verify', 'code', 'login'));

-- The SMS sandbox's outbox in the order messages were sent, also within one clock tick (two codes
-- asked for in the same millisecond must still show newest first).
ALTER TABLE sms_outbox ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;

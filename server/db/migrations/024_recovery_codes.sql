-- A forgotten password where the server has no identity provider (issue 31, IDENTITY_PROVIDER=none):
-- the worker gives the phone number and the birth date, a six-digit code goes by SMS to that phone,
-- and the code with a new password sets it. Only the code's hash is kept; a code lasts 5 minutes,
-- allows 5 wrong tries and works once. A request that matched no account gets a row too (user_id
-- null, a code nobody was sent), so the answer does not tell whether the number has an account.
CREATE TABLE recovery_codes (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX recovery_codes_expires_idx ON recovery_codes (expires_at);

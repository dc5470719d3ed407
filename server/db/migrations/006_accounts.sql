-- Accounts (issue 3): sign-up with identity verification, recovery, phone changes, cancellation,
-- versioned policies and agreements. Registration numbers are stored only encrypted (AES-256-GCM,
-- server/services/data-cipher.ts); the masked form (900101-1******) is kept for display.

-- A cancelled account keeps its row (work and pay records point at it and must be kept), but loses
-- its login: the phone number is freed, so it becomes nullable.
ALTER TABLE users ALTER COLUMN phone DROP NOT NULL;
ALTER TABLE users ADD COLUMN rrn_encrypted text;
ALTER TABLE users ADD COLUMN rrn_masked text CHECK (rrn_masked ~ '^[0-9]{6}-[0-9][*]{6}$');
-- NICE's connecting information (CI): one account per person.
ALTER TABLE users ADD COLUMN ci text UNIQUE;
ALTER TABLE users ADD COLUMN gender text CHECK (gender IN ('male', 'female'));
ALTER TABLE users ADD COLUMN nationality text CHECK (nationality IN ('korean', 'foreigner'));
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'ko' CHECK (language IN ('ko', 'en'));
ALTER TABLE users ADD COLUMN cancelled_at timestamptz;
-- After this day the kept records of a cancelled account are anonymised too (see docs/accounts.md).
ALTER TABLE users ADD COLUMN retain_until date;

-- A verification flow: sign-up, account recovery (forgot password) or a phone change. The browser tab
-- that started it holds its secret (only a hash is kept); what the person typed (the claim) and
-- what the provider verified are kept encrypted, never in plain text.
CREATE TABLE identity_flows (
  id uuid PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('join', 'recovery', 'changePhone')),
  secret_hash text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  claim_encrypted text,
  real_name_at timestamptz,
  verified_encrypted text,
  verified_at timestamptz,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX identity_flows_expires_idx ON identity_flows (expires_at);

-- One trip to a provider (NICE real-name or phone verification, KB bank certificate). Its id is the
-- request number the provider echoes back; the result comes back encrypted and is redeemed once,
-- by the reference (ref) the browser brings to /niceSuccess or /kbCertLogin (only its hash is kept).
CREATE TABLE provider_requests (
  id uuid PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('nice', 'kb')),
  service text NOT NULL CHECK (service IN ('realName', 'phone', 'bankCert')),
  flow_id uuid REFERENCES identity_flows (id) ON DELETE CASCADE,
  -- A bank-certificate login has no flow: the tab holds this request's own secret.
  secret_hash text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  returned_at timestamptz,
  result_code text,
  result_encrypted text,
  ref_hash text UNIQUE,
  redeemed_at timestamptz
);
CREATE INDEX provider_requests_expires_idx ON provider_requests (expires_at);

-- The SMS sandbox's outbox (the sandbox sender only; a real sender keeps nothing here).
CREATE TABLE sms_outbox (
  id uuid PRIMARY KEY,
  phone text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX sms_outbox_created_idx ON sms_outbox (created_at);

-- Versioned policies (privacy policy, terms of use, optional notices consent), in both languages.
CREATE TABLE policies (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('privacy', 'terms', 'notices')),
  version integer NOT NULL CHECK (version > 0),
  effective_from date NOT NULL,
  required boolean NOT NULL,
  title_ko text NOT NULL,
  title_en text NOT NULL,
  body_ko text NOT NULL,
  body_en text NOT NULL,
  UNIQUE (kind, version)
);

CREATE TABLE user_agreements (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  policy_id text NOT NULL REFERENCES policies (id),
  agreed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, policy_id)
);

-- Web Push notifications (issue 18, decision 065): the devices that asked for notifications, the
-- notifications waiting to be sent, the server's VAPID key pair when none is configured, and the
-- time of day after which a site reminds a worker that the day has no end recorded.

-- One row per browser push subscription (a device and a person). The endpoint is the push
-- service's address for that browser: unique, so a phone that changes hands moves to the new
-- person. family_id is the refresh-token family (the login session) that subscribed: logging out
-- of that session deletes the row.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY,
  endpoint text NOT NULL UNIQUE CHECK (char_length(endpoint) <= 1024),
  p256dh text NOT NULL CHECK (char_length(p256dh) <= 200),
  auth text NOT NULL CHECK (char_length(auth) <= 100),
  subject_kind text NOT NULL CHECK (subject_kind IN ('user', 'admin')),
  subject_id uuid NOT NULL,
  family_id uuid NOT NULL,
  language text NOT NULL CHECK (language IN ('ko', 'en')),
  created_at timestamptz NOT NULL,
  last_success_at timestamptz
);
CREATE INDEX push_subscriptions_subject_idx ON push_subscriptions (subject_kind, subject_id);
CREATE INDEX push_subscriptions_family_idx ON push_subscriptions (family_id);

-- A notification to send, once: dedup_key is unique, so the same event enqueued twice (two
-- replicas' sweeps, a retried request) is one row. A sender claims a row (claimed_at, one
-- conditional UPDATE, so two replicas never both send it) and marks it sent. params hold what the
-- text and the link need, never an amount or a name (lock screens are public).
CREATE TABLE notification_outbox (
  id uuid PRIMARY KEY,
  subject_kind text NOT NULL CHECK (subject_kind IN ('user', 'admin')),
  subject_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('statementReady', 'statementReissued', 'contractToSign', 'inquiryAnswered', 'correctionDecided', 'noEndRecorded', 'correctionRequested')),
  params text NOT NULL CHECK (char_length(params) <= 2000),
  dedup_key text NOT NULL UNIQUE CHECK (char_length(dedup_key) <= 200),
  created_at timestamptz NOT NULL,
  claimed_at timestamptz,
  sent_at timestamptz
);
CREATE INDEX notification_outbox_unsent_idx ON notification_outbox (created_at) WHERE sent_at IS NULL;

-- The VAPID key pair generated outside production when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are
-- unset: one row (id 1), the private key sealed with the data key (purpose push.vapid_private_key),
-- so every replica on one database signs with the same key and the browsers' subscriptions, bound
-- to the public key, keep working across restarts.
CREATE TABLE push_vapid_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key_sealed text NOT NULL,
  created_at timestamptz NOT NULL
);

-- After this time of day (Seoul, 'HH:MM'), a worker whose shift began that day at the site and has no
-- EndWork is told the day has no end recorded. Null: the site sends no such reminder.
ALTER TABLE projects ADD COLUMN end_reminder_time text CHECK (end_reminder_time IS NULL OR end_reminder_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');

-- A database seeded before this migration gets what server/seed/seed.ts now seeds: the demo site
-- 판교 reminds at 19:00.
UPDATE projects SET end_reminder_time = '19:00' WHERE code = 'P1001' AND end_reminder_time IS NULL
  AND EXISTS (SELECT 1 FROM users WHERE id = '0b1e6a52-5d0e-4c7e-9a51-000000000001');

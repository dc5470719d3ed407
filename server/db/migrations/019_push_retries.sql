-- A push that failed for a passing reason (the push service answered 5xx or 429, or did not answer)
-- is tried again for that one subscription (decision 065): a row of its own, due after a wait.
ALTER TABLE notification_outbox ADD COLUMN subscription_id uuid;
ALTER TABLE notification_outbox ADD COLUMN attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1);
ALTER TABLE notification_outbox ADD COLUMN not_before timestamptz;

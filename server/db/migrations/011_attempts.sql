-- Throttling that a burst cannot pass (issue 16): an attempt is recorded, under a lock on its keys,
-- before the password is hashed; a successful one is then forgiven by its id. Rows recorded before
-- this migration have no attempt id (they are failures, never forgiven one by one).
ALTER TABLE auth_failures ADD COLUMN attempt uuid;
CREATE INDEX auth_failures_attempt_idx ON auth_failures (attempt);

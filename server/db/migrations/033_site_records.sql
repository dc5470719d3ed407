-- A record for a worker without a phone (issue 33, decision 081): a site's admin records the
-- worker's BeginWork, EndWork or a break, today and at the admin's own site, with a reason from a
-- list; the event counts as a scan does (the sequence rules, once per idempotency key) and is marked
-- as recorded by the site wherever the worker's days are shown. This table is the audit: who, when,
-- why, for which event.
ALTER TABLE attendance_events DROP CONSTRAINT IF EXISTS attendance_events_source_check;
ALTER TABLE attendance_events ADD CONSTRAINT attendance_events_source_check CHECK (source IN ('scan', 'offlineScan', 'correction', 'siteRecord'));
CREATE TABLE site_records (
  id uuid PRIMARY KEY,
  event_id uuid NOT NULL UNIQUE REFERENCES attendance_events (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id),
  project_code text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('phoneDead', 'noPhone', 'phoneForgotten', 'appProblem')),
  recorded_by text NOT NULL,
  recorded_at timestamptz NOT NULL,
  idempotency_key uuid NOT NULL UNIQUE
);
CREATE INDEX site_records_site_idx ON site_records (project_code, recorded_at);

-- Attendance corrections (issue 18, docs/decisions/066-attendance-corrections.md).

-- Where each event came from, and what replaced it. An approved correction never deletes or edits a
-- recorded event: it marks the one it changes as replaced and records its own, so the original stays.
ALTER TABLE attendance_events ADD COLUMN source text NOT NULL DEFAULT 'scan' CHECK (source IN ('scan', 'offlineScan', 'correction'));
ALTER TABLE attendance_events ADD COLUMN correction_id uuid;
ALTER TABLE attendance_events ADD COLUMN replaced_at timestamptz;
ALTER TABLE attendance_events ADD COLUMN replaced_by uuid;

-- The scans a scanner queued offline and sent later (ADR 007) are known by their scan key.
UPDATE attendance_events SET source = 'offlineScan'
WHERE id IN (SELECT event_id FROM qr_codes WHERE event_id IS NOT NULL AND device_key_id IS NOT NULL);

-- One BeginWork a day counts: a replaced one no longer does.
DROP INDEX attendance_events_one_begin_a_day;
CREATE UNIQUE INDEX attendance_events_one_begin_a_day
  ON attendance_events (user_id, ((occurred_at AT TIME ZONE 'Asia/Seoul')::date))
  WHERE type = 'BeginWork' AND replaced_at IS NULL;

CREATE TABLE attendance_corrections (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The site whose admin decides: the day's scans' site, else the contract's.
  project_code text NOT NULL REFERENCES projects (code),
  -- The work day (Asia/Seoul) and the event asked for at `requested_at`.
  work_date date NOT NULL,
  event_type text NOT NULL CHECK (event_type IN ('BeginWork', 'EndWork', 'BeginLunch', 'EndLunch', 'BeginDinner', 'EndDinner')),
  requested_at timestamptz NOT NULL,
  -- The recorded event it changes (null: the event is missing), as it was when asked.
  original_event_id uuid REFERENCES attendance_events (id) ON DELETE SET NULL,
  original_at timestamptz,
  reason text NOT NULL,
  photo bytea,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected', 'withdrawn')),
  idempotency_key uuid NOT NULL,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by uuid REFERENCES admins (id) ON DELETE SET NULL,
  decision_note text,
  UNIQUE (user_id, idempotency_key)
);
-- No two pending requests for one event of one day.
CREATE UNIQUE INDEX attendance_corrections_one_pending
  ON attendance_corrections (user_id, work_date, event_type) WHERE state = 'pending';
CREATE INDEX attendance_corrections_user_idx ON attendance_corrections (user_id, created_at);
CREATE INDEX attendance_corrections_site_idx ON attendance_corrections (project_code, state, created_at);

-- Every step of every request, append only: what the worker sees on the day.
CREATE TABLE attendance_audit (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  work_date date NOT NULL,
  correction_id uuid NOT NULL REFERENCES attendance_corrections (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  action text NOT NULL CHECK (action IN ('requested', 'withdrawn', 'approved', 'rejected')),
  admin_id uuid REFERENCES admins (id) ON DELETE SET NULL,
  -- The admin's name as it was (an admin removed later still shows who decided).
  admin_name text,
  event_type text NOT NULL,
  requested_at timestamptz NOT NULL,
  before_at timestamptz,
  note text
);
CREATE INDEX attendance_audit_user_day_idx ON attendance_audit (user_id, work_date, at);

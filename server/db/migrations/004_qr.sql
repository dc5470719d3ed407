-- QR attendance (issue 6): the codes the server issued to workers. A code's row is claimed by the
-- first accepted scan (used_at set by one conditional UPDATE), so one-time use holds across
-- instances. Only the server writes these rows.

CREATE TABLE qr_codes (
  -- The payload's 8 random bytes, as 16 hex characters.
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{16}$'),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_code text NOT NULL REFERENCES projects (code),
  event_type text NOT NULL CHECK (event_type IN ('BeginWork', 'EndWork', 'BeginLunch', 'EndLunch', 'BeginDinner', 'EndDinner')),
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by_admin_id uuid REFERENCES admins (id) ON DELETE SET NULL,
  event_id uuid REFERENCES attendance_events (id) ON DELETE SET NULL,
  CHECK (expires_at > issued_at)
);
CREATE INDEX qr_codes_expires_idx ON qr_codes (expires_at);

-- The admin check list: a site's events by time.
CREATE INDEX IF NOT EXISTS attendance_events_project_occurred_idx ON attendance_events (project_code, occurred_at);

-- Races closed (issue 16): the database itself refuses a second BeginWork of one worker on one Seoul
-- day, whatever two scans do at the same moment on however many replicas (the sequence rules in
-- modules/qr/sequence.ts allow one a day; the scan checks them under the worker's lock, and this
-- index is the last word).
CREATE UNIQUE INDEX attendance_events_one_begin_a_day
  ON attendance_events (user_id, ((occurred_at AT TIME ZONE 'Asia/Seoul')::date))
  WHERE type = 'BeginWork';

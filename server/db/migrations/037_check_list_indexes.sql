-- The check lists' pages by keyset (issue 32): newest first by (time, id), counting only events not
-- replaced by a correction, at a site or of a worker. Each page, and each count up to its cap, is then
-- an index range whatever the table's size (qr/service.ts listQrEvents; the plan is read by a test).
CREATE INDEX attendance_events_site_keyset ON attendance_events (project_code, occurred_at DESC, id DESC) WHERE replaced_at IS NULL;
CREATE INDEX attendance_events_user_keyset ON attendance_events (user_id, occurred_at DESC, id DESC) WHERE replaced_at IS NULL;

-- The face on the scan (issue 33, decision 080): one photo per worker, taken by a site's admin with
-- the worker's consent (the consent text shown to the worker in their language), so the gate sees who
-- stands there when a code is accepted. A JPEG decoded and written again on the server (no EXIF),
-- served only to the admins of a site where the worker has a contract, and to the worker. Taking it
-- again replaces it; cancelling the account deletes it.
CREATE TABLE worker_photos (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  image bytea NOT NULL,
  consented_at timestamptz NOT NULL,
  recorded_by text NOT NULL,
  recorded_at timestamptz NOT NULL
);

-- The photo of the worker's basic safety training card (건설업 기초안전보건교육 이수증; issue 33, decision
-- 076), optional beside the number and the day recorded from it (migration 029): one per worker,
-- taken by an admin of a site where the worker has a contract, with the training record or on its own
-- afterwards. A JPEG decoded and written again on the server (no EXIF), served only to the admins of a
-- site where the worker has a contract. Taking it again replaces it; cancelling the account deletes
-- it. Readiness for work does not ask for it.
CREATE TABLE safety_training_photos (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  image bytea NOT NULL,
  recorded_by text NOT NULL,
  recorded_at timestamptz NOT NULL
);

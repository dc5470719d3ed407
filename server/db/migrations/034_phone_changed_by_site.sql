-- A phone number changed by the site (issue 31, decision 082): where the server verifies no identities,
-- a worker's new number is changed by a site's admin with the person and the ID card in front of them.
-- A code is texted to the new number (recovery_codes, purpose 'phoneChange', the number it was sent to
-- and the admin who asked), the person reads it out, and the change is kept as a record of who changed
-- which number when. Cancelling the account deletes the records (their numbers are personal data).
ALTER TABLE recovery_codes DROP CONSTRAINT recovery_codes_purpose_check;
ALTER TABLE recovery_codes ADD CONSTRAINT recovery_codes_purpose_check CHECK (purpose IN ('recovery', 'firstPassword', 'phoneChange'));
ALTER TABLE recovery_codes ADD COLUMN phone text;
ALTER TABLE recovery_codes ADD COLUMN requested_by text;
ALTER TABLE recovery_codes ADD CONSTRAINT recovery_codes_phone_change_whole
  CHECK ((purpose = 'phoneChange') = (phone IS NOT NULL) AND (phone IS NULL) = (requested_by IS NULL));

CREATE TABLE phone_changes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  old_phone text NOT NULL,
  new_phone text NOT NULL,
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL
);
CREATE INDEX phone_changes_user ON phone_changes (user_id, changed_at);

-- An answer once given is final (issue 31): staff answering again no longer overwrites it. The text
-- it replaced is kept here with who gave it and when (the audit trail), the inquiry shows the newest
-- text, and answer_edited_at tells the worker it was changed and when. answered_at stays the time of
-- the first answer.
CREATE TABLE qna_answer_versions (
  id uuid PRIMARY KEY,
  inquiry_id uuid NOT NULL REFERENCES qna_inquiries (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  answer text NOT NULL,
  answered_by text NOT NULL,
  answered_at timestamptz NOT NULL,
  replaced_at timestamptz NOT NULL,
  UNIQUE (inquiry_id, version)
);
ALTER TABLE qna_inquiries ADD COLUMN answer_edited_at timestamptz;

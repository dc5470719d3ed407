-- The Q&A board (issue 7): a worker's inquiries and the staff answer. Only the server writes these
-- rows, always with millisecond timestamps (JavaScript Dates), which is what the list cursor carries.

CREATE TABLE qna_inquiries (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('pay', 'work', 'account', 'other')),
  -- Plain text, never HTML. Lengths in characters (code points), as the shared rules count them.
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- Set by the staff API; an answered inquiry can no longer be edited or deleted by the worker.
  answer text CHECK (char_length(answer) BETWEEN 1 AND 4000),
  answered_at timestamptz,
  answered_by text,
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
-- The list: one worker's inquiries, newest first, paged by (created_at, id).
CREATE INDEX qna_inquiries_user_created_idx ON qna_inquiries (user_id, created_at DESC, id DESC);

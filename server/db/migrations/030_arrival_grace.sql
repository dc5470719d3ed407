-- Who is on site now (issue 33, decision 077): a worker contracted today who has not begun work by
-- the contracted start plus this many minutes counts as not arrived. Set by the site's admin.
ALTER TABLE projects ADD COLUMN arrival_grace_minutes integer NOT NULL DEFAULT 30 CHECK (arrival_grace_minutes BETWEEN 0 AND 180);

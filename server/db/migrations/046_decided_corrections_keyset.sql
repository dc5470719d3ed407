-- The admin's decided correction requests (issue 32): newest first by (created_at, id) through one
-- index range, so a page, and the count up to its cap, never read the site's years of decisions
-- (corrections/service.ts listSiteCorrections; approved and rejected are two states of one list).
CREATE INDEX attendance_corrections_site_decided_keyset ON attendance_corrections (project_code, created_at DESC, id DESC) WHERE state IN ('approved', 'rejected');

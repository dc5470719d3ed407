-- A site's check list searched by name or phone (issue 32): the people found, then each one's newest
-- events at the site, an index range per person (qr/service.ts siteSearchPage), instead of walking the
-- site's events newest first until a page of theirs turns up (the whole history for a rare visitor).
CREATE INDEX attendance_events_site_person_keyset ON attendance_events (project_code, user_id, occurred_at DESC, id DESC) WHERE replaced_at IS NULL;

-- The people with an event at a site (issue 32): a site's check list searched by name or phone looks
-- among them, not among every user, and then reads only their events (qr/service.ts peopleAtSite).
-- Neither contracts nor home sites say who was at a site (a worker may work at their home site
-- without a contract there, and change home site later): the events do. The trigger writes it with
-- every insert of events, whoever makes it (a scan, a site record, a correction, the seed); a person
-- already noted at the site costs one look in the primary key.
CREATE TABLE site_people (
  project_code text NOT NULL REFERENCES projects (code),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (project_code, user_id)
);

INSERT INTO site_people (project_code, user_id)
SELECT DISTINCT project_code, user_id FROM attendance_events;

-- The table is named in the events' own schema, whatever the search path of the session that inserts.
CREATE FUNCTION wfm_note_site_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO %I.site_people (project_code, user_id) SELECT DISTINCT project_code, user_id FROM inserted_rows ON CONFLICT DO NOTHING',
    TG_TABLE_SCHEMA
  );
  RETURN NULL;
END
$$;

CREATE TRIGGER wfm_site_people AFTER INSERT ON attendance_events
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wfm_note_site_people();

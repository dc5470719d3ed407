-- Reads on PostgreSQL (issue 16, decision 060): every statement that writes a table whose reads the
-- server caches (server/db/table-versions.ts, WATCHED_TABLES) notifies channel wfm_table_changed
-- with the table's schema-qualified name (so another schema's tables, as in the tests, are told
-- apart). PostgreSQL delivers it to every listening replica when the transaction commits (nothing if
-- it rolls back, once per table and transaction), and each replica's listener
-- (server/db/table-change-listener.ts) then stops using what it kept from that table. A replica
-- checks that these triggers exist and are enabled before it caches anything. On PGlite nobody
-- listens and the notifications go nowhere.
CREATE FUNCTION wfm_notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wfm_table_changed', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER wfm_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION wfm_notify_table_changed();
CREATE TRIGGER wfm_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attendance_events
  FOR EACH STATEMENT EXECUTE FUNCTION wfm_notify_table_changed();
CREATE TRIGGER wfm_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON refresh_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION wfm_notify_table_changed();

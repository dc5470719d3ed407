-- Reads on PostgreSQL move by what a write changed (issue 32, decision 091), as table-versions.ts
-- reads the writes on PGlite:
-- - an insert into attendance_events (a scan) notifies '<schema>.<table>:<user id>,…', so every
--   replica drops only those workers' cached weeks, not every worker's, in a morning's burst; its
--   other writes (corrections, deletions) still notify the table;
-- - on refresh_tokens, only "is this session on" is cached: an insert (a login, the next token of a
--   live session) and an update that only marks a token used cannot change it, so they notify
--   nothing; any other update, a delete and a truncate notify the table.
-- A replica checks these triggers exist and are enabled before it caches anything
-- (table-change-listener.ts). The keys go in the payload while it stays short; past 7,000
-- characters the insert notifies the table.
CREATE FUNCTION wfm_notify_user_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text;
BEGIN
  SELECT string_agg(DISTINCT user_id::text, ',') INTO keys FROM inserted_rows;
  IF keys IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('wfm_table_changed', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || CASE WHEN length(keys) <= 7000 THEN ':' || keys ELSE '' END);
  RETURN NULL;
END
$$;

DROP TRIGGER wfm_table_changed ON attendance_events;
CREATE TRIGGER wfm_table_changed AFTER UPDATE OR DELETE OR TRUNCATE ON attendance_events
  FOR EACH STATEMENT EXECUTE FUNCTION wfm_notify_table_changed();
CREATE TRIGGER wfm_rows_inserted AFTER INSERT ON attendance_events
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wfm_notify_user_rows_inserted();

DROP TRIGGER wfm_table_changed ON refresh_tokens;
CREATE TRIGGER wfm_table_changed AFTER DELETE OR TRUNCATE ON refresh_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION wfm_notify_table_changed();
-- Row by row (PostgreSQL sends one notification per payload and transaction): an update that changes
-- more than used_at.
CREATE TRIGGER wfm_rows_changed AFTER UPDATE ON refresh_tokens
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'used_at'))
  EXECUTE FUNCTION wfm_notify_table_changed();

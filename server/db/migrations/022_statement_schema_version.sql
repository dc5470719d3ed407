-- The shape of a stored statement (issue 30): pay_statement_versions.statement is read through the
-- contract's PayStatementSchema (server/modules/pay/stored-statement.ts), and a change of that shape
-- comes with an upgrade of what is stored, from the shape its row names. Every row so far is shape 1
-- (the statement as issued since migration 018; later releases only added pay line kinds to it).
ALTER TABLE pay_statement_versions ADD COLUMN schema_version integer NOT NULL DEFAULT 1 CHECK (schema_version >= 1);

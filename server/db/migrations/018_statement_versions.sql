-- Issued pay statements (issue 18, docs/decisions/067-statement-versions.md): a month's statement from
-- an employer is issued when the month closes and never altered; a change to the month's record
-- (an approved correction, a scan sent late) issues the next version, which lists the changes.
CREATE TABLE pay_statement_versions (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  corporation_code text NOT NULL REFERENCES corporations (code),
  year integer NOT NULL,
  month integer NOT NULL CHECK (month BETWEEN 1 AND 12),
  version integer NOT NULL CHECK (version >= 1),
  issued_at timestamptz NOT NULL,
  reason text NOT NULL CHECK (reason IN ('closing', 'correction', 'lateScan')),
  -- The PayStatement as issued (JSON text: both drivers read text alike).
  statement text NOT NULL,
  -- The StatementChange list of this version (JSON text; [] for version 1).
  changes text NOT NULL DEFAULT '[]',
  PRIMARY KEY (user_id, corporation_code, year, month, version)
);

-- Contract templates per site (issue 33): the terms a site's admin fixes once (trade, daily wage, hours
-- and break, work days and weekly holiday, premiums, pay day, kind) and a contract made from it copies.
-- A change makes a new version of the template and never touches a contract already made: the contract
-- holds its own copy of the terms, and template_id only says where they came from. A retired template
-- is no longer offered; the contracts made from it stay.
CREATE TABLE contract_templates (
  id uuid PRIMARY KEY,
  project_code text NOT NULL REFERENCES projects (code),
  name text NOT NULL,
  job_title text NOT NULL,
  daily_wage integer NOT NULL CHECK (daily_wage > 0),
  work_start text NOT NULL,
  work_end text NOT NULL,
  break_start text NOT NULL,
  break_end text NOT NULL,
  work_days text NOT NULL,
  weekly_holiday integer NOT NULL CHECK (weekly_holiday BETWEEN 0 AND 6),
  premiums_apply boolean NOT NULL,
  weekly_paid_holiday boolean NOT NULL,
  pay_day integer NOT NULL CHECK (pay_day BETWEEN 1 AND 28),
  kind text NOT NULL CHECK (kind IN ('continuing', 'oneDay')),
  version integer NOT NULL DEFAULT 1 CHECK (version > 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL,
  retired_at timestamptz
);
CREATE INDEX contract_templates_site ON contract_templates (project_code, name);
ALTER TABLE employment_contracts ADD COLUMN template_id uuid REFERENCES contract_templates (id);
-- One contract per worker and first day held since migration 003, from when a worker had one contract
-- at a time; a worker taken on at two sites (two employers) on the same morning has two. One per site
-- and first day remains.
ALTER TABLE employment_contracts DROP CONSTRAINT employment_contracts_user_id_valid_from_key;
ALTER TABLE employment_contracts ADD CONSTRAINT employment_contracts_one_per_site_and_day UNIQUE (user_id, project_code, valid_from);

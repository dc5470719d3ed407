-- Work and pay (issue 4): the worker's birth date (a payment statement identifies the worker by it,
-- and the national pension depends on age) and employment contracts, which hold the daily wage.

ALTER TABLE users ADD COLUMN birth_date date;

-- Backfill the demo workers of a database seeded before this migration, with the values of
-- server/db/seed.ts (seed.test.ts checks the two agree). Users come only from the seed; a row
-- without a birth date left after this makes the NOT NULL below fail rather than invent one.
UPDATE users SET birth_date = DATE '1985-03-14' WHERE id = '0b1e6a52-5d0e-4c7e-9a51-000000000001' AND birth_date IS NULL;
UPDATE users SET birth_date = DATE '1992-08-02' WHERE id = '0b1e6a52-5d0e-4c7e-9a51-000000000002' AND birth_date IS NULL;
UPDATE users SET birth_date = DATE '1978-11-30' WHERE id = '0b1e6a52-5d0e-4c7e-9a51-000000000003' AND birth_date IS NULL;
ALTER TABLE users ALTER COLUMN birth_date SET NOT NULL;

-- A worker's employment contract (건설일용근로자 표준근로계약서) on a project: the daily wage in won from
-- valid_from on. The contract in force for a month is the worker's one with the latest valid_from on
-- or before the month's last day; it replaces the one before (one contract in force at a time).
CREATE TABLE employment_contracts (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_code text NOT NULL REFERENCES projects (code),
  daily_wage integer NOT NULL CHECK (daily_wage > 0),
  valid_from date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, valid_from)
);

-- The demo workers' contracts for a database seeded before this migration (a fresh one gets them
-- from the seed).
INSERT INTO employment_contracts (id, user_id, project_code, daily_wage, valid_from)
SELECT seeded.id::uuid, users.id, seeded.project_code, seeded.daily_wage, seeded.valid_from::date
FROM (
  VALUES
    ('0b1e6a52-5d0e-4c7e-9a51-000000000301', '0b1e6a52-5d0e-4c7e-9a51-000000000001', 'P1001', 200000, '2026-01-01'),
    ('0b1e6a52-5d0e-4c7e-9a51-000000000302', '0b1e6a52-5d0e-4c7e-9a51-000000000002', 'P2001', 180000, '2026-01-01'),
    ('0b1e6a52-5d0e-4c7e-9a51-000000000303', '0b1e6a52-5d0e-4c7e-9a51-000000000003', 'P1001', 190000, '2026-01-01')
) AS seeded (id, user_id, project_code, daily_wage, valid_from)
JOIN users ON users.id = seeded.user_id::uuid
JOIN projects ON projects.code = seeded.project_code;

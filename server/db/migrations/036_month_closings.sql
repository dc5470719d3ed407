-- A worker's ended month, closed (issue 32): the closing (pay/statement-versions.ts closeEndedMonths)
-- looked at the worker's attendance of that month and issued what it pays, which may be nothing (a
-- worker recorded without a contract, or with no pay from it). A closed month is not looked at again
-- at every start and every hour: a later change to its record is reissued by reissueAfterChange.
CREATE TABLE pay_month_closings (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  year integer NOT NULL,
  month integer NOT NULL CHECK (month BETWEEN 1 AND 12),
  closed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, year, month)
);

-- The months closed before this table: every month with an issued statement.
INSERT INTO pay_month_closings (user_id, year, month, closed_at)
SELECT user_id, year, month, min(issued_at) FROM pay_statement_versions GROUP BY user_id, year, month;

-- A contract says which kind of day worker it employs (docs/pay-rules.md "Two kinds of day worker";
-- issue 30): 'continuing' (계속근로가 예정된 일용근로자: fixed work days and no end, or an end past the
-- day) or 'oneDay' (a contract for one day that ends with it). Paid public holidays, the holiday work
-- premium and the weekly paid holiday belong to the continuing kind only. Every contract a database
-- holds so far is of the continuing kind (fixed work days, open-ended), as the demo's are.
ALTER TABLE employment_contracts ADD COLUMN kind text NOT NULL DEFAULT 'continuing' CHECK (kind IN ('continuing', 'oneDay'));

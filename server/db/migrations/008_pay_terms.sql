-- Pay law (issue 15; docs/pay-rules.md "Hours, premiums and pay days"): the contract's terms that decide how a
-- day is priced. Defaults are the demo contracts' (and the standard form's usual) terms, so a contract
-- made before this migration reads as it was agreed: Monday to Friday, Sunday the weekly holiday,
-- premiums and the weekly paid holiday apply, pay on the 10th of the next month.

-- The contracted work days as days since Sunday ('12345': Monday to Friday).
ALTER TABLE employment_contracts ADD COLUMN work_days text NOT NULL DEFAULT '12345' CHECK (work_days ~ '^[0-6]{1,6}$');
-- The weekly holiday (주휴일) as days since Sunday; never one of the work days.
ALTER TABLE employment_contracts ADD COLUMN weekly_holiday smallint NOT NULL DEFAULT 0 CHECK (weekly_holiday BETWEEN 0 AND 6);
ALTER TABLE employment_contracts ADD CONSTRAINT employment_contracts_holiday_not_worked
  CHECK (position(weekly_holiday::text in work_days) = 0);
-- Overtime, night and holiday premiums (근로기준법 §56) apply: a workplace of 5 or more employees.
ALTER TABLE employment_contracts ADD COLUMN premiums_apply boolean NOT NULL DEFAULT true;
-- The weekly paid holiday (주휴수당, §55) is paid for a week with every contracted day attended.
ALTER TABLE employment_contracts ADD COLUMN weekly_paid_holiday boolean NOT NULL DEFAULT true;
-- Wages are paid on this day of the month after the one worked (moved to the previous business day).
ALTER TABLE employment_contracts ADD COLUMN pay_day smallint NOT NULL DEFAULT 10 CHECK (pay_day BETWEEN 1 AND 28);

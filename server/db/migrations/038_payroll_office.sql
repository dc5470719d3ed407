-- The employer's payroll office (issue 34, decision 088). An office is an admin (phone, employee
-- number, the texted code or a passkey, as every admin logs in) given a corporation's payroll: all
-- its sites' months, with the registration numbers in full in the files it makes. An admin may have
-- sites, offices or both; the login offers each.
CREATE TABLE admin_offices (
  admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  corporation_code text NOT NULL REFERENCES corporations (code),
  PRIMARY KEY (admin_id, corporation_code)
);

-- The employer's size for the employer's part of employment insurance (고용안정·직업능력개발사업):
-- under 150 employees, a priority-support company of 150 or more, 150 to 999, 1,000 or more.
ALTER TABLE corporations ADD COLUMN size_class text NOT NULL DEFAULT 'under150'
  CHECK (size_class IN ('under150', 'priority', 'under1000', 'from1000'));

-- An employer's month closed by its office: who, when, and the month's totals then (JSON: the
-- office's OfficeMonthTotals), so a change after the close (a new statement version) shows. The
-- warnings the office saw and closed past are kept with it.
CREATE TABLE employer_month_closings (
  corporation_code text NOT NULL REFERENCES corporations (code),
  year integer NOT NULL,
  month integer NOT NULL CHECK (month BETWEEN 1 AND 12),
  closed_by uuid NOT NULL REFERENCES admins (id),
  closed_at timestamptz NOT NULL,
  totals text NOT NULL,
  warnings text NOT NULL,
  PRIMARY KEY (corporation_code, year, month)
);

-- A site's daily amount of the construction workers' retirement mutual aid (퇴직공제부금 일액), which
-- depends on when its work was tendered (6,500 won before 2026-04-01, 8,700 after, as reported);
-- null: the month's configured amount (pay/payroll-rates.ts).
ALTER TABLE projects ADD COLUMN mutual_aid_daily integer CHECK (mutual_aid_daily BETWEEN 0 AND 100000);

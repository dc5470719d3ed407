-- What the site's admin records from the worker's ID card at the gate (issue 33) and the pay rules need
-- (issue 30, docs/pay-rules.md "Insurance by age and stay status"): for a foreigner the stay status
-- (체류자격, e.g. E-9) and its expiry, the country (ISO 3166-1 alpha-2, for the pension's reciprocity
-- list), and whether the worker applied for employment insurance where the status does not cover it
-- (임의가입); for everyone when and by which admin the ID card was checked in person.
ALTER TABLE users ADD COLUMN stay_status text CHECK (stay_status ~ '^[A-H]-[0-9]{1,2}(-[0-9]{1,2})?$');
ALTER TABLE users ADD COLUMN stay_expires_on date;
ALTER TABLE users ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$');
ALTER TABLE users ADD COLUMN employment_insurance_opt_in boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN id_checked_at timestamptz;
ALTER TABLE users ADD COLUMN id_checked_by text;

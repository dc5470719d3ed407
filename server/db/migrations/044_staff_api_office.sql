-- The employer's own systems close a month and make its files through the staff API (issue 34,
-- decision 094). No admin acts then: a null closed_by or admin_id is the staff API.
ALTER TABLE employer_month_closings ALTER COLUMN closed_by DROP NOT NULL;
ALTER TABLE office_file_audit ALTER COLUMN admin_id DROP NOT NULL;
ALTER TABLE office_report_codes ALTER COLUMN updated_by DROP NOT NULL;

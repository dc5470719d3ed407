-- A site's contracts in force (the roster, issue 32): by site and last day (none: open-ended), so a
-- roster reads the contracts not ended yet, never every contract the site or the others ever had.
CREATE INDEX employment_contracts_site_in_force ON employment_contracts (project_code, (COALESCE(valid_to, DATE '9999-12-31')));

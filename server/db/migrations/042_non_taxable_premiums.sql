-- Non-taxable premiums (issue 30, decision 093): an employer whose day workers are production workers
-- may, on its tax adviser's word, leave their overtime, night and holiday premiums untaxed
-- (소득세법 §12 3호 머목, 시행령 §17) in a month whose fixed pay is within the limit. Off unless the
-- operator turns it on for the employer (npm run operator -- corporation set … --non-taxable-premiums on).
ALTER TABLE corporations ADD COLUMN non_taxable_premiums boolean NOT NULL DEFAULT false;

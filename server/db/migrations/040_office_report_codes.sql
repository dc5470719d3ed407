-- The codes the 근로내용확인신고 needs that the app does not hold (issue 34): a trade's job code
-- (직종코드, KECO, 4insure's list D108) and a country's nationality code (국적코드, 4insure's list A151).
-- The employer's payroll office enters each once, for a trade as its contracts name it and for a
-- country by its ISO 3166-1 alpha-2 code; every later report of the employer fills them in.
CREATE TABLE office_report_codes (
  corporation_code text NOT NULL REFERENCES corporations (code),
  kind text NOT NULL CHECK (kind IN ('job', 'nationality')),
  key text NOT NULL,
  code text NOT NULL CHECK (code ~ '^[0-9A-Z]{2,6}$'),
  updated_at timestamptz NOT NULL,
  updated_by uuid NOT NULL REFERENCES admins (id),
  PRIMARY KEY (corporation_code, kind, key)
);

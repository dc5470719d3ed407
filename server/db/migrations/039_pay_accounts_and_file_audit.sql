-- The worker's pay account (issue 34): the bank (its 금융결제원 code), the account number sealed with
-- the data key as the registration number is (개인정보보호법 §24-2 asks it of the number; an account
-- number is kept as carefully), masked everywhere but the office's bank transfer file, and the holder.
-- Kept while the account is retained (a cancelled worker may still be owed the month's pay).
CREATE TABLE pay_accounts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  bank_code text NOT NULL CHECK (bank_code ~ '^[0-9]{3}$'),
  account_encrypted text NOT NULL,
  account_masked text NOT NULL,
  holder text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Every file the payroll office made (decision 089): who, when, which employer and month, which file,
-- how many workers. The office reads it; nothing deletes it.
CREATE TABLE office_file_audit (
  id uuid PRIMARY KEY,
  admin_id uuid NOT NULL REFERENCES admins (id),
  corporation_code text NOT NULL REFERENCES corporations (code),
  year integer NOT NULL,
  month integer NOT NULL CHECK (month BETWEEN 1 AND 12),
  kind text NOT NULL CHECK (kind IN ('wageLedger', 'employmentReport', 'mutualAid', 'bankTransfer')),
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  workers integer NOT NULL,
  made_at timestamptz NOT NULL
);
CREATE INDEX office_file_audit_corporation_idx ON office_file_audit (corporation_code, made_at);

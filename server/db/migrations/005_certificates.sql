-- Certificates (issue 5): what the employment contract, the withholding receipt and the payment
-- statement print beyond the pay data, and the contract signatures.

-- The employer's details the documents print (payer of the withholding receipt, employer of the
-- contract). Nullable: a corporation without them prints a dash rather than invented values.
ALTER TABLE corporations ADD COLUMN business_number text;
ALTER TABLE corporations ADD COLUMN representative text;
ALTER TABLE corporations ADD COLUMN address text;
ALTER TABLE corporations ADD COLUMN phone text;

-- The seeded corporations of a database seeded before this migration (a fresh one gets them from
-- server/db/seed.ts; seed.test.ts checks the two agree).
UPDATE corporations SET business_number = '124-81-35790', representative = '최한빛', address = '서울특별시 강남구 테헤란로 152', phone = '02-555-0142'
  WHERE code = 'K001' AND business_number IS NULL;
UPDATE corporations SET business_number = '131-86-24680', representative = '윤대성', address = '인천광역시 남동구 논현로 46', phone = '032-555-0177'
  WHERE code = 'K002' AND business_number IS NULL;

-- The contract's terms of the standard form (건설일용근로자 표준근로계약서) that were constants before:
-- the trade, the working hours and break, and the end of the contract period (null: only the start
-- of work is agreed, as the form allows for day workers).
ALTER TABLE employment_contracts ADD COLUMN job_title text NOT NULL DEFAULT '보통인부';
ALTER TABLE employment_contracts ADD COLUMN work_start text NOT NULL DEFAULT '08:00' CHECK (work_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
ALTER TABLE employment_contracts ADD COLUMN work_end text NOT NULL DEFAULT '17:00' CHECK (work_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
ALTER TABLE employment_contracts ADD COLUMN break_start text NOT NULL DEFAULT '12:00' CHECK (break_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
ALTER TABLE employment_contracts ADD COLUMN break_end text NOT NULL DEFAULT '13:00' CHECK (break_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
ALTER TABLE employment_contracts ADD COLUMN valid_to date CHECK (valid_to IS NULL OR valid_to >= valid_from);

-- A worker's signature of a contract. One row per contract (the primary key): a signed contract
-- cannot be signed again, on any number of instances. document_sha256 is the hash of the contract's
-- terms the worker saw and agreed to (services/certificates.ts says what it covers), so a later change
-- to the contract is detectable; signed_pdf is the document handed to the worker, kept as signed,
-- with its own hash. Only the server writes these rows.
CREATE TABLE contract_signatures (
  contract_id uuid PRIMARY KEY REFERENCES employment_contracts (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  signed_at timestamptz NOT NULL,
  document_sha256 text NOT NULL CHECK (document_sha256 ~ '^[0-9a-f]{64}$'),
  signature_png bytea NOT NULL,
  signed_pdf bytea NOT NULL,
  signed_pdf_sha256 text NOT NULL CHECK (signed_pdf_sha256 ~ '^[0-9a-f]{64}$'),
  client_address text NOT NULL,
  user_agent text
);
CREATE INDEX contract_signatures_user_idx ON contract_signatures (user_id);

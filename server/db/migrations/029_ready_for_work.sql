-- Ready for work (issue 33, decision 076): the worker's basic safety training certificate (건설업
-- 기초안전보건교육 이수증, 산업안전보건법 §31: once in a working life, before any construction work), as the
-- site's admin recorded it from the card: its number, the day of the training, when and by whom. And
-- per contract whether the gate holds the worker's codes until the contract is signed and the training
-- recorded. Contracts made before this migration were already being worked on (signed on paper or
-- agreed otherwise) and keep working, so the column's default is false; a take-on (the admin's or the
-- staff API's, contracts/employment.ts: the only way the product makes a contract) sets it true.
ALTER TABLE users ADD COLUMN safety_training_no text CHECK (char_length(safety_training_no) BETWEEN 1 AND 30);
ALTER TABLE users ADD COLUMN safety_training_on date;
ALTER TABLE users ADD COLUMN safety_training_recorded_at timestamptz;
ALTER TABLE users ADD COLUMN safety_training_recorded_by text;
ALTER TABLE users ADD CONSTRAINT users_safety_training_whole CHECK (
  (safety_training_no IS NULL) = (safety_training_on IS NULL) AND (safety_training_no IS NULL) = (safety_training_recorded_at IS NULL)
);
ALTER TABLE employment_contracts ADD COLUMN checks_before_work boolean NOT NULL DEFAULT false;

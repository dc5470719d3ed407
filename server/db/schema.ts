/**
 * Kysely table types for the SQL in server/db/migrations. Keep the two in step: a column added by a
 * migration is added here in the same change.
 */
import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { QnaCategory, QrEventType } from '#contract/api-contract.ts';
import type { AuditAction, CorrectionState, EventSource } from '#contract/api-corrections.ts';
import type { Language } from '#contract/languages.ts';
import type { ContractKind } from '#contract/contract-terms.ts';
import type { SiteRecordReason } from '#contract/api-qr.ts';
import type { EmployerSizeClass, OfficeFileKind, ReportCodeKind } from '#contract/api-office.ts';

/** timestamptz: both drivers read it as Date; writes take a Date. */
type Timestamp = ColumnType<Date, Date, Date>;
/** A timestamptz with a database default. */
type TimestampDefault = ColumnType<Date, Date | undefined, never>;
/** date: read as yyyy-mm-dd text on both drivers (db/database.ts sets the parsers); written as that text. */
type DateText = string;

/** The event_type column holds the API's event types (the migration's CHECK lists the same six). */
export type AttendanceEventType = QrEventType;
export type SubjectKind = 'user' | 'admin';
/** The kind of day worker a contract employs (docs/pay-rules.md "Two kinds of day worker"). */

interface CustomersTable {
  code: string;
  name: string;
}

interface CorporationsTable {
  code: string;
  name: string;
  /** The employer's details the certificates print (migration 005); null prints a dash. */
  business_number: ColumnType<string | null, string | null | undefined, string | null>;
  representative: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** The employer's side of its contracts (migration 009): who signs (name and title) and the seal, a PNG; null prints the blank. */
  signer_name: ColumnType<string | null, string | null | undefined, string | null>;
  seal_png: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  /** The employer's size for the employer's employment insurance rate (migration 038). */
  size_class: ColumnType<EmployerSizeClass, EmployerSizeClass | undefined, EmployerSizeClass>;
  /** Production workers' overtime, night and holiday premiums are not taxed (migration 042; off by default, decision 093). */
  non_taxable_premiums: ColumnType<boolean, boolean | undefined, boolean>;
}

interface ProjectsTable {
  code: string;
  customer_code: string;
  corporation_code: string;
  name: string;
  address: string;
  /** Migration 017: after this Seoul time ('HH:MM') a shift begun that day without an EndWork is reminded; null: no reminder. */
  end_reminder_time: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 030: minutes after a contracted start before a worker who has not begun counts as not arrived. */
  arrival_grace_minutes: ColumnType<number, number | undefined, number>;
  /** Migration 038: the site's daily mutual aid amount (퇴직공제부금 일액); null: the month's configured amount. */
  mutual_aid_daily: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A nullable column the insert may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

interface UsersTable {
  id: string;
  /** Digits; null once the account is cancelled (the number is free again). */
  phone: string | null;
  name: string;
  password_hash: string;
  yn_convert_password: 'Y' | 'N';
  home_project_code: string | null;
  birth_date: DateText;
  created_at: TimestampDefault;
  /** AES-256-GCM (db/data-cipher.ts, purpose users.rrn); never plain text. */
  rrn_encrypted: Optional<string>;
  /** 900101-1****** */
  rrn_masked: Optional<string>;
  ci: Optional<string>;
  gender: Optional<'male' | 'female'>;
  nationality: Optional<'korean' | 'foreigner'>;
  /** One of the app's languages (contract/languages.ts); migration 020 checks only its form. */
  language: ColumnType<Language, Language | undefined, Language>;
  cancelled_at: Optional<Date>;
  retain_until: Optional<DateText>;
  /** The address the contract prints (migration 009); null until the worker gives it in My account. */
  address: Optional<string>;
  /** Migration 028: a foreigner's stay status (체류자격, E-9) and its expiry, the country (VN), employment insurance applied for where the status does not cover it; when and by which admin the ID card was checked. */
  stay_status: Optional<string>;
  stay_expires_on: Optional<DateText>;
  country: Optional<string>;
  employment_insurance_opt_in: ColumnType<boolean, boolean | undefined, boolean>;
  id_checked_at: Optional<Date>;
  id_checked_by: Optional<string>;
  /** Migration 029: the basic safety training certificate (number, day of the training) and when and by whom it was recorded (`staff-api` or an admin's id). */
  safety_training_no: Optional<string>;
  safety_training_on: Optional<DateText>;
  safety_training_recorded_at: Optional<Date>;
  safety_training_recorded_by: Optional<string>;
  /** Migration 031: when and by whom (an admin's id) the site registered the person; null for a sign-up. */
  registered_at: Optional<Date>;
  registered_by: Optional<string>;
}

interface IdentityFlowsTable {
  id: string;
  purpose: 'join' | 'recovery' | 'changePhone';
  secret_hash: string;
  user_id: Optional<string>;
  claim_encrypted: Optional<string>;
  real_name_at: Optional<Date>;
  verified_encrypted: Optional<string>;
  verified_at: Optional<Date>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Optional<Date>;
}

interface ProviderRequestsTable {
  id: string;
  provider: 'nice' | 'kb';
  service: 'realName' | 'phone' | 'bankCert';
  flow_id: Optional<string>;
  secret_hash: Optional<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  returned_at: Optional<Date>;
  result_code: Optional<string>;
  result_encrypted: Optional<string>;
  ref_hash: Optional<string>;
  redeemed_at: Optional<Date>;
}

interface SmsOutboxTable {
  id: string;
  phone: string;
  body: string;
  created_at: Timestamp;
  /** Migration 013: the order of sending. */
  seq: ColumnType<string, never, never>;
}

export interface PoliciesTable {
  id: string;
  kind: 'privacy' | 'terms' | 'notices';
  version: number;
  effective_from: DateText;
  required: boolean;
}

/** Migration 020: a policy's title and text in one language (Korean is the binding text). */
export interface PolicyTextsTable {
  policy_id: string;
  language: Language;
  title: string;
  body: string;
}

interface UserAgreementsTable {
  user_id: string;
  policy_id: string;
  agreed_at: Timestamp;
}

interface AdminsTable {
  id: string;
  phone: string;
  employee_number: string;
  name: string;
  created_at: TimestampDefault;
}

/** Migration 013: the admin's one-time login codes (only their hash). */
interface AdminLoginCodesTable {
  id: string;
  admin_id: string;
  code_hash: string;
  expires_at: Timestamp;
  tries: ColumnType<number, number | undefined, number>;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Migrations 015 and 043: a passkey of an admin or of a worker (exactly one of the two; public keys only). */
interface PasskeysTable {
  id: string;
  admin_id: string | null;
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** base64url, as the authenticator names the credential. */
  credential_id: string;
  /** The COSE public key. */
  public_key: Uint8Array;
  /** bigint (a uint32 does not fit an integer): the drivers read it differently, so read it with Number(String(…)). */
  counter: ColumnType<string | number | bigint, number | undefined, number>;
  /** Space-separated (internal, hybrid, usb …). */
  transports: ColumnType<string, string | undefined, string>;
  label: string;
  created_at: Timestamp;
  last_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/**
 * Migrations 015 and 043: the challenges of passkey registrations and logins (once, 5 minutes). An
 * admin's names the admin; a worker's registration names the worker, a worker's login nobody.
 */
interface PasskeyChallengesTable {
  id: string;
  subject_kind: SubjectKind;
  admin_id: string | null;
  user_id: string | null;
  purpose: 'register' | 'login';
  challenge: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
}

/** Migration 033: the audit of a site's record for a worker without a phone (decision 081). */
interface SiteRecordsTable {
  id: string;
  event_id: string;
  user_id: string;
  project_code: string;
  reason: SiteRecordReason;
  /** The admin's id. */
  recorded_by: string;
  recorded_at: Date;
  idempotency_key: string;
}

/** Migration 032: the worker's face for the gate (decision 080). */
interface WorkerPhotosTable {
  user_id: string;
  /** A JPEG written again on the server (no metadata). */
  image: Uint8Array;
  consented_at: Date;
  /** The admin's id. */
  recorded_by: string;
  recorded_at: Date;
}

/** Migration 035: the photo of the worker's basic safety training card (decision 076), optional. */
interface SafetyTrainingPhotosTable {
  user_id: string;
  /** A JPEG written again on the server (no metadata). */
  image: Uint8Array;
  /** The admin's id. */
  recorded_by: string;
  recorded_at: Date;
}

/** Migration 038: the corporations whose payroll office an admin is (decision 088). */
interface AdminOfficesTable {
  admin_id: string;
  corporation_code: string;
}

/** Migration 038: an employer's month closed by its office, with the totals and the warnings then (JSON); closed_by null: the staff API (044). */
interface EmployerMonthClosingsTable {
  corporation_code: string;
  year: number;
  month: number;
  closed_by: string | null;
  closed_at: Timestamp;
  totals: string;
  warnings: string;
}

/** Migration 039: a worker's pay account, the number sealed ('pay_accounts.account'). */
interface PayAccountsTable {
  user_id: string;
  bank_code: string;
  account_encrypted: string;
  account_masked: string;
  holder: string;
  updated_at: Date;
}

/** Migration 039: every file the payroll office made. */
interface OfficeFileAuditTable {
  id: string;
  /** null: made through the staff API (migration 044). */
  admin_id: string | null;
  corporation_code: string;
  year: number;
  month: number;
  kind: OfficeFileKind;
  format: 'csv' | 'xlsx';
  workers: number;
  made_at: Date;
}

interface OfficeReportCodesTable {
  corporation_code: string;
  kind: ReportCodeKind;
  key: string;
  code: string;
  updated_at: Date;
  /** null: the staff API (migration 044). */
  updated_by: string | null;
}

interface AdminSitesTable {
  admin_id: string;
  project_code: string;
}

interface AttendanceEventsTable {
  id: string;
  user_id: string;
  project_code: string;
  type: AttendanceEventType;
  occurred_at: Timestamp;
  created_at: TimestampDefault;
  /** Migration 016: a live scan, a scan sent later by an offline scanner (or of a code made offline), an approved correction. */
  source: ColumnType<EventSource, EventSource | undefined, EventSource>;
  /** The approved correction that recorded it. */
  correction_id: Optional<string>;
  /** When an approved correction replaced it (it is kept, and no longer counts), and which. */
  replaced_at: Optional<Date>;
  replaced_by: Optional<string>;
}

/** Migration 048: who has an event at a site, written by a trigger on attendance_events (the check list's search). */
interface SitePeopleTable {
  project_code: string;
  user_id: string;
}

/** Migration 016: a worker's request to add or change one event of a work day. */
interface AttendanceCorrectionsTable {
  id: string;
  user_id: string;
  project_code: string;
  work_date: DateText;
  event_type: AttendanceEventType;
  requested_at: Timestamp;
  original_event_id: Optional<string>;
  original_at: Optional<Date>;
  reason: string;
  photo: Optional<Uint8Array>;
  state: ColumnType<CorrectionState, CorrectionState | undefined, CorrectionState>;
  idempotency_key: string;
  created_at: Timestamp;
  decided_at: Optional<Date>;
  decided_by: Optional<string>;
  decision_note: Optional<string>;
}

/** Migration 018: the issued versions of a closed month's pay statements. */
interface PayStatementVersionsTable {
  user_id: string;
  corporation_code: string;
  year: number;
  month: number;
  version: number;
  issued_at: Timestamp;
  reason: 'closing' | 'correction' | 'lateScan';
  statement: string;
  changes: ColumnType<string, string | undefined, string>;
  /** The statement's shape (migration 022; pay/stored-statement.ts). */
  schema_version: ColumnType<number, number | undefined, number>;
}

/** Migration 036: a worker's ended month that the closing looked at (issue 32), whatever it issued. */
interface PayMonthClosingsTable {
  user_id: string;
  year: number;
  month: number;
  closed_at: Timestamp;
}

/** Migration 023: tokens that work once, spent (the admin login's verification token). */
interface SpentTokensTable {
  jti: string;
  expires_at: Timestamp;
}

/** Migration 027: a site's contract template (issue 33); a contract copies its terms. work_days as in employment_contracts ('12345'). */
interface ContractTemplatesTable {
  id: string;
  project_code: string;
  name: string;
  job_title: string;
  daily_wage: number;
  work_start: string;
  work_end: string;
  break_start: string;
  break_end: string;
  work_days: string;
  weekly_holiday: number;
  premiums_apply: boolean;
  weekly_paid_holiday: boolean;
  pay_day: number;
  kind: ContractKind;
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The admin (id) who made the last version. */
  updated_by: string;
  retired_at: Optional<Date>;
}

/** Migration 024: the texted codes of a forgotten password without an identity provider (only their hash). */
interface RecoveryCodesTable {
  id: string;
  /** null: the phone and birth date matched no account (nothing was sent). */
  user_id: string | null;
  code_hash: string;
  expires_at: Timestamp;
  tries: ColumnType<number, number | undefined, number>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  /** Migration 031: what the code may do (a forgotten password, or the first password of an account the site registered). */
  purpose: ColumnType<'recovery' | 'firstPassword' | 'phoneChange', 'recovery' | 'firstPassword' | 'phoneChange' | undefined, never>;
  /** Migration 034: the new number a `phoneChange` code was texted to, and the admin who asked (null otherwise). */
  phone: ColumnType<string | null, string | null | undefined, never>;
  requested_by: ColumnType<string | null, string | null | undefined, never>;
}

/** Migration 034: a worker's number changed by a site's admin (decision 082). */
interface PhoneChangesTable {
  id: string;
  user_id: string;
  old_phone: string;
  new_phone: string;
  /** The admin's id. */
  changed_by: string;
  changed_at: Date;
}

/** Migration 016: every step of every correction, append only. */
interface AttendanceAuditTable {
  id: string;
  user_id: string;
  work_date: DateText;
  correction_id: string;
  at: Timestamp;
  action: AuditAction;
  admin_id: Optional<string>;
  admin_name: Optional<string>;
  event_type: AttendanceEventType;
  requested_at: Timestamp;
  before_at: Optional<Date>;
  note: Optional<string>;
}

interface EmploymentContractsTable {
  id: string;
  user_id: string;
  project_code: string;
  /** Won per work day. */
  daily_wage: number;
  valid_from: DateText;
  created_at: TimestampDefault;
  /** The standard form's terms (migration 005): trade, hours and break as HH:MM, the period's end (null: open). */
  job_title: ColumnType<string, string | undefined, string>;
  work_start: ColumnType<string, string | undefined, string>;
  work_end: ColumnType<string, string | undefined, string>;
  break_start: ColumnType<string, string | undefined, string>;
  break_end: ColumnType<string, string | undefined, string>;
  valid_to: ColumnType<DateText | null, DateText | null | undefined, DateText | null>;
  /** Pay terms (migration 008): work days as days since Sunday ('12345'), the weekly holiday, whether §56 premiums and the §55 weekly paid holiday apply, the pay day of the next month. */
  work_days: ColumnType<string, string | undefined, string>;
  weekly_holiday: ColumnType<number, number | undefined, number>;
  premiums_apply: ColumnType<boolean, boolean | undefined, boolean>;
  weekly_paid_holiday: ColumnType<boolean, boolean | undefined, boolean>;
  pay_day: ColumnType<number, number | undefined, number>;
  /** The kind of day worker the contract employs (migration 021): continuing or for one day. */
  kind: ColumnType<ContractKind, ContractKind | undefined, ContractKind>;
  /** When the employer issued the contract, its side signed (migration 009; default: when inserted). */
  issued_at: ColumnType<Date, Date | undefined, Date>;
  /** The template its terms were copied from (migration 027); null for one made otherwise. */
  template_id: Optional<string>;
  /** Whether the gate refuses the worker's codes until the contract is signed and the safety training recorded (migration 029; false for contracts made before it). */
  checks_before_work: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A worker's signature of a contract (one per contract; see migration 005). */
interface ContractSignaturesTable {
  contract_id: string;
  user_id: string;
  signed_at: Timestamp;
  /** SHA-256 (hex) of the contract's terms as signed. */
  document_sha256: string;
  signature_png: Uint8Array;
  signed_pdf: Uint8Array;
  signed_pdf_sha256: string;
  client_address: string;
  user_agent: string | null;
  /** The contract form signed (migration 009: 1 before it) and the worker's address as signed (form 2 prints it). */
  form_version: number;
  worker_address: ColumnType<string | null, string | null | undefined, string | null>;
}

interface RefreshTokensTable {
  jti: string;
  family_id: string;
  subject_kind: SubjectKind;
  subject_id: string;
  corporation_code: string | null;
  site_code: string | null;
  issued_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

interface AuthFailuresTable {
  scope: string;
  key: string;
  at: Timestamp;
  /** The attempt that recorded the row (migration 011), so a successful one can be forgiven. */
  attempt: Optional<string>;
}

/** The admin_login_audit stages (migration 015's CHECK). */
export type AdminLoginStage = 'verify' | 'code' | 'passkey' | 'login' | 'passkey-add' | 'passkey-remove';

interface AdminLoginAuditTable {
  id: string;
  at: Timestamp;
  stage: AdminLoginStage;
  outcome: string;
  admin_id: string | null;
  phone_tried: string | null;
  employee_number_tried: string | null;
  corporation_code: string | null;
  site_code: string | null;
  client_address: string;
  user_agent: string | null;
}

interface SigningKeysTable {
  kid: string;
  algorithm: string;
  /** Plain PEM only in rows written before migration 012; sealed on first read (signing-keys.ts). */
  private_key_pem: Optional<string>;
  /** The private key sealed with the data key (purpose signing_keys.private_key); null: a published public key only. */
  private_key_sealed: Optional<string>;
  public_key_pem: string;
  /** Migration 025: a published public key (JWT_PRIVATE_KEY) sealed with the data key (purpose signing_keys.public_key). */
  public_key_sealed: Optional<string>;
  created_at: Timestamp;
}

interface QnaInquiriesTable {
  id: string;
  user_id: string;
  category: QnaCategory;
  title: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  answer: ColumnType<string | null, string | null | undefined, string | null>;
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  answered_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 026: when staff last changed the answer (the earlier texts are in qna_answer_versions); null if never. */
  answer_edited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Migration 026: an answer staff replaced, kept as it was given. */
interface QnaAnswerVersionsTable {
  id: string;
  inquiry_id: string;
  version: number;
  answer: string;
  answered_by: string;
  answered_at: Timestamp;
  replaced_at: Timestamp;
}

interface QrCodesTable {
  /** 16 hex characters: the payload's random id. */
  id: string;
  user_id: string;
  project_code: string;
  event_type: AttendanceEventType;
  issued_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  used_by_admin_id: ColumnType<string | null, string | null | undefined, string | null>;
  event_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The idempotency key of the accepted scan. */
  scan_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The device key that signed an offline (D1) code. */
  device_key_id: ColumnType<string | null, string | null | undefined, string | null>;
}

interface QrDeviceKeysTable {
  /** 16 hex characters. */
  id: string;
  user_id: string;
  /** The uncompressed P-256 point (65 bytes). */
  public_key: Uint8Array;
  created_at: Timestamp;
  expires_at: Timestamp;
}

interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

/** Migration 017: a browser's push subscription, of a person and a login session (family_id). */
interface PushSubscriptionsTable {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  subject_kind: SubjectKind;
  subject_id: string;
  family_id: string;
  language: Language;
  created_at: Timestamp;
  last_success_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The notification kinds (migration 017's CHECK lists the same seven). */
type NotificationKindColumn = 'statementReady' | 'statementReissued' | 'contractToSign' | 'inquiryAnswered' | 'correctionDecided' | 'noEndRecorded' | 'correctionRequested';

/** Migration 017: a notification to send once (dedup_key), claimed by one sender, then sent. */
interface NotificationOutboxTable {
  id: string;
  subject_kind: SubjectKind;
  subject_id: string;
  kind: NotificationKindColumn;
  /** JSON text: what the text and the link need (never an amount or a name). */
  params: string;
  dedup_key: string;
  created_at: Timestamp;
  claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Migration 019: a retry is for this one subscription (null: every subscription of the recipient). */
  subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Which try this row is (1: the first). */
  attempt: ColumnType<number, number | undefined, number>;
  /** Not sent before this time (a retry waits); null: at once. */
  not_before: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Migration 017: the generated VAPID key pair (one row, id 1), its private key sealed with the data key. */
interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key_sealed: string;
  created_at: Timestamp;
}

export interface Database {
  customers: CustomersTable;
  corporations: CorporationsTable;
  projects: ProjectsTable;
  users: UsersTable;
  admins: AdminsTable;
  admin_sites: AdminSitesTable;
  admin_offices: AdminOfficesTable;
  employer_month_closings: EmployerMonthClosingsTable;
  pay_accounts: PayAccountsTable;
  office_file_audit: OfficeFileAuditTable;
  office_report_codes: OfficeReportCodesTable;
  admin_login_codes: AdminLoginCodesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  attendance_events: AttendanceEventsTable;
  site_people: SitePeopleTable;
  attendance_corrections: AttendanceCorrectionsTable;
  attendance_audit: AttendanceAuditTable;
  pay_statement_versions: PayStatementVersionsTable;
  pay_month_closings: PayMonthClosingsTable;
  spent_tokens: SpentTokensTable;
  recovery_codes: RecoveryCodesTable;
  phone_changes: PhoneChangesTable;
  worker_photos: WorkerPhotosTable;
  safety_training_photos: SafetyTrainingPhotosTable;
  site_records: SiteRecordsTable;
  employment_contracts: EmploymentContractsTable;
  contract_templates: ContractTemplatesTable;
  refresh_tokens: RefreshTokensTable;
  auth_failures: AuthFailuresTable;
  admin_login_audit: AdminLoginAuditTable;
  signing_keys: SigningKeysTable;
  qna_inquiries: QnaInquiriesTable;
  qna_answer_versions: QnaAnswerVersionsTable;
  qr_codes: QrCodesTable;
  qr_device_keys: QrDeviceKeysTable;
  contract_signatures: ContractSignaturesTable;
  schema_migrations: SchemaMigrationsTable;
  identity_flows: IdentityFlowsTable;
  provider_requests: ProviderRequestsTable;
  sms_outbox: SmsOutboxTable;
  policies: PoliciesTable;
  policy_texts: PolicyTextsTable;
  user_agreements: UserAgreementsTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_outbox: NotificationOutboxTable;
  push_vapid_keys: PushVapidKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type AdminRow = Selectable<AdminsTable>;
export type NewAttendanceEvent = Insertable<AttendanceEventsTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type QnaInquiryRow = Selectable<QnaInquiriesTable>;
export type NewQnaInquiry = Insertable<QnaInquiriesTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type NotificationOutboxRow = Selectable<NotificationOutboxTable>;

/**
 * The WFM API contract shared by the PWA (src/) and the reference server (server/).
 * Types and constants only: no runtime dependencies, so both sides can import it.
 * The OpenAPI document the server serves is generated from the server's zod schemas,
 * which are written to match these types (a type test in server/ keeps them in step).
 */

export const API_PREFIX = '/v1/mobile/wfm';

/** Text the API sends in place of a timestamp when there is none; the app shows it blank. */
export const NO_TIME = '-';

export type YesNo = 'Y' | 'N';

/** The user session of spec §3, as answered by login and reissue. */
export interface UserSession {
  accessToken: string;
  refreshToken: string;
  /** N: the password must be changed before anything else. */
  ynConvertPassword: YesNo;
}

/** The admin session of spec §3. */
export interface AdminSession {
  accessToken: string;
  refreshToken: string;
}

export interface LoginRequest {
  /** Digits and '-' only (spec §5); the server normalises. */
  phone: string;
  password: string;
}

export interface ReissueRequest {
  refreshToken: string;
}

export interface SessionCheckRequest {
  accessToken: string;
  refreshToken: string;
}

export interface SessionCheckAnswer {
  ok: true;
  /** Only for the user check. */
  ynConvertPassword?: YesNo;
}

export interface AdminVerifyRequest {
  phone: string;
  employeeNumber: string;
}

/** One corporation-site an admin may log in to. */
export interface CorporationSite {
  corporationCode: string;
  corporationName: string;
  siteCode: string;
  siteName: string;
}

export interface AdminVerifyAnswer {
  /** Short-lived proof that verify succeeded; login takes it with the chosen site. */
  verificationToken: string;
  adminName: string;
  sites: CorporationSite[];
}

export interface AdminLoginRequest {
  verificationToken: string;
  corporationCode: string;
  siteCode: string;
}

/** spec §3 Home project setting. */
export interface HomeProjectSetting {
  customerCode: string;
  customerName: string;
  corporationCode: string;
  corporationName: string;
  projectCode: string;
  projectName: string;
  projectAddress: string;
}

/** spec §3 Weekly work day record. */
export interface WorkDayRecord {
  /** yyyymmdd, a day in Asia/Seoul. */
  date: string;
  /** ISO 8601 timestamp with offset, or NO_TIME. */
  workStartTime: string;
  /** ISO 8601 timestamp with offset, or NO_TIME. */
  workEndTime: string;
  /** Decimal hours worked (breaks excluded). */
  workingTime: number;
}

export interface WeeklyWorkQuery {
  year: number;
  month: number;
  day: number;
}

/** GET /work/monthly?year&month: every day of the month (Asia/Seoul) and the month's totals. */
export interface MonthlyWork {
  year: number;
  month: number;
  /** One record per calendar day of the month, in order. */
  days: WorkDayRecord[];
  /** Decimal hours worked in the month. */
  monthlyHours: number;
  /** Weeks of the Sunday-first month calendar (week 1 holds the 1st); hours count only this month's days. */
  weeks: { week: number; start: string; end: string; hours: number }[];
}

/**
 * GET /pay/statement?year&month: the month's payment statement (임금명세서), computed by the
 * server's payroll module. Amounts in won (integers). amCost is the gross pay (daily wage × work
 * days), amGonjae the sum of deductions, amPay what is paid (amCost − amGonjae).
 * A month without work answers 404 NOT_FOUND.
 */
export interface PayStatement {
  year: number;
  month: number;
  /** yyyy-mm-dd, the pay day of the month (the 10th of the following month). */
  payDate: string;
  workerName: string;
  /** yyyy-mm-dd; identifies the worker on the statement as the law asks. */
  workerBirthDate: string;
  corporationName: string;
  projectName: string;
  amSalaryD: number;
  ctWork: number;
  amCost: number;
  amSoduk: number;
  amJumin: number;
  amKookmin: number;
  amMedicare: number;
  amSilver: number;
  amGoyong: number;
  amEtc: number;
  amGonjae: number;
  amPay: number;
}

/** GET /pay/daily?year&month: the daily settlement calendar (per-day hours and wage). */
export interface DailySettlement {
  year: number;
  month: number;
  amSalaryD: number;
  days: { date: string; workingTime: number; wage: number }[];
}

/** GET /pay/yearly?year: the months of a year with paid work, oldest first (monthly income). */
export interface YearlyPay {
  year: number;
  months: { month: number; ctWork: number; amCost: number; amGonjae: number; amPay: number }[];
}

/** Q&A board (issue: Q&A). Categories are a small fixed set; the app names them in both languages. */
export const QNA_CATEGORIES = ['pay', 'work', 'account', 'other'] as const;
export type QnaCategory = (typeof QNA_CATEGORIES)[number];

export interface QnaListItem {
  id: string;
  category: QnaCategory;
  title: string;
  /** ISO 8601 with offset. */
  createdAt: string;
  answered: boolean;
}

/** GET /qna: newest first; pass `nextCursor` back as `cursor` for the next page (null: no more). */
export interface QnaPage {
  items: QnaListItem[];
  nextCursor: string | null;
}

export interface QnaInquiry extends QnaListItem {
  /** Plain text; line breaks kept; never HTML. */
  content: string;
  updatedAt: string;
  answer: string | null;
  answeredAt: string | null;
}

/** POST /qna and PUT /qna/{id}. */
export interface QnaWriteRequest {
  category: QnaCategory;
  title: string;
  content: string;
}

/** POST /staff/qna/{id}/answer (staff API token, not the app). */
export interface QnaAnswerRequest {
  answer: string;
}

/** The one error body every failing call answers with. */
export interface ApiErrorBody {
  code: ApiErrorCode;
  /** English, for developers and logs; the app shows its own text for `code`. */
  message: string;
  /** Per-field validation codes for 400 answers. */
  fields?: Record<string, string>;
  /** Seconds to wait, for TOO_MANY_ATTEMPTS. */
  retryAfter?: number;
}

export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_CREDENTIALS',
  'ADMIN_NOT_FOUND',
  'SITE_NOT_ALLOWED',
  'TOO_MANY_ATTEMPTS',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'INVALID_REFRESH_TOKEN',
  'REFRESH_TOKEN_REUSED',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'XSRF_MISMATCH',
  'NOT_FOUND',
  'NO_HOME_PROJECT',
  'QNA_ANSWERED',
  'INTERNAL',
  'QR_INVALID',
  'QR_EXPIRED',
  'QR_ALREADY_USED',
  'QR_WRONG_SITE',
  'QR_SEQUENCE',
  'CONTRACT_SIGNED',
  'CONTRACT_CHANGED',
  // Accounts and identity verification (issue 3).
  'IDENTITY_MISMATCH',
  'IDENTITY_NOT_FOUND',
  'IDENTITY_THEFT_BLOCKED',
  'IDENTITY_MISUSE_BLOCKED',
  'IDENTITY_CARRIER_BLOCKED',
  'IDENTITY_CODE_FAILED',
  'IDENTITY_CANCELLED',
  'IDENTITY_FAILED',
  'IDENTITY_NOT_MATCHING',
  'VERIFICATION_INVALID',
  'ACCOUNT_EXISTS',
  'ACCOUNT_NOT_FOUND',
  'PHONE_TAKEN',
  'NO_LINKED_ACCOUNT',
  'WRONG_PASSWORD',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

// ---------------------------------------------------------------------------------------------
// QR attendance (issue 6): a worker's short-lived signed code, the admin's scan, the check lists.
// ---------------------------------------------------------------------------------------------

/** spec §3 QR event types. */
export const QR_EVENT_TYPES = ['BeginWork', 'EndWork', 'BeginLunch', 'EndLunch', 'BeginDinner', 'EndDinner'] as const;
export type QrEventType = (typeof QR_EVENT_TYPES)[number];

/** The one check of an event type, for the server's input and the app's answers alike. */
export function isQrEventType(value: unknown): value is QrEventType {
  return typeof value === 'string' && (QR_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * Why a scan was refused as out of sequence (409 QR_SEQUENCE, in `fields.sequence`), so the admin
 * can be told what to do:
 * - beginTwice: a BeginWork was already recorded today;
 * - endWithoutBegin: EndWork with no open shift (no BeginWork today);
 * - afterEnd: today's work already ended (EndWork recorded);
 * - breakBeforeBegin: BeginLunch/BeginDinner before BeginWork;
 * - lunchTwice / dinnerTwice: that break was already begun in this shift;
 * - endLunchWithoutBegin / endDinnerWithoutBegin: no open BeginLunch/BeginDinner to end.
 */
export const QR_SEQUENCE_RULES = [
  'beginTwice',
  'endWithoutBegin',
  'afterEnd',
  'breakBeforeBegin',
  'lunchTwice',
  'dinnerTwice',
  'endLunchWithoutBegin',
  'endDinnerWithoutBegin',
] as const;
export type QrSequenceRule = (typeof QR_SEQUENCE_RULES)[number];

/** POST /qr/codes. `siteCode`: default the worker's home project. */
export interface QrCodeRequest {
  eventType: QrEventType;
  siteCode?: string;
}

/**
 * A worker's QR code. `payload` is the exact text to encode. Count down from `lifetimeSeconds` on
 * receipt (device clocks are not trusted; the server judges expiry by its own clock).
 */
export interface QrCode {
  payload: string;
  /** ISO 8601 with offset. */
  issuedAt: string;
  /** ISO 8601 with offset. */
  expiresAt: string;
  eventType: QrEventType;
  siteCode: string;
  lifetimeSeconds: number;
}

/** POST /qr/scans (admin). */
export interface QrScanRequest {
  payload: string;
  /**
   * Made by the scanner when it queued the scan (a UUID): a repeated request with the same key answers
   * the event already recorded instead of "already used" (docs/decisions/007-offline-admin-scans.md).
   */
  idempotencyKey?: string;
  /**
   * For a scan queued while offline: when it was scanned, by the server's clock as the phone estimated
   * it (ISO 8601). Expiry is judged at this time, and the event is recorded at it.
   */
  scannedAt?: string;
}

/** GET /qr/scanner-keys (admin): what a scanner needs to check codes offline. */
export interface ScannerKeys {
  /** The server's time, ISO 8601, for the phone's clock offset. */
  serverTime: string;
  /** The admin session's site. */
  siteCode: string;
  /** QR_CLOCK_SKEW_SECONDS. */
  skewSeconds: number;
  /** The server's Ed25519 public keys (raw 32 bytes, base64url) that sign W1 codes. */
  serverKeys: string[];
  /** The workers who may record attendance at the site, with their active device keys. */
  workers: ScannerWorker[];
}

export interface ScannerWorker {
  /** The last 8 hex digits of the worker's id, as in W1 codes; not unique, only a hint for the name. */
  shortId: string;
  name: string;
  initials: string;
  deviceKeys: { keyId: string; publicKey: string; expiresAt: string }[];
}

/** POST /qr/device-keys (worker): register this phone's key for offline codes (docs/decisions/008-offline-qr-codes.md). */
export interface DeviceKeyRequest {
  /** The uncompressed P-256 public point (65 bytes), base64url. */
  publicKey: string;
}

export interface DeviceKeyAnswer {
  /** 16 hex characters, as in D1 codes. */
  keyId: string;
  expiresAt: string;
  serverTime: string;
  /** The site offline codes are for: the worker's home project. */
  siteCode: string;
  /** The lifetime of a code, QR_CODE_TTL_SECONDS. */
  lifetimeSeconds: number;
}

/** The event an accepted scan recorded. */
export interface QrScannedEvent {
  id: string;
  eventType: QrEventType;
  /** ISO 8601 with offset: the server's time of the scan. */
  occurredAt: string;
  workerName: string;
  /** One or two characters for the photo placeholder. */
  workerInitials: string;
  siteCode: string;
}

export interface QrScanAnswer {
  event: QrScannedEvent;
}

/** One row of the QR check lists. */
export interface QrEventItem {
  id: string;
  eventType: QrEventType;
  /** ISO 8601 with offset. */
  occurredAt: string;
  workerName: string;
  /** Masked: 010-****-5678. */
  workerPhone: string;
  siteCode: string;
}

/** GET /qr/events and GET /admin/qr/events: newest first (at most 100). */
export interface QrEventList {
  items: QrEventItem[];
}

/** GET /qr/next-event: the likely next event today, null when the day's work has ended. */
export interface QrNextEvent {
  suggested: QrEventType | null;
}

// ---------------------------------------------------------------------------------------------
// Certificates (issue 5): employment contracts, withholding receipts and payment statements as
// PDFs, and signing the contract. Every path is under /certificates/.
// ---------------------------------------------------------------------------------------------

/** The path prefix of every certificate call (after API_PREFIX), for caches that must cover them. */
export const CERTIFICATES_PATH = 'certificates';

export interface ContractSignatureInfo {
  /** ISO 8601 with offset: the server's time of signing. */
  signedAt: string;
  /** The contract's terms differ from those signed (the signed document is kept as signed). */
  changedSinceSigning: boolean;
}

/** One employment contract of the worker. */
export interface ContractSummary {
  id: string;
  /** The worker as the contract names them (the signature pad's watermark uses it). */
  workerName: string;
  corporationName: string;
  projectName: string;
  jobTitle: string;
  /** yyyy-mm-dd */
  validFrom: string;
  /** yyyy-mm-dd, or null when only the start of work is agreed. */
  validTo: string | null;
  dailyWage: number;
  /** SHA-256 (hex) of the contract's terms now; signing sends back the one the worker saw. */
  documentSha256: string;
  signature: ContractSignatureInfo | null;
}

/** GET /certificates/contracts?year: the months of the year with a contract in force, in order. */
export interface ContractYear {
  year: number;
  months: { month: number; contracts: ContractSummary[] }[];
}

/** One month with a withholding receipt or a payment statement. */
export interface PayDocumentMonth {
  month: number;
  /** yyyy-mm-dd */
  payDate: string;
  ctWork: number;
  amCost: number;
  /** Income tax + local income tax. */
  amTax: number;
  amPay: number;
}

/** GET /certificates/receipts?year and /certificates/statements?year: the months that have one. */
export interface PayDocumentYear {
  year: number;
  months: PayDocumentMonth[];
}

/** POST /certificates/contracts/{id}/signature */
export interface ContractSignRequest {
  /** The worker ticked "I agree to all content". */
  agreed: true;
  /** The documentSha256 of the contract the worker saw; a different one answers 409 CONTRACT_CHANGED. */
  documentSha256: string;
  /** The signature image: a PNG, base64 (no data: prefix). */
  signaturePng: string;
}

/**
 * What the server accepts as a signature image (the pad's output stays well inside). The byte limit
 * keeps the signed contract, which embeds the image, within a certificate's 100 KB.
 */
export const SIGNATURE_IMAGE_LIMITS = {
  maxBytes: 64 * 1024,
  minWidth: 150,
  maxWidth: 1600,
  minHeight: 60,
  maxHeight: 800,
} as const;

/** The largest certificate PDF the server hands out. */
export const MAX_CERTIFICATE_BYTES = 100 * 1024;

/**
 * The zod schemas of the API: they validate every request and generate the OpenAPI document, and
 * they are written to match src/shared/contract/api-contract.ts (schemas.test.ts checks the types
 * agree). Input rules come from src/shared/validation/rules.ts, the same ones the app uses.
 */
import { z } from '@hono/zod-openapi';
import { API_ERROR_CODES, QNA_CATEGORIES, QR_EVENT_TYPES, QR_SEQUENCE_RULES, SIGNATURE_IMAGE_LIMITS } from '../../src/shared/contract/api-contract.ts';
import {
  checkEmployeeNumber,
  checkPhone,
  checkQnaCategory,
  checkQnaContent,
  checkQnaTitle,
  QNA_CONTENT_MAX,
  QNA_TITLE_MAX,
  textLength,
  type RuleCode,
} from '../../src/shared/validation/rules.ts';
import { decodeQnaCursor, QNA_PAGE_DEFAULT, QNA_PAGE_MAX } from '../modules/qna/service.ts';
import { MAX_QR_PAYLOAD_LENGTH } from '../modules/qr/payload.ts';
import { dateFromParts, parseYyyymmdd } from '#contract/seoul-time.ts';

/** Long enough for any real value; short enough that a huge string is a 400, not work. */
const MAX_PHONE = 40;
const MAX_PASSWORD = 256;
const MAX_TOKEN = 4096;
const MAX_CODE = 40;

/** A string checked by a shared rule; a failure answers the rule's code in `fields`. */
export function ruled(check: (value: string) => string | null, maxLength: number) {
  return z
    .string()
    .max(maxLength)
    .superRefine((value, ctx) => {
      const rule = check(value);
      if (rule) ctx.addIssue({ code: 'custom', message: rule, params: { rule } });
    });
}

const requiredString = (maxLength: number) => z.string().min(1).max(maxLength);
/** An instant with its offset, as the API writes them (2026-11-20T07:58:00+09:00), milliseconds optional. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
const siteCode = ruled((value) => (value.trim() === '' ? 'siteRequired' : null), MAX_CODE);
const yesNo = z.enum(['Y', 'N']).openapi({ description: 'N: the password must be changed before anything else.' });
const token = requiredString(MAX_TOKEN).openapi({ description: 'A JWT.' });

export const ErrorSchema = z
  .object({
    code: z.enum(API_ERROR_CODES),
    message: z.string().openapi({ description: 'English, for developers; the app shows its own text for `code`.' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .openapi({ description: 'For 400: field → rule code (required, phoneChars, phoneFormat, employeeNumberFormat, siteRequired, categoryRequired, type, tooLong, range, date, json, contentType, tooLarge, invalid).' }),
    retryAfter: z.number().int().optional().openapi({ description: 'For 429: seconds to wait (also in Retry-After).' }),
  })
  .openapi('ApiError');

export const UserSessionSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string(), ynConvertPassword: yesNo })
  .openapi('UserSession');

export const AdminSessionSchema = z.object({ accessToken: z.string(), refreshToken: z.string() }).openapi('AdminSession');

export const LoginRequestSchema = z
  .object({
    phone: ruled(checkPhone, MAX_PHONE).openapi({ example: '010-2345-6789', description: "Digits and '-' only." }),
    password: requiredString(MAX_PASSWORD).openapi({ example: 'Wfm!demo2026' }),
  })
  .openapi('LoginRequest');

export const ReissueRequestSchema = z.object({ refreshToken: token }).openapi('ReissueRequest');

export const SessionCheckRequestSchema = z
  .object({ accessToken: token, refreshToken: token })
  .openapi('SessionCheckRequest');

export const SessionCheckAnswerSchema = z
  .object({ ok: z.literal(true), ynConvertPassword: yesNo.optional() })
  .openapi('SessionCheckAnswer');

export const AdminVerifyRequestSchema = z
  .object({
    phone: ruled(checkPhone, MAX_PHONE).openapi({ example: '010-9876-5432' }),
    employeeNumber: ruled(checkEmployeeNumber, MAX_CODE).openapi({ example: 'A1001' }),
  })
  .openapi('AdminVerifyRequest');

export const CorporationSiteSchema = z
  .object({ corporationCode: z.string(), corporationName: z.string(), siteCode: z.string(), siteName: z.string() })
  .openapi('CorporationSite');

export const AdminVerifyAnswerSchema = z
  .object({
    verificationToken: z.string().openapi({ description: 'Valid 5 minutes; send it to /admin/auth/login with the chosen site.' }),
    adminName: z.string(),
    sites: z.array(CorporationSiteSchema),
  })
  .openapi('AdminVerifyAnswer');

export const AdminLoginRequestSchema = z
  .object({ verificationToken: token, corporationCode: siteCode, siteCode })
  .openapi('AdminLoginRequest');

export const HomeProjectSettingSchema = z
  .object({
    customerCode: z.string(),
    customerName: z.string(),
    corporationCode: z.string(),
    corporationName: z.string(),
    projectCode: z.string(),
    projectName: z.string(),
    projectAddress: z.string(),
  })
  .openapi('HomeProjectSetting');

export const WorkDayRecordSchema = z
  .object({
    date: z.string().openapi({ example: '20261120', description: 'yyyymmdd, a day in Asia/Seoul.' }),
    workStartTime: z.string().openapi({ example: '2026-11-20T07:58:00+09:00', description: "ISO 8601 with offset, or '-' for none." }),
    workEndTime: z.string().openapi({ example: '2026-11-20T17:02:00+09:00', description: "ISO 8601 with offset, or '-' for none." }),
    workingTime: z.number().openapi({ example: 8.07, description: 'Decimal hours, breaks excluded.' }),
  })
  .openapi('WorkDayRecord');

const yearParam = z.coerce.number().int().min(2000).max(2100).openapi({ example: 2026, description: 'A year, 2000..2100.' });
const monthParam = z.coerce.number().int().min(1).max(12).openapi({ example: 11, description: 'A month, 1..12.' });

export const WeeklyQuerySchema = z
  .object({
    year: yearParam,
    month: monthParam,
    day: z.coerce.number().int().min(1).max(31).openapi({ example: 20 }),
  })
  .superRefine((value, ctx) => {
    if (dateFromParts(value.year, value.month, value.day) === null) ctx.addIssue({ code: 'custom', path: ['day'], message: 'date', params: { rule: 'date' } });
  });

/** A year: GET /pay/yearly. */
export const YearQuerySchema = z.object({ year: yearParam });

/** A month of the Asia/Seoul calendar: GET /work/monthly, /pay/statement, /pay/daily. */
export const MonthQuerySchema = z.object({ year: yearParam, month: monthParam });

const dayKeyText = (example: string) => z.string().openapi({ example, description: 'yyyymmdd, a day in Asia/Seoul.' });
const won = (description: string, example: number) => z.number().int().openapi({ description: `${description} (won).`, example });

export const MonthlyWorkSchema = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    month: z.number().int().openapi({ example: 11 }),
    days: z.array(WorkDayRecordSchema).openapi({ description: 'Every day of the month, the 1st first.' }),
    monthlyHours: z.number().openapi({ example: 168.5, description: 'Decimal hours worked in the month: the sum of the days.' }),
    weeks: z
      .array(
        z
          .object({
            week: z.number().int().openapi({ example: 1, description: 'Week number in the month; week 1 holds the 1st.' }),
            start: dayKeyText('20261101').openapi({ description: "yyyymmdd: the week's first day inside the month." }),
            end: dayKeyText('20261107').openapi({ description: "yyyymmdd: the week's last day inside the month." }),
            hours: z.number().openapi({ example: 41.5, description: "Decimal hours of the week's days inside the month." }),
          })
          .openapi('MonthlyWorkWeek'),
      )
      .openapi({ description: 'The weeks (Sunday to Saturday) of the month calendar, in order.' }),
  })
  .openapi('MonthlyWork');

export const PayStatementSchema = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    month: z.number().int().openapi({ example: 10 }),
    payDate: z.string().openapi({ example: '2026-11-10', description: 'yyyy-mm-dd: the 10th of the following month.' }),
    workerName: z.string().openapi({ example: '김민준' }),
    workerBirthDate: z.string().openapi({ example: '1985-03-14', description: 'yyyy-mm-dd.' }),
    corporationName: z.string().openapi({ description: 'The employer: the corporation of the contract in force.' }),
    projectName: z.string().openapi({ description: 'The project of the contract in force.' }),
    amSalaryD: won('Daily wage (일급) of the contract in force', 200_000),
    ctWork: z.number().int().openapi({ example: 20, description: 'Work days: days with a completed BeginWork..EndWork (a missing EndWork is not counted).' }),
    amCost: won('Total wages (지급총액) = amSalaryD × ctWork', 4_000_000),
    amSoduk: won('Income tax', 27_000),
    amJumin: won('Local (resident) income tax', 2_700),
    amKookmin: won('National pension', 190_000),
    amMedicare: won('Health insurance', 143_800),
    amSilver: won('Long-term care insurance', 18_890),
    amGoyong: won('Employment insurance', 36_000),
    amEtc: won('Other deductions', 0),
    amGonjae: won('Total deductions: the sum of the seven above', 418_390),
    amPay: won('Total payment (실지급액) = amCost − amGonjae', 3_581_610),
  })
  .openapi('PayStatement');

export const YearlyPaySchema = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    months: z.array(
      z
        .object({
          month: z.number().int().openapi({ example: 10 }),
          ctWork: z.number().int().openapi({ example: 20, description: 'Paid work days.' }),
          amCost: won('Total wages', 4_000_000),
          amGonjae: won('Total deductions', 418_390),
          amPay: won('Paid', 3_581_610),
        })
        .openapi('YearlyPayMonth'),
    ),
  })
  .openapi('YearlyPay');

export const DailySettlementSchema = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    month: z.number().int().openapi({ example: 10 }),
    amSalaryD: won('Daily wage of the contract in force (0 without one)', 200_000),
    days: z
      .array(
        z
          .object({
            date: dayKeyText('20261001'),
            workingTime: z.number().openapi({ example: 8.5, description: 'Decimal hours, breaks excluded.' }),
            wage: won('amSalaryD on a paid work day, else 0', 200_000),
          })
          .openapi('DailySettlementDay'),
      )
      .openapi({ description: 'Every day of the month, the 1st first.' }),
  })
  .openapi('DailySettlement');

/** The staff answer's limit (the staff API only; the app never writes answers). */
export const QNA_ANSWER_MAX = 4000;

/** Line breaks and inner spacing are the writer's; only whitespace at the end is dropped (linear, no regex). */
const stripTrailingWhitespace = (value: string) => value.trimEnd();

/**
 * A plain-text field of the Q&A board: normalised (`trim` or trailing whitespace only), then checked
 * by a shared rule. A NUL character cannot be stored in PostgreSQL text, so it is refused (`invalid`)
 * here rather than failing later. The UTF-16 length cap before normalising only keeps absurd input
 * cheap: a character is at most two UTF-16 units, so anything the rule accepts fits well inside it.
 */
function plainText(check: (value: string) => RuleCode | null, maxCharacters: number, normalize: (value: string) => string) {
  return z
    .string()
    .max(maxCharacters * 4)
    .overwrite(normalize)
    .superRefine((value, ctx) => {
      const rule = value.includes('\u0000') ? 'invalid' : check(value);
      if (rule) ctx.addIssue({ code: 'custom', message: rule, params: { rule } });
    })
    // JSON Schema counts maxLength in characters (code points), as the rule does.
    .openapi({ minLength: 1, maxLength: maxCharacters });
}

const qnaCategory = z.enum(QNA_CATEGORIES).openapi({ description: 'pay, work (work records), account or other.' });
const timestamp = (description: string) => z.string().openapi({ example: '2026-11-20T09:30:00+09:00', description });

export const QnaListItemSchema = z
  .object({
    id: z.string().openapi({ example: '6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c' }),
    category: qnaCategory,
    title: z.string().openapi({ description: 'Plain text, never HTML.' }),
    createdAt: timestamp('ISO 8601 with offset.'),
    answered: z.boolean().openapi({ description: 'Answered inquiries can no longer be edited or deleted.' }),
  })
  .openapi('QnaListItem');

export const QnaPageSchema = z
  .object({
    items: z.array(QnaListItemSchema).openapi({ description: 'Newest first.' }),
    nextCursor: z.string().nullable().openapi({ description: 'Pass back as `cursor` for the next page; null: no more.' }),
  })
  .openapi('QnaPage');

export const QnaInquirySchema = QnaListItemSchema.extend({
  content: z.string().openapi({ description: 'Plain text with its line breaks; never HTML.' }),
  updatedAt: timestamp('ISO 8601 with offset; moves when the worker edits.'),
  answer: z.string().nullable().openapi({ description: 'Plain text with its line breaks; null while waiting.' }),
  answeredAt: z.string().nullable().openapi({ description: 'ISO 8601 with offset; null while waiting.' }),
}).openapi('QnaInquiry');

export const QnaWriteRequestSchema = z
  .object({
    category: z
      .string()
      .max(MAX_CODE)
      .superRefine((value, ctx) => {
        const rule = checkQnaCategory(value, QNA_CATEGORIES);
        if (rule) ctx.addIssue({ code: 'custom', message: rule, params: { rule } });
      })
      // Never fails after the rule passed; gives the output its QnaCategory type.
      .pipe(z.enum(QNA_CATEGORIES))
      .openapi({ type: 'string', enum: [...QNA_CATEGORIES], description: 'Anything else: `categoryRequired`.' }),
    title: plainText(checkQnaTitle, QNA_TITLE_MAX, (value) => value.trim()).openapi({
      example: '11월 급여 명세서 문의',
      description: `1..${QNA_TITLE_MAX} characters after trimming (stored trimmed); plain text.`,
    }),
    content: plainText(checkQnaContent, QNA_CONTENT_MAX, stripTrailingWhitespace).openapi({
      example: '11월 급여 명세서의 근무 일수가 실제보다 하루 적습니다.\n확인 부탁드립니다.',
      description: `1..${QNA_CONTENT_MAX} characters; stored as sent (line breaks kept) without trailing whitespace; plain text.`,
    }),
  })
  .openapi('QnaWriteRequest');

function checkAnswer(value: string): RuleCode | null {
  if (value.trim() === '') return 'required';
  return textLength(value) > QNA_ANSWER_MAX ? 'tooLong' : null;
}

export const QnaAnswerRequestSchema = z
  .object({
    answer: plainText(checkAnswer, QNA_ANSWER_MAX, stripTrailingWhitespace).openapi({
      example: '안녕하세요.\n확인 결과 11월 11일 퇴근 기록을 17:05로 반영했습니다.',
      description: `1..${QNA_ANSWER_MAX} characters; plain text, line breaks kept. Answering again replaces the answer.`,
    }),
  })
  .openapi('QnaAnswerRequest');

export const QnaListQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .superRefine((value, ctx) => {
      if (!decodeQnaCursor(value)) ctx.addIssue({ code: 'custom', message: 'invalid', params: { rule: 'invalid' } });
    })
    .optional()
    .openapi({ description: 'The `nextCursor` of the previous page (opaque).' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(QNA_PAGE_MAX)
    .default(QNA_PAGE_DEFAULT)
    .openapi({ example: QNA_PAGE_DEFAULT, description: `Items per page, 1..${QNA_PAGE_MAX}.` }),
});

export const QnaIdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c' }),
});

// QR attendance (issue 6).

const qrEventType = z.enum(QR_EVENT_TYPES).openapi({ description: 'spec §3 QR event types.' });
const seoulTimestamp = (description: string) => z.string().openapi({ example: '2026-11-20T07:58:00+09:00', description });

export const QrCodeRequestSchema = z
  .object({
    eventType: z
      .string()
      .max(MAX_CODE)
      .superRefine((value, ctx) => {
        const rule = value === '' ? 'required' : (QR_EVENT_TYPES as readonly string[]).includes(value) ? null : 'invalid';
        if (rule) ctx.addIssue({ code: 'custom', message: rule, params: { rule } });
      })
      // Never fails after the check passed; gives the output its QrEventType type.
      .pipe(qrEventType)
      .openapi({ type: 'string', enum: [...QR_EVENT_TYPES], description: 'Missing or empty: `required` (an event must be chosen); unknown: `invalid`.' }),
    siteCode: z
      .string()
      .min(1)
      .max(MAX_CODE)
      .optional()
      .openapi({ example: 'P1001', description: "Default: the worker's home project. Otherwise a project of one of the worker's contracts (else 403 SITE_NOT_ALLOWED)." }),
  })
  .openapi('QrCodeRequest');

export const QrCodeSchema = z
  .object({
    payload: z.string().openapi({ description: 'The exact text to encode in the QR code (about 120 characters).' }),
    issuedAt: seoulTimestamp('ISO 8601 with offset, whole seconds.'),
    expiresAt: seoulTimestamp('ISO 8601 with offset: issuedAt + lifetimeSeconds. Judged by the server clock.'),
    eventType: qrEventType,
    siteCode: z.string().openapi({ example: 'P1001' }),
    lifetimeSeconds: z.number().int().openapi({ example: 60, description: 'Count down from this on receipt; device clocks are not trusted.' }),
  })
  .openapi('QrCode');

export const QrScanRequestSchema = z
  .object({
    payload: z.string().min(1).max(MAX_QR_PAYLOAD_LENGTH * 2).openapi({ description: 'The text the scanner decoded.' }),
    idempotencyKey: z
      .uuid()
      .optional()
      .openapi({ description: 'Made by the scanner when it queued the scan: a repeat with the same key answers the event already recorded.' }),
    scannedAt: z
      .string()
      .max(40)
      .superRefine((text, ctx) => {
        if (!ISO_INSTANT.test(text) || Number.isNaN(Date.parse(text))) ctx.addIssue({ code: 'custom', message: 'date', params: { rule: 'date' } });
      })
      .optional()
      .openapi({
        example: '2026-11-20T07:58:00+09:00',
        description: 'A scan queued offline: when it was scanned, by the server clock as the phone estimated it. At most QR_OFFLINE_SCAN_MAX_HOURS old (else `range`).',
      }),
  })
  .openapi('QrScanRequest');

export const ScannerKeysSchema = z
  .object({
    serverTime: seoulTimestamp("The server's time, for the phone's clock offset."),
    siteCode: z.string().openapi({ example: 'P1001' }),
    skewSeconds: z.number().int().openapi({ example: 5 }),
    serverKeys: z.array(z.string()).openapi({ description: "The server's Ed25519 public keys (raw 32 bytes, base64url) that sign W1 codes." }),
    workers: z.array(
      z.object({
        shortId: z.string().openapi({ example: '0b1e6a52' }),
        name: z.string().openapi({ example: '김민준' }),
        initials: z.string().openapi({ example: '민준' }),
        deviceKeys: z.array(z.object({ keyId: z.string(), publicKey: z.string(), expiresAt: seoulTimestamp('ISO 8601 with offset.') })),
      }),
    ),
  })
  .openapi('ScannerKeys');

export const DeviceKeyRequestSchema = z
  .object({ publicKey: z.string().min(1).max(200).openapi({ description: 'The uncompressed P-256 public point (65 bytes), base64url; else `invalid`.' }) })
  .openapi('DeviceKeyRequest');

export const DeviceKeyAnswerSchema = z
  .object({
    keyId: z.string().openapi({ example: '3f2a9c0d11e4b7a8' }),
    expiresAt: seoulTimestamp('ISO 8601 with offset: 30 days on.'),
    serverTime: seoulTimestamp("The server's time, for the phone's clock offset."),
    siteCode: z.string().openapi({ example: 'P1001', description: "Offline codes are for the worker's home project." }),
    lifetimeSeconds: z.number().int().openapi({ example: 60 }),
  })
  .openapi('DeviceKeyAnswer');

export const QrScannedEventSchema = z
  .object({
    id: z.string().openapi({ example: '6f1d2c3b-8a4e-4f5a-9b6c-7d8e9f0a1b2c' }),
    eventType: qrEventType,
    occurredAt: seoulTimestamp("ISO 8601 with offset: the server's time of the scan."),
    workerName: z.string().openapi({ example: '김민준' }),
    workerInitials: z.string().openapi({ example: '민준', description: 'For the photo placeholder.' }),
    siteCode: z.string().openapi({ example: 'P1001' }),
  })
  .openapi('QrScannedEvent');

export const QrScanAnswerSchema = z.object({ event: QrScannedEventSchema }).openapi('QrScanAnswer');

export const QrEventItemSchema = z
  .object({
    id: z.string(),
    eventType: qrEventType,
    occurredAt: seoulTimestamp('ISO 8601 with offset.'),
    workerName: z.string().openapi({ example: '김민준' }),
    workerPhone: z.string().openapi({ example: '010-****-6789', description: 'The middle block masked.' }),
    siteCode: z.string().openapi({ example: 'P1001' }),
  })
  .openapi('QrEventItem');

export const QrEventListSchema = z
  .object({ items: z.array(QrEventItemSchema).openapi({ description: 'Newest first, at most 100.' }) })
  .openapi('QrEventList');

export const QrNextEventSchema = z
  .object({ suggested: qrEventType.nullable().openapi({ description: "null: today's work has ended." }) })
  .openapi('QrNextEvent');

export const QrEventsQuerySchema = z.object({
  day: z
    .string()
    .max(8)
    .superRefine((value, ctx) => {
      if (parseYyyymmdd(value) === null) {
        ctx.addIssue({ code: 'custom', message: 'date', params: { rule: 'date' } });
      }
    })
    .optional()
    .openapi({ example: '20261120', description: 'yyyymmdd, a day in Asia/Seoul; omitted: the latest events.' }),
  q: z.string().max(MAX_CODE).optional().openapi({ example: '김민', description: "Part of the worker's name, or of the phone number's digits." }),
});

/** The rule codes of 409 QR_SEQUENCE (`fields.sequence`), for the documentation. */
export const QR_SEQUENCE_DESCRIPTION = `QR_SEQUENCE: out of order; \`fields.sequence\` is one of ${QR_SEQUENCE_RULES.join(', ')}. Or QR_ALREADY_USED.`;

// Certificates (issue 5).

const isoDay = (description: string) => z.string().openapi({ example: '2026-01-01', description: `yyyy-mm-dd: ${description}` });
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/).openapi({ description: 'SHA-256, 64 lower-case hex digits.' });

export const ContractSummarySchema = z
  .object({
    id: z.string().openapi({ example: '0b1e6a52-5d0e-4c7e-9a51-000000000301' }),
    workerName: z.string().openapi({ example: '김민준' }),
    corporationName: z.string().openapi({ example: '한빛건설(주)' }),
    projectName: z.string().openapi({ example: '판교 물류센터 신축공사' }),
    jobTitle: z.string().openapi({ example: '보통인부' }),
    validFrom: isoDay('the first day of the contract.'),
    validTo: isoDay('the last day, or null when only the start of work is agreed.').nullable(),
    dailyWage: won('Daily wage', 200_000),
    documentSha256: sha256Hex.openapi({ description: "SHA-256 of the contract's terms now; signing sends back the one the worker saw." }),
    signature: z
      .object({
        signedAt: z.string().openapi({ example: '2026-11-22T14:03:00+09:00', description: "ISO 8601 with offset: the server's time of signing." }),
        changedSinceSigning: z.boolean().openapi({ description: 'The terms now differ from those signed; the signed document stays as signed.' }),
      })
      .nullable()
      .openapi('ContractSignatureInfo'),
  })
  .openapi('ContractSummary');

export const ContractYearSchema = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    months: z
      .array(z.object({ month: z.number().int().openapi({ example: 11 }), contracts: z.array(ContractSummarySchema) }).openapi('ContractMonth'))
      .openapi({ description: 'The months of the year with a contract in force, in order (others have none).' }),
  })
  .openapi('ContractYear');

export const PayDocumentYearSchema = z
  .object({
    year: z.number().int().openapi({ example: 2026 }),
    months: z
      .array(
        z
          .object({
            month: z.number().int().openapi({ example: 10 }),
            payDate: isoDay('the pay day.'),
            ctWork: z.number().int().openapi({ example: 20, description: 'Paid work days.' }),
            amCost: won('Total wages', 4_000_000),
            amTax: won('Income tax + local income tax', 29_700),
            amPay: won('Paid', 3_581_610),
          })
          .openapi('PayDocumentMonth'),
      )
      .openapi({ description: 'The months of the year that have the document, oldest first (others have none).' }),
  })
  .openapi('PayDocumentYear');

export const ContractIdParamsSchema = z.object({
  id: z.string().max(64).openapi({ param: { name: 'id', in: 'path' }, example: '0b1e6a52-5d0e-4c7e-9a51-000000000301' }),
});

/** base64 of at most maxBytes bytes, so a body that passes the size check is never decoded for nothing. */
const MAX_SIGNATURE_BASE64 = Math.ceil(SIGNATURE_IMAGE_LIMITS.maxBytes / 3) * 4;

export const ContractSignRequestSchema = z
  .object({
    agreed: z
      .custom<true>((value) => value === true, { params: { rule: 'agreeRequired' } })
      .openapi({ type: 'boolean', enum: [true], description: 'The worker ticked "I agree to all content"; anything else is 400 agreeRequired.' }),
    documentSha256: sha256Hex,
    signaturePng: z
      .string()
      .min(1)
      .max(MAX_SIGNATURE_BASE64)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/)
      .openapi({
        description: `The signature image: a PNG of ${String(SIGNATURE_IMAGE_LIMITS.minWidth)}..${String(SIGNATURE_IMAGE_LIMITS.maxWidth)} × ${String(SIGNATURE_IMAGE_LIMITS.minHeight)}..${String(SIGNATURE_IMAGE_LIMITS.maxHeight)} pixels, at most ${String(SIGNATURE_IMAGE_LIMITS.maxBytes)} bytes, base64 without a data: prefix.`,
      }),
  })
  .openapi('ContractSignRequest');

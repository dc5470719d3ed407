/**
 * The zod schemas the modules share, and those of auth, work and pay (qna, qr, certificates,
 * accounts and policies keep theirs in their module's schemas.ts): they validate every request and generate the OpenAPI document, and
 * they are written to match src/shared/contract/api-contract.ts (schemas.test.ts checks the types
 * agree). Input rules come from src/shared/validation/rules.ts, the same ones the app uses.
 */
import { z } from '@hono/zod-openapi';
import { API_ERROR_CODES } from '../../src/shared/contract/api-contract.ts';
import { checkEmployeeNumber, checkPhone } from '../../src/shared/validation/rules.ts';
import { dateFromParts } from '#contract/seoul-time.ts';

/** Long enough for any real value; short enough that a huge string is a 400, not work. */
const MAX_PHONE = 40;
const MAX_PASSWORD = 256;
const MAX_TOKEN = 4096;
export const MAX_CODE = 40;

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
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;
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
export const won = (description: string, example: number) => z.number().int().openapi({ description: `${description} (won).`, example });

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

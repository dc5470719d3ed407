/**
 * Pay of the caller (GET /pay/statement, /pay/daily, /pay/yearly): the schemas of the answers
 * (decision 057: api-common.ts says how they are written). Amounts are integer won, times whole
 * minutes. Pay belongs to one employer (corporation) and one month (decision 059): a worker with two
 * employers in a month has two statements; each call takes the employer, by default the one of the
 * home project.
 */
import * as v from 'valibot';
import { dayKey, intField, MAX_CODE, monthParam, wonField, yearParam } from './api-common.ts';
import { langParam } from './api-language.ts';
import { QR_EVENT_TYPES } from './api-contract.ts';

/** The employer a pay call is about (absent: the home project's, or the first with pay). */
const corporationCode = v.optional(
  v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_CODE), v.description('The employer (corporation code); absent: the home project\'s employer, else the first with pay.')),
);

/** ?year&month[&corporationCode] */
export const PayMonthQuerySchema = v.object({ year: yearParam, month: monthParam, corporationCode });

/**
 * GET /certificates/receipts/pdf, /certificates/statements/pdf: a month's document from an employer,
 * with the worker's language on its lines. Here beside the month's query it extends, so that the
 * app's certificate screens do not share this module with the pay screens (a chunk of its own).
 */
export const PayDocumentPdfQuerySchema = v.object({ year: yearParam, month: monthParam, corporationCode, lang: langParam });
export type PayDocumentPdfQuery = v.InferOutput<typeof PayDocumentPdfQuerySchema>;

/** ?year[&corporationCode] */
export const PayYearQuerySchema = v.object({ year: yearParam, corporationCode });

export const EmployerSchema = v.object({ corporationCode: v.string(), corporationName: v.string() });
export type Employer = v.InferOutput<typeof EmployerSchema>;

const employers = (description: string) => v.pipe(v.array(EmployerSchema), v.description(description));

/** Why a shift was not paid (the statement lists these days; the worker can ask for a correction). */
export const UnpaidReasonSchema = v.picklist(['inProgress', 'noEnd', 'overlong', 'zeroLength', 'noContract']);
export type UnpaidReason = v.InferOutput<typeof UnpaidReasonSchema>;

/**
 * How a pay item was computed: base (days × daily wage), partial (hours of a short day × hourly),
 * extra (hours beyond a shorter contract up to 8), overtime (beyond 8 a day), weeklyOvertime (beyond
 * 40 a week, the +50 % only), partTimeWeekly (a part-time contract's hours beyond its contracted week,
 * the +50 % only), night (22:00–06:00, +50 %), holiday (weekly or public holiday, first 8 h at 150 %),
 * holidayOver8 (200 %), publicHoliday (a paid public holiday on a contracted work day: days × daily
 * wage, worked or not), weeklyHoliday (the weekly paid holiday: weeks × its hours), dayRounding (each
 * line is truncated to the won once and each day's pay once: the difference, of a few won either way,
 * so that the lines sum to the days; days: the paid days).
 */
export const PayLineKindSchema = v.picklist([
  'base',
  'partial',
  'extra',
  'overtime',
  'weeklyOvertime',
  'partTimeWeekly',
  'night',
  'holiday',
  'holidayOver8',
  'publicHoliday',
  'weeklyHoliday',
  'dayRounding',
]);
export type PayLineKind = v.InferOutput<typeof PayLineKindSchema>;

export const PayLineSchema = v.object({
  kind: PayLineKindSchema,
  days: intField('Days (weeks for weeklyHoliday) with this item.'),
  minutes: intField('Minutes paid by this item.'),
  percent: intField('Percent of the hourly wage: 150 for overtime, 50 for a premium on hours already paid.'),
  rate: wonField('Per day for base and publicHoliday, else per hour (hourly wage × percent, truncated)'),
  amount: wonField('minutes × rate ÷ 60 (days × rate for base and publicHoliday), truncated to the won once; dayRounding may be below 0'),
});
export type PayLine = v.InferOutput<typeof PayLineSchema>;

export const UnpaidDaySchema = v.object({ date: dayKey, reason: UnpaidReasonSchema });
export type UnpaidDay = v.InferOutput<typeof UnpaidDaySchema>;

/** One change a reissued statement lists (decision 067): an event added or moved on a day. */
export const StatementChangeSchema = v.object({
  date: dayKey,
  eventType: v.picklist(QR_EVENT_TYPES),
  before: v.pipe(v.nullable(v.string()), v.description('ISO 8601 with offset: the time recorded before; null: the event was missing.')),
  after: v.pipe(v.string(), v.description('ISO 8601 with offset: the time recorded now.')),
  source: v.pipe(v.picklist(['correction', 'lateScan']), v.description('An approved correction, or a scan sent late by a scanner that was offline.')),
});
export type StatementChange = v.InferOutput<typeof StatementChangeSchema>;

/**
 * A closed month's statement is issued once and never altered: a change to the month's record issues
 * a new version that lists the changes and the totals of the version before (decision 067).
 */
export const StatementIssueSchema = v.object({
  version: intField('1 when the month closed; each reissue adds one.'),
  issuedAt: v.pipe(v.string(), v.description('ISO 8601 with offset.')),
  changes: v.pipe(v.array(StatementChangeSchema), v.description('What changed since the version before (empty for version 1).')),
  previous: v.pipe(
    v.nullable(v.object({ ctWork: intField(), amCost: wonField('Total wages before'), amGonjae: wonField('Deductions before'), amPay: wonField('Total payment before') })),
    v.description('The totals of the version before; null for version 1.'),
  ),
});
export type StatementIssue = v.InferOutput<typeof StatementIssueSchema>;

/**
 * GET /pay/statement?year&month[&corporationCode]: the month's payment statement (임금명세서) from one
 * employer, computed by the server's pay module. amCost is the gross pay (the sum of the lines),
 * amGonjae the sum of deductions, amPay what is paid (amCost − amGonjae). A month without pay from
 * that employer answers 204 without a body: an expected empty answer, not an error.
 */
export const PayStatementSchema = v.object({
  year: intField(),
  month: intField(),
  payDate: v.pipe(v.string(), v.description('yyyy-mm-dd: the pay day (the contract\'s day of the next month, or the business day before).')),
  workerName: v.string(),
  workerBirthDate: v.pipe(v.string(), v.description('yyyy-mm-dd.')),
  corporationCode: v.string(),
  corporationName: v.pipe(v.string(), v.description('The employer of this statement.')),
  projectName: v.string(),
  employers: employers('Every employer with a statement for the caller in this month (to switch between them).'),
  amSalaryD: wonField('Daily wage (일급) of the contract in force on the last paid day, raised to that day\'s minimum wage where below'),
  ctWork: intField('Work days: days with a paid shift (a completed BeginWork..EndWork under a contract); a paid public holiday not worked is not one.'),
  hours: v.object({
    regular: intField('Minutes of ordinary work.'),
    overtime: intField('Minutes of overtime (daily beyond 8 h and weekly beyond 40 h; part-time: beyond the contracted day and week).'),
    night: intField('Minutes between 22:00 and 06:00 (also counted in the kinds above).'),
    holiday: intField('Minutes of work on a weekly or public holiday.'),
  }),
  lines: v.pipe(v.array(PayLineSchema), v.description('The pay items and how each was computed; their amounts sum to amCost.')),
  unpaid: v.pipe(v.array(UnpaidDaySchema), v.description('Shifts of the month not paid, with the reason.')),
  amCost: wonField('Total wages (지급총액): the sum of the lines'),
  // Optional on input only for what a phone kept from before the field (the service worker's and the
  // app's stored answers): those months had nothing exempt. The server always writes it.
  amNonTaxable: v.optional(
    wonField(
      'Of amCost, the overtime, night and holiday premiums not taxed (비과세): 0 unless the employer is configured for non-taxable premiums and the month\'s pay without them is within the limit',
    ),
    0,
  ),
  amSoduk: wonField('Income tax'),
  amJumin: wonField('Local income tax'),
  amKookmin: wonField('National pension'),
  amMedicare: wonField('Health insurance'),
  amSilver: wonField('Long-term care insurance'),
  amGoyong: wonField('Employment insurance'),
  amEtc: wonField('Other deductions'),
  amGonjae: wonField('Total deductions: the sum of the seven above'),
  amPay: wonField('Total payment (실지급액) = amCost − amGonjae'),
  issue: v.pipe(v.optional(v.nullable(StatementIssueSchema)), v.description('The issued version of a closed month; null while the month is open.')),
});
export type PayStatement = v.InferOutput<typeof PayStatementSchema>;

export const DailySettlementDaySchema = v.object({
  date: dayKey,
  workingTime: v.pipe(v.number(), v.description('Decimal hours paid that day, breaks excluded.')),
  wage: wonField("The day's pay from this employer, premiums included; 0 when not paid"),
  unpaid: v.pipe(v.array(UnpaidReasonSchema), v.description('One reason per shift of the day that was not paid.')),
  paidHoliday: v.pipe(v.optional(v.boolean(), false), v.description('A paid public holiday: its wage includes a day\'s wage, worked or not.')),
  recordedBySite: v.pipe(
    v.optional(v.boolean(), false),
    v.description('An event counted for the day at this employer (a shift begun that day, paid or not) was recorded by the site office for a worker without a phone (decision 081).'),
  ),
});

export const WeeklyHolidayPaySchema = v.object({ start: dayKey, end: dayKey, wage: wonField('The weekly paid holiday of the week') });

/** GET /pay/daily?year&month[&corporationCode]: the daily settlement calendar of one employer's month (204 without a body for an employer not worked for). */
export const DailySettlementSchema = v.object({
  year: intField(),
  month: intField(),
  corporationCode: v.nullable(v.string()),
  corporationName: v.nullable(v.string()),
  employers: employers('Every employer the caller worked for in this month.'),
  amSalaryD: wonField('Daily wage of the contract in force on the last paid day, raised to that day\'s minimum wage where below (0 without one)'),
  days: v.pipe(v.array(DailySettlementDaySchema), v.description('Every day of the month, the 1st first.')),
  weeklyHolidays: v.pipe(v.array(WeeklyHolidayPaySchema), v.description('Weeks paid in this month; with the days they sum to the statement.')),
});
export type DailySettlement = v.InferOutput<typeof DailySettlementSchema>;

export const YearlyPayMonthSchema = v.object({
  month: intField(),
  payDate: v.pipe(v.string(), v.description('yyyy-mm-dd: the pay day of that month\'s work.')),
  ctWork: intField('Paid work days.'),
  amCost: wonField('Total wages'),
  amGonjae: wonField('Total deductions'),
  amPay: wonField('Paid'),
});

/** GET /pay/yearly?year[&corporationCode]: one employer's months of a year with pay, oldest first (monthly income; 204 without a body for an employer that paid nothing that year). */
export const YearlyPaySchema = v.object({
  year: intField(),
  corporationCode: v.nullable(v.string()),
  corporationName: v.nullable(v.string()),
  employers: employers('Every employer with pay for the caller in this year.'),
  months: v.array(YearlyPayMonthSchema),
});
export type YearlyPay = v.InferOutput<typeof YearlyPaySchema>;

/**
 * The two documents made from a month's pay (PayStatement, computed by modules/pay/payroll.ts):
 * - the withholding receipt (일용근로소득 지급명세서(원천징수영수증)): the payer, the worker with the
 *   registration number masked, the work month, days worked, last work day, taxable and non-taxable
 *   income, income tax and local income tax;
 * - the payment statement (임금명세서): what the law asks of it since 2021-11-19 — the worker's name
 *   and birth date, the pay day, every pay item with how it was computed from the days worked, each
 *   deduction and the totals.
 */
import type { PayLine, PayStatement, StatementChange, UnpaidReason } from '#contract/api-pay.ts';
import type { Employer } from './service.ts';
import { sha256Hex } from './service.ts';
import { RATE_SCALE, ratesFor, type PayrollRates } from '../pay/payroll-rates.ts';
import { embedDocumentFonts, subsetTag } from '../../pdf/fonts.ts';
import { hoursText, koreanDate, orDash, won } from '../../pdf/format.ts';
import { createDocument, saveDocument, Sheet, type Cell, type DocumentLocale } from '../../pdf/layout.ts';

export interface PayDocumentInput {
  statement: PayStatement;
  employer: Employer;
  /** yyyy-mm-dd of the paid work days of the month, in order. */
  paidDays: string[];
  locale: DocumentLocale;
}

export interface ReceiptInput extends PayDocumentInput {
  registrationNumberMasked: string;
  /** Null when it is not on record (prints a dash). */
  nationality: 'korean' | 'foreigner' | null;
  /** yyyy-mm-dd the receipt is issued on (the pay day). */
  issuedOn: string;
}

/** 4,750 → "4.75%" (a Rate is in units of 0.001 %). */
function percentText(rate: number): string {
  return `${String(Number(((rate / RATE_SCALE) * 100).toFixed(3)))}%`;
}

/** The deduction rules of the month, from the payroll configuration (never restated by hand). */
export function deductionRules(rates: PayrollRates): { incomeTax: string; all: string } {
  const tax = rates.incomeTax;
  const effective: number = (tax.rate * (RATE_SCALE - tax.creditRate)) / RATE_SCALE;
  const incomeTax =
    `소득세: (일 지급액 − ${won(tax.dailyDeduction)}) × ${percentText(effective)} (일 단위 ${won(rates.truncationUnit)} 미만 절사 후 합산, 합계 ${won(tax.minimumWithheld)} 미만 부징수), ` +
    `지방소득세: 소득세의 ${percentText(rates.localTaxRate)}`;
  const all =
    `${incomeTax}, 국민연금 ${percentText(rates.nationalPension.employeeRate)}·건강보험 ${percentText(rates.healthInsurance.employeeRate)}` +
    `(장기요양 건강보험료의 ${percentText(rates.longTermCareRate)}): 월 ${String(rates.healthInsurance.minWorkDays)}일 이상 근로 시, ` +
    `고용보험 ${percentText(rates.employmentInsuranceRate)}, 각 ${won(rates.truncationUnit)} 미만 절사`;
  return { incomeTax, all };
}

/** The statement's pay items (근로기준법 시행령 §27의2: each item and how it was computed). */
export const LINE_LABELS: Record<PayLine['kind'], { ko: string; en: string }> = {
  base: { ko: '기본급 (일급)', en: 'Daily wages' },
  partial: { ko: '단시간 근로', en: 'Short days (hours × hourly wage)' },
  extra: { ko: '소정 외 근로 (8시간 이내)', en: 'Hours beyond the contract, up to 8 a day' },
  overtime: { ko: '연장근로수당', en: 'Overtime pay' },
  weeklyOvertime: { ko: '연장근로수당 (주 40시간 초과 가산)', en: 'Overtime premium (beyond 40 hours a week)' },
  night: { ko: '야간근로수당 (가산)', en: 'Night work premium' },
  holiday: { ko: '휴일근로수당 (8시간 이내)', en: 'Holiday work (first 8 hours)' },
  holidayOver8: { ko: '휴일근로수당 (8시간 초과)', en: 'Holiday work (beyond 8 hours)' },
  weeklyHoliday: { ko: '주휴수당', en: 'Weekly paid holiday' },
};

const UNPAID_REASONS: Record<UnpaidReason, string> = {
  inProgress: '근무 중',
  noEnd: '퇴근 미기록',
  overlong: '24시간 초과',
  zeroLength: '근무시간 없음',
  noContract: '계약 없음',
};

/** "200,000원 × 20일", "3시간 30분 × 37,500원 (150%)", "3주 24시간 × 25,000원 (100%)": how a line was computed. */
export function howComputed(line: PayLine): string {
  if (line.kind === 'base') return `${won(line.rate)} × ${String(line.days)}일`;
  const prefix = line.kind === 'weeklyHoliday' ? `${String(line.days)}주 ` : '';
  return `${prefix}${hoursText(line.minutes)} × ${won(line.rate)} (${String(line.percent)}%)`;
}

const tagOf = (kind: string, statement: PayStatement) => subsetTag(sha256Hex(`${kind}:${JSON.stringify(statement)}`));

function payerRows(sheet: Sheet, employer: Employer): void {
  sheet.fields([
    [{ ko: '법인명(상호)', en: 'Payer' }, employer.name],
    [{ ko: '사업자등록번호', en: 'Business no.' }, orDash(employer.businessNumber)],
    [{ ko: '대표자(성명)', en: 'Representative' }, orDash(employer.representative)],
    [{ ko: '전화번호', en: 'Phone' }, orDash(employer.phone)],
  ]);
  sheet.fields([[{ ko: '소재지(주소)', en: 'Address' }, orDash(employer.address)]], 1);
}

export async function renderWithholdingReceipt(input: ReceiptInput): Promise<Uint8Array> {
  const { statement, employer, locale } = input;
  const doc = await createDocument('일용근로소득 지급명세서(원천징수영수증)', `${statement.workerName} · ${String(statement.year)}-${String(statement.month)}`);
  const fonts = await embedDocumentFonts(doc, tagOf('receipt', statement));
  const sheet = new Sheet(doc, fonts, locale);

  sheet.title(
    { ko: '일용근로소득 지급명세서(원천징수영수증)', en: "Day worker's income payment statement (withholding receipt)" },
    '[소득자 보관용]',
  );
  sheet.fields([
    [{ ko: '귀속연월', en: 'Work month' }, `${String(statement.year)}년 ${String(statement.month)}월`],
    [{ ko: '지급연월', en: 'Month paid' }, `${statement.payDate.slice(0, 4)}년 ${String(Number(statement.payDate.slice(5, 7)))}월 (${koreanDate(statement.payDate)})`],
  ]);

  sheet.heading({ ko: '징수의무자', en: 'Withholding agent (payer)' });
  payerRows(sheet, employer);

  sheet.heading({ ko: '소득자', en: 'Income earner' });
  const nationality = input.nationality === null ? '-' : input.nationality === 'korean' ? '내국인' : '외국인';
  sheet.fields([
    [{ ko: '성명', en: 'Name' }, statement.workerName],
    [{ ko: '주민(외국인)등록번호', en: 'Registration no.' }, input.registrationNumberMasked],
    [{ ko: '내·외국인', en: 'Korean / foreigner' }, nationality],
    [{ ko: '근무처', en: 'Workplace' }, statement.projectName],
  ]);

  sheet.heading({ ko: '일용근로소득 및 원천징수세액', en: 'Day-work income and tax withheld' });
  const header: Cell[] = [
    { text: { ko: '근무월', en: 'Month' }, width: 0.8, shade: true, bold: true, align: 'center' },
    { text: { ko: '근무일수', en: 'Days' }, width: 0.8, shade: true, bold: true, align: 'center' },
    { text: { ko: '최종근무일', en: 'Last day' }, width: 1, shade: true, bold: true, align: 'center' },
    { text: { ko: '과세소득', en: 'Taxable' }, width: 1.3, shade: true, bold: true, align: 'center' },
    { text: { ko: '비과세소득', en: 'Non-taxable' }, width: 1, shade: true, bold: true, align: 'center' },
    { text: { ko: '소득세', en: 'Income tax' }, width: 1.05, shade: true, bold: true, align: 'center' },
    { text: { ko: '지방소득세', en: 'Local tax' }, width: 1.05, shade: true, bold: true, align: 'center' },
  ];
  sheet.row(header);
  const lastDay = input.paidDays.at(-1);
  sheet.row([
    { text: `${String(statement.month)}월`, width: 0.8, align: 'center' },
    { text: `${String(statement.ctWork)}일`, width: 0.8, align: 'center' },
    { text: lastDay ? `${lastDay.slice(5, 7)}.${lastDay.slice(8, 10)}` : '-', width: 1, align: 'center' },
    { text: won(statement.amCost), width: 1.3, align: 'right' },
    { text: won(0), width: 1, align: 'right' },
    { text: won(statement.amSoduk), width: 1.05, align: 'right' },
    { text: won(statement.amJumin), width: 1.05, align: 'right' },
  ]);
  sheet.row([
    { text: { ko: '합계', en: 'Total' }, width: 2.6, shade: true, bold: true, align: 'center' },
    { text: won(statement.amCost), width: 1.3, align: 'right', bold: true },
    { text: won(0), width: 1, align: 'right', bold: true },
    { text: won(statement.amSoduk), width: 1.05, align: 'right', bold: true },
    { text: won(statement.amJumin), width: 1.05, align: 'right', bold: true },
  ]);

  sheet.gap(14);
  sheet.paragraph({
    ko: '위의 원천징수세액(수입금액)을 정히 영수(지급)합니다.',
    en: 'We certify that the tax above was withheld from the income paid.',
  }, { size: 10 });
  sheet.gap(6);
  sheet.paragraph(koreanDate(input.issuedOn), { size: 10 });
  sheet.paragraph(`징수(보고)의무자  ${employer.name}   대표 ${orDash(employer.representative)}   (서명 또는 인)`, { size: 10 });
  sheet.gap(10);
  sheet.paragraph(`※ 주민등록번호는 개인정보 보호를 위해 생년월일과 성별 자리 외에는 가려서 표시합니다. ${deductionRules(ratesFor(statement.year, statement.month)).incomeTax}`, { size: 8 });
  if (locale === 'en') sheet.paragraph('The registration number is masked except for the birth date and the gender digit.', { size: 7.5 });
  return saveDocument(doc);
}

const EVENT_NAMES: Record<StatementChange['eventType'], string> = {
  BeginWork: '출근',
  EndWork: '퇴근',
  BeginLunch: '점심 시작',
  EndLunch: '점심 종료',
  BeginDinner: '저녁 시작',
  EndDinner: '저녁 종료',
};

/** 10월 14일 퇴근 17:00 추가 (근태 정정) · 10월 14일 퇴근 12:00 → 17:30 (늦게 전송된 스캔) */
function changeText(change: StatementChange): string {
  const time = (iso: string) => iso.slice(11, 16);
  const day = `${String(Number(change.date.slice(4, 6)))}월 ${String(Number(change.date.slice(6, 8)))}일`;
  const what = change.before === null ? `${time(change.after)} 추가` : `${time(change.before)} → ${time(change.after)}`;
  return `${day} ${EVENT_NAMES[change.eventType]} ${what} (${change.source === 'correction' ? '근태 정정' : '늦게 전송된 스캔'})`;
}

export async function renderPaymentStatement(input: PayDocumentInput & { provisional: boolean }): Promise<Uint8Array> {
  const { statement, employer, locale } = input;
  const doc = await createDocument('임금명세서', `${statement.workerName} · ${String(statement.year)}-${String(statement.month)}`);
  const fonts = await embedDocumentFonts(doc, tagOf('statement', statement));
  const sheet = new Sheet(doc, fonts, locale);

  sheet.title({ ko: '임금명세서', en: 'Payment statement' }, `${String(statement.year)}년 ${String(statement.month)}월분`);
  sheet.fields([
    [{ ko: '성명', en: 'Name' }, statement.workerName],
    [{ ko: '생년월일', en: 'Date of birth' }, statement.workerBirthDate],
    [{ ko: '사업장', en: 'Employer' }, employer.name],
    [{ ko: '지급일', en: 'Pay day' }, statement.payDate],
  ]);
  sheet.fields([[{ ko: '현장', en: 'Site' }, statement.projectName]], 1);

  const amountRow = (label: { ko: string; en: string }, amount: number, bold = false) =>
    sheet.row([
      { text: label, width: 3, shade: bold, bold },
      { text: won(amount), width: 2, align: 'right', bold },
    ]);

  sheet.heading({ ko: '지급 내역', en: 'Pay' });
  for (const line of statement.lines) {
    const label = LINE_LABELS[line.kind];
    amountRow({ ko: `${label.ko}: ${howComputed(line)}`, en: label.en }, line.amount);
  }
  amountRow({ ko: '지급액 계', en: 'Total pay' }, statement.amCost, true);

  sheet.heading({ ko: '공제 내역', en: 'Deductions' });
  // Two deductions a row, so that a month with every kind of pay item still fits one page.
  const deductions: [{ ko: string; en: string }, number][] = [
    [{ ko: '소득세', en: 'Income tax' }, statement.amSoduk],
    [{ ko: '지방소득세', en: 'Local income tax' }, statement.amJumin],
    [{ ko: '국민연금', en: 'National pension' }, statement.amKookmin],
    [{ ko: '건강보험', en: 'Health insurance' }, statement.amMedicare],
    [{ ko: '장기요양보험', en: 'Long-term care' }, statement.amSilver],
    [{ ko: '고용보험', en: 'Employment insurance' }, statement.amGoyong],
    [{ ko: '기타', en: 'Other' }, statement.amEtc],
  ];
  for (let i = 0; i < deductions.length; i += 2) {
    const cells: Cell[] = [];
    for (const [label, amount] of deductions.slice(i, i + 2)) {
      cells.push({ text: label, width: 1.5 }, { text: won(amount), width: 1, align: 'right' });
    }
    if (cells.length === 2) cells.push({ text: '', width: 2.5 });
    sheet.row(cells);
  }
  amountRow({ ko: '공제액 계', en: 'Total deductions' }, statement.amGonjae, true);
  sheet.gap(6);
  amountRow({ ko: '실지급액', en: 'Net pay' }, statement.amPay, true);

  sheet.heading({ ko: '계산 방법', en: 'How it was computed' });
  const { hours } = statement;
  sheet.fields(
    [
      [
        { ko: '근로일수·시간', en: 'Days and hours' },
        `${String(statement.ctWork)}일 (일급 ${won(statement.amSalaryD)}, 통상시급 = 일급 ÷ 소정근로시간): 통상 ${hoursText(hours.regular)}, ` +
          `연장 ${hoursText(hours.overtime)}, 야간 ${hoursText(hours.night)}, 휴일 ${hoursText(hours.holiday)}`,
      ],
      [
        { ko: '근로일', en: 'Days worked' },
        input.paidDays.map((day) => String(Number(day.slice(8, 10)))).join(', ') + `일 (${String(statement.month)}월)`,
      ],
      ...(statement.unpaid.length > 0
        ? [[{ ko: '미지급 근무', en: 'Shifts not paid' }, statement.unpaid.map((day) => `${String(Number(day.date.slice(6, 8)))}일 ${UNPAID_REASONS[day.reason]}`).join(', ')] as [{ ko: string; en: string }, string]]
        : []),
      [
        { ko: '공제 기준', en: 'Deduction rules' },
        deductionRules(ratesFor(statement.year, statement.month)).all,
      ],
    ],
    1,
  );
  if (statement.issue && statement.issue.version > 1) {
    const { issue } = statement;
    sheet.heading({ ko: `재발행 내역 (제${String(issue.version)}판)`, en: `Reissued (version ${String(issue.version)})` });
    const previous = issue.previous;
    sheet.fields(
      [
        [{ ko: '재발행일', en: 'Reissued on' }, koreanDate(issue.issuedAt.slice(0, 10))],
        ...(previous ? [[{ ko: '실지급액 변경', en: 'Net pay' }, `${won(previous.amPay)} → ${won(statement.amPay)} (근무일수 ${String(previous.ctWork)}일 → ${String(statement.ctWork)}일)`] as [{ ko: string; en: string }, string]] : []),
        [{ ko: '변경된 기록', en: 'Record changed' }, issue.changes.map(changeText).join(', ')],
      ],
      1,
    );
  }
  if (input.provisional) {
    sheet.gap(8);
    sheet.paragraph({
      ko: '※ 이번 달 명세서는 오늘까지의 근무로 계산한 잠정 명세서이며, 월말에 확정됩니다.',
      en: "This month's statement is provisional: it counts the days worked so far and is final at the month's end.",
    }, { size: 8.5 });
  }
  return saveDocument(doc);
}

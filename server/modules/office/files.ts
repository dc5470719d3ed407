/**
 * The payroll office's files of a closed month (issue 34, decision 089; docs/payroll-office.md), from
 * the same month as the office's screen (month.ts: the issued statements and their priced days), in
 * Korean, each with its sums and a check row:
 * - 임금대장 (근로기준법 §48①, 시행령 §27①): per worker the items the decree lists, and the hours of
 *   each day of the month;
 * - 근로내용확인신고 (고용·산재, and with 지급월 the 국세청 일용근로소득 지급명세서): the 55 columns of
 *   근로복지공단's electronic template in its order on the sheet `서식`, the sums on a sheet of their own
 *   so the first stays an upload's layout;
 * - 퇴직공제 근로일수: per worker and site, the days marked, the daily amount and the amount;
 * - the bank transfer list: each worker's pay account (in full) and net pay; a worker without an
 *   account is listed with the amount and no account, and counted apart in the check.
 * Registration and account numbers are opened here, for the office's file only.
 */
import type { OfficeFileKind } from '#contract/api-office.ts';
import type { PayLineKind, PayStatement } from '#contract/api-pay.ts';
import { PayLineKindSchema } from '#contract/api-pay.ts';
import { bankName } from '#contract/banks.ts';
import { normalizeRrn } from '#contract/identity-rules.ts';
import { type YearMonth } from '#contract/seoul-time.ts';
import { daysOfMonth } from '#contract/seoul-calendar.ts';
import type { Db } from '../../db/database.ts';
import type { DataCipher } from '../../db/data-cipher.ts';
import { LINE_LABELS } from '../certificates/pay-pdf.ts';
import type { Table, TableCell } from '../exports/files.ts';
import { siteOfDay, type LoadedMonth, type WorkerMonth } from './month.ts';
import { reportCodesFor } from './report-codes.ts';

/** A worker of the month with a statement. */
interface PaidWorker extends WorkerMonth {
  statement: PayStatement;
}

const paidWorkers = (loaded: LoadedMonth): PaidWorker[] => loaded.months.filter((entry): entry is PaidWorker => entry.statement !== null);

/** Minutes as hours with two decimals (8 h 30 m → 8.5). */
const hours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;
const yyyymm = (month: YearMonth): string => `${String(month.year)}${String(month.month).padStart(2, '0')}`;
const won = (amount: number): string => amount.toLocaleString('ko-KR');

function rrnOf(cipher: DataCipher, encrypted: string | null): string {
  // 13 digits, as the report's template asks (no '-').
  return encrypted ? normalizeRrn(cipher.open(encrypted, 'users.rrn')) : '';
}

/** The check row: each equation as written, and whether it holds. */
function checkRow(width: number, label: string, equations: readonly { text: string; holds: boolean }[]): TableCell[] {
  const text = equations.map((equation) => `${equation.text} ${equation.holds ? '(일치)' : '(불일치)'}`).join(' · ');
  return [label, text, ...Array.from({ length: Math.max(0, width - 2) }, () => null)];
}

function wageLedger(loaded: LoadedMonth, month: YearMonth): Table {
  const workers = paidWorkers(loaded);
  const days = daysOfMonth(month);
  const kinds = PayLineKindSchema.options.filter((kind) => workers.some(({ statement }) => statement.lines.some((line) => line.kind === kind)));
  const header = [
    '성명',
    '생년월일',
    '고용연월일',
    '현장',
    '종사업무',
    '일급',
    '근로일수',
    '근로시간',
    '연장근로시간',
    '야간근로시간',
    '휴일근로시간',
    ...kinds.map((kind) => LINE_LABELS[kind].ko),
    '임금총액',
    '소득세',
    '지방소득세',
    '국민연금',
    '건강보험',
    '장기요양보험',
    '고용보험',
    '기타공제',
    '공제계',
    '차인지급액',
    '지급일',
    ...days.map((day) => `${String(day.day)}일`),
  ];
  const amountOf = (statement: PayStatement, kind: PayLineKind) => statement.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0);
  const rows = workers.map(({ worker, employer, statement, siteCode }): TableCell[] => {
    const byDay = new Map((employer?.days ?? []).map((day) => [day.date.toString(), day] as const));
    const { regular, overtime, night, holiday } = statement.hours;
    return [
      worker.name,
      worker.birth_date,
      employer?.firstHired ?? '',
      loaded.sites.get(siteCode ?? '')?.name ?? statement.projectName,
      jobOf(employer),
      statement.amSalaryD,
      statement.ctWork,
      hours(regular + overtime + holiday),
      hours(overtime),
      hours(night),
      hours(holiday),
      ...kinds.map((kind) => amountOf(statement, kind)),
      statement.amCost,
      statement.amSoduk,
      statement.amJumin,
      statement.amKookmin,
      statement.amMedicare,
      statement.amSilver,
      statement.amGoyong,
      statement.amEtc,
      statement.amGonjae,
      statement.amPay,
      statement.payDate,
      ...days.map((day) => {
        const priced = byDay.get(day.toString());
        return priced && priced.workedMinutes > 0 ? hours(priced.workedMinutes) : null;
      }),
    ];
  });
  const sum = (pick: (statement: PayStatement) => number) => workers.reduce((total, { statement }) => total + pick(statement), 0);
  const total: TableCell[] = [
    `합계 (${String(workers.length)}명)`,
    null,
    null,
    null,
    null,
    null,
    sum((s) => s.ctWork),
    hours(sum((s) => s.hours.regular + s.hours.overtime + s.hours.holiday)),
    hours(sum((s) => s.hours.overtime)),
    hours(sum((s) => s.hours.night)),
    hours(sum((s) => s.hours.holiday)),
    ...kinds.map((kind) => sum((s) => amountOf(s, kind))),
    sum((s) => s.amCost),
    sum((s) => s.amSoduk),
    sum((s) => s.amJumin),
    sum((s) => s.amKookmin),
    sum((s) => s.amMedicare),
    sum((s) => s.amSilver),
    sum((s) => s.amGoyong),
    sum((s) => s.amEtc),
    sum((s) => s.amGonjae),
    sum((s) => s.amPay),
    null,
    ...days.map(() => null),
  ];
  const items = kinds.reduce((total, kind) => total + sum((s) => amountOf(s, kind)), 0);
  const cost = sum((s) => s.amCost);
  const deducted = sum((s) => s.amSoduk + s.amJumin + s.amKookmin + s.amMedicare + s.amSilver + s.amGoyong + s.amEtc);
  const check = checkRow(header.length, '검산', [
    { text: `항목 합계 ${won(items)} = 임금총액 ${won(cost)}`, holds: items === cost },
    { text: `공제 항목 합계 ${won(deducted)} = 공제계 ${won(sum((s) => s.amGonjae))}`, holds: deducted === sum((s) => s.amGonjae) },
    { text: `임금총액 − 공제계 = ${won(cost - sum((s) => s.amGonjae))} = 차인지급액 ${won(sum((s) => s.amPay))}`, holds: cost - sum((s) => s.amGonjae) === sum((s) => s.amPay) },
  ]);
  return { sheet: '임금대장', header, rows, footer: [total, check], widths: header.map((label, index) => (index < 5 ? 14 : Math.max(8, label.length + 4))) };
}

/** The trade of the contract of the worker's last paid day (the statement's). */
const jobOf = (employer: WorkerMonth['employer']): string => employer?.lastTerms?.jobTitle ?? '';

/** The 55 columns of 「근로내용확인신고_전자신고용.xlsx」, sheet 서식, in its order (docs/payroll-office.md). */
const REPORT_HEADER = [
  '보험구분',
  '성명',
  '주민(외국인)등록번호',
  '신고월',
  '국적코드',
  '체류자격코드',
  '전화(지역번호)',
  '전화(국번)',
  '전화(뒷번호)',
  '직종코드',
  ...Array.from({ length: 31 }, (_, index) => `${String(index + 1)}일`),
  '근로일수',
  '일평균근로시간',
  '보수지급기초일수',
  '보수총액(과세소득)',
  '임금총액',
  '이직사유코드',
  '보험료부과구분부호',
  '보험료부과구분사유',
  '국세청일용근로소득신고여부',
  '지급월',
  '총지급액(과세소득)',
  '비과세소득',
  '소득세',
  '지방소득세',
];

function employmentReport(loaded: LoadedMonth, month: YearMonth, cipher: DataCipher): Table {
  const workers = paidWorkers(loaded);
  const rows = workers.map(({ worker, employer, statement, share }): TableCell[] => {
    const worked = new Set((employer?.days ?? []).filter((day) => day.workedMinutes > 0).map((day) => day.date.day));
    const phone = worker.phone ?? '';
    const workedMinutes = statement.hours.regular + statement.hours.overtime + statement.hours.holiday;
    const foreigner = worker.nationality === 'foreigner';
    const codes = reportCodesFor(loaded.codes, { worker, jobTitle: employer?.lastTerms?.jobTitle ?? null });
    // 5: employment and industrial accident insurance; 1: industrial accident only (not insured by employment insurance).
    const insured = share !== null && share.jobStability > 0;
    return [
      insured ? '5' : '1',
      worker.name,
      rrnOf(cipher, worker.rrn_encrypted),
      yyyymm(month),
      // 100: Korea; a foreigner's from 4insure's list A151, as the office entered it for the country (report-codes.ts).
      codes.nationality,
      foreigner && worker.stay_status ? worker.stay_status.replace(/-/g, '') : null,
      phone.slice(0, 3),
      phone.slice(3, phone.length - 4),
      phone.slice(-4),
      // KECO, 4insure's list D108, as the office entered it for the trade (report-codes.ts).
      codes.job,
      ...Array.from({ length: 31 }, (_, index) => (worked.has(index + 1) ? '1' : null)),
      statement.ctWork,
      // Whole hours, as the template's example writes them.
      statement.ctWork > 0 ? Math.round(workedMinutes / 60 / statement.ctWork) : 0,
      statement.ctWork,
      statement.amCost,
      statement.amCost,
      // Required with employment insurance: 1, the employer's reason (the work or the contract ended).
      insured ? '1' : null,
      null,
      null,
      'Y',
      statement.payDate.slice(0, 7).replace('-', ''),
      // 국세청's part: the premiums an employer configured for it does not tax (decision 093) apart.
      // The insurance's 보수총액 above keeps them: every insurance is on the whole pay.
      statement.amCost - statement.amNonTaxable,
      statement.amNonTaxable,
      statement.amSoduk,
      statement.amJumin,
    ];
  });
  const sum = (pick: (statement: PayStatement) => number) => workers.reduce((total, { statement }) => total + pick(statement), 0);
  const width = REPORT_HEADER.length;
  const totals: TableCell[] = ['합계', `${String(workers.length)}명`, null, yyyymm(month), ...Array.from({ length: 37 }, () => null), sum((s) => s.ctWork), null, sum((s) => s.ctWork), sum((s) => s.amCost), sum((s) => s.amCost), null, null, null, null, null, sum((s) => s.amCost - s.amNonTaxable), sum((s) => s.amNonTaxable), sum((s) => s.amSoduk), sum((s) => s.amJumin)];
  // 국적코드 is column E, 직종코드 column J.
  const missingCodes = rows.filter((row) => row[4] === null || row[9] === null).length;
  const marked = rows.reduce((total, row) => total + row.slice(10, 41).filter((cell) => cell === '1').length, 0);
  const check = checkRow(width, '검산', [
    { text: `표시한 근로일 ${String(marked)} = 근로일수 합계 ${String(sum((s) => s.ctWork))}`, holds: marked === sum((s) => s.ctWork) },
    { text: `지방소득세 ${won(sum((s) => s.amJumin))} = 각 소득세의 10%(10원 미만 절사)의 합`, holds: workers.every(({ statement }) => statement.amJumin === Math.floor(statement.amSoduk / 100) * 10) },
    { text: `국적코드·직종코드 입력 ${String(rows.length - missingCodes)}명 = 신고 인원 ${String(rows.length)}명`, holds: missingCodes === 0 },
  ]);
  return { sheet: '서식', header: REPORT_HEADER, rows, footer: [totals, check], footerSheet: '합계', widths: REPORT_HEADER.map((label, index) => (index >= 10 && index < 41 ? 4 : Math.max(8, label.length + 2))) };
}

function mutualAid(loaded: LoadedMonth, month: YearMonth, cipher: DataCipher, defaultDaily: number): Table {
  const days = daysOfMonth(month);
  const header = ['근로년월', '현장코드', '공사명', '성명', '주민(외국인)등록번호', '직종', '근로일수', ...days.map((day) => `${String(day.day)}일`), '공제부금 일액', '공제부금액'];
  const rows: TableCell[][] = [];
  for (const { worker, employer } of paidWorkers(loaded)) {
    const bySite = new Map<string, Set<number>>();
    for (const day of employer?.days ?? []) {
      const site = siteOfDay(day);
      if (!site || day.workedMinutes === 0) continue;
      const marked = bySite.get(site) ?? new Set<number>();
      marked.add(day.date.day);
      bySite.set(site, marked);
    }
    for (const [siteCode, marked] of bySite) {
      const site = loaded.sites.get(siteCode);
      const daily = site?.mutualAidDaily ?? defaultDaily;
      rows.push([
        yyyymm(month),
        siteCode,
        site?.name ?? '',
        worker.name,
        rrnOf(cipher, worker.rrn_encrypted),
        jobOf(employer),
        marked.size,
        ...days.map((day) => (marked.has(day.day) ? '1' : null)),
        daily,
        marked.size * daily,
      ]);
    }
  }
  const dayCount = rows.reduce((total, row) => total + (row[6] as number), 0);
  const amount = rows.reduce((total, row) => total + (row[row.length - 1] as number), 0);
  const figures = loaded.answer.total;
  const totals: TableCell[] = ['합계', null, null, `${String(rows.length)}건`, null, null, dayCount, ...days.map(() => null), null, amount];
  const check = checkRow(header.length, '검산', [
    { text: `근로일수 합계 ${String(dayCount)} = 임금명세서 근로일수 합계 ${String(figures.workDays)}`, holds: dayCount === figures.workDays },
    { text: `공제부금액 합계 ${won(amount)} = 사업주 부담 퇴직공제부금 ${won(figures.employer.mutualAid)}`, holds: amount === figures.employer.mutualAid },
  ]);
  return { sheet: '퇴직공제 근로일수', header, rows, footer: [totals, check], widths: header.map((label, index) => (index >= 7 && index < 7 + days.length ? 4 : Math.max(8, label.length + 4))) };
}

interface PayAccount {
  bankCode: string;
  account: string;
  holder: string;
}

async function payAccounts(db: Db, cipher: DataCipher, userIds: readonly string[]): Promise<Map<string, PayAccount>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('pay_accounts').select(['user_id', 'bank_code', 'account_encrypted', 'holder']).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.user_id, { bankCode: row.bank_code, account: cipher.open(row.account_encrypted, 'pay_accounts.account'), holder: row.holder }] as const));
}

async function bankTransfer(db: Db, loaded: LoadedMonth, month: YearMonth, cipher: DataCipher): Promise<Table> {
  const workers = paidWorkers(loaded).filter(({ statement }) => statement.amPay > 0);
  const accounts = await payAccounts(db, cipher, workers.map(({ worker }) => worker.id));
  const memo = `${String(month.month)}월 급여`;
  const header = ['순번', '은행코드', '은행명', '계좌번호', '예금주', '이체금액', '받는분 통장표시', '근로자', '지급일', '비고'];
  const rows = workers.map(({ worker, statement }, index): TableCell[] => {
    const account = accounts.get(worker.id);
    return [index + 1, account?.bankCode ?? null, account ? (bankName(account.bankCode) ?? '') : null, account?.account ?? null, account?.holder ?? null, statement.amPay, memo, worker.name, statement.payDate, account ? (account.holder === worker.name ? null : '예금주와 근로자 이름이 다름') : '계좌 미등록'];
  });
  const total = rows.reduce((sum, row) => sum + (row[5] as number), 0);
  const withoutAccount = rows.filter((row) => row[3] === null);
  const unpaid = withoutAccount.reduce((sum, row) => sum + (row[5] as number), 0);
  const net = loaded.answer.total.amPay;
  const check = checkRow(header.length, '검산', [
    { text: `이체금액 합계 ${won(total)} = 실지급액 합계 ${won(net)}`, holds: total === net },
    { text: `계좌 미등록 ${String(withoutAccount.length)}명 ${won(unpaid)}`, holds: withoutAccount.length === 0 },
  ]);
  return { sheet: '급여이체', header, rows, footer: [['합계', null, null, null, `${String(rows.length)}명`, total, null, null, null, null], check], widths: [6, 8, 14, 20, 12, 14, 16, 12, 12, 24] };
}

/** The file of `kind` for the loaded (closed) month, and how many workers it lists. */
export async function officeFile(db: Db, cipher: DataCipher, loaded: LoadedMonth, kind: OfficeFileKind, month: YearMonth, defaultMutualAidDaily: number): Promise<Table> {
  switch (kind) {
    case 'wageLedger':
      return wageLedger(loaded, month);
    case 'employmentReport':
      return employmentReport(loaded, month, cipher);
    case 'mutualAid':
      return mutualAid(loaded, month, cipher, defaultMutualAidDaily);
    case 'bankTransfer':
      return bankTransfer(db, loaded, month, cipher);
  }
}

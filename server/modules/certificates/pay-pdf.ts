/**
 * The two documents made from a month's pay (PayStatement, computed by modules/pay/payroll.ts):
 * - the withholding receipt (일용근로소득 지급명세서(원천징수영수증)): the payer, the worker with the
 *   registration number masked, the work month, days worked, last work day, taxable and non-taxable
 *   income, income tax and local income tax;
 * - the payment statement (임금명세서): what the law asks of it since 2021-11-19 — the worker's name
 *   and birth date, the pay day, every pay item with how it was computed from the days worked, each
 *   deduction and the totals; and the days the site office recorded for the worker without a phone
 *   (decision 081), when the month has any.
 */
import type { PayLine, PayStatement, StatementChange, UnpaidReason } from '#contract/api-pay.ts';
import type { Employer } from './service.ts';
import { sha256Hex } from './service.ts';
import { RATE_SCALE, ratesFor, type PayrollRates } from '../pay/payroll-rates.ts';
import type { Language } from '#contract/languages.ts';
import { embedDocumentFonts, subsetTag } from '../../pdf/fonts.ts';
import { hoursText, koreanDate, orDash, won } from '../../pdf/format.ts';
import { createDocument, saveDocument, Sheet, translations, type Cell, type Label, type Translations, type WorkerLanguage } from '../../pdf/layout.ts';

interface PayDocumentInput {
  statement: PayStatement;
  employer: Employer;
  /** yyyy-mm-dd of the days worked in the month (a paid shift), in order: a paid public holiday not worked is not one. */
  workedDays: string[];
  /** The worker's language: its lines beneath the Korean ones. */
  language: Language;
}

interface ReceiptInput extends PayDocumentInput {
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

/** The deduction rules of the month, from the payroll configuration (never restated by hand); the pension's says which rule applied. */
function deductionRules(rates: PayrollRates, statement: Pick<PayStatement, 'ctWork' | 'amKookmin' | 'amNonTaxable'>): { incomeTax: string; all: string } {
  const tax = rates.incomeTax;
  const pension = rates.nationalPension;
  const rule = `월 ${String(pension.minWorkDays)}일 이상 근로 또는 월 소득 ${won(pension.minMonthlyWages)} 이상, 만 ${String(pension.minAge)}~${String(pension.maxAge)}세`;
  const pensionReason =
    statement.amKookmin === 0
      ? `${rule} 적용 (이번 달 해당 없음)`
      : statement.ctWork >= pension.minWorkDays
        ? `월 ${String(pension.minWorkDays)}일 이상 근로로 적용`
        : `월 소득 ${won(pension.minMonthlyWages)} 이상으로 적용`;
  const effective: number = (tax.rate * (RATE_SCALE - tax.creditRate)) / RATE_SCALE;
  const incomeTax =
    `소득세: (일 지급액${statement.amNonTaxable > 0 ? ' − 비과세 수당' : ''} − ${won(tax.dailyDeduction)}) × ${percentText(effective)} (일 단위 ${won(rates.truncationUnit)} 미만 절사 후 합산, 합계 ${won(tax.minimumWithheld)} 미만 부징수), ` +
    `지방소득세: 소득세의 ${percentText(rates.localTaxRate)}`;
  const all =
    `${incomeTax}, 국민연금 ${percentText(rates.nationalPension.employeeRate)}: ${pensionReason}, ` +
    `건강보험 ${percentText(rates.healthInsurance.employeeRate)}(장기요양 건강보험료 × ${String(rates.longTermCare.rate)}% ÷ ${String(rates.longTermCare.healthRate)}%): ` +
    `월 ${String(rates.healthInsurance.minWorkDays)}일 이상 근로 시, 고용보험 ${percentText(rates.employmentInsuranceRate)} (만 ${String(rates.employmentInsuranceMaxHireAge)}세 이후 고용된 경우, 체류자격상 적용되지 않는 외국인 제외), 각 ${won(rates.truncationUnit)} 미만 절사`;
  return { incomeTax, all };
}

/** A label with a line in every worker language. */
type TranslatedLabel = { ko: string } & Translations;

/** The part of the pay not taxed, on the statement (decision 093). */
const NON_TAXABLE: TranslatedLabel = {
  ko: '그중 비과세 (연장·야간·휴일근로수당)',
  en: 'Of which non-taxable (overtime, night and holiday premiums)',
  'zh-Hans': '其中免税（加班、夜班和节假日津贴）',
  vi: 'Trong đó miễn thuế (phụ cấp làm thêm giờ, ban đêm và ngày nghỉ)',
};

/** The statement's pay items (근로기준법 시행령 §27의2: each item and how it was computed). */
export const LINE_LABELS: Record<PayLine['kind'], TranslatedLabel> = {
  base: { ko: '기본급 (일급)', en: 'Daily wages', 'zh-Hans': '日薪', vi: 'Lương ngày' },
  partial: {
    ko: '소정근로시간 미만 근무일 (시간 × 시급)',
    en: 'Short days (hours × hourly wage)',
    'zh-Hans': '未满约定工时的工作日（小时 × 时薪）',
    vi: 'Ngày làm ít giờ (số giờ × lương giờ)',
  },
  extra: {
    ko: '소정 외 근로 (8시간 이내)',
    en: 'Hours beyond the contract, up to 8 a day',
    'zh-Hans': '约定时间外工作（每天8小时以内）',
    vi: 'Giờ làm ngoài hợp đồng (tối đa 8 giờ/ngày)',
  },
  overtime: { ko: '연장근로수당', en: 'Overtime pay', 'zh-Hans': '加班费', vi: 'Tiền làm thêm giờ' },
  weeklyOvertime: {
    ko: '연장근로수당 (주 40시간 초과 가산)',
    en: 'Overtime premium (beyond 40 hours a week)',
    'zh-Hans': '加班费（每周超过40小时的加付）',
    vi: 'Tiền làm thêm giờ (phần vượt 40 giờ/tuần)',
  },
  partTimeWeekly: {
    ko: '초과근로 가산수당 (주 소정근로시간 초과)',
    en: 'Premium for hours beyond the contracted week',
    'zh-Hans': '超出每周约定工时的加付',
    vi: 'Phụ cấp giờ vượt số giờ hợp đồng trong tuần',
  },
  night: { ko: '야간근로수당 (가산)', en: 'Night work premium', 'zh-Hans': '夜班补贴', vi: 'Phụ cấp làm đêm' },
  holiday: { ko: '휴일근로수당 (8시간 이내)', en: 'Holiday work (first 8 hours)', 'zh-Hans': '假日加班费（8小时以内）', vi: 'Tiền làm ngày nghỉ (8 giờ đầu)' },
  holidayOver8: { ko: '휴일근로수당 (8시간 초과)', en: 'Holiday work (beyond 8 hours)', 'zh-Hans': '假日加班费（超过8小时）', vi: 'Tiền làm ngày nghỉ (quá 8 giờ)' },
  publicHoliday: { ko: '유급 공휴일 (일급)', en: 'Paid public holidays', 'zh-Hans': '带薪公休日', vi: 'Ngày lễ có lương' },
  dayRounding: { ko: '원 미만 절사 조정', en: 'Rounding to the won', 'zh-Hans': '不足1韩元部分的调整', vi: 'Điều chỉnh làm tròn đến won' },
  weeklyHoliday: { ko: '주휴수당', en: 'Weekly paid holiday', 'zh-Hans': '周休补贴', vi: 'Phụ cấp nghỉ tuần' },
};

const UNPAID_REASONS: Record<UnpaidReason, string> = {
  inProgress: '근무 중',
  noEnd: '퇴근 미기록',
  overlong: '24시간 초과',
  zeroLength: '근무시간 없음',
  noContract: '계약 없음',
};

/** "200,000원 × 20일", "3시간 30분 × 37,500원 (150%)", "3주 24시간 × 25,000원 (100%)": how a line was computed. */
function howComputed(line: PayLine): string {
  if (line.kind === 'base' || line.kind === 'publicHoliday') return `${won(line.rate)} × ${String(line.days)}일`;
  if (line.kind === 'dayRounding') return `${String(line.days)}일, 일별 지급액마다 원 미만 1회 절사`;
  const prefix = line.kind === 'weeklyHoliday' ? `${String(line.days)}주 ` : '';
  return `${prefix}${hoursText(line.minutes)} × ${won(line.rate)} (${String(line.percent)}%)`;
}

const tagOf = (kind: string, statement: PayStatement) => subsetTag(sha256Hex(`${kind}:${JSON.stringify(statement)}`));

/** The labels both documents print. */
const NAME: TranslatedLabel = { ko: '성명', en: 'Name', 'zh-Hans': '姓名', vi: 'Họ tên' };
const INCOME_TAX: Translations = { en: 'Income tax', 'zh-Hans': '所得税', vi: 'Thuế thu nhập' };
/** The receipt's narrow column says "Local tax" in English. */
const LOCAL_INCOME_TAX: Translations = { en: 'Local tax', 'zh-Hans': '地方所得税', vi: 'Thuế thu nhập địa phương' };

function payerRows(sheet: Sheet, employer: Employer): void {
  sheet.fields([
    [{ ko: '법인명(상호)', en: 'Payer', 'zh-Hans': '支付方', vi: 'Bên trả' }, employer.name],
    [{ ko: '사업자등록번호', en: 'Business no.', 'zh-Hans': '营业登记号', vi: 'Số đăng ký kinh doanh' }, orDash(employer.businessNumber)],
    [{ ko: '대표자(성명)', en: 'Representative', 'zh-Hans': '代表人', vi: 'Người đại diện' }, orDash(employer.representative)],
    [{ ko: '전화번호', en: 'Phone', 'zh-Hans': '电话', vi: 'Điện thoại' }, orDash(employer.phone)],
  ]);
  sheet.fields([[{ ko: '소재지(주소)', en: 'Address', 'zh-Hans': '地址', vi: 'Địa chỉ' }, orDash(employer.address)]], 1);
}

/** The receipt's note under the Korean one, for a worker who reads another language. */
const MASKED_NOTE: Translations = {
  en: 'The registration number is masked except for the birth date and the gender digit.',
  'zh-Hans': '为保护个人信息，登录号除出生日期和性别位外均已隐去。',
  vi: 'Số đăng ký được che, trừ ngày sinh và chữ số giới tính, để bảo vệ thông tin cá nhân.',
};

export async function renderWithholdingReceipt(input: ReceiptInput): Promise<Uint8Array> {
  const { statement, employer, language } = input;
  const doc = await createDocument('일용근로소득 지급명세서(원천징수영수증)', `${statement.workerName} · ${String(statement.year)}-${String(statement.month)}`);
  const fonts = await embedDocumentFonts(doc, tagOf('receipt', statement), language);
  const sheet = new Sheet(doc, fonts, language);

  sheet.title(
    {
      ko: '일용근로소득 지급명세서(원천징수영수증)',
      en: "Day worker's income payment statement (withholding receipt)",
      'zh-Hans': '日工劳动所得支付明细（代扣税凭证）',
      vi: 'Bảng kê thu nhập lao động công nhật (chứng từ khấu trừ thuế)',
    },
    '[소득자 보관용]',
  );
  sheet.fields([
    [{ ko: '귀속연월', en: 'Work month', 'zh-Hans': '所属月份', vi: 'Tháng làm việc' }, `${String(statement.year)}년 ${String(statement.month)}월`],
    [
      { ko: '지급연월', en: 'Month paid', 'zh-Hans': '支付月份', vi: 'Tháng trả lương' },
      `${statement.payDate.slice(0, 4)}년 ${String(Number(statement.payDate.slice(5, 7)))}월 (${koreanDate(statement.payDate)})`,
    ],
  ]);

  sheet.heading({ ko: '징수의무자', en: 'Withholding agent (payer)', 'zh-Hans': '扣缴义务人（支付方）', vi: 'Bên khấu trừ thuế (bên trả)' });
  payerRows(sheet, employer);

  sheet.heading({ ko: '소득자', en: 'Income earner', 'zh-Hans': '所得人', vi: 'Người có thu nhập' });
  const nationality = input.nationality === null ? '-' : input.nationality === 'korean' ? '내국인' : '외국인';
  sheet.fields([
    [NAME, statement.workerName],
    [{ ko: '주민(외국인)등록번호', en: 'Registration no.', 'zh-Hans': '居民/外国人登录号', vi: 'Số đăng ký (cư trú/người nước ngoài)' }, input.registrationNumberMasked],
    [{ ko: '내·외국인', en: 'Korean / foreigner', 'zh-Hans': '韩国人 / 外国人', vi: 'Người Hàn / người nước ngoài' }, nationality],
    [{ ko: '근무처', en: 'Workplace', 'zh-Hans': '工作地点', vi: 'Nơi làm việc' }, statement.projectName],
  ]);

  sheet.heading({ ko: '일용근로소득 및 원천징수세액', en: 'Day-work income and tax withheld', 'zh-Hans': '日工所得及代扣税额', vi: 'Thu nhập công nhật và thuế đã khấu trừ' });
  const header: Cell[] = [
    { text: { ko: '근무월', en: 'Month', 'zh-Hans': '月份', vi: 'Tháng' }, width: 0.8, shade: true, bold: true, align: 'center' },
    { text: { ko: '근무일수', en: 'Days', 'zh-Hans': '出勤天数', vi: 'Số ngày làm' }, width: 0.8, shade: true, bold: true, align: 'center' },
    { text: { ko: '최종근무일', en: 'Last day', 'zh-Hans': '最后出勤日', vi: 'Ngày làm cuối' }, width: 1, shade: true, bold: true, align: 'center' },
    { text: { ko: '과세소득', en: 'Taxable', 'zh-Hans': '应税所得', vi: 'Thu nhập chịu thuế' }, width: 1.3, shade: true, bold: true, align: 'center' },
    { text: { ko: '비과세소득', en: 'Non-taxable', 'zh-Hans': '免税所得', vi: 'Thu nhập miễn thuế' }, width: 1, shade: true, bold: true, align: 'center' },
    { text: { ko: '소득세', ...INCOME_TAX }, width: 1.05, shade: true, bold: true, align: 'center' },
    { text: { ko: '지방소득세', ...LOCAL_INCOME_TAX }, width: 1.05, shade: true, bold: true, align: 'center' },
  ];
  sheet.row(header);
  const lastDay = input.workedDays.at(-1);
  sheet.row([
    { text: `${String(statement.month)}월`, width: 0.8, align: 'center' },
    { text: `${String(statement.ctWork)}일`, width: 0.8, align: 'center' },
    { text: lastDay ? `${lastDay.slice(5, 7)}.${lastDay.slice(8, 10)}` : '-', width: 1, align: 'center' },
    { text: won(statement.amCost - statement.amNonTaxable), width: 1.3, align: 'right' },
    { text: won(statement.amNonTaxable), width: 1, align: 'right' },
    { text: won(statement.amSoduk), width: 1.05, align: 'right' },
    { text: won(statement.amJumin), width: 1.05, align: 'right' },
  ]);
  sheet.row([
    { text: { ko: '합계', en: 'Total', 'zh-Hans': '合计', vi: 'Tổng cộng' }, width: 2.6, shade: true, bold: true, align: 'center' },
    { text: won(statement.amCost - statement.amNonTaxable), width: 1.3, align: 'right', bold: true },
    { text: won(statement.amNonTaxable), width: 1, align: 'right', bold: true },
    { text: won(statement.amSoduk), width: 1.05, align: 'right', bold: true },
    { text: won(statement.amJumin), width: 1.05, align: 'right', bold: true },
  ]);

  sheet.gap(14);
  sheet.paragraph({
    ko: '위의 원천징수세액(수입금액)을 정히 영수(지급)합니다.',
    en: 'We certify that the tax above was withheld from the income paid.',
    'zh-Hans': '兹证明已从所支付的所得中代扣上述税款。',
    vi: 'Chúng tôi xác nhận đã khấu trừ số thuế trên từ thu nhập đã trả.',
  }, { size: 10 });
  sheet.gap(6);
  sheet.paragraph(koreanDate(input.issuedOn), { size: 10 });
  sheet.paragraph(`징수(보고)의무자  ${employer.name}   대표 ${orDash(employer.representative)}   (서명 또는 인)`, { size: 10 });
  sheet.gap(10);
  sheet.paragraph(`※ 주민등록번호는 개인정보 보호를 위해 생년월일과 성별 자리 외에는 가려서 표시합니다. ${deductionRules(ratesFor(statement.year, statement.month), statement).incomeTax}`, { size: 8 });
  const note = sheet.translation(MASKED_NOTE);
  if (note) sheet.paragraph(note, { size: 7.5 });
  return saveDocument(doc);
}

const NET_PAY: Translations = { en: 'Net pay', 'zh-Hans': '实发工资', vi: 'Thực lĩnh' };

/** The heading of a reissued statement's changes, with its version. */
const REISSUED: Record<WorkerLanguage, (version: string) => string> = {
  en: (version) => `Reissued (version ${version})`,
  'zh-Hans': (version) => `重新开具（第${version}版）`,
  vi: (version) => `Phát hành lại (bản ${version})`,
};

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

/** "4, 12일 (6월)": days of the month (yyyy-mm-dd, in order) as the statement lists them. */
function dayList(days: readonly string[], month: number): string {
  return `${days.map((day) => String(Number(day.slice(8, 10)))).join(', ')}일 (${String(month)}월)`;
}

/** The row of the days recorded by the site: the app's words for it (the work screens' "Recorded by the site"). */
const RECORDED_BY_SITE: TranslatedLabel = { ko: '현장 기록일', en: 'Recorded by the site', 'zh-Hans': '工地代为记录', vi: 'Công trường ghi hộ' };

interface PaymentStatementInput extends PayDocumentInput {
  provisional: boolean;
  /** yyyy-mm-dd of the month's days with an event the site recorded for the worker without a phone (decision 081), in order; absent: none. */
  siteRecordedDays?: string[];
}

export async function renderPaymentStatement(input: PaymentStatementInput): Promise<Uint8Array> {
  const { statement, employer, language, siteRecordedDays = [] } = input;
  const doc = await createDocument('임금명세서', `${statement.workerName} · ${String(statement.year)}-${String(statement.month)}`);
  const fonts = await embedDocumentFonts(doc, tagOf('statement', statement), language);
  const sheet = new Sheet(doc, fonts, language);

  sheet.title({ ko: '임금명세서', en: 'Payment statement', 'zh-Hans': '工资单', vi: 'Bảng lương' }, `${String(statement.year)}년 ${String(statement.month)}월분`);
  sheet.fields([
    [NAME, statement.workerName],
    [{ ko: '생년월일', en: 'Date of birth', 'zh-Hans': '出生日期', vi: 'Ngày sinh' }, statement.workerBirthDate],
    [{ ko: '사업장', en: 'Employer', 'zh-Hans': '公司', vi: 'Công ty' }, employer.name],
    [{ ko: '지급일', en: 'Pay day', 'zh-Hans': '发薪日', vi: 'Ngày trả lương' }, statement.payDate],
  ]);
  sheet.fields([[{ ko: '현장', en: 'Site', 'zh-Hans': '工地', vi: 'Công trường' }, statement.projectName]], 1);

  const amountRow = (label: Label, amount: number, bold = false) =>
    sheet.row([
      { text: label, width: 3, shade: bold, bold },
      { text: won(amount), width: 2, align: 'right', bold },
    ]);

  sheet.heading({ ko: '지급 내역', en: 'Pay', 'zh-Hans': '工资明细', vi: 'Các khoản lương' });
  for (const line of statement.lines) {
    const label = LINE_LABELS[line.kind];
    amountRow({ ...label, ko: `${label.ko}: ${howComputed(line)}` }, line.amount);
  }
  amountRow({ ko: '지급액 계', en: 'Total pay', 'zh-Hans': '应发工资', vi: 'Tổng lương' }, statement.amCost, true);
  // Only a month with exempt premiums has the row (decision 093): the others print as they did.
  if (statement.amNonTaxable > 0) amountRow(NON_TAXABLE, statement.amNonTaxable);

  sheet.heading({ ko: '공제 내역', en: 'Deductions', 'zh-Hans': '扣款明细', vi: 'Các khoản khấu trừ' });
  // Two deductions a row, so that a month with every kind of pay item still fits one page.
  const deductions: [TranslatedLabel, number][] = [
    [{ ko: '소득세', ...INCOME_TAX }, statement.amSoduk],
    [{ ko: '지방소득세', en: 'Local income tax', 'zh-Hans': '地方所得税', vi: 'Thuế thu nhập địa phương' }, statement.amJumin],
    [{ ko: '국민연금', en: 'National pension', 'zh-Hans': '国民年金', vi: 'Lương hưu quốc dân' }, statement.amKookmin],
    [{ ko: '건강보험', en: 'Health insurance', 'zh-Hans': '健康保险', vi: 'Bảo hiểm y tế' }, statement.amMedicare],
    [{ ko: '장기요양보험', en: 'Long-term care', 'zh-Hans': '长期护理保险', vi: 'Bảo hiểm chăm sóc dài hạn' }, statement.amSilver],
    [{ ko: '고용보험', en: 'Employment insurance', 'zh-Hans': '雇佣保险', vi: 'Bảo hiểm việc làm' }, statement.amGoyong],
    [{ ko: '기타', en: 'Other', 'zh-Hans': '其他', vi: 'Khác' }, statement.amEtc],
  ];
  for (let i = 0; i < deductions.length; i += 2) {
    const cells: Cell[] = [];
    for (const [label, amount] of deductions.slice(i, i + 2)) {
      cells.push({ text: label, width: 1.5 }, { text: won(amount), width: 1, align: 'right' });
    }
    if (cells.length === 2) cells.push({ text: '', width: 2.5 });
    sheet.row(cells);
  }
  amountRow({ ko: '공제액 계', en: 'Total deductions', 'zh-Hans': '扣款合计', vi: 'Tổng khấu trừ' }, statement.amGonjae, true);
  sheet.gap(6);
  amountRow({ ko: '실지급액', ...NET_PAY }, statement.amPay, true);

  sheet.heading({ ko: '계산 방법', en: 'How it was computed', 'zh-Hans': '计算方法', vi: 'Cách tính' });
  const { hours } = statement;
  sheet.fields(
    [
      [
        { ko: '근로일수·시간', en: 'Days and hours', 'zh-Hans': '出勤天数和时间', vi: 'Số ngày và giờ làm' },
        `${String(statement.ctWork)}일 (일급 ${won(statement.amSalaryD)}, 통상시급 = 일급 ÷ 소정근로시간): 통상 ${hoursText(hours.regular)}, ` +
          `연장 ${hoursText(hours.overtime)}, 야간 ${hoursText(hours.night)}, 휴일 ${hoursText(hours.holiday)}`,
      ],
      [{ ko: '근로일', en: 'Days worked', 'zh-Hans': '出勤日', vi: 'Ngày đã làm' }, dayList(input.workedDays, statement.month)],
      // Only a month with such days has the row: the others print as they did.
      ...(siteRecordedDays.length > 0 ? [[RECORDED_BY_SITE, `${dayList(siteRecordedDays, statement.month)} — 휴대폰 없이 현장에서 기록`] as [Label, string]] : []),
      ...(statement.unpaid.length > 0
        ? [
            [
              { ko: '미지급 근무', en: 'Shifts not paid', 'zh-Hans': '未付工资的出勤', vi: 'Ca chưa trả lương' },
              statement.unpaid.map((day) => `${String(Number(day.date.slice(6, 8)))}일 ${UNPAID_REASONS[day.reason]}`).join(', '),
            ] as [Label, string],
          ]
        : []),
      [
        { ko: '공제 기준', en: 'Deduction rules', 'zh-Hans': '扣款标准', vi: 'Cách tính khấu trừ' },
        deductionRules(ratesFor(statement.year, statement.month), statement).all,
      ],
    ],
    1,
  );
  if (statement.issue && statement.issue.version > 1) {
    const { issue } = statement;
    sheet.heading({ ko: `재발행 내역 (제${String(issue.version)}판)`, ...translations((language) => REISSUED[language](String(issue.version))) });
    const previous = issue.previous;
    sheet.fields(
      [
        [{ ko: '재발행일', en: 'Reissued on', 'zh-Hans': '重新开具日期', vi: 'Ngày phát hành lại' }, koreanDate(issue.issuedAt.slice(0, 10))],
        ...(previous
          ? [[{ ko: '실지급액 변경', ...NET_PAY }, `${won(previous.amPay)} → ${won(statement.amPay)} (근무일수 ${String(previous.ctWork)}일 → ${String(statement.ctWork)}일)`] as [Label, string]]
          : []),
        [{ ko: '변경된 기록', en: 'Record changed', 'zh-Hans': '更改的记录', vi: 'Bản ghi đã thay đổi' }, issue.changes.map(changeText).join(', ')],
      ],
      1,
    );
  }
  if (input.provisional) {
    sheet.gap(8);
    sheet.paragraph({
      ko: '※ 이번 달 명세서는 오늘까지의 근무로 계산한 잠정 명세서이며, 월말에 확정됩니다.',
      en: "This month's statement is provisional: it counts the days worked so far and is final at the month's end.",
      'zh-Hans': '本月工资单为暂定：按截至今天的出勤计算，月底确定。',
      vi: 'Bảng lương tháng này là tạm tính: tính theo những ngày đã làm đến nay và được chốt vào cuối tháng.',
    }, { size: 8.5 });
  }
  return saveDocument(doc);
}

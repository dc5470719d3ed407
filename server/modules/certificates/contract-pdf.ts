/**
 * The employment contract (건설일용근로자 표준근로계약서, the Ministry of Employment and Labor's standard
 * form for construction day workers), form 2 (decision 058): the contract period, workplace, trade,
 * hours and breaks, work days and weekly holiday, wage with the allowance lines its terms give,
 * annual leave, social insurance, the copy handed to the worker, the duty to perform, and both
 * parties with their addresses. The employer's side is signed on every contract: its registered
 * signer, its seal and the time of issue. A signed contract also carries the worker's signature
 * image, the signing time and a visible mark that it was signed in the app, with the hash of the
 * terms signed.
 */
import { rgb } from 'pdf-lib';
import type { Language } from '#contract/languages.ts';
import type { ContractTerms, EmployerSignature } from './service.ts';
import { embedDocumentFonts, subsetTag } from '../../pdf/fonts.ts';
import { formatWon } from '#contract/format-won.ts';
import { dayNames, hoursText, koreanDate, koreanTime, orDash, seoulMinuteText } from '../../pdf/format.ts';
import { A4, CONTENT_WIDTH, createDocument, MARGIN, saveDocument, Sheet, type Cell, translations, type Label, type Translations, type WorkerLanguage } from '../../pdf/layout.ts';
import { contractedMinutes } from '#contract/contract-terms.ts';
import { hourlyRate, wageFor, weeklyHolidayMinutes } from '../pay/pay-terms.ts';

interface ContractSignatureStamp {
  png: Uint8Array;
  /** The signing time as the worker reads it: yyyy-mm-dd HH:MM (Asia/Seoul). */
  signedAtText: string;
  documentSha256: string;
}

const SIGNED_BLUE = rgb(0.08, 0.32, 0.72);
const SIGNATURE_BOX = { width: 160, height: 44 };
const SEAL_SIZE = 40;

const KOREAN_DAY_NAMES = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** Clause 5 in the worker's language: the work days (the locale's day names, `days`) and the weekly holiday. */
const WORK_DAYS: Record<WorkerLanguage, (days: string[], count: string, holiday: string) => string> = {
  en: (days, count, holiday) => `${days.join(', ')} (${count} days a week); weekly holiday: ${holiday}.`,
  'zh-Hans': (days, count, holiday) => `工作日：${days.join('、')}（每周${count}天）；周休日：${holiday}。`,
  vi: (days, count, holiday) => `Làm việc ${days.join(', ')} (${count} ngày/tuần); ngày nghỉ hằng tuần: ${holiday}.`,
};

/** Clause 5: the contracted work days and the weekly holiday. */
function workDaysLabel(terms: ContractTerms): Label {
  const ko = terms.workDays.map((day) => KOREAN_DAY_NAMES[day] ?? '').join('·');
  const count = String(terms.workDays.length);
  return {
    ko: `매주 ${ko}요일 근무 (주 ${count}일), 주휴일: 매주 ${KOREAN_DAY_NAMES[terms.weeklyHoliday] ?? ''}요일`,
    ...translations((language) => {
      const names = dayNames(language);
      return WORK_DAYS[language](
        terms.workDays.map((day) => names[day] ?? ''),
        count,
        names[terms.weeklyHoliday] ?? '',
      );
    }),
  };
}

/** The figures of clause 6, written in one language. */
interface WageFigures {
  daily: string;
  hourly: string;
  /** The contracted hours of a day. */
  hours: string;
  weeklyHours: string;
  /** The weekly paid holiday's pay. */
  weeklyPay: string;
  /** The day of the month wages are paid. */
  day: string;
}

/** Clause 6 in the worker's language: its sentences, joined as the language writes sentences (Chinese without spaces). */
const WAGE: Record<
  WorkerLanguage,
  { daily(f: WageFigures): string; premiums: string; noPremiums: string; weekly(f: WageFigures): string; noWeekly: string; payDay(f: WageFigures): string; join: string }
> = {
  en: {
    daily: (f) => `Daily wage ${f.daily}; ordinary hourly wage ${f.hourly} (daily wage ÷ ${f.hours}).`,
    premiums: 'Overtime, night and holiday work: +50% of the hourly wage (holiday work beyond 8 hours +100%; Labor Standards Act art. 56).',
    noPremiums: 'Overtime, night and holiday premiums do not apply.',
    weekly: (f) => `Weekly paid holiday for a week with every contracted day attended: ${f.weeklyHours} × the hourly wage = ${f.weeklyPay} (art. 55).`,
    noWeekly: 'No weekly paid holiday allowance.',
    payDay: (f) => `Paid on day ${f.day} of the next month (the business day before if a weekend or holiday), into the worker's bank account.`,
    join: ' ',
  },
  'zh-Hans': {
    daily: (f) => `日薪${f.daily}；通常时薪${f.hourly}（日薪 ÷ ${f.hours}）。`,
    premiums: '加班、夜班和假日工作：加付时薪的50%（假日工作超过8小时的部分加付100%；《劳动基准法》第56条）。',
    noPremiums: '不适用加班、夜班和假日工作的加付工资。',
    weekly: (f) => `周休补贴（当周约定工作日全勤时）：${f.weeklyHours} × 时薪 = ${f.weeklyPay}（第55条）。`,
    noWeekly: '无周休补贴。',
    payDay: (f) => `每月${f.day}日发放上月工资（遇周末或公休日则提前到前一个工作日），存入劳动者本人的银行账户。`,
    join: '',
  },
  vi: {
    daily: (f) => `Lương ngày ${f.daily}; lương giờ thông thường ${f.hourly} (lương ngày ÷ ${f.hours}).`,
    premiums: 'Làm thêm giờ, làm đêm và làm ngày nghỉ: cộng thêm 50% lương giờ (làm ngày nghỉ quá 8 giờ: cộng 100%; Điều 56 Luật Tiêu chuẩn Lao động).',
    noPremiums: 'Không áp dụng tiền cộng thêm cho làm thêm giờ, làm đêm và làm ngày nghỉ.',
    weekly: (f) => `Phụ cấp nghỉ tuần (khi đi làm đủ các ngày đã thỏa thuận trong tuần): ${f.weeklyHours} × lương giờ = ${f.weeklyPay} (Điều 55).`,
    noWeekly: 'Không có phụ cấp nghỉ tuần.',
    payDay: (f) =>
      `Trả vào ngày ${f.day} tháng sau (nếu trùng cuối tuần hoặc ngày lễ thì trả vào ngày làm việc liền trước), chuyển vào tài khoản ngân hàng của người lao động.`,
    join: ' ',
  },
};

/** Clause 6: the daily wage with the ordinary hourly wage, the allowance lines the terms give, the pay day and method. */
function wageLabel(terms: ContractTerms): Label {
  // The pay module's own figures (modules/pay/pay-terms.ts), so the contract says what pay computes.
  const pay = { dailyWage: terms.dailyWage, ...terms.hours, workDays: terms.workDays };
  const minutes = contractedMinutes(pay);
  const hourly = hourlyRate(pay, minutes, 100);
  const weeklyMinutes = weeklyHolidayMinutes(pay);
  const weeklyPay = wageFor(pay, minutes, weeklyMinutes, 100);
  const day = String(terms.payDayOfMonth);
  const figures = (language: Language): WageFigures => ({
    daily: formatWon(terms.dailyWage, language),
    hourly: formatWon(hourly, language),
    hours: hoursText(minutes, language),
    weeklyHours: hoursText(weeklyMinutes, language),
    weeklyPay: formatWon(weeklyPay, language),
    day,
  });
  const korean = figures('ko');
  return {
    ko: [
      `일급: ${korean.daily} (통상시급 ${korean.hourly} = 일급 ÷ 1일 소정근로시간 ${korean.hours})`,
      '상여금: 없음 / 기타급여(제수당 등):',
      terms.premiumsApply ? '· 연장·야간·휴일근로 가산수당: 통상시급의 50% (휴일 8시간 초과 100%)' : '· 연장·야간·휴일근로 가산수당: 적용하지 않음',
      terms.weeklyPaidHoliday ? `· 주휴수당: 주 소정근로일 개근 시 (${korean.weeklyHours} × 통상시급 = ${korean.weeklyPay})` : '· 주휴수당: 없음',
      `임금지급일: 매월 ${day}일 (전월 근로분, 토·일요일·공휴일이면 그 전 영업일)`,
      '지급방법: 근로자 명의 예금통장에 입금',
    ].join('\n'),
    ...translations((language) => {
      const words = WAGE[language];
      const f = figures(language);
      return [
        words.daily(f),
        terms.premiumsApply ? words.premiums : words.noPremiums,
        terms.weeklyPaidHoliday ? words.weekly(f) : words.noWeekly,
        words.payDay(f),
      ].join(words.join);
    }),
  };
}

/** The parties and the phone and address captions, as both the table of parties and the signature row print them. */
const EMPLOYER: Label = { ko: '사업주', en: 'Employer', 'zh-Hans': '雇主', vi: 'Người sử dụng lao động' };
const WORKER: Label = { ko: '근로자', en: 'Worker', 'zh-Hans': '劳动者', vi: 'Người lao động' };
const PHONE_TRANSLATIONS: Translations = { en: 'Phone', 'zh-Hans': '电话', vi: 'Điện thoại' };
const PHONE: Label = { ko: '전화', ...PHONE_TRANSLATIONS };
const ADDRESS: Label = { ko: '주소', en: 'Address', 'zh-Hans': '地址', vi: 'Địa chỉ' };

/** The line of the signed mark that says, in the worker's language, who signed where. */
const SIGNED_IN_APP: Translations = {
  en: 'Signed by the worker in the WFM app.',
  'zh-Hans': '劳动者已在WFM应用中亲自签名。',
  vi: 'Người lao động đã tự ký trong ứng dụng WFM.',
};

export async function renderEmploymentContract(
  terms: ContractTerms,
  options: { language: Language; documentSha256: string; employerSignature: EmployerSignature; signature?: ContractSignatureStamp },
): Promise<Uint8Array> {
  const { language, signature, employerSignature } = options;
  const doc = await createDocument('건설일용근로자 표준근로계약서', `${terms.worker.name} · ${terms.workplace.projectName}`);
  const fonts = await embedDocumentFonts(doc, subsetTag(options.documentSha256), language);
  const sheet = new Sheet(doc, fonts, language);

  sheet.title({
    ko: '건설일용근로자 표준근로계약서',
    en: 'Standard employment contract for construction day workers',
    'zh-Hans': '建筑业日工标准劳动合同',
    vi: 'Hợp đồng lao động mẫu cho lao động công nhật ngành xây dựng',
  });
  if (signature) drawSignedMark(sheet, signature);
  const { name: employerName } = terms.employer;
  const workerName = terms.worker.name;
  sheet.paragraph({
    ko: `${employerName}(이하 "사업주"라 함)과(와) ${workerName}(이하 "근로자"라 함)은 다음과 같이 근로계약을 체결한다.`,
    en: `${employerName} (the employer) and ${workerName} (the worker) conclude the following employment contract.`,
    'zh-Hans': `${employerName}（以下称“雇主”）与${workerName}（以下称“劳动者”）签订如下劳动合同。`,
    vi: `${employerName} (sau đây gọi là “người sử dụng lao động”) và ${workerName} (sau đây gọi là “người lao động”) ký kết hợp đồng lao động như sau.`,
  });
  sheet.gap(2);

  const period = terms.validTo
    ? `${koreanDate(terms.validFrom)}부터 ${koreanDate(terms.validTo)}까지`
    : `${koreanDate(terms.validFrom)}부터 (근로개시일, 종료일은 정하지 않음)`;
  const { workStart, workEnd, breakStart, breakEnd } = terms.hours;
  const rows: [Label, Label][] = [
    [{ ko: '1. 근로계약기간', en: 'Contract period', 'zh-Hans': '合同期限', vi: 'Thời hạn hợp đồng' }, { ko: period }],
    [
      { ko: '2. 근무장소', en: 'Workplace', 'zh-Hans': '工作地点', vi: 'Nơi làm việc' },
      {
        ko: `${terms.workplace.projectName}\n${terms.workplace.projectAddress}`,
      },
    ],
    [{ ko: '3. 업무의 내용(직종)', en: 'Job (trade)', 'zh-Hans': '工作内容（工种）', vi: 'Công việc (nghề)' }, { ko: terms.jobTitle }],
    [
      { ko: '4. 소정근로시간', en: 'Working hours', 'zh-Hans': '工作时间', vi: 'Giờ làm việc' },
      {
        ko: `${koreanTime(workStart)}부터 ${koreanTime(workEnd)}까지 (휴게시간: ${koreanTime(breakStart)} ~ ${koreanTime(breakEnd)})`,
      },
    ],
    [{ ko: '5. 근무일 / 휴일', en: 'Work days / holidays', 'zh-Hans': '工作日 / 休息日', vi: 'Ngày làm / ngày nghỉ' }, workDaysLabel(terms)],
    [{ ko: '6. 임금', en: 'Wage', 'zh-Hans': '工资', vi: 'Tiền lương' }, wageLabel(terms)],
    [
      { ko: '7. 연차유급휴가', en: 'Annual paid leave', 'zh-Hans': '带薪年假', vi: 'Nghỉ phép năm có lương' },
      {
        ko: '연차유급휴가는 근로기준법에서 정하는 바에 따라 부여함',
        en: 'As the Labor Standards Act provides.',
        'zh-Hans': '按《劳动基准法》的规定给予。',
        vi: 'Theo quy định của Luật Tiêu chuẩn Lao động.',
      },
    ],
    [
      { ko: '8. 사회보험 적용여부', en: 'Social insurance', 'zh-Hans': '社会保险', vi: 'Bảo hiểm xã hội' },
      {
        ko: '고용보험, 산재보험, 국민연금, 건강보험 (국민연금과 건강보험은 한 달 8일 이상 근로한 경우 적용)',
        en: 'Employment, accident, pension and health insurance (pension and health from 8 days in a month).',
        'zh-Hans': '雇佣保险、工伤保险、国民年金、健康保险（国民年金和健康保险在一个月工作8天及以上时适用）。',
        vi: 'Bảo hiểm việc làm, bảo hiểm tai nạn lao động, lương hưu quốc dân, bảo hiểm y tế (lương hưu và bảo hiểm y tế khi làm từ 8 ngày trong tháng).',
      },
    ],
    [
      { ko: '9. 근로계약서 교부', en: 'Copy for the worker', 'zh-Hans': '合同交付', vi: 'Giao hợp đồng' },
      {
        ko: '사업주는 근로계약을 체결함과 동시에 본 계약서를 사본하여 근로자의 교부요구와 관계없이 근로자에게 교부함 (근로기준법 제17조 이행). 근로자는 앱에서 언제든 본 계약서를 내려받을 수 있음',
        en: 'The employer gives the worker a copy on signing (art. 17); it can be downloaded in the app at any time.',
        'zh-Hans': '雇主在签订合同时将合同副本交给劳动者（第17条）；劳动者可随时在应用中下载本合同。',
        vi: 'Người sử dụng lao động giao một bản cho người lao động khi ký (Điều 17); có thể tải hợp đồng trong ứng dụng bất cứ lúc nào.',
      },
    ],
    [
      {
        ko: '10. 근로계약, 취업규칙 등의 성실한 이행의무',
        en: 'Duty to perform',
        'zh-Hans': '诚实履行义务',
        vi: 'Nghĩa vụ thực hiện',
      },
      {
        ko: '사업주와 근로자는 각자가 근로계약, 취업규칙, 단체협약을 지키고 성실하게 이행하여야 함',
        en: 'The employer and the worker each observe the employment contract, the rules of employment and the collective agreement, and perform them in good faith.',
        'zh-Hans': '雇主和劳动者各自遵守劳动合同、就业规则和集体协议，并诚实履行。',
        vi: 'Người sử dụng lao động và người lao động đều tuân thủ hợp đồng lao động, nội quy lao động và thỏa ước lao động tập thể, và thực hiện một cách thiện chí.',
      },
    ],
    [
      { ko: '11. 기타', en: 'Other', 'zh-Hans': '其他', vi: 'Điều khoản khác' },
      {
        ko: '이 계약에 정함이 없는 사항은 근로기준법령에 의함',
        en: 'Matters not set out here follow the labour laws.',
        'zh-Hans': '本合同未规定的事项，依照劳动法律法规执行。',
        vi: 'Những nội dung chưa quy định trong hợp đồng này thực hiện theo pháp luật lao động.',
      },
    ],
  ];
  // Tighter with a translation, whose lines come beneath the Korean, so the form stays one page.
  const compact = language === 'ko' ? { size: 8.5, translationSize: 7.5, padding: 4 } : { size: 8, translationSize: 7, padding: 3 };
  const { size, translationSize, padding } = compact;
  for (const [label, value] of rows) {
    sheet.row(
      [
        {
          text: label,
          width: 1.45,
          shade: true,
          bold: true,
          size,
          translationSize,
        },
        { text: value, width: 4.55, size, translationSize },
      ],
      { padding },
    );
  }

  sheet.gap(4);
  const dateLine = koreanDate(terms.validFrom);
  const dateWidth = fonts.regular.widthOfTextAtSize(dateLine, 10.5);
  sheet.draw(dateLine, (A4[0] - dateWidth) / 2, sheet.y - 10.5, { size: 10.5 });
  sheet.y -= 17;

  // The parties, as the form lists them, each with its address; then both signatures side by side.
  const employer = terms.employer;
  const party = (label: Label): Cell => ({
    text: label,
    width: 1,
    shade: true,
    bold: true,
    align: 'center',
    translationSize,
  });
  const caption = (label: Label, width = 0.8): Cell => ({
    text: label,
    width,
    shade: true,
    translationSize,
  });
  sheet.row(
    [
      party(EMPLOYER),
      caption({ ko: '사업체명', en: 'Company', 'zh-Hans': '公司名称', vi: 'Tên công ty' }),
      { text: employer.name, width: 1.6 },
      caption({ ko: '대표자', en: 'Representative', 'zh-Hans': '代表人', vi: 'Người đại diện' }),
      { text: orDash(employer.representative), width: 1 },
      caption(PHONE, 0.6),
      { text: orDash(employer.phone), width: 1.2 },
    ],
    { padding },
  );
  sheet.row([party({ ko: '' }), caption(ADDRESS), { text: orDash(employer.address), width: 5.2 }], { padding });
  sheet.row(
    [
      party(WORKER),
      caption({ ko: '성명', en: 'Name', 'zh-Hans': '姓名', vi: 'Họ tên' }),
      { text: terms.worker.name, width: 1.6 },
      caption({ ko: '생년월일', en: 'Born', 'zh-Hans': '出生日期', vi: 'Ngày sinh' }),
      { text: terms.worker.birthDate, width: 1 },
      caption({ ko: '연락처', ...PHONE_TRANSLATIONS }, 0.6),
      { text: orDash(terms.worker.phone), width: 1.2 },
    ],
    { padding },
  );
  sheet.row([party({ ko: '' }), caption(ADDRESS), { text: orDash(terms.worker.address), width: 5.2 }], { padding });

  const rowHeight = SIGNATURE_BOX.height + 18;
  sheet.row([party({ ko: '서명', en: 'Signatures', 'zh-Hans': '签名', vi: 'Ký tên' }), { text: '', width: 3 }, { text: '', width: 3 }], { minHeight: rowHeight });
  const top = sheet.y + rowHeight;
  const half = (CONTENT_WIDTH * 3) / 7;
  const employerX = MARGIN + CONTENT_WIDTH / 7 + 8;
  const workerX = employerX + half;
  const middle = top - 14 - SIGNATURE_BOX.height / 2;
  /** Each half's top line: whose side it is on the left, when it was signed on the right. */
  const sideLine = (x: number, side: Label, time: string | null) => {
    const translation = sheet.translation(side);
    const caption = translation ? `${side.ko} (${translation})` : side.ko;
    // A long translation (Vietnamese) is set smaller rather than run into the time on the right.
    const room = half - 16 - (time === null ? 0 : fonts.regular.widthOfTextAtSize(time, 7.5) + 6);
    const size = Math.min(7.5, (7.5 * room) / fonts.regular.widthOfTextAtSize(caption, 7.5));
    sheet.draw(caption, x, top - 10, { size, muted: true });
    if (time !== null) sheet.draw(time, x + half - 16 - fonts.regular.widthOfTextAtSize(time, 7.5), top - 10, { size: 7.5 });
  };

  // The employer's side: the registered signer with the seal pressed over "(인)", and the time of issue.
  sideLine(employerX, EMPLOYER, `발급일시 ${seoulMinuteText(employerSignature.issuedAt)} (KST)`);
  const signer = employerSignature.signerName;
  if (signer) {
    // One line, so a reader extracts "name (인)"; the gap leaves the name clear of the seal pressed over "(인)".
    const name = `${signer}${' '.repeat(7)}`;
    sheet.draw(`${name}(인)`, employerX, middle - 4, { size: 10 });
    if (employerSignature.sealPng) {
      const seal = await doc.embedPng(employerSignature.sealPng);
      const centre = employerX + fonts.regular.widthOfTextAtSize(name, 10) + fonts.regular.widthOfTextAtSize('(인)', 10) / 2;
      sheet.page.drawImage(seal, { x: centre - SEAL_SIZE / 2, y: middle - SEAL_SIZE / 2, width: SEAL_SIZE, height: SEAL_SIZE });
    }
  } else {
    sheet.draw('(서명 또는 인)', employerX, middle - 4, { size: 10 });
  }

  // The worker's side: the drawn signature and the signing time, or the blank.
  sideLine(workerX, WORKER, signature ? `서명일시 ${signature.signedAtText} (KST)` : null);
  if (signature) {
    const image = await doc.embedPng(signature.png);
    const scale = Math.min(SIGNATURE_BOX.width / image.width, SIGNATURE_BOX.height / image.height);
    sheet.page.drawImage(image, {
      x: workerX,
      y: middle - (image.height * scale) / 2,
      width: image.width * scale,
      height: image.height * scale,
    });
  } else {
    sheet.draw('(서명)', workerX, middle - 4, { size: 10 });
  }

  sheet.draw(`문서 번호 ${terms.contractId} · 양식 ${String(terms.formVersion)}`, MARGIN, 16, { size: 7, muted: true });
  return saveDocument(doc);
}

/** The visible mark of a contract signed in the app: a blue stamp with the time and the hash of the terms. */
function drawSignedMark(sheet: Sheet, signature: ContractSignatureStamp): void {
  const inApp = sheet.translation(SIGNED_IN_APP);
  const lines = [
    { text: '전자서명 완료 · 이 계약서는 WFM 앱에서 근로자가 직접 서명하였습니다.', size: 9.5, bold: true },
    { text: `서명일시 ${signature.signedAtText} (KST)${inApp ? ` · ${inApp}` : ''}`, size: 8.5, bold: false },
    { text: `계약 내용 SHA-256 ${signature.documentSha256}`, size: 7, bold: false },
  ];
  const height = lines.reduce((sum, line) => sum + line.size * 1.45, 0) + 10;
  sheet.ensure(height);
  sheet.page.drawRectangle({
    x: MARGIN,
    y: sheet.y - height,
    width: CONTENT_WIDTH,
    height,
    borderColor: SIGNED_BLUE,
    borderWidth: 1.4,
    color: rgb(0.94, 0.96, 1),
  });
  let top = sheet.y - 6;
  for (const line of lines) {
    sheet.draw(line.text, MARGIN + 10, top - line.size, { size: line.size, bold: line.bold, color: SIGNED_BLUE });
    top -= line.size * 1.45;
  }
  sheet.y -= height + 10;
}

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
import type { ContractTerms, EmployerSignature } from './service.ts';
import { embedDocumentFonts, subsetTag } from '../../pdf/fonts.ts';
import { hoursText, koreanDate, koreanTime, orDash, seoulMinuteText, won } from '../../pdf/format.ts';
import { A4, CONTENT_WIDTH, createDocument, MARGIN, saveDocument, Sheet, type Cell, type DocumentLocale, type Label } from '../../pdf/layout.ts';
import { contractedMinutes, hourlyRate, wageFor, weeklyHolidayMinutes } from '../pay/pay-terms.ts';

export interface ContractSignatureStamp {
  png: Uint8Array;
  /** The signing time as the worker reads it: yyyy-mm-dd HH:MM (Asia/Seoul). */
  signedAtText: string;
  documentSha256: string;
}

const SIGNED_BLUE = rgb(0.08, 0.32, 0.72);
const SIGNATURE_BOX = { width: 160, height: 44 };
const SEAL_SIZE = 40;

const DAY_NAMES = {
  ko: ['일', '월', '화', '수', '목', '금', '토'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;

/** Clause 5: the contracted work days and the weekly holiday. */
function workDaysLabel(terms: ContractTerms): Label {
  const ko = terms.workDays.map((day) => DAY_NAMES.ko[day] ?? '').join('·');
  const en = terms.workDays.map((day) => DAY_NAMES.en[day] ?? '').join(', ');
  const count = String(terms.workDays.length);
  return {
    ko: `매주 ${ko}요일 근무 (주 ${count}일), 주휴일: 매주 ${DAY_NAMES.ko[terms.weeklyHoliday] ?? ''}요일`,
    en: `${en} (${count} days a week); weekly holiday: ${DAY_NAMES.en[terms.weeklyHoliday] ?? ''}.`,
  };
}

/** Clause 6: the daily wage with the ordinary hourly wage, the allowance lines the terms give, the pay day and method. */
function wageLabel(terms: ContractTerms): Label {
  // The pay module's own figures (modules/pay/pay-terms.ts), so the contract says what pay computes.
  const pay = { dailyWage: terms.dailyWage, ...terms.hours, workDays: terms.workDays };
  const minutes = contractedMinutes(pay);
  const hourly = hourlyRate(pay, minutes, 100);
  const weeklyMinutes = weeklyHolidayMinutes(pay);
  const daily = won(terms.dailyWage);
  const premiums = terms.premiumsApply
    ? {
        ko: '· 연장·야간·휴일근로 가산수당: 통상시급의 50% (휴일 8시간 초과 100%)',
        en: 'Overtime, night and holiday work: +50% of the hourly wage (holiday work beyond 8 hours +100%; Labor Standards Act art. 56).',
      }
    : { ko: '· 연장·야간·휴일근로 가산수당: 적용하지 않음', en: 'Overtime, night and holiday premiums do not apply.' };
  const weeklyPay = ` = ${won(wageFor(pay, minutes, weeklyMinutes, 100))}`;
  const weekly = terms.weeklyPaidHoliday
    ? {
        ko: `· 주휴수당: 주 소정근로일 개근 시 (${hoursText(weeklyMinutes, 'ko')} × 통상시급${weeklyPay})`,
        en: `Weekly paid holiday for a week with every contracted day attended: ${hoursText(weeklyMinutes, 'en')} × the hourly wage${weeklyPay} (art. 55).`,
      }
    : { ko: '· 주휴수당: 없음', en: 'No weekly paid holiday allowance.' };
  const day = String(terms.payDayOfMonth);
  return {
    ko: [
      `일급: ${daily} (통상시급 ${won(hourly)} = 일급 ÷ 1일 소정근로시간 ${hoursText(minutes, 'ko')})`,
      '상여금: 없음 / 기타급여(제수당 등):',
      premiums.ko,
      weekly.ko,
      `임금지급일: 매월 ${day}일 (전월 근로분, 토·일요일·공휴일이면 그 전 영업일)`,
      '지급방법: 근로자 명의 예금통장에 입금',
    ].join('\n'),
    en: [
      `Daily wage ${daily}; ordinary hourly wage ${won(hourly)} (daily wage ÷ ${hoursText(minutes, 'en')}).`,
      premiums.en,
      weekly.en,
      `Paid on day ${day} of the next month (the business day before if a weekend or holiday), into the worker's bank account.`,
    ].join(' '),
  };
}

export async function renderEmploymentContract(
  terms: ContractTerms,
  options: { locale: DocumentLocale; documentSha256: string; employerSignature: EmployerSignature; signature?: ContractSignatureStamp },
): Promise<Uint8Array> {
  const { locale, signature, employerSignature } = options;
  const doc = await createDocument('건설일용근로자 표준근로계약서', `${terms.worker.name} · ${terms.workplace.projectName}`);
  const fonts = await embedDocumentFonts(doc, subsetTag(options.documentSha256));
  const sheet = new Sheet(doc, fonts, locale);

  sheet.title({
    ko: '건설일용근로자 표준근로계약서',
    en: 'Standard employment contract for construction day workers',
  });
  if (signature) drawSignedMark(sheet, signature);
  sheet.paragraph({
    ko: `${terms.employer.name}(이하 "사업주"라 함)과(와) ${terms.worker.name}(이하 "근로자"라 함)은 다음과 같이 근로계약을 체결한다.`,
    en: `${terms.employer.name} (the employer) and ${terms.worker.name} (the worker) conclude the following employment contract.`,
  });
  sheet.gap(2);

  const period = terms.validTo
    ? `${koreanDate(terms.validFrom)}부터 ${koreanDate(terms.validTo)}까지`
    : `${koreanDate(terms.validFrom)}부터 (근로개시일, 종료일은 정하지 않음)`;
  const { workStart, workEnd, breakStart, breakEnd } = terms.hours;
  const rows: [Label, Label][] = [
    [{ ko: '1. 근로계약기간', en: 'Contract period' }, { ko: period }],
    [
      { ko: '2. 근무장소', en: 'Workplace' },
      {
        ko: `${terms.workplace.projectName}\n${terms.workplace.projectAddress}`,
      },
    ],
    [{ ko: '3. 업무의 내용(직종)', en: 'Job (trade)' }, { ko: terms.jobTitle }],
    [
      { ko: '4. 소정근로시간', en: 'Working hours' },
      {
        ko: `${koreanTime(workStart)}부터 ${koreanTime(workEnd)}까지 (휴게시간: ${koreanTime(breakStart)} ~ ${koreanTime(breakEnd)})`,
      },
    ],
    [{ ko: '5. 근무일 / 휴일', en: 'Work days / holidays' }, workDaysLabel(terms)],
    [{ ko: '6. 임금', en: 'Wage' }, wageLabel(terms)],
    [
      { ko: '7. 연차유급휴가', en: 'Annual paid leave' },
      {
        ko: '연차유급휴가는 근로기준법에서 정하는 바에 따라 부여함',
        en: 'As the Labor Standards Act provides.',
      },
    ],
    [
      { ko: '8. 사회보험 적용여부', en: 'Social insurance' },
      {
        ko: '고용보험, 산재보험, 국민연금, 건강보험 (국민연금과 건강보험은 한 달 8일 이상 근로한 경우 적용)',
        en: 'Employment, accident, pension and health insurance (pension and health from 8 days in a month).',
      },
    ],
    [
      { ko: '9. 근로계약서 교부', en: 'Copy for the worker' },
      {
        ko: '사업주는 근로계약을 체결함과 동시에 본 계약서를 사본하여 근로자의 교부요구와 관계없이 근로자에게 교부함 (근로기준법 제17조 이행). 근로자는 앱에서 언제든 본 계약서를 내려받을 수 있음',
        en: 'The employer gives the worker a copy on signing (art. 17); it can be downloaded in the app at any time.',
      },
    ],
    [
      {
        ko: '10. 근로계약, 취업규칙 등의 성실한 이행의무',
        en: 'Duty to perform',
      },
      {
        ko: '사업주와 근로자는 각자가 근로계약, 취업규칙, 단체협약을 지키고 성실하게 이행하여야 함',
        en: 'The employer and the worker each observe the employment contract, the rules of employment and the collective agreement, and perform them in good faith.',
      },
    ],
    [
      { ko: '11. 기타', en: 'Other' },
      {
        ko: '이 계약에 정함이 없는 사항은 근로기준법령에 의함',
        en: 'Matters not set out here follow the labour laws.',
      },
    ],
  ];
  // Tighter in English, whose lines come beneath the Korean, so the form stays one page.
  const compact = locale === 'en' ? { size: 8, englishSize: 7, padding: 3 } : { size: 8.5, englishSize: 7.5, padding: 4 };
  const { size, englishSize, padding } = compact;
  for (const [label, value] of rows) {
    sheet.row(
      [
        {
          text: label,
          width: 1.45,
          shade: true,
          bold: true,
          size,
          englishSize,
        },
        { text: value, width: 4.55, size, englishSize },
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
    englishSize,
  });
  const caption = (label: Label, width = 0.8): Cell => ({
    text: label,
    width,
    shade: true,
    englishSize,
  });
  sheet.row(
    [
      party({ ko: '사업주', en: 'Employer' }),
      caption({ ko: '사업체명', en: 'Company' }),
      { text: employer.name, width: 1.6 },
      caption({ ko: '대표자', en: 'Representative' }),
      { text: orDash(employer.representative), width: 1 },
      caption({ ko: '전화', en: 'Phone' }, 0.6),
      { text: orDash(employer.phone), width: 1.2 },
    ],
    { padding },
  );
  sheet.row([party({ ko: '' }), caption({ ko: '주소', en: 'Address' }), { text: orDash(employer.address), width: 5.2 }], { padding });
  sheet.row(
    [
      party({ ko: '근로자', en: 'Worker' }),
      caption({ ko: '성명', en: 'Name' }),
      { text: terms.worker.name, width: 1.6 },
      caption({ ko: '생년월일', en: 'Born' }),
      { text: terms.worker.birthDate, width: 1 },
      caption({ ko: '연락처', en: 'Phone' }, 0.6),
      { text: orDash(terms.worker.phone), width: 1.2 },
    ],
    { padding },
  );
  sheet.row([party({ ko: '' }), caption({ ko: '주소', en: 'Address' }), { text: orDash(terms.worker.address), width: 5.2 }], { padding });

  const rowHeight = SIGNATURE_BOX.height + 18;
  sheet.row([party({ ko: '서명', en: 'Signatures' }), { text: '', width: 3 }, { text: '', width: 3 }], { minHeight: rowHeight });
  const top = sheet.y + rowHeight;
  const half = (CONTENT_WIDTH * 3) / 7;
  const employerX = MARGIN + CONTENT_WIDTH / 7 + 8;
  const workerX = employerX + half;
  const middle = top - 14 - SIGNATURE_BOX.height / 2;
  /** Each half's top line: whose side it is on the left, when it was signed on the right. */
  const sideLine = (x: number, side: Label, time: string | null) => {
    sheet.draw(locale === 'en' && side.en ? `${side.ko} (${side.en})` : side.ko, x, top - 10, { size: 7.5, muted: true });
    if (time !== null) sheet.draw(time, x + half - 16 - fonts.regular.widthOfTextAtSize(time, 7.5), top - 10, { size: 7.5 });
  };

  // The employer's side: the registered signer with the seal pressed over "(인)", and the time of issue.
  sideLine(employerX, { ko: '사업주', en: 'Employer' }, `발급일시 ${seoulMinuteText(employerSignature.issuedAt)} (KST)`);
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
  sideLine(workerX, { ko: '근로자', en: 'Worker' }, signature ? `서명일시 ${signature.signedAtText} (KST)` : null);
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
  const lines = [
    { text: '전자서명 완료 · 이 계약서는 WFM 앱에서 근로자가 직접 서명하였습니다.', size: 9.5, bold: true },
    { text: `서명일시 ${signature.signedAtText} (KST)${sheet.locale === 'en' ? ' · Signed by the worker in the WFM app.' : ''}`, size: 8.5, bold: false },
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
    sheet.page.drawText(line.text, {
      x: MARGIN + 10,
      y: top - line.size,
      size: line.size,
      font: line.bold ? sheet.fonts.bold : sheet.fonts.regular,
      color: SIGNED_BLUE,
    });
    top -= line.size * 1.45;
  }
  sheet.y -= height + 10;
}

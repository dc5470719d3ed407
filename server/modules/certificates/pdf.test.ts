/**
 * The certificate PDFs as a person checks them: the text a reader extracts (pdftotext), the font
 * embedded as a subset (pdffonts), the size, and page 1 rendered by pdftoppm against a reviewed
 * reference image in tests/fixtures/certificates (UPDATE_PDF_REFERENCES=1 rewrites them; look at
 * them before committing).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it, vi } from 'vitest';
import { PayLineKindSchema, type PayStatement } from '#contract/api-pay.ts';
import { LANGUAGE_CODES, type Language } from '#contract/languages.ts';
import { canonicalJson, formOneTermsHash, sha256Hex, termsHash, type ContractTerms, type Employer, type EmployerSignature } from './service.ts';
import { computeMonthlyPay } from '../pay/payroll.ts';
import { decodeGreyPng, differingShare, pdfFonts, pdfImageCount, pdfPageCount, pdfText, renderFirstPage } from '../../testing/pdf-tools.ts';
import { signaturePng } from '../../testing/signature-png.ts';
import { renderEmploymentContract } from './contract-pdf.ts';
import { contractedMinutes } from '#contract/contract-terms.ts';
import { hourlyRate, weeklyHolidayMinutes } from '../pay/pay-terms.ts';
import { SEED_CORPORATIONS } from '../../seed/seed.ts';
import { LINE_LABELS, renderPaymentStatement, renderWithholdingReceipt } from './pay-pdf.ts';
import { Sheet, wrapText } from '../../pdf/layout.ts';
import { embedDocumentFonts } from '../../pdf/fonts.ts';
import { PDFDocument } from 'pdf-lib';

const REFERENCE_DIR = new URL('../../../tests/fixtures/certificates/', import.meta.url);
const MAX_BYTES = 100 * 1024;
const REFERENCE_DPI = 50;

/** Every syllable a name may hold must print: rare ones (쀍, 뷁, 똠) included. */
const RARE_NAME = '뷁쀍똠';

const EMPLOYER: Employer = {
  name: '한빛건설(주)',
  businessNumber: '124-81-35790',
  representative: '최한빛',
  address: '서울특별시 강남구 테헤란로 152',
  phone: '02-555-0142',
};

const TERMS: ContractTerms = {
  formVersion: 2,
  contractId: '0b1e6a52-5d0e-4c7e-9a51-000000000999',
  worker: { name: RARE_NAME, birthDate: '1990-05-17', phone: '010-2345-6789', address: '경기도 성남시 분당구 정자일로 95, 101동 1203호' },
  employer: EMPLOYER,
  workplace: { projectName: '판교 물류센터 신축공사', projectAddress: '경기도 성남시 분당구 판교로 255' },
  jobTitle: '철근공',
  validFrom: '2026-03-02',
  validTo: '2026-12-31',
  hours: { workStart: '07:30', workEnd: '16:30', breakStart: '11:30', breakEnd: '12:30' },
  workDays: [1, 2, 3, 4, 5, 6],
  weeklyHoliday: 0,
  dailyWage: 210_000,
  premiumsApply: true,
  weeklyPaidHoliday: true,
  payDayOfMonth: 10,
};

const ISSUED: EmployerSignature = {
  signerName: '대표이사 최한빛',
  sealPng: SEED_CORPORATIONS[0]?.seal_png ?? null,
  issuedAt: new Date('2026-02-27T09:00:00+09:00'),
};

/** 20 days at 200,000: three with 2 hours of overtime, one night shift, three weeks with the weekly paid holiday. */
const STATEMENT: PayStatement = {
  year: 2026,
  month: 10,
  payDate: '2026-11-10',
  workerName: RARE_NAME,
  workerBirthDate: '1990-05-17',
  corporationCode: 'K001',
  corporationName: EMPLOYER.name,
  projectName: '판교 물류센터 신축공사',
  employers: [{ corporationCode: 'K001', corporationName: EMPLOYER.name }],
  amSalaryD: 200_000,
  hours: { regular: 9_600, overtime: 360, night: 300, holiday: 0 },
  lines: [
    { kind: 'base', days: 20, minutes: 9_600, percent: 100, rate: 200_000, amount: 4_000_000 },
    { kind: 'overtime', days: 3, minutes: 360, percent: 150, rate: 37_500, amount: 225_000 },
    { kind: 'night', days: 1, minutes: 300, percent: 50, rate: 12_500, amount: 62_500 },
    { kind: 'weeklyHoliday', days: 3, minutes: 1_440, percent: 100, rate: 25_000, amount: 600_000 },
  ],
  unpaid: [{ date: '20261027', reason: 'noEnd' }],
  ...computeMonthlyPay({
    dayPays: [...Array<number>(16).fill(200_000), ...Array<number>(3).fill(275_000), 262_500, ...Array<number>(3).fill(200_000)],
    workDays: 20,
    birthDate: { year: 1990, month: 5, day: 17 }, firstHired: { year: 2026, month: 1, day: 1 },
    month: { year: 2026, month: 10 },
  }),
};
const PAID_DAYS = Array.from({ length: 20 }, (_, i) => `2026-10-${String(i + 5).padStart(2, '0')}`);

const ALL_KINDS = PayLineKindSchema.options;

/** The longest statement: every kind of pay item, two shifts not paid, a reissue with its changes. */
const FULL_STATEMENT: PayStatement = {
  ...STATEMENT,
  lines: ALL_KINDS.map((kind, i) => ({ kind, days: 1, minutes: 60 * (i + 1), percent: 100, rate: 25_000, amount: 25_000 * (i + 1) })),
  unpaid: [
    { date: '20261027', reason: 'noEnd' },
    { date: '20261028', reason: 'overlong' },
  ],
  issue: {
    version: 2,
    issuedAt: '2026-11-12T10:00:00+09:00',
    previous: { ctWork: 19, amCost: 3_500_000, amGonjae: 500_000, amPay: 3_000_000 },
    changes: [
      { date: '20261014', eventType: 'EndWork', before: null, after: '2026-10-14T17:00:00+09:00', source: 'correction' },
      { date: '20261015', eventType: 'EndWork', before: '2026-10-15T12:00:00+09:00', after: '2026-10-15T17:30:00+09:00', source: 'lateScan' },
    ],
  },
};

/** Days the site recorded for the worker without a phone (decision 081): one of them not paid. */
const SITE_DAYS = ['2026-10-06', '2026-10-14', '2026-10-27'];

const RECEIPT_INPUT = {
  statement: STATEMENT,
  employer: EMPLOYER,
  workedDays: PAID_DAYS,
  language: 'ko' as const,
  registrationNumberMasked: '900517-1******',
  nationality: 'korean' as const,
  issuedOn: '2026-11-10',
};

const documents = {
  contract: (language: Language) => renderEmploymentContract(TERMS, { language, documentSha256: termsHash(TERMS), employerSignature: ISSUED }),
  'signed-contract': (language: Language) =>
    renderEmploymentContract(TERMS, {
      language,
      documentSha256: termsHash(TERMS),
      employerSignature: ISSUED,
      signature: { png: signaturePng(), signedAtText: '2026-11-22 14:03', documentSha256: termsHash(TERMS) },
    }),
  receipt: (language: Language) => renderWithholdingReceipt({ ...RECEIPT_INPUT, language }),
  statement: (language: Language) => renderPaymentStatement({ statement: STATEMENT, employer: EMPLOYER, workedDays: PAID_DAYS, language, provisional: false }),
};
type DocumentKind = keyof typeof documents;

/** Each document's Korean title, as extracted (spaces squeezed). */
const TITLES: Record<DocumentKind, string> = {
  contract: '건설일용근로자표준근로계약서',
  'signed-contract': '건설일용근로자표준근로계약서',
  receipt: '일용근로소득지급명세서(원천징수영수증)',
  statement: '임금명세서',
};

/** A few lines each document prints in the worker's language (as extracted, spaces squeezed); Korean prints none of them. */
const LANGUAGE_LINES: Record<Exclude<Language, 'ko'>, Record<DocumentKind, string[]>> = {
  en: {
    contract: ['Standardemploymentcontractforconstructiondayworkers', 'Workinghours', 'Dailywage₩210,000;ordinaryhourlywage₩26,250'],
    'signed-contract': ['Contractperiod', 'SignedbytheworkerintheWFMapp.'],
    receipt: ["Dayworker'sincomepaymentstatement(withholdingreceipt)", 'Taxable', 'Incomeearner'],
    statement: ['Paymentstatement', 'Netpay', 'Weeklypaidholiday'],
  },
  'zh-Hans': {
    contract: ['建筑业日工标准劳动合同', '合同期限', '工作日：星期一、星期二、星期三、星期四、星期五、星期六（每周6天）；周休日：星期日。', '日薪₩210,000；通常时薪₩26,250（日薪÷8小时）'],
    'signed-contract': ['劳动合同', '劳动者已在WFM应用中亲自签名。', '签名'],
    receipt: ['日工劳动所得支付明细（代扣税凭证）', '代扣税凭证', '应税所得', '地方所得税'],
    statement: ['工资单', '实发工资', '应发工资', '扣款合计', '周休补贴', '夜班补贴', '国民年金'],
  },
  vi: {
    contract: ['Hợpđồnglaođộngmẫucholaođộngcôngnhậtngànhxâydựng', 'Thờihạnhợpđồng', 'LàmviệcThứHai,ThứBa,ThứTư,ThứNăm,ThứSáu,ThứBảy(6ngày/tuần);ngàynghỉhằngtuần:ChủNhật.', 'Lươngngày210.000₩'],
    'signed-contract': ['Hợpđồnglaođộng', 'NgườilaođộngđãtựkýtrongứngdụngWFM.', 'Kýtên'],
    receipt: ['chứngtừkhấutrừthuế', 'Thunhậpchịuthuế', 'Chúngtôixácnhậnđãkhấutrừsốthuếtrêntừthunhậpđãtrả.'],
    statement: ['Bảnglương', 'Thựclĩnh', 'Tổnglương', 'Tổngkhấutrừ', 'Phụcấpnghỉtuần', 'Phụcấplàmđêm', 'Lươnghưuquốcdân'],
  },
};

const won = (amount: number) => `${amount.toLocaleString('en-US')}원`;
/** pdftotext -layout may put spaces inside a run of text; compare without them. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('the embedded font', () => {
  it.each(['Regular', 'Bold'])('Pretendard %s has every modern Hangul syllable (U+AC00..U+D7A3), so any name prints', (weight) => {
    const font = fontkit.create(readFileSync(new URL(`../../pdf/fonts/Pretendard-${weight}.ttf`, import.meta.url))) as unknown as {
      hasGlyphForCodePoint(codePoint: number): boolean;
    };
    const missing: string[] = [];
    for (let codePoint = 0xac00; codePoint <= 0xd7a3; codePoint += 1) {
      if (!font.hasGlyphForCodePoint(codePoint)) missing.push(String.fromCodePoint(codePoint));
    }
    expect(missing).toEqual([]);
    expect(font.hasGlyphForCodePoint('쀍'.codePointAt(0) ?? 0)).toBe(true);
  });
});

describe('the certificate PDFs', () => {
  it.each(Object.keys(documents) as DocumentKind[])('%s: one page, under 100 KB, fonts embedded as subsets, the worker\'s language beneath the Korean, in every language', { timeout: 60_000 }, async (kind) => {
    for (const language of LANGUAGE_CODES) {
      const pdf = await documents[kind](language);
      expect(pdf.byteLength, `${kind} ${language} size`).toBeLessThanOrEqual(MAX_BYTES);
      expect(pdfPageCount(pdf), `${kind} ${language}`).toBe(1);
      const fonts = pdfFonts(pdf);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font, `${kind} ${language}`).toMatchObject({ embedded: true, subset: true });
        expect(font.name).toMatch(/^[A-Z]{6}\+(Pretendard-(Regular|Bold)|NotoSansSC-Regular)$/);
      }
      // The Chinese font only where Chinese is printed (Pretendard has Hangul, Latin and Vietnamese).
      expect(fonts.some((font) => font.name.endsWith('+NotoSansSC-Regular')), `${kind} ${language}`).toBe(language === 'zh-Hans');
      const extracted = pdfText(pdf);
      // Vietnamese letters come out precomposed, as typed.
      expect(extracted.normalize('NFC')).toBe(extracted);
      const text = squeeze(extracted);
      expect(text).toContain(RARE_NAME);
      expect(text).toContain(TITLES[kind]);
      for (const [other, lines] of Object.entries(LANGUAGE_LINES)) {
        for (const line of lines[kind]) {
          if (other === language) expect(text, `${kind} ${language}`).toContain(line);
          else expect(text, `${kind} ${language}`).not.toContain(line);
        }
      }
    }
  });

  it('the contract states its terms; the signed one carries the image, the time and the mark', async () => {
    const text = squeeze(pdfText(await documents.contract('ko')));
    for (const expected of ['건설일용근로자표준근로계약서', '2026년3월2일부터2026년12월31일까지', '철근공', '07시30분부터16시30분까지', won(210_000), '판교물류센터신축공사', '최한빛']) {
      expect(text).toContain(squeeze(expected));
    }
    expect(text).not.toContain('전자서명완료');

    const signed = await documents['signed-contract']('ko');
    const signedText = squeeze(pdfText(signed));
    expect(signedText).toContain('전자서명완료');
    expect(signedText).toContain('2026-11-2214:03(KST)');
    expect(signedText).toContain(termsHash(TERMS));
    expect(pdfImageCount(signed)).toBeGreaterThanOrEqual(1);
  });

  it('form 2: the worker\'s address, the work days and weekly holiday, the allowance lines, the pay day and the duty clause, in both languages', async () => {
    const text = squeeze(pdfText(await documents.contract('ko')));
    for (const expected of [
      '주소경기도성남시분당구정자일로95,101동1203호',
      '매주월·화·수·목·금·토요일근무(주6일),주휴일:매주일요일',
      `일급:${won(210_000)}(통상시급${won(26_250)}=일급÷1일소정근로시간8시간)`,
      '상여금:없음/기타급여(제수당등):',
      '·연장·야간·휴일근로가산수당:통상시급의50%(휴일8시간초과100%)',
      `·주휴수당:주소정근로일개근시(8시간×통상시급=${won(210_000)})`,
      '임금지급일:매월10일(전월근로분,토·일요일·공휴일이면그전영업일)',
      '10.근로계약,취업규칙등의성실한',
      '사업주와근로자는각자가근로계약,취업규칙,단체협약을지키고성실하게이행하여야함',
      '11.기타',
      '양식2',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('제수당등):없음');
    const english = squeeze(pdfText(await documents.contract('en')));
    for (const expected of [
      'Monday,Tuesday,Wednesday,Thursday,Friday,Saturday(6daysaweek);weeklyholiday:Sunday.',
      // The worker's line writes amounts the English way (docs/glossary.md).
      'ordinaryhourlywage₩26,250',
      'Overtime,nightandholidaywork:+50%',
      'Weeklypaidholidayforaweekwitheverycontracteddayattended:8hours×thehourlywage=₩210,000',
      'Dutytoperform',
      'Theemployerandtheworkereachobservetheemploymentcontract',
      'Employer',
      'Worker',
    ]) {
      expect(english).toContain(expected);
    }
  });

  it('terms without premiums or a weekly paid holiday say so; another pay day and week print as agreed', async () => {
    const terms: ContractTerms = { ...TERMS, premiumsApply: false, weeklyPaidHoliday: false, payDayOfMonth: 25, workDays: [1, 2, 3, 4, 6], weeklyHoliday: 0 };
    const text = squeeze(pdfText(await renderEmploymentContract(terms, { language: 'ko', documentSha256: termsHash(terms), employerSignature: ISSUED })));
    expect(text).toContain('·연장·야간·휴일근로가산수당:적용하지않음');
    expect(text).toContain('주휴수당:없음');
    expect(text).toContain('매월25일');
    expect(text).toContain('매주월·화·수·목·토요일근무(주5일)');
    const chinese = squeeze(pdfText(await renderEmploymentContract(terms, { language: 'zh-Hans', documentSha256: termsHash(terms), employerSignature: ISSUED })));
    for (const line of ['不适用加班、夜班和假日工作的加付工资。', '无周休补贴。', '每月25日发放上月工资', '工作日：星期一、星期二、星期三、星期四、星期六（每周5天）']) expect(chinese).toContain(line);
    const vietnamese = squeeze(pdfText(await renderEmploymentContract(terms, { language: 'vi', documentSha256: termsHash(terms), employerSignature: ISSUED })));
    for (const line of ['Khôngápdụngtiềncộngthêm', 'Khôngcóphụcấpnghỉtuần.', 'Trảvàongày25thángsau', 'LàmviệcThứHai,ThứBa,ThứTư,ThứNăm,ThứBảy(5ngày/tuần)']) {
      expect(vietnamese).toContain(line);
    }
    // Each printed term is part of the hash.
    for (const changed of [{ premiumsApply: false }, { weeklyPaidHoliday: false }, { payDayOfMonth: 25 }, { workDays: [1, 2, 3, 4] }, { weeklyHoliday: 6 }]) {
      expect(termsHash({ ...TERMS, ...changed }), JSON.stringify(changed)).not.toBe(termsHash(TERMS));
    }
  });

  it('the ordinary hourly wage is the daily wage over the contracted hours (the break taken out, a night shift past midnight)', () => {
    const hours = { workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00' };
    expect(contractedMinutes(hours)).toBe(480);
    expect(contractedMinutes({ workStart: '22:00', workEnd: '07:00', breakStart: '02:00', breakEnd: '03:00' })).toBe(480);
    expect(hourlyRate({ dailyWage: 200_000 }, contractedMinutes(hours), 100)).toBe(25_000);
    expect(hourlyRate({ dailyWage: 200_000 }, contractedMinutes({ ...hours, workEnd: '16:30' }), 100)).toBe(26_666);
    expect(weeklyHolidayMinutes({ ...hours, workDays: [1, 2, 3] })).toBe(288);
  });

  it('the employer\'s side is signed: its signer, the seal and the time of issue, on the preview and the signed document', async () => {
    for (const kind of ['contract', 'signed-contract'] as const) {
      const pdf = await documents[kind]('ko');
      const text = squeeze(pdfText(pdf));
      expect(text, kind).toContain('대표이사최한빛(인)');
      expect(text, kind).toContain('발급일시2026-02-2709:00(KST)');
      // The seal, and on the signed one the worker's signature too.
      expect(pdfImageCount(pdf), kind).toBe(kind === 'contract' ? 1 : 2);
    }
    const unsigned = squeeze(pdfText(await renderEmploymentContract(TERMS, {
      language: 'ko',
      documentSha256: termsHash(TERMS),
      employerSignature: { signerName: null, sealPng: null, issuedAt: ISSUED.issuedAt },
    })));
    expect(unsigned).toContain('(서명또는인)');
  });

  it('the address is a term (a party\'s detail), the employer\'s signature is not; form 1\'s hash is recomputed as form 1 made it', () => {
    expect(termsHash({ ...TERMS, worker: { ...TERMS.worker, address: '서울특별시 중구 세종대로 110' } })).not.toBe(termsHash(TERMS));
    // Form 1 (decision 011 before 058) hashed exactly these terms.
    const formOne = {
      formVersion: 1,
      contractId: TERMS.contractId,
      worker: { name: TERMS.worker.name, birthDate: TERMS.worker.birthDate },
      employer: TERMS.employer,
      workplace: TERMS.workplace,
      jobTitle: TERMS.jobTitle,
      validFrom: TERMS.validFrom,
      validTo: TERMS.validTo,
      hours: TERMS.hours,
      dailyWage: TERMS.dailyWage,
      payDayOfMonth: TERMS.payDayOfMonth,
    };
    expect(formOneTermsHash(TERMS)).toBe(sha256Hex(canonicalJson(formOne)));
    expect(formOneTermsHash({ ...TERMS, worker: { ...TERMS.worker, address: null }, premiumsApply: false })).toBe(formOneTermsHash(TERMS));
  });

  it('the receipt shows the masked registration number and the tax; the statement every item', async () => {
    const receipt = squeeze(pdfText(await documents.receipt('ko')));
    expect(receipt).toContain('900517-1******');
    expect(receipt).toContain('내·외국인내국인');
    for (const amount of [STATEMENT.amCost, STATEMENT.amSoduk, STATEMENT.amJumin]) expect(receipt).toContain(won(amount));
    const statement = squeeze(pdfText(await documents.statement('ko')));
    for (const key of ['amCost', 'amSoduk', 'amJumin', 'amKookmin', 'amMedicare', 'amSilver', 'amGoyong', 'amGonjae', 'amPay'] as const) {
      expect(statement).toContain(won(STATEMENT[key]));
    }
    expect(statement).toContain(squeeze(`기본급 (일급): ${won(200_000)} × 20일 ${won(4_000_000)}`));
    // Every item with how it was computed, the hours by kind, and the shift not paid (2021 rules).
    expect(statement).toContain(squeeze(`연장근로수당: 6시간 × ${won(37_500)} (150%) ${won(225_000)}`));
    expect(statement).toContain(squeeze(`야간근로수당 (가산): 5시간 × ${won(12_500)} (50%) ${won(62_500)}`));
    expect(statement).toContain(squeeze(`주휴수당: 3주 24시간 × ${won(25_000)} (100%) ${won(600_000)}`));
    expect(statement).toContain(squeeze('통상 160시간, 연장 6시간, 야간 5시간, 휴일 0시간'));
    expect(statement).toContain(squeeze('27일 퇴근 미기록'));
    // The pension says which rule took it: 20 days.
    expect(statement).toContain(squeeze('국민연금 4.75%: 월 8일 이상 근로로 적용'));
    expect(statement).toContain(squeeze('× 0.9448% ÷ 7.19%'));
    expect(statement).toContain(squeeze('고용보험 0.9% (만 65세 이후 고용된 경우, 체류자격상 적용되지 않는 외국인 제외)'));
  });

  it("the pension's reason is the rule that applied: 2.2 million won in under 8 days, or none", async () => {
    const text = async (statement: PayStatement) =>
      squeeze(pdfText(await renderPaymentStatement({ statement, employer: EMPLOYER, workedDays: PAID_DAYS.slice(0, 7), language: 'ko', provisional: false })));
    const byWages = { ...STATEMENT, ...computeMonthlyPay({ dayPays: Array(7).fill(320_000), workDays: 7, birthDate: { year: 1990, month: 5, day: 17 }, firstHired: { year: 2026, month: 1, day: 1 }, month: { year: 2026, month: 10 } }) };
    expect(byWages.amKookmin).toBeGreaterThan(0);
    expect(await text(byWages)).toContain(squeeze(`국민연금 4.75%: 월 소득 ${won(2_200_000)} 이상으로 적용`));
    const none = { ...STATEMENT, ...computeMonthlyPay({ dayPays: Array(3).fill(200_000), workDays: 3, birthDate: { year: 1990, month: 5, day: 17 }, firstHired: { year: 2026, month: 1, day: 1 }, month: { year: 2026, month: 10 } }) };
    const noPension = await text(none);
    expect(noPension).toContain(squeeze(`국민연금 4.75%: 월 8일 이상 근로 또는 월 소득 ${won(2_200_000)} 이상, 만 18~59세`));
    expect(noPension).toContain(squeeze('적용 (이번 달 해당 없음)'));
  });

  it('a statement with every kind of pay item keeps every line, on at most two pages', async () => {
    const kinds = ALL_KINDS;
    const lines = kinds.map((kind, i) => ({ kind, days: 1, minutes: 60 * (i + 1), percent: 100, rate: 25_000, amount: 25_000 * (i + 1) }));
    const pdf = await renderPaymentStatement({ statement: { ...STATEMENT, lines }, employer: EMPLOYER, workedDays: PAID_DAYS, language: 'en', provisional: true });
    expect(pdfPageCount(pdf)).toBeLessThanOrEqual(2);
    const text = squeeze(pdfText(pdf));
    for (const kind of kinds) expect(text).toContain(squeeze(LINE_LABELS[kind].ko));
    expect(text).toContain('Weeklypaidholiday');
  });

  it('the receipt shows the work month (귀속) and the month paid (지급) apart', async () => {
    const september = { ...STATEMENT, month: 9, payDate: '2026-10-08' };
    const receipt = squeeze(pdfText(await renderWithholdingReceipt({ ...RECEIPT_INPUT, statement: september })));
    expect(receipt).toContain(squeeze('귀속연월 2026년 9월'));
    expect(receipt).toContain(squeeze('지급연월 2026년 10월 (2026년 10월 8일)'));
  });

  it('a cancelled worker\'s contract prints a dash for the freed phone; the phone is outside the hash (decision 024)', async () => {
    const cancelled: ContractTerms = { ...TERMS, worker: { ...TERMS.worker, phone: null } };
    expect(termsHash(cancelled)).toBe(termsHash(TERMS));
    expect(termsHash({ ...TERMS, worker: { ...TERMS.worker, name: '김민준' } })).not.toBe(termsHash(TERMS));
    const text = squeeze(pdfText(await renderEmploymentContract(cancelled, { language: 'ko', documentSha256: termsHash(cancelled), employerSignature: ISSUED })));
    expect(text).toContain('연락처-');
  });

  it('the same document gives the same bytes (no time stamps, no random names)', async () => {
    expect(Buffer.from(await documents.contract('ko')).equals(Buffer.from(await documents.contract('ko')))).toBe(true);
    // With the Chinese font too (the fallback's subset is named from the content as well).
    expect(Buffer.from(await documents.contract('zh-Hans')).equals(Buffer.from(await documents.contract('zh-Hans')))).toBe(true);
  });

  it.each(Object.keys(documents) as (keyof typeof documents)[])('%s: page 1 looks like the reviewed reference', async (kind) => {
    const rendered = renderFirstPage(await documents[kind]('ko'), REFERENCE_DPI);
    const reference = new URL(`${kind}-page1.png`, REFERENCE_DIR);
    if (process.env.UPDATE_PDF_REFERENCES === '1' || !existsSync(reference)) {
      if (process.env.CI) throw new Error(`missing reference image ${reference.pathname}`);
      writeFileSync(reference, rendered);
    }
    const share = differingShare(decodeGreyPng(rendered), decodeGreyPng(readFileSync(reference)));
    // Anti-aliasing may differ between poppler versions; a missing line of text or blank glyphs would not.
    expect(share).toBeLessThan(0.005);
  });
});

describe('the documents in the worker\'s language (issue 19, decision 070)', () => {
  const fontFile = (name: string) =>
    fontkit.create(readFileSync(new URL(`../../pdf/fonts/${name}.ttf`, import.meta.url))) as unknown as { hasGlyphForCodePoint(codePoint: number): boolean };
  const pretendard = [fontFile('Pretendard-Regular'), fontFile('Pretendard-Bold')];
  const notoSansSc = fontFile('NotoSansSC-Regular');

  it('Noto Sans SC has every GB 2312 hanzi (the 6,763 of Simplified Chinese); Pretendard every Vietnamese letter', () => {
    const decoder = new TextDecoder('gb2312');
    const missing: string[] = [];
    for (let row = 0xb0; row <= 0xf7; row += 1) {
      for (let cell = 0xa1; cell <= 0xfe; cell += 1) {
        const char = decoder.decode(new Uint8Array([row, cell]));
        const codePoint = char.codePointAt(0) ?? 0;
        if (char.length === 1 && codePoint >= 0x4e00 && codePoint <= 0x9fff && !notoSansSc.hasGlyphForCodePoint(codePoint)) missing.push(char);
      }
    }
    expect(missing).toEqual([]);
    const vietnamese = [...'ăâđêôơưĂÂĐÊÔƠƯ'].map((char) => char.codePointAt(0) ?? 0);
    for (let codePoint = 0x1ea0; codePoint <= 0x1ef9; codePoint += 1) vietnamese.push(codePoint);
    for (const font of pretendard) expect(vietnamese.filter((codePoint) => !font.hasGlyphForCodePoint(codePoint)).map((codePoint) => String.fromCodePoint(codePoint))).toEqual([]);
  });

  it('every character drawn has a glyph in the document\'s fonts: no blank boxes in Chinese or Vietnamese', { timeout: 60_000 }, async () => {
    const draw = vi.spyOn(Sheet.prototype, 'draw');
    try {
      for (const [language, fonts] of [
        ['zh-Hans', [...pretendard, notoSansSc]],
        ['vi', pretendard],
      ] as const) {
        draw.mockClear();
        for (const render of Object.values(documents)) await render(language);
        await renderPaymentStatement({ statement: FULL_STATEMENT, employer: EMPLOYER, workedDays: PAID_DAYS, siteRecordedDays: SITE_DAYS, language, provisional: true });
        const drawn = new Set(draw.mock.calls.flatMap(([text]) => [...text.normalize('NFC')]));
        expect(drawn.size).toBeGreaterThan(100);
        const missing = [...drawn].filter((char) => !fonts.some((font) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)));
        expect(missing, language).toEqual([]);
      }
    } finally {
      draw.mockRestore();
    }
  });

  it('the largest statement (every pay item, days recorded by the site, a reissue, a provisional note) stays within 100 KB and two pages in every language', { timeout: 60_000 }, async () => {
    const recordedBySite = { en: 'Recordedbythesite', 'zh-Hans': '工地代为记录', vi: 'Côngtrườngghihộ' };
    for (const language of LANGUAGE_CODES) {
      const pdf = await renderPaymentStatement({ statement: FULL_STATEMENT, employer: EMPLOYER, workedDays: PAID_DAYS, siteRecordedDays: SITE_DAYS, language, provisional: true });
      expect(pdf.byteLength, language).toBeLessThanOrEqual(MAX_BYTES);
      expect(pdfPageCount(pdf), language).toBeLessThanOrEqual(2);
      const text = squeeze(pdfText(pdf));
      // The days the site recorded, in Korean and the worker's language (the demo months have none: their reference images are as before).
      expect(text, language).toContain('현장기록일6,14,27일(10월)—휴대폰없이현장에서기록');
      if (language !== 'ko') expect(text, language).toContain(recordedBySite[language]);
      for (const kind of Object.keys(LINE_LABELS) as (keyof typeof LINE_LABELS)[]) {
        expect(text).toContain(squeeze(LINE_LABELS[kind].ko));
        if (language !== 'ko') expect(text, `${language} ${kind}`).toContain(squeeze(LINE_LABELS[kind][language]));
      }
    }
    const chinese = squeeze(pdfText(await renderPaymentStatement({ statement: FULL_STATEMENT, employer: EMPLOYER, workedDays: PAID_DAYS, language: 'zh-Hans', provisional: true })));
    for (const line of ['重新开具（第2版）', '更改的记录', '本月工资单为暂定']) expect(chinese).toContain(line);
    const vietnamese = squeeze(pdfText(await renderPaymentStatement({ statement: FULL_STATEMENT, employer: EMPLOYER, workedDays: PAID_DAYS, language: 'vi', provisional: true })));
    for (const line of ['Pháthànhlại(bản2)', 'Bảnghiđãthayđổi', 'Bảnglươngthángnàylàtạmtính']) expect(vietnamese).toContain(line);
  });

  it('Chinese wraps between any two hanzi, never before a closing mark nor after an opening one', async () => {
    const fonts = await embedDocumentFonts(await PDFDocument.create(), 'AAAAAA', 'zh-Hans');
    const text = '加班、夜班和假日工作：加付时薪的50%（假日工作超过8小时的部分加付100%；《劳动基准法》第56条）。周休补贴（当周约定工作日全勤时）：8小时 × 时薪 = ₩210,000（第55条）。';
    for (const width of [60, 90, 130, 200]) {
      const lines = wrapText(text, fonts.regular, 8, width);
      expect(lines.join('').replace(/ /g, ''), String(width)).toBe(text.replace(/ /g, ''));
      for (const line of lines) {
        expect(fonts.regular.widthOfTextAtSize(line, 8), line).toBeLessThanOrEqual(width);
        expect(line, String(width)).not.toMatch(/^[，。、：；）》”]/u);
        expect(line, String(width)).not.toMatch(/[（《“]$/u);
      }
    }
    // Text of hanzi alone fills its lines: only the last may be much shorter than the width.
    const hanzi = '雇主和劳动者各自遵守劳动合同就业规则和集体协议并诚实履行本合同未规定的事项依照劳动法律法规执行';
    for (const width of [60, 90, 130]) {
      const lines = wrapText(hanzi, fonts.regular, 8, width);
      for (const line of lines.slice(0, -1)) expect(fonts.regular.widthOfTextAtSize(line, 8), line).toBeGreaterThan(width - 8);
    }
    // Korean, English and Vietnamese still break at spaces only.
    expect(wrapText('Phụ cấp nghỉ tuần', fonts.regular, 8, 45)).toEqual(['Phụ cấp', 'nghỉ tuần']);
  });
});

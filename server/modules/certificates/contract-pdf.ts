/**
 * The employment contract (건설일용근로자 표준근로계약서, the Ministry of Employment and Labor's standard
 * form for construction day workers): the contract period, workplace, trade, hours and breaks, work
 * days and weekly holiday, wage, annual leave, social insurance, the copy handed to the worker, and
 * both parties. A signed contract also carries the worker's signature image, the signing time and a
 * visible mark that it was signed in the app, with the hash of the terms signed.
 */
import { rgb } from 'pdf-lib';
import type { ContractTerms } from './service.ts';
import { embedDocumentFonts, subsetTag } from '../../pdf/fonts.ts';
import { koreanDate, koreanTime, orDash, won } from '../../pdf/format.ts';
import { A4, CONTENT_WIDTH, createDocument, MARGIN, saveDocument, Sheet, type DocumentLocale } from '../../pdf/layout.ts';

export interface ContractSignatureStamp {
  png: Uint8Array;
  /** The signing time as the worker reads it: yyyy-mm-dd HH:MM (Asia/Seoul). */
  signedAtText: string;
  documentSha256: string;
}

const SIGNED_BLUE = rgb(0.08, 0.32, 0.72);
const SIGNATURE_BOX = { width: 180, height: 58 };

export async function renderEmploymentContract(
  terms: ContractTerms,
  options: { locale: DocumentLocale; documentSha256: string; signature?: ContractSignatureStamp },
): Promise<Uint8Array> {
  const { locale, signature } = options;
  const doc = await createDocument('건설일용근로자 표준근로계약서', `${terms.worker.name} · ${terms.workplace.projectName}`);
  const fonts = await embedDocumentFonts(doc, subsetTag(options.documentSha256));
  const sheet = new Sheet(doc, fonts, locale);

  sheet.title({ ko: '건설일용근로자 표준근로계약서', en: 'Standard employment contract for construction day workers' });
  if (signature) drawSignedMark(sheet, signature);
  sheet.paragraph({
    ko: `${terms.employer.name}(이하 "사업주"라 함)과(와) ${terms.worker.name}(이하 "근로자"라 함)은 다음과 같이 근로계약을 체결한다.`,
    en: `${terms.employer.name} (the employer) and ${terms.worker.name} (the worker) conclude the following employment contract.`,
  });
  sheet.gap(4);

  const period = terms.validTo
    ? `${koreanDate(terms.validFrom)}부터 ${koreanDate(terms.validTo)}까지`
    : `${koreanDate(terms.validFrom)}부터 (근로개시일, 종료일은 정하지 않음)`;
  const { workStart, workEnd, breakStart, breakEnd } = terms.hours;
  const rows: [{ ko: string; en: string }, { ko: string; en?: string }][] = [
    [{ ko: '1. 근로계약기간', en: 'Contract period' }, { ko: period }],
    [{ ko: '2. 근무장소', en: 'Workplace' }, { ko: `${terms.workplace.projectName}\n${terms.workplace.projectAddress}` }],
    [{ ko: '3. 업무의 내용(직종)', en: 'Job (trade)' }, { ko: terms.jobTitle }],
    [
      { ko: '4. 소정근로시간', en: 'Working hours' },
      { ko: `${koreanTime(workStart)}부터 ${koreanTime(workEnd)}까지 (휴게시간: ${koreanTime(breakStart)} ~ ${koreanTime(breakEnd)})` },
    ],
    [
      { ko: '5. 근무일 / 휴일', en: 'Work days / holidays' },
      { ko: '공사 일정에 따라 주 5일 이내로 근무하며, 주휴일은 매주 일요일로 함', en: 'Up to five days a week as the works require; the weekly holiday is Sunday.' },
    ],
    [
      { ko: '6. 임금', en: 'Wage' },
      {
        ko:
          `일급: ${won(terms.dailyWage)}\n상여금: 없음 / 기타급여(제수당 등): 없음\n` +
          `임금지급일: 매월 ${String(terms.payDayOfMonth)}일 (전월 근로분, 휴일인 경우 전일 지급)\n지급방법: 근로자 명의 예금통장에 입금`,
        en: `Daily wage ${won(terms.dailyWage)}, paid on the ${String(terms.payDayOfMonth)}th for the month before, into the worker's bank account.`,
      },
    ],
    [
      { ko: '7. 연차유급휴가', en: 'Annual paid leave' },
      { ko: '연차유급휴가는 근로기준법에서 정하는 바에 따라 부여함', en: 'As the Labor Standards Act provides.' },
    ],
    [
      { ko: '8. 사회보험 적용여부', en: 'Social insurance' },
      {
        ko: '고용보험, 산재보험, 국민연금, 건강보험 (국민연금과 건강보험은 한 달 8일 이상 근로한 경우 적용)',
        en: 'Employment, industrial accident, national pension and health insurance (pension and health: 8 or more days in a month).',
      },
    ],
    [
      { ko: '9. 근로계약서 교부', en: 'Copy for the worker' },
      {
        ko: '사업주는 근로계약을 체결함과 동시에 본 계약서를 사본하여 근로자의 교부요구와 관계없이 근로자에게 교부함 (근로기준법 제17조 이행). 근로자는 앱에서 언제든 본 계약서를 내려받을 수 있음',
        en: 'The employer hands a copy to the worker on signing (Labor Standards Act art. 17); the worker can download it in the app at any time.',
      },
    ],
    [
      { ko: '10. 기타', en: 'Other' },
      { ko: '이 계약에 정함이 없는 사항은 근로기준법령에 의함', en: 'Matters not set out here follow the labour laws.' },
    ],
  ];
  for (const [label, value] of rows) {
    sheet.row([
      { text: label, width: 1.45, shade: true, bold: true },
      { text: value, width: 4.55 },
    ]);
  }

  sheet.gap(8);
  const dateLine = koreanDate(terms.validFrom);
  const dateWidth = fonts.regular.widthOfTextAtSize(dateLine, 10.5);
  sheet.draw(dateLine, (A4[0] - dateWidth) / 2, sheet.y - 10.5, { size: 10.5 });
  sheet.y -= 20;

  const employer = terms.employer;
  sheet.row([
    { text: { ko: '사업주', en: 'Employer' }, width: 1, shade: true, bold: true, align: 'center' },
    { text: { ko: '사업체명', en: 'Company' }, width: 1, shade: true },
    { text: employer.name, width: 1.8 },
    { text: { ko: '전화', en: 'Phone' }, width: 0.8, shade: true },
    { text: orDash(employer.phone), width: 1.4 },
  ]);
  sheet.row([
    { text: '', width: 1, shade: true },
    { text: { ko: '주소', en: 'Address' }, width: 1, shade: true },
    { text: orDash(employer.address), width: 4 },
  ]);
  sheet.row([
    { text: '', width: 1, shade: true },
    { text: { ko: '대표자', en: 'Representative' }, width: 1, shade: true },
    { text: `${orDash(employer.representative)}   (서명)`, width: 4 },
  ]);
  sheet.gap(4);
  sheet.row([
    { text: { ko: '근로자', en: 'Worker' }, width: 1, shade: true, bold: true, align: 'center' },
    { text: { ko: '성명', en: 'Name' }, width: 1, shade: true },
    { text: terms.worker.name, width: 1.8 },
    { text: { ko: '생년월일', en: 'Born' }, width: 0.8, shade: true },
    { text: terms.worker.birthDate, width: 1.4 },
  ]);
  sheet.row([
    { text: '', width: 1, shade: true },
    { text: { ko: '연락처', en: 'Phone' }, width: 1, shade: true },
    { text: orDash(terms.worker.phone), width: 4 },
  ]);
  sheet.row(
    [
      { text: '', width: 1, shade: true },
      { text: { ko: '서명', en: 'Signature' }, width: 1, shade: true },
      { text: signature ? '' : '(서명)', width: 4 },
    ],
    { minHeight: SIGNATURE_BOX.height + 6 },
  );
  const signatureTop = sheet.y + SIGNATURE_BOX.height + 6;
  const signatureX = MARGIN + (CONTENT_WIDTH * 2) / 6 + 8;

  if (signature) {
    const image = await doc.embedPng(signature.png);
    const scale = Math.min(SIGNATURE_BOX.width / image.width, SIGNATURE_BOX.height / image.height);
    sheet.page.drawImage(image, {
      x: signatureX,
      y: signatureTop - 3 - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
    const timeX = signatureX + SIGNATURE_BOX.width + 12;
    sheet.draw('서명일시', timeX, signatureTop - 22, { size: 8, muted: true });
    sheet.draw(`${signature.signedAtText} (KST)`, timeX, signatureTop - 34, { size: 9 });
  }

  sheet.draw(`문서 번호 ${terms.contractId} · 양식 ${String(terms.formVersion)}`, MARGIN, 16, { size: 7, muted: true });
  return saveDocument(doc);
}

/** The visible mark of a contract signed in the app: a blue stamp with the time and the hash of the terms. */
function drawSignedMark(sheet: Sheet, signature: ContractSignatureStamp): void {
  const lines = [
    { text: '전자서명 완료 · 이 계약서는 WFM 앱에서 근로자가 직접 서명하였습니다.', size: 9.5, bold: true },
    ...(sheet.locale === 'en' ? [{ text: 'Signed by the worker in the WFM app.', size: 8, bold: false }] : []),
    { text: `서명일시 ${signature.signedAtText} (KST)`, size: 8.5, bold: false },
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

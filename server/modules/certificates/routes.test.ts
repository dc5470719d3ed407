import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractSummary, ContractYear, PayDocumentYear } from '#contract/api-certificates.ts';
import type { PayStatement } from '#contract/api-pay.ts';
import { SIGNATURE_IMAGE_LIMITS } from '#contract/api-contract.ts';
import { readFileSync } from 'node:fs';
import type { AccountSummary } from '#contract/api-accounts.ts';
import { checkAddress, normalizeAddress } from '#contract/input-rules.ts';
import { SEED_ADMINS, SEED_CONTRACTS, SEED_WORKERS } from '../../seed/seed.ts';
import { SEED_CHOICE_WORKER } from '../../seed/seed-accounts.ts';
import { renderEmploymentContract } from './contract-pdf.ts';
import { renderWithholdingReceipt } from './pay-pdf.ts';
import { cancelAccount, purgeRetainedAccounts } from '../accounts/service.ts';
import { documentIdentity, employerOf, formOneTermsHash, loadContracts, payDocumentFor, sha256Hex } from './service.ts';
import { pdfFonts, pdfImageCount, pdfText } from '../../testing/pdf-tools.ts';
import { signaturePng } from '../../testing/signature-png.ts';
import { errorOf, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let kim: string;
let lee: string;
const KIM_CONTRACT = SEED_CONTRACTS[0].id;
const LEE_CONTRACT = SEED_CONTRACTS[1].id;

beforeAll(async () => {
  kim = (await t.api.login(SEED_WORKERS.kim.phone)).accessToken;
  lee = (await t.api.login(SEED_WORKERS.lee.phone)).accessToken;
});

async function getJson<T>(path: string, token: string): Promise<T> {
  const res = await t.api.get(path, { token });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function getPdf(path: string, token: string, language = 'ko'): Promise<Uint8Array> {
  const res = await t.api.get(path, { token, headers: { 'accept-language': language } });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('cache-control')).toBe('no-store');
  return new Uint8Array(await res.arrayBuffer());
}

const squeeze = (text: string) => text.replace(/\s+/g, '');
const won = (amount: number) => `${amount.toLocaleString('en-US')}원`;
const base64Png = (png: Uint8Array = signaturePng()) => Buffer.from(png).toString('base64');

function sign(id: string, token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.api.post(`/certificates/contracts/${id}/signature`, body, { token, headers });
}

describe('GET /certificates/contracts', () => {
  it('lists the months with the contract in force, up to the current month (2026-11 on the test clock)', async () => {
    const year = await getJson<ContractYear>('/certificates/contracts?year=2026', kim);
    expect(year.months.map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(year.months[0]?.contracts).toEqual([
      expect.objectContaining({
        id: KIM_CONTRACT,
        workerName: '김민준',
        corporationName: '한빛건설(주)',
        projectName: '판교 물류센터 신축공사',
        validFrom: '2026-01-01',
        validTo: null,
        dailyWage: 200_000,
        documentSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        signature: null,
      }),
    ]);
    expect((await getJson<ContractYear>('/certificates/contracts?year=2025', kim)).months).toEqual([]);
  });

  it('answers only the caller: another worker\'s contract is not found, like an unknown or malformed id', async () => {
    for (const id of [LEE_CONTRACT, '0b1e6a52-5d0e-4c7e-9a51-00000000ffff', 'not-a-uuid']) {
      for (const path of [`/certificates/contracts/${id}`, `/certificates/contracts/${id}/pdf`]) {
        const res = await t.api.get(path, { token: kim });
        expect(res.status, path).toBe(404);
        expect((await errorOf(res)).code).toBe('NOT_FOUND');
      }
    }
    const own = await getJson<ContractSummary>(`/certificates/contracts/${LEE_CONTRACT}`, lee);
    expect(own.corporationName).toBe('대성토건(주)');
  });

  it('needs a worker: no token is 401, an admin token 403', async () => {
    expect((await t.api.get('/certificates/contracts?year=2026')).status).toBe(401);
    const admin = SEED_ADMINS.jung;
    const session = await t.api.adminLogin(admin.phone, admin.employeeNumber, 'K001', 'P1001');
    expect((await t.api.get('/certificates/receipts?year=2026', { token: session.accessToken })).status).toBe(403);
    expect((await t.api.get('/certificates/contracts?year=1999', { token: kim })).status).toBe(400);
  });
});

describe('the withholding receipts and payment statements', () => {
  it('statements exist for every month with paid work (this month provisionally); receipts once the pay day came', async () => {
    const statements = await getJson<PayDocumentYear>('/certificates/statements?year=2026', kim);
    const receipts = await getJson<PayDocumentYear>('/certificates/receipts?year=2026', kim);
    expect(statements.months.at(-1)?.month).toBe(11);
    expect(receipts.months.at(-1)?.month).toBe(10);
    expect(statements.months.slice(0, -1)).toEqual(receipts.months);
    const october = await getJson<PayStatement>('/pay/statement?year=2026&month=10', kim);
    expect(receipts.months.at(-1)).toEqual({
      month: 10,
      corporationCode: 'K001',
      corporationName: '한빛건설(주)',
      payDate: '2026-11-10',
      ctWork: october.ctWork,
      amCost: october.amCost,
      amNonTaxable: 0,
      amTax: october.amSoduk + october.amJumin,
      amPay: october.amPay,
    });
  });

  it("lists a worker's contracts with two employers side by side in every month both are in force", async () => {
    const seo = (await t.api.login(SEED_CHOICE_WORKER.phone)).accessToken;
    const contracts = await getJson<ContractYear>('/certificates/contracts?year=2026', seo);
    const names = (month: number) => contracts.months.find((entry) => entry.month === month)?.contracts.map((contract) => contract.corporationName);
    expect(names(2)).toEqual(['한빛건설(주)']);
    for (const month of [3, 6, 10, 11]) expect(names(month), String(month)).toEqual(['한빛건설(주)', '대성토건(주)']);
  });

  it('a worker with two employers has a document from each, and each PDF only its own figures', async () => {
    const seo = (await t.api.login(SEED_CHOICE_WORKER.phone)).accessToken;
    const statements = await getJson<PayDocumentYear>('/certificates/statements?year=2026', seo);
    expect(statements.months.filter((entry) => entry.month === 10).map((entry) => entry.corporationName)).toEqual(['대성토건(주)', '한빛건설(주)']);
    for (const corporationCode of ['K001', 'K002']) {
      const october = await getJson<PayStatement>(`/pay/statement?year=2026&month=10&corporationCode=${corporationCode}`, seo);
      const receipt = squeeze(pdfText(await getPdf(`/certificates/receipts/pdf?year=2026&month=10&corporationCode=${corporationCode}`, seo)));
      expect(receipt).toContain(squeeze(october.corporationName));
      expect(receipt).toContain(won(october.amCost));
      const statement = squeeze(pdfText(await getPdf(`/certificates/statements/pdf?year=2026&month=10&corporationCode=${corporationCode}`, seo)));
      expect(statement).toContain(won(october.amPay));
      expect(statement).toContain('주휴수당');
    }
    // The home project's employer by default.
    const byDefault = squeeze(pdfText(await getPdf('/certificates/statements/pdf?year=2026&month=10', seo)));
    expect(byDefault).toContain(squeeze('대성토건(주)'));
    expect((await t.api.get('/certificates/receipts/pdf?year=2026&month=10&corporationCode=K999', { token: seo })).status).toBe(404);
  });

  it('a month\'s PDFs state the worker, the masked registration number and the server\'s amounts', async () => {
    const october = await getJson<PayStatement>('/pay/statement?year=2026&month=10', kim);
    const receipt = await getPdf('/certificates/receipts/pdf?year=2026&month=10', kim);
    const receiptText = squeeze(pdfText(receipt));
    expect(receiptText).toContain('김민준');
    // The number sign-up stored, masked after its gender digit; never the full number.
    expect(receiptText).toContain('850314-1******');
    expect(receiptText).not.toMatch(/850314-?\d{7}/);
    expect(receiptText).toContain('내국인');
    for (const amount of [october.amCost, october.amSoduk, october.amJumin]) expect(receiptText).toContain(won(amount));
    expect(receipt.byteLength).toBeLessThanOrEqual(100 * 1024);

    const statement = await getPdf('/certificates/statements/pdf?year=2026&month=10', kim, 'en');
    const statementText = squeeze(pdfText(statement));
    expect(statementText).toContain('김민준');
    expect(statementText).toContain('Netpay');
    for (const key of ['amCost', 'amKookmin', 'amMedicare', 'amGonjae', 'amPay'] as const) expect(statementText).toContain(won(october[key]));
    expect(pdfFonts(statement).every((font) => font.embedded && font.subset)).toBe(true);
  });

  it('prints the worker\'s language that Accept-Language asks for beneath the Korean, and says which (Content-Language, Vary)', { timeout: 60_000 }, async () => {
    const path = '/certificates/statements/pdf?year=2026&month=10';
    const cases: [string, string, string[]][] = [
      ['vi', 'vi', ['Bảnglương', 'Thựclĩnh', 'Tổngkhấutrừ']],
      ['vi-VN,vi;q=0.9,en;q=0.5', 'vi', ['Bảnglương']],
      ['zh-Hans', 'zh-Hans', ['工资单', '实发工资', '扣款合计']],
      ['zh-CN,zh;q=0.9', 'zh-Hans', ['工资单']],
      ['en', 'en', ['Paymentstatement', 'Netpay']],
      // Not one of the app's languages: Korean only.
      ['fr-FR', 'ko', []],
    ];
    for (const [asked, language, lines] of cases) {
      const res = await t.api.get(path, { token: kim, headers: { 'accept-language': asked } });
      expect(res.status, asked).toBe(200);
      expect(res.headers.get('content-language'), asked).toBe(language);
      expect(res.headers.get('vary') ?? '', asked).toMatch(/accept-language/i);
      const text = squeeze(pdfText(new Uint8Array(await res.arrayBuffer())));
      expect(text, asked).toContain('임금명세서');
      for (const line of lines) expect(text, asked).toContain(line);
      if (language === 'ko') for (const line of ['Bảnglương', '工资单', 'Paymentstatement']) expect(text, asked).not.toContain(line);
    }
    const receipt = squeeze(pdfText(await getPdf('/certificates/receipts/pdf?year=2026&month=10', kim, 'vi')));
    for (const line of ['원천징수영수증', 'chứngtừkhấutrừthuế', 'Thunhậpchịuthuế']) expect(receipt).toContain(line);
    const contract = await getPdf(`/certificates/contracts/${LEE_CONTRACT}/pdf`, lee, 'zh-Hans');
    expect(contract.byteLength).toBeLessThanOrEqual(100 * 1024);
    expect(pdfFonts(contract).map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['NotoSansSC-Regular', 'Pretendard-Bold', 'Pretendard-Regular']);
    for (const line of ['건설일용근로자표준근로계약서', '建筑业日工标准劳动合同', '合同期限']) expect(squeeze(pdfText(contract))).toContain(line);
  });

  it('?lang= (what the app sends, so its offline copy belongs to one language) wins over Accept-Language; an unknown one is 400', { timeout: 60_000 }, async () => {
    const statement = await t.api.get('/certificates/statements/pdf?year=2026&month=10&lang=vi', { token: kim, headers: { 'accept-language': 'ko' } });
    expect(statement.headers.get('content-language')).toBe('vi');
    expect(squeeze(pdfText(new Uint8Array(await statement.arrayBuffer())))).toContain('Bảnglương');
    const contract = await t.api.get(`/certificates/contracts/${LEE_CONTRACT}/pdf?lang=zh-Hans`, { token: lee, headers: { 'accept-language': 'vi' } });
    expect(contract.headers.get('content-language')).toBe('zh-Hans');
    expect(squeeze(pdfText(new Uint8Array(await contract.arrayBuffer())))).toContain('合同期限');
    for (const path of ['/certificates/statements/pdf?year=2026&month=10&lang=fr', `/certificates/contracts/${LEE_CONTRACT}/pdf?lang=zh-hans`]) {
      const res = await t.api.get(path, { token: path.includes('contracts') ? lee : kim });
      expect(res.status, path).toBe(400);
    }
  });

  it('a month without one is 404 NOT_FOUND: no work, a future month, or a receipt before its pay day', async () => {
    for (const path of [
      '/certificates/statements/pdf?year=2025&month=10',
      '/certificates/receipts/pdf?year=2026&month=12',
      '/certificates/receipts/pdf?year=2026&month=11',
    ]) {
      const res = await t.api.get(path, { token: kim });
      expect(res.status, path).toBe(404);
      expect((await errorOf(res)).code).toBe('NOT_FOUND');
    }
    expect((await t.api.get('/certificates/statements/pdf?year=2026&month=11', { token: kim })).status).toBe(200);
  });
});

describe('POST /certificates/contracts/{id}/signature', () => {
  it('refuses what is not a signature: no agreement, a wrong hash, not a PNG, odd sizes, a huge body', async () => {
    const { documentSha256 } = await getJson<ContractSummary>(`/certificates/contracts/${LEE_CONTRACT}`, lee);
    const cases: [Record<string, unknown>, number, string, Record<string, string>?][] = [
      [{ agreed: false, documentSha256, signaturePng: base64Png() }, 400, 'BAD_REQUEST', { agreed: 'agreeRequired' }],
      [{ documentSha256, signaturePng: base64Png() }, 400, 'BAD_REQUEST', { agreed: 'agreeRequired' }],
      [{ agreed: true, documentSha256: 'a'.repeat(64), signaturePng: base64Png() }, 409, 'CONTRACT_CHANGED'],
      [{ agreed: true, documentSha256, signaturePng: Buffer.from('GIF89a not a png at all, really not').toString('base64') }, 400, 'BAD_REQUEST', { signaturePng: 'image' }],
      [{ agreed: true, documentSha256, signaturePng: base64Png(signaturePng(100, 40)) }, 400, 'BAD_REQUEST', { signaturePng: 'dimensions' }],
      [{ agreed: true, documentSha256, signaturePng: base64Png(signaturePng(1700, 200)) }, 400, 'BAD_REQUEST', { signaturePng: 'dimensions' }],
      [{ agreed: true, documentSha256, signaturePng: 'A'.repeat(SIGNATURE_IMAGE_LIMITS.maxBytes * 2) }, 400, 'BAD_REQUEST', { body: 'tooLarge' }],
      [{ agreed: true, documentSha256, signaturePng: '%%%' }, 400, 'BAD_REQUEST', { signaturePng: 'invalid' }],
    ];
    for (const [body, status, code, fields] of cases) {
      const res = await sign(LEE_CONTRACT, lee, body);
      const error = await errorOf(res);
      expect([res.status, error.code], JSON.stringify(body).slice(0, 120)).toEqual([status, code]);
      if (fields) expect(error.fields).toEqual(fields);
    }
    // A corrupt PNG with a valid header: refused, not a 500.
    const corrupt = signaturePng();
    corrupt.fill(7, 40, 200);
    expect((await errorOf(await sign(LEE_CONTRACT, lee, { agreed: true, documentSha256, signaturePng: base64Png(corrupt) }))).fields).toEqual({ signaturePng: 'image' });
    // Nothing was recorded.
    expect((await getJson<ContractSummary>(`/certificates/contracts/${LEE_CONTRACT}`, lee)).signature).toBeNull();
  });

  it('nobody signs another worker\'s contract', async () => {
    const { documentSha256 } = await getJson<ContractSummary>(`/certificates/contracts/${LEE_CONTRACT}`, lee);
    const res = await sign(LEE_CONTRACT, kim, { agreed: true, documentSha256, signaturePng: base64Png() });
    expect(res.status).toBe(404);
    const noXsrf = await t.api.request('POST', `/v1/mobile/wfm/certificates/contracts/${LEE_CONTRACT}/signature`, {
      token: lee,
      xsrf: false,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ agreed: true, documentSha256, signaturePng: base64Png() }),
    });
    expect(noXsrf.status).toBe(403);
  });

  it('signs once: a larger-than-64 KB image is accepted, the signed PDF carries it, and a second signature is 409', async () => {
    const before = await getJson<ContractSummary>(`/certificates/contracts/${KIM_CONTRACT}`, kim);
    const png = signaturePng(150, 100, { speckled: true });
    // More than the API's usual 64 KB body limit; this call has its own.
    expect(base64Png(png).length).toBeGreaterThan(64 * 1024);
    expect(png.byteLength).toBeLessThanOrEqual(SIGNATURE_IMAGE_LIMITS.maxBytes);
    const res = await sign(KIM_CONTRACT, kim, { agreed: true, documentSha256: before.documentSha256, signaturePng: base64Png(png) }, { 'accept-language': 'en' });
    expect(res.status).toBe(201);
    const signed = (await res.json()) as ContractSummary;
    expect(signed.signature).toEqual({ signedAt: '2026-11-20T10:00:00+09:00', changedSinceSigning: false });
    expect(await getJson<ContractSummary>(`/certificates/contracts/${KIM_CONTRACT}`, kim)).toEqual(signed);

    const pdf = await getPdf(`/certificates/contracts/${KIM_CONTRACT}/pdf`, kim);
    // Signed in English: read in English, it is the stored document too.
    expect(Buffer.from(await getPdf(`/certificates/contracts/${KIM_CONTRACT}/pdf`, kim, 'en')).equals(pdf)).toBe(true);
    const text = squeeze(pdfText(pdf));
    expect(text).toContain('전자서명완료');
    expect(text).toContain('SignedbytheworkerintheWFMapp');
    expect(text).toContain('2026-11-2010:00(KST)');
    expect(text).toContain(before.documentSha256);
    expect(pdfImageCount(pdf)).toBeGreaterThanOrEqual(1);
    expect(pdf.byteLength).toBeLessThanOrEqual(100 * 1024);

    const again = await sign(KIM_CONTRACT, kim, { agreed: true, documentSha256: before.documentSha256, signaturePng: base64Png() });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('CONTRACT_SIGNED');
    const year = await getJson<ContractYear>('/certificates/contracts?year=2026', kim);
    expect(year.months.every((month) => month.contracts.every((contract) => contract.signature !== null))).toBe(true);
  });

  it('a later change to the signed contract is detectable, and the signed document stays as signed', async () => {
    await t.db.updateTable('employment_contracts').set({ daily_wage: 250_000 }).where('id', '=', KIM_CONTRACT).execute();
    try {
      const summary = await getJson<ContractSummary>(`/certificates/contracts/${KIM_CONTRACT}`, kim);
      expect(summary.signature?.changedSinceSigning).toBe(true);
      const text = squeeze(pdfText(await getPdf(`/certificates/contracts/${KIM_CONTRACT}/pdf`, kim)));
      expect(text).toContain(won(200_000));
      expect(text).not.toContain(won(250_000));
    } finally {
      await t.db.updateTable('employment_contracts').set({ daily_wage: 200_000 }).where('id', '=', KIM_CONTRACT).execute();
    }
    expect((await getJson<ContractSummary>(`/certificates/contracts/${KIM_CONTRACT}`, kim)).signature?.changedSinceSigning).toBe(false);
  });

  it('a stored signed document altered afterwards is refused, not served', async () => {
    const row = await t.db.selectFrom('contract_signatures').select('signed_pdf').where('contract_id', '=', KIM_CONTRACT).executeTakeFirstOrThrow();
    const altered = new Uint8Array(row.signed_pdf);
    altered[altered.length - 10] = (altered[altered.length - 10] ?? 0) ^ 0xff;
    await t.db.updateTable('contract_signatures').set({ signed_pdf: altered }).where('contract_id', '=', KIM_CONTRACT).execute();
    try {
      expect((await t.api.get(`/certificates/contracts/${KIM_CONTRACT}/pdf`, { token: kim })).status).toBe(500);
    } finally {
      await t.db.updateTable('contract_signatures').set({ signed_pdf: row.signed_pdf }).where('contract_id', '=', KIM_CONTRACT).execute();
    }
  });
});

describe('a contract signed in Korean, read in another language', () => {
  const MOON_CONTRACT = SEED_CONTRACTS[7].id;
  let moon: string;
  beforeAll(async () => {
    moon = (await t.api.login(SEED_WORKERS.moon.phone)).accessToken;
  });
  const stored = async () =>
    new Uint8Array((await t.db.selectFrom('contract_signatures').select('signed_pdf').where('contract_id', '=', MOON_CONTRACT).executeTakeFirstOrThrow()).signed_pdf);

  it('carries the English lines beneath the Korean text signed; in Korean it is the stored document, byte for byte', { timeout: 30_000 }, async () => {
    const { documentSha256 } = await getJson<ContractSummary>(`/certificates/contracts/${MOON_CONTRACT}`, moon);
    expect((await sign(MOON_CONTRACT, moon, { agreed: true, documentSha256, signaturePng: base64Png() }, { 'accept-language': 'ko' })).status).toBe(201);
    const signed = await stored();

    const korean = await getPdf(`/certificates/contracts/${MOON_CONTRACT}/pdf`, moon, 'ko');
    expect(Buffer.from(korean).equals(signed)).toBe(true);
    expect(squeeze(pdfText(korean))).not.toContain('Contractperiod');

    const english = await getPdf(`/certificates/contracts/${MOON_CONTRACT}/pdf`, moon, 'en-US,en;q=0.9');
    const text = squeeze(pdfText(english));
    for (const line of ['Standardemploymentcontractforconstructiondayworkers', 'Contractperiod', 'Workinghours', 'Dutytoperform', 'SignedbytheworkerintheWFMapp.']) {
      expect(text).toContain(line);
    }
    // The Korean as signed, with the signing time, the signature and the hash of the terms signed.
    for (const line of ['건설일용근로자표준근로계약서', '1.근로계약기간', '전자서명완료', '서명일시2026-11-2010:00(KST)', `일급:${won(200_000)}`, '대표이사최한빛(인)', documentSha256]) {
      expect(text).toContain(squeeze(line));
    }
    expect(pdfImageCount(english)).toBe(pdfImageCount(signed));
    // The stored record is untouched by the reading.
    expect(Buffer.from(await stored()).equals(signed)).toBe(true);
  });

  it('read in Chinese or Vietnamese, carries that language\'s lines beneath the Korean text signed', { timeout: 30_000 }, async () => {
    const signed = await stored();
    for (const [language, lines] of [
      ['zh-Hans', ['建筑业日工标准劳动合同', '合同期限', '劳动者已在WFM应用中亲自签名。']],
      ['vi', ['Hợpđồnglaođộngmẫu', 'Thờihạnhợpđồng', 'NgườilaođộngđãtựkýtrongứngdụngWFM.']],
    ] as const) {
      const pdf = await getPdf(`/certificates/contracts/${MOON_CONTRACT}/pdf`, moon, language);
      expect(Buffer.from(pdf).equals(signed), language).toBe(false);
      const text = squeeze(pdfText(pdf));
      for (const line of [...lines, '서명일시2026-11-2010:00(KST)', '대표이사최한빛(인)']) expect(text, language).toContain(line);
      expect(pdf.byteLength).toBeLessThanOrEqual(100 * 1024);
    }
  });

  it('is the stored document when what it prints changed since the signing (here the employer\'s signer, not a term)', { timeout: 30_000 }, async () => {
    const corporation = await t.db.selectFrom('corporations').select(['code', 'signer_name']).where('code', '=', 'K001').executeTakeFirstOrThrow();
    await t.db.updateTable('corporations').set({ signer_name: '다른대표' }).where('code', '=', corporation.code).execute();
    try {
      const english = await getPdf(`/certificates/contracts/${MOON_CONTRACT}/pdf`, moon, 'en');
      expect(Buffer.from(english).equals(await stored())).toBe(true);
      expect(squeeze(pdfText(english))).toContain('대표이사최한빛(인)');
    } finally {
      await t.db.updateTable('corporations').set({ signer_name: corporation.signer_name }).where('code', '=', corporation.code).execute();
    }
  });
});

describe('a contract signed in Vietnamese', () => {
  const KANG_CONTRACT = SEED_CONTRACTS[5].id;

  it('is the stored document in Vietnamese; read in Chinese it carries the Chinese lines instead, the Korean as signed', { timeout: 30_000 }, async () => {
    const kang = (await t.api.login(SEED_WORKERS.kang.phone)).accessToken;
    const { documentSha256 } = await getJson<ContractSummary>(`/certificates/contracts/${KANG_CONTRACT}`, kang);
    expect((await sign(KANG_CONTRACT, kang, { agreed: true, documentSha256, signaturePng: base64Png() }, { 'accept-language': 'vi' })).status).toBe(201);
    const signed = new Uint8Array(
      (await t.db.selectFrom('contract_signatures').select('signed_pdf').where('contract_id', '=', KANG_CONTRACT).executeTakeFirstOrThrow()).signed_pdf,
    );
    expect(squeeze(pdfText(signed))).toContain('NgườilaođộngđãtựkýtrongứngdụngWFM.');
    for (const language of ['vi', 'ko']) expect(Buffer.from(await getPdf(`/certificates/contracts/${KANG_CONTRACT}/pdf`, kang, language)).equals(signed), language).toBe(true);
    const chinese = squeeze(pdfText(await getPdf(`/certificates/contracts/${KANG_CONTRACT}/pdf`, kang, 'zh-Hans')));
    expect(chinese).toContain('劳动者已在WFM应用中亲自签名。');
    expect(chinese).toContain('전자서명완료');
    expect(chinese).not.toContain('Ngườilaođộng');
  });
});

describe('form 2: the worker\'s address and both parties\' signatures (decision 058)', () => {
  const HAN_CONTRACT = SEED_CONTRACTS[4].id;
  const ADDRESS = '서울특별시 중구 세종대로 110, 3층';
  let han: string;
  beforeAll(async () => {
    han = (await t.api.login(SEED_WORKERS.han.phone)).accessToken;
  });
  const setAddress = (address: string) =>
    t.api.request('PUT', '/v1/mobile/wfm/account/address', { token: han, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address }) });

  it('refuses to sign without an address on the account (409 ADDRESS_REQUIRED), then signs once it is given', async () => {
    const before = await getJson<ContractSummary>(`/certificates/contracts/${HAN_CONTRACT}`, han);
    expect(before).toMatchObject({ workerAddress: null, signature: null });
    const preview = squeeze(pdfText(await getPdf(`/certificates/contracts/${HAN_CONTRACT}/pdf`, han)));
    // The preview prints a dash for the missing address, and the employer's side already signed.
    expect(preview).toContain('주소-');
    expect(preview).toContain('대표이사최한빛(인)');
    expect(preview).toContain('발급일시2025-12-2909:00(KST)');

    const refused = await sign(HAN_CONTRACT, han, { agreed: true, documentSha256: before.documentSha256, signaturePng: base64Png() });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('ADDRESS_REQUIRED');
    expect(await t.db.selectFrom('contract_signatures').select('contract_id').where('contract_id', '=', HAN_CONTRACT).execute()).toEqual([]);

    expect((await setAddress(ADDRESS)).status).toBe(200);
    const withAddress = await getJson<ContractSummary>(`/certificates/contracts/${HAN_CONTRACT}`, han);
    expect(withAddress.workerAddress).toBe(ADDRESS);
    // The address is a term: the contract shown before is not the one to sign now.
    expect(withAddress.documentSha256).not.toBe(before.documentSha256);
    const stale = await sign(HAN_CONTRACT, han, { agreed: true, documentSha256: before.documentSha256, signaturePng: base64Png() });
    expect((await errorOf(stale)).code).toBe('CONTRACT_CHANGED');

    const res = await sign(HAN_CONTRACT, han, { agreed: true, documentSha256: withAddress.documentSha256, signaturePng: base64Png() }, { 'accept-language': 'en' });
    expect(res.status).toBe(201);
    const signed = await getPdf(`/certificates/contracts/${HAN_CONTRACT}/pdf`, han);
    const text = squeeze(pdfText(signed));
    for (const expected of [
      `주소${ADDRESS}`,
      '한지민',
      '10.근로계약,취업규칙등의성실한',
      '사업주와근로자는각자가근로계약,취업규칙,단체협약을지키고성실하게이행하여야함',
      `일급:${won(200_000)}(통상시급${won(25_000)}=일급÷1일소정근로시간8시간)`,
      '·연장·야간·휴일근로가산수당:통상시급의50%(휴일8시간초과100%)',
      `·주휴수당:주소정근로일개근시(8시간×통상시급=${won(200_000)})`,
      '매주월·화·수·목·금요일근무(주5일),주휴일:매주일요일',
      '임금지급일:매월10일',
      '대표이사최한빛(인)',
      '발급일시2025-12-2909:00(KST)',
      '서명일시2026-11-2010:00(KST)',
      'Dutytoperform',
      '양식2',
    ]) {
      expect(text).toContain(squeeze(expected));
    }
    expect(text).not.toContain('없음/기타급여(제수당등):없음');
    // The seal and the worker's signature.
    expect(pdfImageCount(signed)).toBe(2);
    expect(signed.byteLength).toBeLessThanOrEqual(100 * 1024);
    const row = await t.db.selectFrom('contract_signatures').select(['form_version', 'worker_address']).where('contract_id', '=', HAN_CONTRACT).executeTakeFirstOrThrow();
    expect(row).toEqual({ form_version: 2, worker_address: ADDRESS });
  });

  it('a worker who moves after signing changes no signed contract: it keeps the address it was signed with', async () => {
    expect((await setAddress('부산광역시 해운대구 센텀중앙로 79, 1101호')).status).toBe(200);
    const summary = await getJson<ContractSummary>(`/certificates/contracts/${HAN_CONTRACT}`, han);
    expect(summary.workerAddress).toBe(ADDRESS);
    expect(summary.signature?.changedSinceSigning).toBe(false);
    const account = (await (await t.api.get('/account', { token: han })).json()) as AccountSummary;
    expect(account.address).toBe('부산광역시 해운대구 센텀중앙로 79, 1101호');
    expect(squeeze(pdfText(await getPdf(`/certificates/contracts/${HAN_CONTRACT}/pdf`, han)))).toContain(squeeze(ADDRESS));
    // A printed term that did change is still detected.
    await t.db.updateTable('employment_contracts').set({ premiums_apply: false }).where('id', '=', HAN_CONTRACT).execute();
    try {
      expect((await getJson<ContractSummary>(`/certificates/contracts/${HAN_CONTRACT}`, han)).signature?.changedSinceSigning).toBe(true);
    } finally {
      await t.db.updateTable('employment_contracts').set({ premiums_apply: true }).where('id', '=', HAN_CONTRACT).execute();
    }
  });

  it('a contract signed under form 1 stays signed as it was: compared with what form 1 stated, not with form 2\'s new lines', async () => {
    const choiId = SEED_WORKERS.choi.id;
    const choiContract = SEED_CONTRACTS[3].id;
    const choiRow = await t.db.selectFrom('users').selectAll().where('id', '=', choiId).executeTakeFirstOrThrow();
    const record = (await loadContracts(t.db, choiRow)).find((contract) => contract.terms.contractId === choiContract);
    if (!record) throw new Error('choi has a contract');
    // As a form-1 server recorded it before migration 009 (form_version 1, no address).
    const pdf = new Uint8Array(readFileSync(new URL('../../../tests/fixtures/certificates/contract-page1.png', import.meta.url)));
    await t.db
      .insertInto('contract_signatures')
      .values({
        contract_id: choiContract,
        user_id: choiId,
        signed_at: new Date('2026-06-01T01:00:00Z'),
        document_sha256: formOneTermsHash(record.terms),
        signature_png: signaturePng(),
        signed_pdf: pdf,
        signed_pdf_sha256: sha256Hex(pdf),
        client_address: '127.0.0.1',
        user_agent: null,
        form_version: 1,
      })
      .execute();
    const choi = (await t.api.login(SEED_WORKERS.choi.phone)).accessToken;
    const summary = await getJson<ContractSummary>(`/certificates/contracts/${choiContract}`, choi);
    expect(summary.signature).toEqual({ signedAt: '2026-06-01T10:00:00+09:00', changedSinceSigning: false });
    // Form 1 printed the daily wage: changing it is a change; form 2's new terms (premiums) are not.
    await t.db.updateTable('employment_contracts').set({ premiums_apply: false }).where('id', '=', choiContract).execute();
    expect((await getJson<ContractSummary>(`/certificates/contracts/${choiContract}`, choi)).signature?.changedSinceSigning).toBe(false);
    await t.db.updateTable('employment_contracts').set({ daily_wage: 230_000 }).where('id', '=', choiContract).execute();
    expect((await getJson<ContractSummary>(`/certificates/contracts/${choiContract}`, choi)).signature?.changedSinceSigning).toBe(true);
  });

  it('prints any address the rules accept, within 100 KB (in Chinese, the largest documents)', { timeout: 90_000 }, async () => {
    const naughty = (JSON.parse(readFileSync(new URL('../../../tests/fixtures/naughty-strings.json', import.meta.url), 'utf8')) as { strings: string[] }).strings;
    const accepted = naughty.filter((value) => checkAddress(value) === null);
    expect(accepted.length).toBeGreaterThan(10);
    // Every 8th of them: each document takes a few hundred milliseconds.
    const sample = accepted.filter((_, i) => i % 8 === 0);
    const yoon = await t.db.selectFrom('users').selectAll().where('id', '=', SEED_WORKERS.yoon.id).executeTakeFirstOrThrow();
    for (const address of [...sample, '서울특별시 중구 세종대로 110 🏠', '東京都 千代田区 1-1', 'ул. Тверская, 1, Москва', '가'.repeat(200)]) {
      const [record] = await loadContracts(t.db, { ...yoon, address: normalizeAddress(address) });
      if (!record) throw new Error('yoon has a contract');
      const pdf = await renderEmploymentContract(record.terms, { language: 'zh-Hans', documentSha256: record.documentSha256, employerSignature: record.employerSignature });
      expect(pdf.byteLength, address).toBeLessThanOrEqual(100 * 1024);
    }
  });
});

describe('a cancelled, then anonymised, worker\'s kept documents', () => {
  it('print a dash for the freed phone, keep the contract hash, and the receipt still renders', async () => {
    const userRow = () => t.db.selectFrom('users').selectAll().where('id', '=', SEED_WORKERS.lee.id).executeTakeFirstOrThrow();
    const [before] = await loadContracts(t.db, await userRow());
    if (!before) throw new Error('lee has a contract');
    expect(before.terms.worker.phone).toMatch(/^010-\d{4}-\d{4}$/);

    await cancelAccount(t.db, SEED_WORKERS.lee.id, new Date('2026-11-20T01:00:00Z'));
    const cancelled = await userRow();
    const [after] = await loadContracts(t.db, cancelled);
    expect(after?.terms.worker.phone).toBeNull();
    // The phone is a contact detail, not a term (decision 024): the contract is the same contract.
    expect(after?.documentSha256).toBe(before.documentSha256);
    if (!after) throw new Error('the contract is kept');
    const contract = squeeze(
      pdfText(await renderEmploymentContract(after.terms, { language: 'ko', documentSha256: after.documentSha256, employerSignature: after.employerSignature })),
    );
    expect(contract).toContain(`연락처-`);
    expect(documentIdentity(cancelled)).toMatchObject({ registrationNumberMasked: expect.stringMatching(/^\d{6}-[1-8]\*{6}$/) as unknown, nationality: 'korean' });

    // Five years and a day later the hourly job anonymises the row; its documents still render.
    expect(await purgeRetainedAccounts(t.db, new Date('2031-11-22T01:00:00Z'))).toBe(1);
    const anonymous = await userRow();
    expect(documentIdentity(anonymous)).toEqual({ registrationNumberMasked: expect.stringMatching(/^\d{6}-\*{7}$/) as unknown, nationality: null });
    const found = await payDocumentFor(t.db, anonymous, 'receipt', { year: 2026, month: 10 }, new Date('2026-11-20T10:00:00+09:00'));
    if ('missing' in found) throw new Error(`lee has an October receipt: ${found.missing}`);
    const receipt = await renderWithholdingReceipt({
      statement: found.statement,
      employer: await employerOf(t.db, found.statement.corporationCode),
      workedDays: [],
      language: 'ko',
      ...documentIdentity(anonymous),
      issuedOn: found.statement.payDate,
    });
    const receiptText = squeeze(pdfText(receipt));
    expect(receiptText).toContain('(deleted)');
    expect(receiptText).toContain('내·외국인-');
  });
});

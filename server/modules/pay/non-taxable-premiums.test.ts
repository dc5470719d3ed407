/**
 * Non-taxable premiums (issue 30, decision 093), end to end through the API: an employer the operator
 * configured for them has its workers' overtime, night and holiday premiums left out of income tax in
 * a month whose pay without them is within 2,100,000 won; the statement, the receipt list, both PDFs
 * and the office's month say so; the insurance keeps the whole pay. Off by default. And a statement
 * issued by the release before the field was added is served with it.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayStatement } from '#contract/api-pay.ts';
import type { PayDocumentYear } from '#contract/api-certificates.ts';
import type { OfficeMonth } from '#contract/api-office.ts';
import { SEED_OFFICES, SEED_WORKERS } from '../../seed/seed.ts';
import { pdfText } from '../../testing/pdf-tools.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { setCorporation } from '../../operator/commands.ts';

const t = useTestApp();
const id = randomUUID();
let token: string;

async function get<T>(path: string, bearer = token): Promise<T> {
  const res = await t.api.get(path, { token: bearer });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const october = () => get<PayStatement>('/pay/statement?year=2026&month=10');
const squeeze = (text: string) => text.replace(/\s+/g, ' ');
async function pdf(path: string): Promise<string> {
  const res = await t.api.get(path, { token });
  expect(res.status, path).toBe(200);
  return squeeze(pdfText(new Uint8Array(await res.arrayBuffer())));
}

beforeAll(async () => {
  const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('id', '=', SEED_WORKERS.kim.id).executeTakeFirstOrThrow();
  await t.db
    .insertInto('users')
    .values({ id, phone: '01077776666', name: '최비과', password_hash, yn_convert_password: 'Y', home_project_code: 'P2001', birth_date: '1980-05-05' })
    .execute();
  await t.db.insertInto('employment_contracts').values({ id: randomUUID(), user_id: id, project_code: 'P2001', daily_wage: 150_000, valid_from: '2026-10-01' }).execute();
  const event = (type: 'BeginWork' | 'EndWork', at: string) => ({ id: randomUUID(), user_id: id, project_code: 'P2001', type, occurred_at: new Date(`${at}+09:00`) });
  // Monday 5 October (substitute holiday of 개천절) to Friday 9 (한글날), and 12 to 14: two public holidays worked.
  await t.db
    .insertInto('attendance_events')
    .values([5, 6, 7, 8, 9, 12, 13, 14].flatMap((day) => [event('BeginWork', `2026-10-${String(day).padStart(2, '0')}T08:00:00`), event('EndWork', `2026-10-${String(day).padStart(2, '0')}T17:00:00`)]))
    .execute();
  token = (await t.api.login('010-7777-6666')).accessToken;
});

describe('non-taxable premiums', () => {
  it('are off by default: the holiday premiums are taxed', async () => {
    // (375,000 − 150,000) × 2.7 % = 6,075 → 6,070 on each of the two holidays.
    expect(await october()).toMatchObject({ amCost: 1_800_000, amNonTaxable: 0, amSoduk: 12_140, amJumin: 1_210 });
  });

  it("once on for the employer, leave the month's premiums untaxed; the statement, the receipts, both PDFs and the office say so", async () => {
    const before = await october();
    expect(await setCorporation(t.db, { code: 'K002', nonTaxablePremiums: 'on' })).toContain('non-taxable premiums on');
    const after = await october();
    // The two holidays' premiums (2 × 8 h × 28,125 = 450,000); the fixed pay 1,350,000 is within 2,100,000.
    // Each holiday is taxed on 375,000 − 225,000 = 150,000: nothing.
    expect(after).toMatchObject({ amCost: 1_800_000, amNonTaxable: 450_000, amSoduk: 0, amJumin: 0 });
    expect(after.lines.filter((line) => line.kind === 'holiday').reduce((sum, line) => sum + line.amount, 0)).toBe(after.amNonTaxable);
    for (const key of ['amKookmin', 'amMedicare', 'amSilver', 'amGoyong'] as const) expect(after[key], key).toBe(before[key]);
    expect(after.amPay).toBe(after.amCost - after.amGonjae);

    const receipts = await get<PayDocumentYear>('/certificates/receipts?year=2026');
    expect(receipts.months.find((month) => month.month === 10 && month.corporationCode === 'K002')).toMatchObject({ amCost: 1_800_000, amNonTaxable: 450_000, amTax: 0 });
    // The receipt: taxable income and non-taxable apart.
    const receipt = await pdf('/certificates/receipts/pdf?year=2026&month=10&corporationCode=K002');
    expect(receipt).toContain('1,350,000원 450,000원');
    // The statement: the non-taxable part under the total, and the tax rule that left it out.
    const statement = await pdf('/certificates/statements/pdf?year=2026&month=10&corporationCode=K002');
    expect(statement).toContain('그중 비과세 (연장·야간·휴일근로수당) 450,000원');
    expect(statement).toContain('(일 지급액 − 비과세 수당 − 150,000원)');

    const office = (await t.api.officeLogin(SEED_OFFICES.yoon.phone, SEED_OFFICES.yoon.employeeNumber, 'K002')).accessToken;
    const month = await get<OfficeMonth>('/office/month?year=2026&month=10', office);
    expect(month.nonTaxablePremiums).toBe(2_100_000);
    expect(month.total.amNonTaxable).toBeGreaterThanOrEqual(450_000);
    expect(month.sites.reduce((sum, site) => sum + site.figures.amNonTaxable, 0)).toBe(month.total.amNonTaxable);
    expect(await setCorporation(t.db, { code: 'K002', nonTaxablePremiums: 'off' })).toContain('non-taxable premiums off');
    expect(await october()).toMatchObject({ amNonTaxable: 0, amSoduk: 12_140 });
    await expect(setCorporation(t.db, { code: 'K002', nonTaxablePremiums: 'yes' })).rejects.toThrow('--non-taxable-premiums must be on or off');
    await expect(setCorporation(t.db, { code: 'K999', nonTaxablePremiums: 'on' })).rejects.toThrow('no employer has the code K999');

    await setCorporation(t.db, { code: 'K002', nonTaxablePremiums: 'on' });
    // The 근로내용확인신고 of the closed month: 국세청's taxable and non-taxable income apart; the insurance's 보수 whole.
    const closed = await t.api.post('/office/month/close', { year: 2026, month: 10, acceptWarnings: true }, { token: office });
    expect(closed.status, await closed.clone().text()).toBe(200);
    const report = await t.api.get('/office/files/employmentReport?year=2026&month=10&format=csv', { token: office });
    const row = (await report.text()).split('\r\n').find((line) => line.split(',')[1] === '최비과')?.split(',') ?? [];
    expect(row.slice(44, 46)).toEqual(['1800000', '1800000']);
    expect(row.slice(51)).toEqual(['1350000', '450000', '0', '0']);

    // Issued, the month keeps what it said whatever the setting becomes.
    await setCorporation(t.db, { code: 'K002', nonTaxablePremiums: 'off' });
    expect(await october()).toMatchObject({ amNonTaxable: 450_000, amSoduk: 0, issue: { version: 1 } });
  });

  it('serves a statement the release before this field issued (shape 1) with nothing exempt, and its PDF', async () => {
    // The issued October as the release before wrote it: no amNonTaxable, shape 1.
    const { amNonTaxable: _added, ...shapeOne } = await october();
    await t.db.updateTable('pay_statement_versions').set({ statement: JSON.stringify(shapeOne), schema_version: 1 }).where('user_id', '=', id).execute();
    const served = await october();
    expect(served).toMatchObject({ amCost: shapeOne.amCost, amNonTaxable: 0, amSoduk: shapeOne.amSoduk, issue: { version: 1 } });
    expect(await pdf('/certificates/receipts/pdf?year=2026&month=10&corporationCode=K002')).toContain('1,800,000원 0원');
  });
});

/**
 * The payroll office's month (/office, issue 34) against the fake API: the month before this one by
 * default, its figures by site and in total with the employer's share and its rates, the workers, the
 * checks; the close refused on the phone while a blocker stands or the warnings are not accepted, then
 * made and shown closed; the server's refusal said; another month from the address; a site admin or
 * a worker kept out; in English and Korean.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmployerShare, MonthClosing, MonthFigures, OfficeMonth } from '#contract/api-office.ts';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const NOW = '2026-11-05T09:00:00+09:00';

// The hand-over to the phone or computer is deliver-file.ts's (tested there); here, what it is given.
const deliver = vi.hoisted(() => ({ deliverFile: vi.fn(async (_blob: Blob, _name: string, _title: string) => 'downloaded' as const) }));
vi.mock('@/platform/files/deliver-file', () => deliver);
afterEach(() => deliver.deliverFile.mockClear());
const SHARE: EmployerShare = { pension: 190_000, health: 143_800, longTermCare: 18_890, unemployment: 36_000, jobStability: 10_000, industrialAccident: 142_400, mutualAid: 130_000, total: 671_090 };

function figures(overrides: Partial<MonthFigures> = {}): MonthFigures {
  return {
    workers: 1,
    workDays: 20,
    hours: { regular: 9600, overtime: 120, night: 0, holiday: 0 },
    gross: [
      { kind: 'base', amount: 4_000_000 },
      { kind: 'overtime', amount: 75_000 },
    ],
    amCost: 4_075_000,
    amNonTaxable: 0,
    amSoduk: 27_000,
    amJumin: 2_700,
    amKookmin: 193_560,
    amMedicare: 146_490,
    amSilver: 19_240,
    amGoyong: 36_670,
    amEtc: 0,
    amGonjae: 425_660,
    amPay: 3_649_340,
    employer: SHARE,
    ...overrides,
  };
}

const OCTOBER: OfficeMonth = {
  year: 2026,
  month: 10,
  corporationCode: 'K001',
  corporationName: '한빛건설(주)',
  sizeClass: 'under150',
  nonTaxablePremiums: null,
  state: 'ended',
  rates: { pension: 4750, health: 3595, longTermCare: '0.9448/7.19', unemployment: 900, jobStability: 250, industrialAccident: 3560, mutualAidDaily: 6500 },
  total: figures({ workers: 2, workDays: 40, amCost: 8_150_000, amPay: 7_298_680 }),
  sites: [
    { siteCode: 'P1001', siteName: '판교 물류센터', figures: figures() },
    { siteCode: 'P1002', siteName: '광교 오피스텔', figures: figures() },
  ],
  workers: [
    { userId: 'u1', name: '김민준', siteCode: 'P1001', workDays: 20, amCost: 4_075_000, amGonjae: 425_660, amPay: 3_649_340, employerTotal: 671_090, version: 1 },
    { userId: 'u2', name: '이서연', siteCode: 'P1002', workDays: 20, amCost: 4_075_000, amGonjae: 425_660, amPay: 3_649_340, employerTotal: 671_090, version: null },
  ],
  checks: [
    { kind: 'noEnd', userId: 'u1', name: '김민준', date: '20261013' },
    { kind: 'unsignedContract', userId: 'u2', name: '이서연', date: null },
  ],
  closing: null,
  reportCodes: [],
};

const CLOSING: MonthClosing = { closedAt: '2026-11-05T09:00:00+09:00', closedBy: '박급여', totals: { workers: 2, amCost: 8_150_000, amGonjae: 851_320, amPay: 7_298_680 }, changedSince: false, acceptedWarnings: 1 };
const CLOSED: OfficeMonth = { ...OCTOBER, state: 'closed', checks: [{ kind: 'unsignedContract', userId: 'u2', name: '이서연', date: null }], closing: CLOSING };

async function openOffice(language: 'en' | 'ko' = 'en', url = '/office') {
  await renderScreen(url, { session: 'office', language, now: NOW });
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Payroll office' : '급여 담당' });
}

const region = (name: string) => screen.getByRole('region', { name });
const press = async (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('the payroll office (English)', () => {
  it("opens on last month: the employer, the sites and the total, the items, the deductions, the employer's share with its rates, the workers, the checks", async () => {
    const api = fakeApi();
    api.answer('GET office/month', OCTOBER);
    await openOffice();
    await screen.findByText('한빛건설(주)');
    expect(Object.fromEntries(api.lastRequest('GET office/month').query)).toEqual({ year: '2026', month: '10' });
    expect(screen.getByRole('heading', { level: 2, name: 'October 2026' })).toBeTruthy();
    const bySite = within(region('By site'));
    expect(bySite.getAllByRole('row').map((row) => row.textContent)).toEqual([
      "SiteWorkersWork daysGross payDeductionsNet payEmployer's share",
      '판교 물류센터120₩4,075,000₩425,660₩3,649,340₩671,090',
      '광교 오피스텔120₩4,075,000₩425,660₩3,649,340₩671,090',
      'Total240₩8,150,000₩425,660₩7,298,680₩671,090',
    ]);
    expect(within(region('Gross pay by item')).getByRole('row', { name: 'Daily wages ₩4,000,000' })).toBeTruthy();
    expect(within(region('Gross pay by item')).getByRole('row', { name: 'Overtime pay ₩75,000' })).toBeTruthy();
    expect(within(region('Gross pay by item')).queryByRole('row', { name: /non-taxable/ })).toBeNull();
    expect(within(region('Gross pay by item')).getByText(/^Overtime, night and holiday premiums are taxed/)).toBeTruthy();
    expect(within(region('Deductions')).getByRole('row', { name: 'Income tax ₩27,000' })).toBeTruthy();
    const share = within(region("Employer's share"));
    expect(share.getByRole('row', { name: 'National pension 4.75% ₩190,000' })).toBeTruthy();
    expect(share.getByRole('row', { name: 'Long-term care insurance health × 0.9448/7.19 ₩18,890' })).toBeTruthy();
    expect(share.getByRole('row', { name: 'Employment insurance (job stability and training) 0.25% ₩10,000' })).toBeTruthy();
    expect(share.getByRole('row', { name: 'Industrial accident insurance 3.56% ₩142,400' })).toBeTruthy();
    expect(share.getByRole('row', { name: 'Retirement mutual aid ₩6,500 a work day ₩130,000' })).toBeTruthy();
    expect(within(region('Hours')).getAllByRole('row').map((row) => row.textContent)).toEqual(['Regular160h 0m', 'Overtime2h 0m', 'Night0h 0m', 'Holiday0h 0m']);
    expect(within(region('Workers')).getAllByRole('row').map((row) => row.lastChild?.textContent)).toEqual(['Statement', 'Version 1', 'Not issued']);
    expect(within(region('Blocks the close')).getByRole('listitem').textContent).toBe('김민준: October 13 has a start of work and no end.');
    expect(within(region('Warnings')).getByRole('listitem').textContent).toBe('이서연: the employment contract is not signed.');
  });

  it('refuses the close on the phone while a blocker stands and until the warnings are accepted, then closes and shows it closed', async () => {
    const api = fakeApi();
    api.answer('GET office/month', OCTOBER);
    await openOffice();
    await screen.findByText('한빛건설(주)');
    await press('Close the month');
    expect(within(region('Close the month')).getByRole('alert').textContent).toBe('Something still blocks the close. Settle what is listed, then close the month.');
    expect(api.callsTo('POST office/month/close')).toBe(0);

    // The blocker settled (the month loaded again): now the warnings stand until the box is ticked.
    api.forget('GET office/month');
    api.answer('GET office/month', { ...OCTOBER, checks: CLOSED.checks });
    api.answer('POST office/month/close', CLOSED);
    api.answer('GET office/files/audit', { entries: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByRole('heading', { level: 2, name: 'September 2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('heading', { level: 2, name: 'October 2026' });
    await screen.findByRole('checkbox');
    await press('Close the month');
    expect(within(region('Close the month')).getByRole('alert').textContent).toBe('Look at the warnings and tick the box to close past them.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have looked at the warnings and close the month past them.' }));
    await press('Close the month');
    expect(await screen.findByText('Closed by 박급여 on Nov 5, 2026, 9:00 AM. The statements are issued and the workers were told.')).toBeTruthy();
    expect(api.lastRequest('POST office/month/close').body).toEqual({ year: 2026, month: 10, acceptWarnings: true });
    expect(screen.queryByRole('button', { name: 'Close the month' })).toBeNull();
  });

  it("says the server's refusal of the close, a close by the payroll system, and a change after the close", async () => {
    const api = fakeApi();
    api.answer('GET office/month', { ...OCTOBER, checks: [] });
    api.refuse('POST office/month/close', 409, 'MONTH_CLOSED');
    api.answer('GET office/files/audit', { entries: [] });
    await openOffice();
    await screen.findByText('Nothing blocks or weakens this month.');
    await press('Close the month');
    expect((await within(region('Close the month')).findByRole('alert')).textContent).toBe('This month is closed already.');

    api.forget('GET office/month');
    api.answer('GET office/month', { ...CLOSED, closing: { ...CLOSING, closedBy: null, changedSince: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByText('A statement was reissued after the close (a correction or a late scan): the figures below are the current ones.')).toBeTruthy();
    expect(screen.getByText('Closed by your payroll system through the staff API on Nov 5, 2026, 9:00 AM. The statements are issued and the workers were told.')).toBeTruthy();
  });

  it('opens the month in the address; a month without pay says so; a site admin is kept out', async () => {
    const api = fakeApi();
    api.answer('GET office/month', { ...OCTOBER, month: 7, total: figures({ workers: 0 }), sites: [], workers: [], checks: [] });
    await openOffice('en', '/office?month=2026-07');
    expect(await screen.findByText('No one was paid by this employer in this month.')).toBeTruthy();
    expect(Object.fromEntries(api.lastRequest('GET office/month').query)).toEqual({ year: '2026', month: '7' });
  });

  it('sends a site admin and a worker away from /office', async () => {
    fakeApi();
    const admin = await renderScreen('/office', { session: 'admin', now: NOW });
    expect(admin.path()).toBe('/badRequest');
  });
});

describe("the closed month's files", () => {
  it('offers each file as CSV or Excel once closed; a file made is saved, said, and shows in the files made', async () => {
    const api = fakeApi();
    api.answer('GET office/month', CLOSED);
    api.answer('GET office/files/audit', { entries: [] }, { once: true });
    api.answer('GET office/files/audit', {
      entries: [
        { madeAt: '2026-11-05T09:00:00+09:00', adminName: '박급여', year: 2026, month: 10, kind: 'wageLedger', format: 'xlsx', workers: 2 },
        { madeAt: '2026-11-05T08:00:00+09:00', adminName: null, year: 2026, month: 10, kind: 'bankTransfer', format: 'csv', workers: 2 },
      ],
    });
    api.answerFile('GET office/files/{kind}', 'PK');
    await openOffice();
    const files = region('Files for payroll and the authorities');
    expect(within(files).getAllByRole('listitem').map((item) => item.querySelector('.office__file-title')?.textContent)).toEqual([
      'Wage ledger (임금대장)',
      "Report of day workers' work (근로내용확인신고)",
      'Retirement mutual aid days (퇴직공제 근로일수)',
      'Bank transfer list',
    ]);
    expect(await within(region('Files made')).findByText('No file has been made yet.')).toBeTruthy();
    await act(async () => fireEvent.click(within(files).getByRole('button', { name: 'Wage ledger (임금대장): Excel' })));
    await vi.waitFor(() => expect(within(files).getByText('Saved: wageLedger-K001-2026-10.xlsx')).toBeTruthy());
    expect(api.lastRequest('GET office/files/{kind}').path).toContain('office/files/wageLedger');
    expect(Object.fromEntries(api.lastRequest('GET office/files/{kind}').query)).toEqual({ year: '2026', month: '10', format: 'xlsx' });
    expect(deliver.deliverFile.mock.calls[0]?.[1]).toBe('wageLedger-K001-2026-10.xlsx');
    expect(await within(region('Files made')).findByText('박급여')).toBeTruthy();
    expect(within(region('Files made')).getByText('Payroll system (staff API)')).toBeTruthy();
  });

  it("takes the report's job and nationality codes, checks each before sending, and counts what is still missing", async () => {
    const api = fakeApi();
    api.answer('GET office/month', {
      ...CLOSED,
      reportCodes: [
        { kind: 'job', key: '철근공', code: '915', workers: 1 },
        { kind: 'job', key: '보통인부', code: null, workers: 2 },
        { kind: 'nationality', key: 'VN', code: null, workers: 1 },
      ],
    });
    api.answer('GET office/files/audit', { entries: [] });
    api.answer('PUT office/reportCodes', { kind: 'job', key: '보통인부', code: '701' });
    await openOffice();
    const codes = region("Codes for the report of day workers' work");
    expect(within(codes).getByText('2 codes are still missing: the report leaves their columns empty.')).toBeTruthy();
    expect((within(codes).getByRole('textbox', { name: 'Job code: 철근공' }) as HTMLInputElement).value).toBe('915');
    expect(within(codes).getByText('2 workers this month')).toBeTruthy();
    const job = within(codes).getByRole('textbox', { name: 'Job code: 보통인부' });
    const jobForm = job.closest('form') as HTMLFormElement;
    fireEvent.change(job, { target: { value: '7A' } });
    await act(async () => fireEvent.click(within(jobForm).getByRole('button', { name: 'Save' })));
    expect(within(jobForm).getByText('A job code is 3 to 6 digits.')).toBeTruthy();
    expect(api.callsTo('PUT office/reportCodes')).toBe(0);
    fireEvent.change(job, { target: { value: ' 701 ' } });
    await act(async () => fireEvent.click(within(jobForm).getByRole('button', { name: 'Save' })));
    expect(await within(jobForm).findByText('Saved.')).toBeTruthy();
    expect(api.lastRequest('PUT office/reportCodes').body).toEqual({ kind: 'job', key: '보통인부', code: '701' });
    expect(within(codes).getByText('1 code is still missing: the report leaves its column empty.')).toBeTruthy();

    // A country by its name; the server's refusal said under the field, nothing typed lost.
    api.forget('PUT office/reportCodes');
    api.refuse('PUT office/reportCodes', 400, 'BAD_REQUEST', { fields: { code: 'format' } });
    const country = within(codes).getByRole('textbox', { name: 'Nationality code: Vietnam' });
    const countryForm = country.closest('form') as HTMLFormElement;
    fireEvent.change(country, { target: { value: 'vn' } });
    await act(async () => fireEvent.click(within(countryForm).getByRole('button', { name: 'Save' })));
    expect(await within(countryForm).findByText('A nationality code is 2 or 3 digits or capital letters.')).toBeTruthy();
    expect(api.lastRequest('PUT office/reportCodes').body).toEqual({ kind: 'nationality', key: 'VN', code: 'VN' });
    expect((country as HTMLInputElement).value).toBe('vn');
  });

  it("says a refusal of a file (the month not closed on the server's side)", async () => {
    const api = fakeApi();
    api.answer('GET office/month', CLOSED);
    api.answer('GET office/files/audit', { entries: [] });
    api.refuse('GET office/files/{kind}', 409, 'MONTH_NOT_CLOSED');
    await openOffice();
    const files = region('Files for payroll and the authorities');
    await act(async () => fireEvent.click(within(files).getByRole('button', { name: 'Bank transfer list: CSV' })));
    expect((await within(files).findByRole('alert')).textContent).toBe('Close the month first: its files are made from the closed month.');
  });
});

describe('the payroll office (Korean)', () => {
  it('an employer with non-taxable premiums: the gross says how much of it is not taxed, and the rule', async () => {
    const api = fakeApi();
    api.answer('GET office/month', { ...OCTOBER, nonTaxablePremiums: 2_100_000, total: { ...OCTOBER.total, amNonTaxable: 75_000 } });
    await openOffice();
    const gross = within(await screen.findByRole('region', { name: 'Gross pay by item' }));
    expect(gross.getByRole('row', { name: 'Of which non-taxable ₩75,000' })).toBeTruthy();
    expect(gross.getByText('Overtime, night and holiday premiums are not taxed in a month whose pay without them is at most ₩2,100,000.')).toBeTruthy();
  });

  it('the sections in the words of a Korean payroll office', async () => {
    const api = fakeApi();
    api.answer('GET office/month', OCTOBER);
    await openOffice('ko');
    await screen.findByText('한빛건설(주)');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '2026년 10월',
      '현장별',
      '항목별 지급액',
      '공제 내역',
      '사업주 부담',
      '근로시간',
      '근로자',
      '마감을 막는 항목',
      '주의',
      '월 마감',
    ]);
  });
});

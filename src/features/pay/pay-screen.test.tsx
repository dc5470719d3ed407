/**
 * The payment statement and the daily settlement (/incomeReceipt) against the fake API: the month's
 * figures and each pay line with how it was computed, the provisional current month, a reissued
 * version's changes, shifts not paid, the employer switch, the month switcher, the daily calendar
 * (a day's hours and pay, why a shift was not paid, a shift still open), none for the month (204),
 * loading and error answers; in English, and in Korean where won and the counts are written its way.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PayLine } from '#contract/api-pay.ts';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { dailyAnswer, DAESEONG, HANBIT, statementAnswer } from '@/testing/pay-answers';

// A Wednesday in Seoul: November is the current (provisional) month, October a closed one.
const NOW = '2026-11-18T10:00:00+09:00';
const OCTOBER = { statementMode: 'statement', month: '2026-10' };

function article() {
  return within(screen.getByRole('article', { name: 'Payment statement' }));
}

/** The value beside a term of the statement (its <dd>). */
function valueOf(term: string): string {
  const row = article().getByText(term, { selector: 'dt' }).parentElement;
  return row?.querySelector('dd')?.textContent ?? '';
}

function pressed(group: string): string {
  const buttons = within(screen.getByRole('group', { name: group })).getAllByRole('button');
  return buttons.find((button) => button.getAttribute('aria-pressed') === 'true')?.textContent ?? '';
}

async function openStatement(state: Record<string, unknown> = OCTOBER, language: 'en' | 'ko' = 'en') {
  const rendered = await renderScreen('/incomeReceipt', { session: 'worker', now: NOW, language, state });
  await screen.findByRole('heading', { name: language === 'en' ? 'Payment statement' : '급여 명세서', level: 1 });
  return rendered;
}

describe('payment statement (English)', () => {
  it('shows the month’s figures, each pay line with how it was computed, the hours and every deduction; asks for that month', async () => {
    const api = fakeApi();
    api.answer('GET pay/statement', statementAnswer('2026-10'));
    await openStatement();
    expect(await screen.findByRole('article', { name: 'Payment statement' })).toBeTruthy();
    expect(Object.fromEntries(api.lastRequest('GET pay/statement').query)).toEqual({ year: '2026', month: '10' });
    expect(screen.getByRole('heading', { name: 'October 2026' })).toBeTruthy();
    expect(pressed('View')).toBe('Statement');

    expect(article().getByText('Total payment').nextElementSibling?.textContent).toBe('₩1,155,440');
    expect(article().getByText('Paid on 2026-11-10')).toBeTruthy();
    expect(article().queryByText(/Provisional/)).toBeNull();
    expect(valueOf('Name')).toBe('김민준');
    expect(valueOf('Birth date')).toBe('1985-03-14');
    expect(valueOf('Workplace')).toBe('대성토건(주) · 송도 아파트 3단지 신축공사');

    const lines = article()
      .getAllByRole('term')
      .filter((term) => term.querySelector('.statement__line-how'))
      .map((term) => `${term.textContent ?? ''} = ${term.nextElementSibling?.textContent ?? ''}`);
    expect(lines).toEqual([
      'Daily wages₩200,000 × 5 days = ₩1,000,000',
      'Overtime pay2h 0m × ₩37,500 (150%) = ₩75,000',
      'Night work premium1h 0m × ₩12,500 (50%) = ₩12,500',
      'Weekly paid holiday2 weeks: 8h 0m × ₩25,000 = ₩200,000',
    ]);
    expect(valueOf('Total wages')).toBe('₩1,287,500');
    // Nothing exempt: no such row.
    expect(article().queryByText('Of which non-taxable')).toBeNull();
    expect(valueOf('Work days')).toBe('5 days');
    expect(valueOf('Regular')).toBe('40h 0m');
    expect(valueOf('Overtime')).toBe('2h 0m');
    expect(valueOf('Night (22:00–06:00)')).toBe('1h 0m');
    expect(valueOf('Holiday')).toBe('0h 0m');
    expect(valueOf('Income tax')).toBe('₩10,000');
    expect(valueOf('Local income tax')).toBe('₩1,000');
    expect(valueOf('National pension')).toBe('₩57,930');
    expect(valueOf('Health insurance')).toBe('₩45,640');
    expect(valueOf('Long-term care insurance')).toBe('₩5,910');
    expect(valueOf('Employment insurance')).toBe('₩11,580');
    expect(valueOf('Other')).toBe('₩0');
    expect(valueOf('Total deductions')).toBe('₩132,060');
    // One employer: no switch; nothing unpaid: no such section.
    expect(screen.queryByRole('group', { name: 'Employer' })).toBeNull();
    expect(article().queryByRole('heading', { name: 'Not paid' })).toBeNull();
  });

  it('the current month is provisional; the arrows change the month and ask for it, never past this month', async () => {
    const api = fakeApi();
    api.answer('GET pay/statement', statementAnswer('2026-11', { payDate: '2026-12-10' }), { once: true });
    api.answer('GET pay/statement', statementAnswer('2026-10'), { once: true });
    const { router } = await openStatement({});
    expect(await screen.findByText("Provisional: it counts the days worked so far and is final at the month's end.")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(next));
    expect(api.callsTo('GET pay/statement')).toBe(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous month' })));
    expect(await screen.findByText('Paid on 2026-11-10')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'October 2026' })).toBeTruthy();
    expect(screen.queryByText(/Provisional/)).toBeNull();
    expect(Object.fromEntries(api.lastRequest('GET pay/statement').query)).toEqual({ year: '2026', month: '10' });
    expect(router.state.location.state).toMatchObject({ statementMode: 'statement', month: '2026-10' });
    expect(screen.getByRole('button', { name: 'Next month' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('names every kind of pay line, each with how it was computed', async () => {
    const api = fakeApi();
    const line = (kind: PayLine['kind'], percent: number) => ({ kind, days: 1, minutes: 90, percent, rate: 10_000, amount: 15_000 });
    api.answer(
      'GET pay/statement',
      statementAnswer('2026-10', {
        lines: [
          line('partial', 100),
          line('extra', 100),
          line('weeklyOvertime', 50),
          line('partTimeWeekly', 50),
          line('holiday', 150),
          line('holidayOver8', 200),
          line('publicHoliday', 100),
          { kind: 'dayRounding', days: 3, minutes: 0, percent: 0, rate: 0, amount: -1 },
        ],
      }),
    );
    await openStatement();
    await screen.findByRole('article', { name: 'Payment statement' });
    expect(article().getAllByRole('term').flatMap((term) => (term.querySelector('.statement__line-how') ? [term.textContent] : []))).toEqual([
      'Short days1h 30m × ₩10,000 (100%)',
      'Hours beyond the contract1h 30m × ₩10,000 (100%)',
      'Overtime premium (over 40 h a week)1h 30m × ₩10,000 (50%)',
      'Premium for hours beyond the contracted week1h 30m × ₩10,000 (50%)',
      'Holiday work1h 30m × ₩10,000 (150%)',
      'Holiday work over 8 h1h 30m × ₩10,000 (200%)',
      // A day's wage per holiday, worked or not; one day, not "1 days".
      'Paid public holidays₩10,000 × 1 day',
      // The lines are truncated once each, the days once each: the difference says so.
      "Rounding to the won3 days: each day's pay truncated to the won once",
    ]);
    expect(valueOf('Total wages')).toBe('₩104,999');
  });

  it('an employer with non-taxable premiums: the part not taxed is shown under the total wages, with why', async () => {
    const api = fakeApi();
    api.answer('GET pay/statement', statementAnswer('2026-10', { amNonTaxable: 87_500 }));
    await openStatement();
    const row = (await article().findByText('Of which non-taxable')).closest('div');
    expect(row?.textContent).toBe('Of which non-taxableOvertime, night and holiday premiums: no income tax is taken from them.₩87,500');
  });

  it('shifts not paid are listed with the reason', async () => {
    const api = fakeApi();
    api.answer(
      'GET pay/statement',
      statementAnswer('2026-10', {
        unpaid: [
          { date: '20261007', reason: 'noEnd' },
          { date: '20261015', reason: 'overlong' },
          { date: '20261021', reason: 'noContract' },
        ],
      }),
    );
    await openStatement();
    expect(await article().findByRole('heading', { name: 'Not paid' })).toBeTruthy();
    expect(article().getByText('These shifts are not paid until their record is corrected. Ask your site office.')).toBeTruthy();
    expect(valueOf('Wed, October 7')).toBe('No end of work recorded');
    expect(valueOf('Thu, October 15')).toBe('End of work more than 24 hours later');
    expect(valueOf('Wed, October 21')).toBe('No employment contract in force');
  });

  it('a reissued statement says what changed, why, and the totals of the version before', async () => {
    const api = fakeApi();
    api.answer(
      'GET pay/statement',
      statementAnswer('2026-10', {
        issue: {
          version: 2,
          issuedAt: '2026-11-12T09:30:00+09:00',
          changes: [
            { date: '20261007', eventType: 'EndWork', before: null, after: '2026-10-07T17:00:00+09:00', source: 'correction' },
            { date: '20261008', eventType: 'BeginWork', before: '2026-10-08T09:10:00+09:00', after: '2026-10-08T08:00:00+09:00', source: 'lateScan' },
          ],
          previous: { ctWork: 4, amCost: 1_087_500, amGonjae: 120_000, amPay: 967_500 },
        },
      }),
    );
    await openStatement();
    expect(await screen.findByText('Reissued on 2026-11-12 (version 2)')).toBeTruthy();
    const changes = article()
      .getByRole('heading', { name: 'What changed in this version' })
      .parentElement?.querySelectorAll('li');
    expect([...(changes ?? [])].map((item) => item.textContent)).toEqual([
      'Wed, October 7 End work added at 17:00 (approved correction)',
      'Thu, October 8 Start work moved from 09:10 to 08:00 (scan sent late)',
    ]);
    expect(valueOf('Total payment before')).toBe('₩967,500');
    expect(valueOf('Work days before')).toBe('4 days');
  });

  it('a first issue says when it was issued and lists no changes', async () => {
    const api = fakeApi();
    api.answer('GET pay/statement', statementAnswer('2026-10', { issue: { version: 1, issuedAt: '2026-11-01T00:05:00+09:00', changes: [], previous: null } }));
    await openStatement();
    expect(await screen.findByText('Issued on 2026-11-01')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'What changed in this version' })).toBeNull();
  });

  it('two employers in a month: the switch asks for the other’s statement and shows its figures, and back', async () => {
    const api = fakeApi();
    const both = [HANBIT, DAESEONG];
    const daeseong = statementAnswer('2026-10', { employer: DAESEONG, employers: both });
    const hanbit = statementAnswer('2026-10', {
      employer: HANBIT,
      employers: both,
      ctWork: 2,
      lines: [
        { kind: 'base', days: 2, minutes: 960, percent: 100, rate: 180_000, amount: 360_000 },
        { kind: 'weeklyHoliday', days: 1, minutes: 480, percent: 100, rate: 22_500, amount: 180_000 },
      ],
    });
    api.answer('GET pay/statement', daeseong, { once: true });
    api.answer('GET pay/statement', hanbit, { once: true });
    api.answer('GET pay/statement', daeseong, { once: true });
    const { router } = await openStatement();
    await article().findByText('대성토건(주) · 송도 아파트 3단지 신축공사');
    const employers = within(screen.getByRole('group', { name: 'Employer' }));
    expect(employers.getAllByRole('button').map((button) => button.textContent)).toEqual(['한빛건설(주)', '대성토건(주)']);
    expect(pressed('Employer')).toBe('대성토건(주)');
    expect(api.lastRequest('GET pay/statement').query.has('corporationCode')).toBe(false);

    await act(async () => fireEvent.click(employers.getByRole('button', { name: '한빛건설(주)' })));
    expect(await article().findByText('한빛건설(주) · 송도 아파트 3단지 신축공사')).toBeTruthy();
    expect(Object.fromEntries(api.lastRequest('GET pay/statement').query)).toEqual({ year: '2026', month: '10', corporationCode: 'K001' });
    expect(pressed('Employer')).toBe('한빛건설(주)');
    expect(valueOf('Total wages')).toBe('₩540,000');
    expect(valueOf('Work days')).toBe('2 days');
    expect(router.state.location.state).toMatchObject({ corporationCode: 'K001', month: '2026-10' });

    await act(async () => fireEvent.click(within(screen.getByRole('group', { name: 'Employer' })).getByRole('button', { name: '대성토건(주)' })));
    expect(await article().findByText('대성토건(주) · 송도 아파트 3단지 신축공사')).toBeTruthy();
    expect(api.lastRequest('GET pay/statement').query.get('corporationCode')).toBe('K002');
    expect(valueOf('Total wages')).toBe('₩1,287,500');
  });

  it('no statement for the month (204) says so; for an employer chosen, it offers the other one', async () => {
    const api = fakeApi();
    api.answerNothing('GET pay/statement', { once: true });
    api.answer('GET pay/statement', statementAnswer('2026-10'), { once: true });
    await openStatement({ ...OCTOBER, corporationCode: 'K001' });
    expect(await screen.findByText('There is no payment statement for this month.')).toBeTruthy();
    expect(api.lastRequest('GET pay/statement').query.get('corporationCode')).toBe('K001');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show my other employer' })));
    expect(await article().findByText('대성토건(주) · 송도 아파트 3단지 신축공사')).toBeTruthy();
    expect(api.lastRequest('GET pay/statement').query.has('corporationCode')).toBe(false);
  });

  it('no statement without an employer chosen offers nothing else', async () => {
    const api = fakeApi();
    api.answerNothing('GET pay/statement');
    await openStatement();
    expect(await screen.findByText('There is no payment statement for this month.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show my other employer' })).toBeNull();
  });

  it('while loading says so, then shows the statement', async () => {
    const api = fakeApi();
    const pending = api.defer('GET pay/statement');
    await openStatement();
    await pending.requested;
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('There is no payment statement for this month.')).toBeNull();
    await act(async () => pending.answer(statementAnswer('2026-10')));
    expect(await screen.findByRole('article', { name: 'Payment statement' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('an error answer is shown, never an empty statement', async () => {
    const api = fakeApi();
    api.refuse('GET pay/statement', 500, 'INTERNAL');
    await openStatement();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    expect(screen.queryByText('There is no payment statement for this month.')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('no connection says so', async () => {
    const api = fakeApi();
    api.failNetwork('GET pay/statement');
    await openStatement();
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');
  });
});

describe('daily settlement (English)', () => {
  const OCTOBER_DAYS = dailyAnswer(
    '2026-10',
    {
      '20261005': { hours: 8, wage: 200_000 },
      '20261006': { hours: 10, wage: 287_500 },
      '20261007': { hours: 0, wage: 0, unpaid: ['noEnd'] },
    },
    { weeklyHolidays: [{ start: '20261004', end: '20261010', wage: 25_000 }] },
  );

  it('the calendar shows the paid days, the first chosen; a day shows its hours and pay, or why it was not paid; the weeks and total add up', async () => {
    const api = fakeApi();
    api.answer('GET pay/daily', OCTOBER_DAYS);
    await openStatement({ statementMode: 'calendar', month: '2026-10' });
    const region = within(await screen.findByRole('region', { name: 'Daily settlement' }));
    expect(Object.fromEntries(api.lastRequest('GET pay/daily').query)).toEqual({ year: '2026', month: '10' });
    expect(pressed('View')).toBe('Daily settlement');
    expect(region.getAllByRole('button')).toHaveLength(31);
    const october6 = region.getByRole('button', { name: /October 6/ });
    expect(october6.querySelector('.month-grid__line')?.textContent).toBe('288k');
    expect(region.getByRole('button', { name: /October 7/ }).textContent).toContain('No end of work recorded');

    const detail = () => screen.getByText('Work hours').closest('dl') as HTMLElement;
    expect(region.getByRole('button', { name: /October 5/ }).getAttribute('aria-pressed')).toBe('true');
    expect(detail().textContent).toBe('DateMonday, October 5Work hours8h 0mPay₩200,000');

    await act(async () => fireEvent.click(october6));
    expect(detail().textContent).toBe('DateTuesday, October 6Work hours10h 0mPay₩287,500');
    await act(async () => fireEvent.click(region.getByRole('button', { name: /October 7/ })));
    expect(detail().textContent).toBe('DateWednesday, October 7Work hours0h 0mPay₩0Not paidNo end of work recorded');

    expect(region.getByText('Weekly paid holiday: 1 week').nextElementSibling?.textContent).toBe('₩25,000');
    expect(region.getByText('2 paid days').nextElementSibling?.textContent).toBe('₩512,500');
  });

  it('a paid public holiday says it pays a day’s wage, worked or not', async () => {
    const api = fakeApi();
    api.answer(
      'GET pay/daily',
      dailyAnswer('2026-09', {
        '20260924': { hours: 0, wage: 200_000, paidHoliday: true },
        '20260925': { hours: 8, wage: 500_000, paidHoliday: true },
      }),
    );
    await openStatement({ statementMode: 'calendar', month: '2026-09' });
    const region = within(await screen.findByRole('region', { name: 'Daily settlement' }));
    const detail = () => screen.getByText('Work hours').closest('dl') as HTMLElement;
    expect(detail().textContent).toBe("DateThursday, September 24Work hours0h 0mPay₩200,000Pay itemPaid public holiday: a day's wage without work");
    await act(async () => fireEvent.click(region.getByRole('button', { name: /September 25/ })));
    expect(detail().textContent).toBe("DateFriday, September 25Work hours8h 0mPay₩500,000Pay itemPaid public holiday: a day's wage, and the holiday work on top");
    expect(region.getByText('2 paid days').nextElementSibling?.textContent).toBe('₩700,000');
  });

  it('today’s shift still open is not settled yet, rather than zero', async () => {
    const api = fakeApi();
    api.answer('GET pay/daily', dailyAnswer('2026-11', { '20261116': { hours: 8, wage: 200_000 }, '20261118': { hours: 0, wage: 0, unpaid: ['inProgress'] } }));
    await openStatement({ statementMode: 'calendar' });
    const region = within(await screen.findByRole('region', { name: 'Daily settlement' }));
    const today = region.getByRole('button', { current: 'date' });
    expect(today.getAttribute('aria-pressed')).toBe('true');
    expect(today.textContent).toContain('Still at work');
    const detail = screen.getByText('Work hours').closest('dl') as HTMLElement;
    expect(detail.textContent).toBe('DateWednesday, November 18Work hours—PayNot settled yetNot paidStill at work');
    expect(region.getByText('1 paid day').nextElementSibling?.textContent).toBe('₩200,000');
  });

  it('switching views asks for the other view’s data; the employer chosen stays', async () => {
    const api = fakeApi();
    const both = [HANBIT, DAESEONG];
    api.answer('GET pay/statement', statementAnswer('2026-10', { employer: HANBIT, employers: both }));
    api.answer('GET pay/daily', dailyAnswer('2026-10', { '20261008': { hours: 8, wage: 180_000 } }, { employer: HANBIT, employers: both }));
    const { router } = await openStatement({ ...OCTOBER, corporationCode: 'K001' });
    await article().findByText('한빛건설(주) · 송도 아파트 3단지 신축공사');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Daily settlement' })));
    const region = within(await screen.findByRole('region', { name: 'Daily settlement' }));
    expect(region.getByText('1 paid day').nextElementSibling?.textContent).toBe('₩180,000');
    expect(Object.fromEntries(api.lastRequest('GET pay/daily').query)).toEqual({ year: '2026', month: '10', corporationCode: 'K001' });
    expect(pressed('Employer')).toBe('한빛건설(주)');
    expect(router.state.location.state).toMatchObject({ statementMode: 'calendar', corporationCode: 'K001' });
  });

  it('an employer not worked for that month (204) says so', async () => {
    const api = fakeApi();
    api.answerNothing('GET pay/daily');
    await openStatement({ statementMode: 'calendar', month: '2026-10', corporationCode: 'K001' });
    expect(await screen.findByText('There is no work for this employer in this month.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Daily settlement' })).toBeNull();
  });

  it('an error answer is shown, not an empty month', async () => {
    const api = fakeApi();
    const pending = api.defer('GET pay/daily');
    await openStatement({ statementMode: 'calendar', month: '2026-10' });
    await pending.requested;
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => pending.refuse(403, 'PASSWORD_CHANGE_REQUIRED'));
    expect((await screen.findByRole('alert')).textContent).toBe('Change your password before you continue.');
    expect(screen.queryByText('There is no work for this employer in this month.')).toBeNull();
  });
});

describe('payment statement (Korean)', () => {
  it('writes won and the counts the Korean way, in the statement and the daily settlement', async () => {
    const api = fakeApi();
    api.answer('GET pay/statement', statementAnswer('2026-10'));
    api.answer('GET pay/daily', dailyAnswer('2026-10', { '20261005': { hours: 8, wage: 200_000 }, '20261006': { hours: 10, wage: 287_500 } }));
    await openStatement(OCTOBER, 'ko');
    const view = within(await screen.findByRole('article', { name: '급여 명세서' }));
    expect(view.getByText('실지급액').nextElementSibling?.textContent).toBe('1,155,440원');
    const overtime = view.getByText('연장근로수당', { exact: false, selector: 'dt' });
    expect(overtime.textContent).toBe('연장근로수당2시간 0분 × 37,500원 (150%)');
    expect(view.getByText('200,000원 × 5일')).toBeTruthy();
    expect(view.getByText('2주: 8시간 0분 × 25,000원')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2026년 10월' })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '일별 정산' })));
    const region = within(await screen.findByRole('region', { name: '일별 정산' }));
    const october6 = region.getAllByRole('button').find((day) => day.textContent.startsWith('10월 6일'));
    expect(october6?.querySelector('.month-grid__line')?.textContent).toBe('28.8만');
    expect(region.getByText('지급 2일').nextElementSibling?.textContent).toBe('487,500원');
    await vi.waitFor(() => expect(screen.getByText('근무 시간').closest('dl')?.textContent).toContain('10월 5일 월요일'));
  });
});

/**
 * Monthly income (/incomeMonthly) against the fake API: one employer's months of the year, the
 * year's paid total counting only months whose pay day has come, the current month provisional,
 * a month opening its statement, the year switch, the employer switch, a year without pay, loading
 * and an error answer.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { DAESEONG, HANBIT, statementAnswer, yearlyAnswer } from '@/testing/pay-answers';

// November 18th: October's pay day (November 10th) has come, November's (December 10th) has not.
const NOW = '2026-11-18T10:00:00+09:00';
const YEAR_2026 = yearlyAnswer(2026, [
  { month: 9, payDate: '2026-10-09', ctWork: 12, amCost: 2_400_000, amGonjae: 240_000, amPay: 2_160_000 },
  { month: 10, payDate: '2026-11-10', ctWork: 5, amCost: 1_287_500, amGonjae: 132_060, amPay: 1_155_440 },
  { month: 11, payDate: '2026-12-10', ctWork: 3, amCost: 600_000, amGonjae: 60_000, amPay: 540_000 },
]);

function months() {
  return within(screen.getByRole('list', { name: 'Income by month' })).getAllByRole('listitem');
}

async function openIncome() {
  const rendered = await renderScreen('/incomeMonthly', { session: 'worker', now: NOW });
  await screen.findByRole('heading', { name: 'Monthly income', level: 1 });
  return rendered;
}

describe('monthly income (English)', () => {
  it('lists the year’s months; the total counts the months paid so far; the current month is provisional and to be paid', async () => {
    const api = fakeApi();
    api.answer('GET pay/yearly', YEAR_2026);
    await openIncome();
    await screen.findByRole('list', { name: 'Income by month' });
    expect(Object.fromEntries(api.lastRequest('GET pay/yearly').query)).toEqual({ year: '2026' });
    expect(screen.getByRole('heading', { name: 'Year 2026' })).toBeTruthy();
    expect(screen.getByText('Paid for work in 2026').nextElementSibling?.textContent).toBe('₩3,315,440');
    expect(screen.getByText('Still to be paid: ₩540,000')).toBeTruthy();
    expect(months().map((month) => month.textContent)).toEqual([
      'September12 work daysTotal wages ₩2,400,000₩2,160,000',
      'October5 work daysTotal wages ₩1,287,500₩1,155,440',
      'November3 work daysProvisionalTo be paid on 2026-12-10Total wages ₩600,000₩540,000',
    ]);
    expect(screen.queryByRole('group', { name: 'Employer' })).toBeNull();
  });

  it('a month whose pay day is today counts as paid', async () => {
    const api = fakeApi();
    api.answer('GET pay/yearly', YEAR_2026);
    await renderScreen('/incomeMonthly', { session: 'worker', now: '2026-11-10T09:00:00+09:00' });
    await screen.findByRole('list', { name: 'Income by month' });
    expect(screen.getByText('Paid for work in 2026').nextElementSibling?.textContent).toBe('₩3,315,440');
    expect(months()[1]?.textContent).toBe('October5 work daysTotal wages ₩1,287,500₩1,155,440');
  });

  it('a month opens its statement', async () => {
    const api = fakeApi();
    api.answer('GET pay/yearly', YEAR_2026);
    api.answer('GET pay/statement', statementAnswer('2026-10'));
    const { path, router } = await openIncome();
    await screen.findByRole('list', { name: 'Income by month' });
    await act(async () => fireEvent.click(within(months()[1] as HTMLElement).getByRole('link')));
    expect(await screen.findByRole('article', { name: 'Payment statement' })).toBeTruthy();
    expect(path()).toBe('/incomeReceipt');
    expect(router.state.location.state).toMatchObject({ statementMode: 'statement', month: '2026-10', corporationCode: 'K002' });
    expect(Object.fromEntries(api.lastRequest('GET pay/statement').query)).toEqual({ year: '2026', month: '10', corporationCode: 'K002' });
  });

  it('the arrows change the year; a past year is all paid; a year without pay says so', async () => {
    const api = fakeApi();
    api.answer('GET pay/yearly', YEAR_2026, { once: true });
    api.answer('GET pay/yearly', yearlyAnswer(2025, [{ month: 12, payDate: '2026-01-09', ctWork: 20, amCost: 4_000_000, amGonjae: 400_000, amPay: 3_600_000 }]), { once: true });
    api.answer('GET pay/yearly', yearlyAnswer(2024, []), { once: true });
    await openIncome();
    await screen.findByRole('list', { name: 'Income by month' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous year' })));
    expect(await screen.findByRole('heading', { name: 'Year 2025' })).toBeTruthy();
    expect(await screen.findByText('Paid for work in 2025')).toBeTruthy();
    expect(Object.fromEntries(api.lastRequest('GET pay/yearly').query)).toEqual({ year: '2025' });
    expect(screen.getByText('Paid for work in 2025').nextElementSibling?.textContent).toBe('₩3,600,000');
    expect(screen.queryByText(/Still to be paid/)).toBeNull();
    expect(months().map((month) => month.textContent)).toEqual(['December20 work daysTotal wages ₩4,000,000₩3,600,000']);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous year' })));
    expect(await screen.findByText('There is no pay in this year.')).toBeTruthy();
    expect(screen.getByText('Paid for work in 2024').nextElementSibling?.textContent).toBe('₩0');
    expect(screen.queryByRole('list', { name: 'Income by month' })).toBeNull();
  });

  it('two employers: the switch asks for the other’s year', async () => {
    const api = fakeApi();
    const both = [HANBIT, DAESEONG];
    api.answer('GET pay/yearly', yearlyAnswer(2026, YEAR_2026.months, { employer: DAESEONG, employers: both }), { once: true });
    api.answer('GET pay/yearly', yearlyAnswer(2026, [{ month: 10, payDate: '2026-11-10', ctWork: 2, amCost: 540_000, amGonjae: 50_000, amPay: 490_000 }], { employer: HANBIT, employers: both }), {
      once: true,
    });
    await openIncome();
    const employers = within(await screen.findByRole('group', { name: 'Employer' }));
    expect(employers.getByRole('button', { name: '대성토건(주)' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(employers.getByRole('button', { name: '한빛건설(주)' })));
    await vi.waitFor(() => expect(months().map((month) => month.textContent)).toEqual(['October2 work daysTotal wages ₩540,000₩490,000']));
    expect(Object.fromEntries(api.lastRequest('GET pay/yearly').query)).toEqual({ year: '2026', corporationCode: 'K001' });
    expect(within(screen.getByRole('group', { name: 'Employer' })).getByRole('button', { name: '한빛건설(주)' }).getAttribute('aria-pressed')).toBe('true');
    expect(months()).toHaveLength(1);
  });

  it('while loading says so; an error answer is shown', async () => {
    const api = fakeApi();
    const pending = api.defer('GET pay/yearly');
    await openIncome();
    await pending.requested;
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => pending.refuse(500, 'INTERNAL'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('There is no pay in this year.')).toBeNull();
  });
});

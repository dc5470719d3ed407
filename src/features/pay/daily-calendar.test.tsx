/**
 * The daily settlement calendar's mark of a day the site office recorded for a worker without a
 * phone (issue 33, decision 081): the chosen day says "Recorded by the site", in the words the work
 * screens use for it; a day recorded by the worker's own scans says nothing of the kind.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { dailyAnswer } from '@/testing/pay-answers';

// A Wednesday in Seoul: October is a closed month.
const NOW = '2026-11-18T10:00:00+09:00';

async function openCalendar(language: 'en' | 'ko') {
  await renderScreen('/incomeReceipt', { session: 'worker', now: NOW, language, state: { statementMode: 'calendar', month: '2026-10' } });
  return within(await screen.findByRole('region', { name: language === 'en' ? 'Daily settlement' : '일별 정산' }));
}

const OCTOBER = dailyAnswer('2026-10', {
  '20261005': { hours: 8, wage: 200_000 },
  '20261006': { hours: 8, wage: 200_000, recordedBySite: true },
  '20261007': { hours: 0, wage: 0, unpaid: ['noEnd'], recordedBySite: true },
});

it('a day recorded by the site says so under its pay; a day of the worker’s own scans does not', async () => {
  const api = fakeApi();
  api.answer('GET pay/daily', OCTOBER);
  const region = await openCalendar('en');
  const detail = () => screen.getByText('Work hours').closest('dl') as HTMLElement;
  expect(detail().textContent).toBe('DateMonday, October 5Work hours8h 0mPay₩200,000');
  expect(screen.queryByText('Recorded by the site')).toBeNull();

  await act(async () => fireEvent.click(region.getByRole('button', { name: /October 6/ })));
  expect(detail().textContent).toBe('DateTuesday, October 6Work hours8h 0mPay₩200,000How recordedRecorded by the site');
  // A shift not paid for want of an end, begun by the site: both are said.
  await act(async () => fireEvent.click(region.getByRole('button', { name: /October 7/ })));
  expect(detail().textContent).toBe('DateWednesday, October 7Work hours0h 0mPay₩0Not paidNo end of work recordedHow recordedRecorded by the site');
});

it('says it in Korean as the work screens do: 현장에서 기록', async () => {
  const api = fakeApi();
  api.answer('GET pay/daily', OCTOBER);
  const region = await openCalendar('ko');
  const october6 = region.getAllByRole('button').find((day) => day.textContent.startsWith('10월 6일'));
  await act(async () => fireEvent.click(october6 as HTMLElement));
  expect((await screen.findByText('현장에서 기록')).closest('dl')?.textContent).toContain('10월 6일 화요일');
});

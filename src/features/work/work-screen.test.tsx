/**
 * Monthly work (/work) against the fake API: the calendar and the list, the month's and each week's
 * hours (a shift in progress counted as it runs, weeks to come upcoming), a chosen day's start, end
 * and hours with the way to its record, a night shift's end on the next day, a day without a recorded
 * end and its request, a day with a correction waiting, a month without work, the mode toggle and the
 * month switcher, loading and an error answer; in English, and in Korean where the next-day mark
 * and the hours are written its way.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { dayOnShift, dayWithoutEnd, monthAnswer } from '@/testing/month-work-answers';
import { workedDay } from '@/testing/work-answers';

// Wednesday, November 18th, 10:00 in Seoul, two hours into a shift.
const NOW = '2026-11-18T10:00:00+09:00';
const NIGHT_SHIFT = { date: '20261103', workStartTime: '2026-11-03T18:05:00+09:00', workEndTime: '2026-11-04T03:29:00+09:00', workingTime: 8.4, open: null };
const NOVEMBER = monthAnswer(
  '2026-11',
  [workedDay('20261102', '08:00', '17:00', 8), NIGHT_SHIFT, dayWithoutEnd('20261110', '07:50'), workedDay('20261116', '08:00', '17:30', 8.5), dayOnShift('20261118', '08:00')],
  ['20261116'],
);

function calendar() {
  return within(screen.getByRole('region', { name: 'Work calendar' }));
}

/** The calendar's button of a day of November. */
function day(number: number): HTMLElement {
  const found = calendar()
    .getAllByRole('button')
    .find((button) => button.querySelector('.month-grid__number')?.textContent?.endsWith(` ${String(number)}`));
  if (!found) throw new Error(`no day ${String(number)} in the calendar`);
  return found;
}

function detail(): string {
  return screen.getByText('Start time').closest('dl')?.textContent ?? '';
}

function summary() {
  const region = within(screen.getByRole('region', { name: 'Monthly work hours' }));
  return {
    month: region.getByText('Monthly work hours').nextElementSibling?.textContent,
    weeks: within(region.getByRole('list', { name: 'Weekly work' }))
      .queryAllByRole('listitem')
      .map((week) => week.textContent),
  };
}

async function openWork(state: Record<string, unknown> = {}, language: 'en' | 'ko' = 'en') {
  const rendered = await renderScreen('/work', { session: 'worker', now: NOW, language, state });
  await screen.findByRole('heading', { name: language === 'en' ? 'Monthly work' : '월별 근무', level: 1 });
  return rendered;
}

describe('monthly work (English)', () => {
  it('the calendar opens on today with its shift running; the month and week totals count it; weeks to come are upcoming', async () => {
    const api = fakeApi();
    api.answer('GET work/monthly', NOVEMBER);
    await openWork({ workMode: 'calendar' });
    await screen.findByRole('region', { name: 'Work calendar' });
    expect(Object.fromEntries(api.lastRequest('GET work/monthly').query)).toEqual({ year: '2026', month: '11' });
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name: 'Calendar' }).getAttribute('aria-pressed')).toBe('true');
    expect(calendar().getAllByRole('button')).toHaveLength(30);

    const today = calendar().getByRole('button', { current: 'date' });
    expect(today).toBe(day(18));
    expect(today.getAttribute('aria-pressed')).toBe('true');
    expect(today.textContent).toBe('Wed, November 18: 2HOn shift 2H');
    expect(detail()).toBe('DateWednesday, November 18Start time08:00End timeOn shiftWork hours2h 0m');
    // 24.9 h of ended shifts and 2 h so far of today's.
    expect(summary()).toEqual({ month: '26h 54m', weeks: ['Week 116h 24m', 'Week 20h 0m', 'Week 310h 30m', 'Week 4—Upcoming', 'Week 5—Upcoming'] });
    expect(screen.getByRole('link', { name: 'My correction requests' }).getAttribute('href')).toBe('/workCorrections');
  });

  it('a chosen day shows its times and hours and leads to its record: a night shift ends the next day; a day to come shows nothing', async () => {
    const api = fakeApi();
    api.answer('GET work/monthly', NOVEMBER);
    await openWork();
    await screen.findByRole('region', { name: 'Work calendar' });
    expect(day(3).textContent).toBe('Tue, November 3: 8.4H');
    await act(async () => fireEvent.click(day(3)));
    expect(day(3).getAttribute('aria-pressed')).toBe('true');
    expect(detail()).toBe('DateTuesday, November 3Start time18:05End time03:29 +1 dayWork hours8h 24m');
    expect(screen.getByRole('link', { name: 'Day record and corrections' }).getAttribute('href')).toBe('/workCorrections?date=20261103');
    expect(screen.queryByRole('link', { name: 'Ask to add end time' })).toBeNull();

    // A past day without work says so; one still to come is not "no work" yet, and has no record to open.
    expect(day(9).textContent).toBe('Mon, November 9: No work');
    expect(day(25).textContent).toBe('Wed, November 25: ');
    await act(async () => fireEvent.click(day(25)));
    expect(detail()).toBe('DateWednesday, November 25Start time--:--End time--:--Work hours—');
    expect(screen.queryByRole('link', { name: 'Day record and corrections' })).toBeNull();
  });

  it('a day begun without a recorded end is marked and asks for its end; a day with a request waiting says so', async () => {
    const api = fakeApi();
    api.answer('GET work/monthly', NOVEMBER);
    await openWork();
    await screen.findByRole('region', { name: 'Work calendar' });
    expect(day(10).textContent).toBe('Tue, November 10: !No end recorded');
    await act(async () => fireEvent.click(day(10)));
    expect(detail()).toBe('DateTuesday, November 10Start time07:50End timeNo end recordedWork hours—');
    expect(screen.getByText('This day has no end time, so it is not paid. Ask the site to add it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask to add end time' }).getAttribute('href')).toBe('/workCorrections?date=20261110&request=true&event=EndWork');

    // The legend explains the mark; the day's label says it.
    expect(day(16).textContent).toBe('Mon, November 16: 8.5H8.5H, Correction requested');
    expect(day(16).className).toContain('month-grid__day--flagged');
    await act(async () => fireEvent.click(day(16)));
    expect(detail()).toBe('DateMonday, November 16Start time08:00End time17:30Work hours8h 30m');
    expect(screen.getAllByText('Correction requested').map((element) => element.className)).toEqual(['month-flag-legend', 'tag tag--warning']);
    expect(screen.getByRole('link', { name: 'Day record and corrections' }).getAttribute('href')).toBe('/workCorrections?date=20261116');
  });

  it('a day from home’s week strip is the one shown first', async () => {
    const api = fakeApi();
    api.answer('GET work/monthly', NOVEMBER);
    await openWork({ workMode: 'calendar', day: '20261102' });
    await screen.findByRole('region', { name: 'Work calendar' });
    expect(day(2).getAttribute('aria-pressed')).toBe('true');
    expect(detail()).toBe('DateMonday, November 2Start time08:00End time17:00Work hours8h 0m');
  });

  it('the list shows only the days with work, each with its times, hours and marks, each opening its record', async () => {
    const api = fakeApi();
    api.answer('GET work/monthly', NOVEMBER);
    await openWork({ workMode: 'list' });
    const list = within(await screen.findByRole('list', { name: 'Work by day' }));
    expect(within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    const rows = list.getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'November 2 Mon08:00 ~ 17:008h 0m',
      'November 3 Tue18:05 ~ 03:29 +1 day8h 24m',
      'November 10 Tue07:50 ~ No end recorded',
      'November 16 Mon08:00 ~ 17:308h 30mCorrection requested',
      'November 18 Wed08:00 ~ On shift2h 0m',
    ]);
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['20261102', '20261103', '20261110', '20261116', '20261118'].map((date) => `/workCorrections?date=${date}`));
    expect(list.getByRole('link', { current: 'date' })).toBe(rows[4]);
    expect(screen.queryByText('No work')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Work calendar' })).toBeNull();
  });

  it('the toggle switches in place and keeps the month; the arrows ask for another month and stop at this one', async () => {
    const api = fakeApi();
    api.answer('GET work/monthly', NOVEMBER, { once: true });
    api.answer('GET work/monthly', monthAnswer('2026-10', [workedDay('20261030', '08:00', '17:00', 8)]), { once: true });
    const { router } = await openWork();
    await screen.findByRole('region', { name: 'Work calendar' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(next));
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(api.callsTo('GET work/monthly')).toBe(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous month' })));
    expect(await screen.findByRole('heading', { name: 'October 2026' })).toBeTruthy();
    expect(Object.fromEntries(api.lastRequest('GET work/monthly').query)).toEqual({ year: '2026', month: '10' });
    await vi.waitFor(() => expect(summary().month).toBe('8h 0m'));
    expect(screen.getByRole('button', { name: 'Next month' }).getAttribute('aria-disabled')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'List' })));
    const rows = within(await screen.findByRole('list', { name: 'Work by day' })).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual(['October 30 Fri08:00 ~ 17:008h 0m']);
    expect(router.state.location.state).toMatchObject({ workMode: 'list', month: '2026-10' });
    // Back to the calendar: the month stays, and nothing is asked again.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Calendar' })));
    expect(await screen.findByRole('region', { name: 'Work calendar' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'October 2026' })).toBeTruthy();
    expect(api.callsTo('GET work/monthly')).toBe(2);
  });

  it('a later month kept in the history entry opens as this month', async () => {
    const api = fakeApi();
    api.answer('GET work/monthly', NOVEMBER);
    await openWork({ workMode: 'calendar', month: '2099-01' });
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(Object.fromEntries(api.lastRequest('GET work/monthly').query)).toEqual({ year: '2026', month: '11' });
    expect(screen.getByRole('button', { name: 'Next month' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('a month without work says so once, in the calendar and in the list, and has no list of days', async () => {
    const api = fakeApi();
    api.answer('GET work/monthly', monthAnswer('2026-11'));
    await openWork({ workMode: 'calendar' });
    expect(await screen.findByText('No work was recorded in this month.')).toBeTruthy();
    expect(calendar().getAllByRole('button')).toHaveLength(30);
    expect(summary()).toEqual({ month: '0h 0m', weeks: ['Week 10h 0m', 'Week 20h 0m', 'Week 30h 0m', 'Week 4—Upcoming', 'Week 5—Upcoming'] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'List' })));
    expect(screen.getAllByText('No work was recorded in this month.')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Work by day' })).toBeNull();
    expect(screen.queryByText('No work', { exact: true })).toBeNull();
  });

  it('while loading there are no hours, never zero; an error answer is shown', async () => {
    const api = fakeApi();
    const pending = api.defer('GET work/monthly');
    await openWork();
    await pending.requested;
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(summary()).toEqual({ month: '—', weeks: [] });
    expect(screen.queryByText('No work was recorded in this month.')).toBeNull();
    await act(async () => pending.refuse(500, 'INTERNAL'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('No work was recorded in this month.')).toBeNull();
    expect(summary().month).toBe('—');
  });

  it('a shift in progress counts on while the screen stays open', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date(NOW) });
    const api = fakeApi();
    api.answer('GET work/monthly', NOVEMBER);
    await renderScreen('/work', { session: 'worker' });
    await screen.findByRole('region', { name: 'Work calendar' });
    expect(detail()).toContain('Work hours2h 0m');
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(detail()).toContain('Work hours2h 1m');
    expect(summary().month).toBe('26h 55m');
  });
});

describe('monthly work (Korean)', () => {
  it('marks a night shift’s end as the next day before its time, and writes hours the Korean way', async () => {
    const api = fakeApi();
    api.answer('GET work/monthly', NOVEMBER);
    await openWork({ workMode: 'list' }, 'ko');
    const rows = within(await screen.findByRole('list', { name: '일별 근무' })).getAllByRole('link');
    expect(rows[1]?.textContent).toBe('11월 3일 화18:05 ~ 익일 03:298시간 24분');
    expect(rows[2]?.textContent).toBe('11월 10일 화07:50 ~ 퇴근 미기록');
    expect(within(screen.getByRole('region', { name: '월 근무 시간' })).getByText('1주차').nextElementSibling?.textContent).toBe('16시간 24분');
  });
});

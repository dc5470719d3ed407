/**
 * Home (docs/spec-notes.md §2) against the fake API: today's date, the home project, today's times, the week strip
 * with its arrows and total; while loading, for a new account, when a call fails (blanks, never an
 * error: docs/spec-notes.md §8), offline (the note), and a shift in progress.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeProjectSetting } from '#contract/api-projects.ts';
import { NO_TIME } from '#contract/api-contract.ts';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { weekAnswer, workedDay } from '@/testing/work-answers';

// A Wednesday morning in Seoul.
const NOW = '2026-11-18T10:00:00+09:00';
const PROJECT: HomeProjectSetting = {
  customerCode: 'CU01',
  customerName: '대성토건(주)',
  corporationCode: 'C001',
  corporationName: '대성토건(주)',
  projectCode: 'P001',
  projectName: '송도 아파트 3단지 신축공사',
  projectAddress: '인천광역시 연수구 송도동 1',
};
const THIS_WEEK = weekAnswer('2026-11-18', [
  workedDay('20261116', '07:55', '17:05', 8),
  workedDay('20261117', '08:00', '15:30', 6.5),
  workedDay('20261118', '07:58', '09:58', 2),
]);
const LAST_WEEK = weekAnswer('2026-11-11', [workedDay('20261109', '08:00', '17:00', 8), workedDay('20261112', '08:00', '18:15', 9.25)]);

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Home logs a failed call (docs/spec-notes.md §8) instead of showing it; the tests that fail one look at the log.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function strip() {
  return within(screen.getByRole('list', { name: 'Hours per day' }));
}

function hoursOfDays(): string[] {
  return strip()
    .getAllByRole('listitem')
    .map((day) => day.querySelector('.week-strip__hours')?.textContent ?? '');
}

function today() {
  return within(screen.getByRole('region', { name: 'Today' }));
}

function weekTotal(): string {
  return screen.getByText('Week total').parentElement?.querySelector('strong')?.textContent ?? '';
}

async function openHome(language: 'en' | 'ko' = 'en') {
  const rendered = await renderScreen('/', { session: 'worker', now: NOW, language });
  await screen.findByRole('heading', { name: language === 'en' ? "Today's work" : '오늘의 근무' });
  return rendered;
}

describe('home (English)', () => {
  it("shows today's date, the project, today's times and the week, and asks for the week holding today", async () => {
    const api = fakeApi();
    api.answer('GET users/homeProjectSetting', PROJECT);
    api.answer('GET work/weekly', THIS_WEEK);
    await openHome();
    expect(screen.getByText('Wed, Nov 18, 2026', { selector: 'p' })).toBeTruthy();
    expect(await screen.findByText('대성토건(주) / 송도 아파트 3단지 신축공사')).toBeTruthy();
    expect(screen.getByText('인천광역시 연수구 송도동 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show my QR code' }).getAttribute('href')).toBe('/qrGenerate');

    expect(await today().findByText('07:58')).toBeTruthy();
    expect(today().getByText('09:58')).toBeTruthy();
    expect(today().getByText('2h 0m')).toBeTruthy();
    // Sunday to Saturday; days still to come have no hours yet, not 0H.
    expect(hoursOfDays()).toEqual(['0H', '8H', '6.5H', '2H', '-', '-', '-']);
    const current = strip().getByRole('link', { current: 'date' });
    expect(current.textContent).toContain('18');
    expect(strip().getByRole('link', { name: /Mon, Nov 16, 2026/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'November, week 3' })).toBeTruthy();
    expect(screen.getByText('11.15 ~ 11.21')).toBeTruthy();
    expect(weekTotal()).toBe('16h 30m');
    expect(screen.queryByRole('button', { name: 'Back to this week' })).toBeNull();

    const asked = api.lastRequest('GET work/weekly');
    expect(Object.fromEntries(asked.query)).toEqual({ year: '2026', month: '11', day: '18' });
  });

  it('the arrows move by a week, asking for it; a past week shows its hours; back to this week', async () => {
    const api = fakeApi();
    api.answer('GET users/homeProjectSetting', PROJECT);
    api.answer('GET work/weekly', THIS_WEEK, { once: true });
    api.answer('GET work/weekly', LAST_WEEK, { once: true });
    api.answer('GET work/weekly', weekAnswer('2026-11-25'), { once: true });
    await openHome();
    await today().findByText('07:58');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous week' })));
    expect(await screen.findByText('11.08 ~ 11.14')).toBeTruthy();
    expect(Object.fromEntries(api.lastRequest('GET work/weekly').query)).toEqual({ year: '2026', month: '11', day: '11' });
    await vi.waitFor(() => expect(hoursOfDays()).toEqual(['0H', '8H', '0H', '0H', '9.3H', '0H', '0H']));
    expect(weekTotal()).toBe('17h 15m');
    expect(screen.getByRole('heading', { name: 'November, week 2' })).toBeTruthy();
    // Today's card stays today's.
    expect(today().getByText('07:58')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to this week' })));
    expect(await screen.findByText('11.15 ~ 11.21')).toBeTruthy();
    expect(hoursOfDays()).toEqual(['0H', '8H', '6.5H', '2H', '-', '-', '-']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next week' })));
    expect(await screen.findByText('11.22 ~ 11.28')).toBeTruthy();
    await vi.waitFor(() => expect(hoursOfDays()).toEqual(['-', '-', '-', '-', '-', '-', '-']));
    expect(api.callsTo('GET work/weekly')).toBe(3);
  });

  it('a day without an end is marked "!" as the calendar marks it, not "0H", and a note says what to do', async () => {
    const api = fakeApi();
    api.answer('GET users/homeProjectSetting', PROJECT);
    const noEnd = { ...workedDay('20261117', '07:50', '00:00', 0), workEndTime: NO_TIME };
    api.answer('GET work/weekly', weekAnswer('2026-11-18', [workedDay('20261116', '07:55', '17:05', 8), noEnd]));
    await openHome();
    await vi.waitFor(() => expect(hoursOfDays()).toEqual(['0H', '8H', '!No end recorded', '0H', '-', '-', '-']));
    const tuesday = strip().getByRole('link', { name: /Tue, Nov 17, 2026/ });
    expect(tuesday.className).toContain('week-strip__day--warning');
    expect(tuesday.textContent).toContain('No end recorded');
    expect(screen.getByText('A day has no end recorded. Tap it to see the day and ask the site to add the time.')).toBeTruthy();
    expect(weekTotal()).toBe('8h 0m');
  });

  it('a week without such a day has no note', async () => {
    const api = fakeApi();
    api.answer('GET users/homeProjectSetting', PROJECT);
    api.answer('GET work/weekly', THIS_WEEK);
    await openHome();
    await today().findByText('07:58');
    expect(screen.queryByText(/no end recorded/i)).toBeNull();
  });

  it('a day of the strip opens the work calendar on that day', async () => {
    const api = fakeApi();
    api.answer('GET users/homeProjectSetting', PROJECT);
    api.answer('GET work/weekly', THIS_WEEK);
    api.answer('GET work/monthly', { year: 2026, month: 11, days: [], monthlyHours: 0, weeks: [] });
    const { path, router } = await openHome();
    await today().findByText('07:58');
    await act(async () => fireEvent.click(strip().getByRole('link', { name: /Mon, Nov 16, 2026/ })));
    await screen.findByRole('heading', { name: /November 2026/ });
    expect(path()).toBe('/work');
    expect(router.state.location.state).toMatchObject({ workMode: 'calendar', day: '20261116' });
  });

  it('while loading: blanks, no hours and no total, never a zero', async () => {
    const api = fakeApi();
    const project = api.defer('GET users/homeProjectSetting');
    const week = api.defer('GET work/weekly');
    await openHome();
    await week.requested;
    expect(today().getAllByText('--:--')).toHaveLength(2);
    expect(hoursOfDays()).toEqual(['-', '-', '-', '-', '-', '-', '-']);
    expect(weekTotal()).toBe('—');
    expect(screen.queryByText(/You have no projects yet/)).toBeNull();

    await act(async () => {
      project.answer(PROJECT);
      week.answer(THIS_WEEK);
    });
    expect(await today().findByText('07:58')).toBeTruthy();
    expect(weekTotal()).toBe('16h 30m');
  });

  it('a new account: no project yet (204) leads to the join code and the company choice; the empty week is all zero', async () => {
    const api = fakeApi();
    api.answerNothing('GET users/homeProjectSetting');
    api.answer('GET work/weekly', weekAnswer('2026-11-18'));
    await openHome();
    const project = within(screen.getByRole('region', { name: 'Project' }));
    expect(await project.findByText('You have no projects yet. Your employer adds you with your employment contract.')).toBeTruthy();
    expect(project.getByRole('link', { name: 'Company selection' }).getAttribute('href')).toBe('/userProject');
    expect(project.getByRole('link', { name: 'Show my join code to the site office' }).getAttribute('href')).toBe('/joinSite');
    await vi.waitFor(() => expect(hoursOfDays()).toEqual(['0H', '0H', '0H', '0H', '-', '-', '-']));
    expect(weekTotal()).toBe('0h 0m');
    expect(today().getAllByText('--:--')).toHaveLength(2);
    expect(today().getByText('0h 0m')).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a failed call leaves blanks and is logged, never shown as an error', async () => {
    const api = fakeApi();
    api.refuse('GET users/homeProjectSetting', 500, 'INTERNAL');
    api.refuse('GET work/weekly', 500, 'INTERNAL');
    await openHome();
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('home: current week failed', expect.anything()));
    expect(consoleError).toHaveBeenCalledWith('home: project setting failed', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/You have no projects yet/)).toBeNull();
    expect(hoursOfDays()).toEqual(['-', '-', '-', '-', '-', '-', '-']);
    expect(weekTotal()).toBe('—');
  });

  it('offline: a copy the phone kept says when it is from; no copy at all says it is not saved', async () => {
    const api = fakeApi();
    // The service worker answers from its per-user cache with the time it stored the answer.
    api.answer('GET users/homeProjectSetting', PROJECT, { headers: { 'X-WFM-Cached-At': String(Date.parse('2026-11-18T07:30:00+09:00')) } });
    api.failNetwork('GET work/weekly');
    await openHome();
    expect(await screen.findByText('Offline — data as of 07:30')).toBeTruthy();
    expect(await screen.findByText('Some data is not saved on this phone.')).toBeTruthy();
    expect(await screen.findByText('대성토건(주) / 송도 아파트 3단지 신축공사')).toBeTruthy();
  });

  it('a shift in progress says so where the end time goes, and counts its hours until now', async () => {
    const api = fakeApi();
    api.answer('GET users/homeProjectSetting', PROJECT);
    api.answer(
      'GET work/weekly',
      weekAnswer('2026-11-18', [{ date: '20261118', workStartTime: '2026-11-18T08:00:00+09:00', workEndTime: '-', workingTime: 0, open: { since: '2026-11-18T08:00:00+09:00', breakMinutes: 0, breakSince: null } }]),
    );
    await openHome();
    expect(await today().findByText('On shift')).toBeTruthy();
    expect(today().getByText('08:00')).toBeTruthy();
    expect(today().getByText('2h 0m')).toBeTruthy();
    expect(hoursOfDays()[3]).toBe('2H');
  });
});

describe('home (Korean)', () => {
  it('the date, the week and the hours in Korean words', async () => {
    const api = fakeApi();
    api.answer('GET users/homeProjectSetting', PROJECT);
    api.answer('GET work/weekly', THIS_WEEK);
    await openHome('ko');
    expect(screen.getByText('2026년 11월 18일 (수)', { selector: 'p' })).toBeTruthy();
    expect(await screen.findByText('16시간 30분')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /11월/ })).toBeTruthy();
    expect(screen.getByRole('list', { name: '일별 근무 시간' })).toBeTruthy();
  });
});

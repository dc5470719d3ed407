/**
 * The site's attendance files (/adminExports, issue 33) against the fake API: each file in each format
 * asked for with its period and handed to the phone, with what was saved said; a day or month after
 * today refused before asking; the server's refusal and no connection said; in English and Korean.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CorporationSite } from '#contract/api-auth.ts';
import type { FakeApi } from '@/testing/fake-api';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const SITE: CorporationSite = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S001', siteName: '판교 현장' };
const NOW = '2026-03-02T18:00:00+09:00';

// The hand-over to the phone is deliver-file.ts's (tested there); here, what it is given.
const deliver = vi.hoisted(() => ({ deliverFile: vi.fn(async (_blob: Blob, _name: string, _title: string) => 'downloaded' as const) }));
vi.mock('@/platform/files/deliver-file', () => deliver);

afterEach(() => deliver.deliverFile.mockClear());

async function openExports(api: FakeApi, language: 'en' | 'ko' = 'en') {
  api.answer('GET admin/currentSite', SITE);
  await renderScreen('/adminExports', { session: 'admin', language, now: NOW });
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Attendance files' : '출역 자료' });
}

function card(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function pressIn(region: HTMLElement, name: string): Promise<void> {
  await act(async () => fireEvent.click(within(region).getByRole('button', { name })));
}

describe('attendance files (English)', () => {
  it("the day's attendance as CSV and the month's as Excel: the period asked for, the file saved and said", async () => {
    const api = fakeApi();
    api.answerFile('GET admin/exports/day', '\uFEFFName,Trade\r\n');
    api.answerFile('GET admin/exports/month', 'PK');
    await openExports(api);
    const day = card('Daily attendance');
    expect((within(day).getByLabelText('Day') as HTMLInputElement).value).toBe('2026-03-02');
    expect((within(day).getByLabelText('Day') as HTMLInputElement).max).toBe('2026-03-02');
    fireEvent.change(within(day).getByLabelText('Day'), { target: { value: '2026-02-27' } });
    await pressIn(day, 'Download CSV');
    await vi.waitFor(() => expect(within(day).getByRole('status').textContent).toBe('Saved: attendance-S001-2026-02-27.csv'));
    expect(Object.fromEntries(api.lastRequest('GET admin/exports/day').query)).toEqual({ date: '2026-02-27', format: 'csv' });
    const [blob, name, title] = deliver.deliverFile.mock.calls[0] ?? [];
    expect([await blob?.text(), name, title]).toEqual(['\uFEFFName,Trade\r\n', 'attendance-S001-2026-02-27.csv', 'Daily attendance']);

    const month = card('Monthly summary');
    expect((within(month).getByLabelText('Month') as HTMLInputElement).value).toBe('2026-03');
    fireEvent.change(within(month).getByLabelText('Month'), { target: { value: '2026-02' } });
    await pressIn(month, 'Download Excel');
    await vi.waitFor(() => expect(within(month).getByRole('status').textContent).toBe('Saved: attendance-S001-2026-02.xlsx'));
    expect(Object.fromEntries(api.lastRequest('GET admin/exports/month').query)).toEqual({ year: '2026', month: '2', format: 'xlsx' });
  });

  it('a day or month after today, or none, is refused before asking; the server’s refusal and no connection are said', async () => {
    const api = fakeApi();
    api.refuse('GET admin/exports/day', 500, 'INTERNAL', undefined, { once: true });
    api.failNetwork('GET admin/exports/day');
    await openExports(api);
    const day = card('Daily attendance');
    fireEvent.change(within(day).getByLabelText('Day'), { target: { value: '2026-03-03' } });
    await pressIn(day, 'Download CSV');
    expect(within(day).getByRole('alert').textContent).toBe('Choose today or an earlier day.');
    fireEvent.change(within(day).getByLabelText('Day'), { target: { value: '' } });
    await pressIn(day, 'Download Excel');
    expect(within(day).getByRole('alert').textContent).toBe('Choose a day.');
    const month = card('Monthly summary');
    fireEvent.change(within(month).getByLabelText('Month'), { target: { value: '' } });
    await pressIn(month, 'Download CSV');
    expect(within(month).getByRole('alert').textContent).toBe('Choose a month.');
    expect(api.callsTo('GET admin/exports/day')).toBe(0);

    fireEvent.change(within(day).getByLabelText('Day'), { target: { value: '2026-03-02' } });
    await pressIn(day, 'Download CSV');
    expect((await within(day).findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    await pressIn(day, 'Download CSV');
    await vi.waitFor(() => expect(within(day).getByRole('alert').textContent).toBe('Cannot reach the server. Check your connection and try again.'));
  });
});

describe('attendance files (Korean)', () => {
  it('the two files and their buttons in the words of a Korean site office', async () => {
    const api = fakeApi();
    await openExports(api, 'ko');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['출역일보', '월간 출역 현황']);
    expect(within(card('출역일보')).getAllByRole('button').map((button) => button.textContent)).toEqual(['CSV 다운로드', '엑셀 다운로드']);
  });
});

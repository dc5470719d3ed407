/**
 * Withholding receipts and payment statements (/employmentTaxReceiptList, /paymentStatementList and
 * their views) against the fake API: the month picker opening on the latest month with a document,
 * a month's documents (one per employer) with their figures, a month without one, loading and a
 * failed load; the view asking for the month and employer in the app's language, its pages, a month
 * the server has no document for (404), and a failed load with its retry.
 *
 * react-pdf is replaced at module level (a Document reporting one page, a Page drawing nothing) and
 * the viewer is given a phone's width: drawing the PDF and the download stay in e2e.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payDocument, payDocumentYear, PDF_BYTES } from '@/testing/certificate-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

vi.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: ({ onLoadSuccess, children }: { onLoadSuccess: (document: { numPages: number }) => void; children: ReactNode }) => {
    useEffect(() => onLoadSuccess({ numPages: 1 }), [onLoadSuccess]);
    return <div>{children}</div>;
  },
  Page: () => null,
}));

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
});
afterEach(() => vi.restoreAllMocks());

const NOW = '2026-11-18T10:00:00+09:00';
const SEPTEMBER = payDocument(9);
// An employer with non-taxable premiums (decision 093): the taxable income is the pay without them.
const SEPTEMBER_OTHER = payDocument(9, { corporationCode: 'K002', corporationName: '한빛건설(주)', ctWork: 3, amCost: 675000, amNonTaxable: 75000, amTax: 0, amPay: 621000, payDate: '2026-10-15' });
const MARCH = payDocument(3);

function picker() {
  return within(screen.getByRole('region', { name: 'Year and month' }));
}

async function open(url: string, heading: string, state?: Record<string, unknown>) {
  const rendered = await renderScreen(url, { session: 'worker', now: NOW, ...(state ? { state } : {}) });
  await screen.findByRole('heading', { level: 1, name: heading });
  return rendered;
}

describe('withholding receipts (English)', () => {
  it('opens on the latest month with a receipt; one line per employer with its figures, opening the view', async () => {
    const api = fakeApi();
    api.answer('GET certificates/receipts', payDocumentYear(2026, [MARCH, SEPTEMBER, SEPTEMBER_OTHER]));
    api.answerFile('GET certificates/receipts/pdf', PDF_BYTES);
    const { router, path } = await open('/employmentTaxReceiptList', 'Income tax withholding receipt');
    const list = within(await screen.findByRole('list', { name: 'Income tax withholding receipt, September 2026' }));
    expect(Object.fromEntries(api.lastRequest('GET certificates/receipts').query)).toEqual({ year: '2026' });
    expect(picker().getByRole('button', { pressed: true }).getAttribute('aria-label')).toBe('Sep, has a document');
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Income tax withholding receipt · September 2026대성토건(주)22 work days · Pay day 2026-10-10Taxable income ₩3,960,000 · tax ₩118,800',
      'Income tax withholding receipt · September 2026한빛건설(주)3 work days · Pay day 2026-10-15Taxable income ₩600,000 · tax ₩0',
    ]);

    await act(async () => fireEvent.click(list.getAllByRole('link')[1] as HTMLElement));
    expect(await screen.findByRole('img', { name: 'Income tax withholding receipt, September 2026, page 1 of 1' })).toBeTruthy();
    expect(path()).toBe('/employmentTaxReceiptView');
    expect(router.state.location.state).toMatchObject({ month: '2026-09', corporationCode: 'K002' });
    expect(Object.fromEntries(api.lastRequest('GET certificates/receipts/pdf').query)).toEqual({ year: '2026', month: '9', corporationCode: 'K002', lang: 'en' });
    expect(screen.getByText('September 2026', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('a month without a receipt says so; while loading nothing is said yet; a failed load says why', async () => {
    const api = fakeApi();
    const year = api.defer('GET certificates/receipts');
    api.refuse('GET certificates/receipts', 500, 'INTERNAL');
    await open('/employmentTaxReceiptList', 'Income tax withholding receipt');
    await year.requested;
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('There is no withholding receipt for this month.')).toBeNull();
    await act(async () => year.answer(payDocumentYear(2026, [])));
    expect(await screen.findByText('There is no withholding receipt for this month.')).toBeTruthy();
    // No receipt this year: it stays on this month.
    expect(picker().getByRole('button', { pressed: true }).getAttribute('aria-label')).toBe('Nov');

    await act(async () => fireEvent.click(picker().getByRole('button', { name: 'Previous year' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    expect(screen.queryByText('There is no withholding receipt for this month.')).toBeNull();
  });

  it('a year chosen while this year’s receipts are loading stays chosen when they arrive', async () => {
    const api = fakeApi();
    const thisYear = api.defer('GET certificates/receipts');
    api.answer('GET certificates/receipts', payDocumentYear(2025, [MARCH]));
    await open('/employmentTaxReceiptList', 'Income tax withholding receipt');
    await thisYear.requested;
    // November has none and September has one: this year's answer alone moves the list to September.
    // The tap and the answer come together (in the browser the answer can render before the tap's
    // navigation does: certificates.spec's language test failed 1 run in 12 that way).
    await act(async () => {
      fireEvent.click(picker().getByRole('button', { name: 'Previous year' }));
      thisYear.answer(payDocumentYear(2026, [SEPTEMBER]));
    });
    expect(await picker().findByRole('button', { name: 'Mar, has a document' })).toBeTruthy();
    expect(picker().getByRole('heading').textContent).toBe('2025');
    expect(picker().getByRole('button', { pressed: true }).getAttribute('aria-label')).toBe('Nov');
    expect(await screen.findByText('There is no withholding receipt for this month.')).toBeTruthy();
  });
});

describe('payment statements (English)', () => {
  it('the month’s statement shows the total paid; choosing another month of the year asks nothing more', async () => {
    const api = fakeApi();
    api.answer('GET certificates/statements', payDocumentYear(2026, [MARCH, SEPTEMBER, payDocument(11, { amPay: 1234567 })]));
    await open('/paymentStatementList', 'Payment statement');
    const november = within(await screen.findByRole('list', { name: 'Payment statement, November 2026' }));
    expect(november.getByRole('listitem').textContent).toBe('Payment statement · November 2026대성토건(주)22 work days · Pay day 2026-12-10Total payment ₩1,234,567');
    await act(async () => fireEvent.click(picker().getByRole('button', { name: 'Mar, has a document' })));
    expect(await screen.findByRole('list', { name: 'Payment statement, March 2026' })).toBeTruthy();
    await act(async () => fireEvent.click(picker().getByRole('button', { name: 'Apr' })));
    expect(await screen.findByText('There is no payment statement for this month.')).toBeTruthy();
    expect(api.callsTo('GET certificates/statements')).toBe(1);
  });

  it('the view: a month the server has no statement for (404) says so; a failed load tries again; while loading says so', async () => {
    const api = fakeApi();
    api.refuse('GET certificates/statements/pdf', 404, 'NOT_FOUND', undefined, { once: true });
    const { view } = await open('/paymentStatementView', 'Payment statement', { month: '2026-04' });
    expect(await screen.findByText('There is no payment statement for this month.')).toBeTruthy();
    // Without an employer the server answers for the default one.
    expect(Object.fromEntries(api.lastRequest('GET certificates/statements/pdf').query)).toEqual({ year: '2026', month: '4', lang: 'en' });
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    view.unmount();

    const loading = api.defer('GET certificates/statements/pdf');
    api.refuse('GET certificates/statements/pdf', 500, 'INTERNAL', undefined, { once: true });
    api.answerFile('GET certificates/statements/pdf', PDF_BYTES);
    await open('/paymentStatementView', 'Payment statement', { month: '2026-09', corporationCode: 'K001' });
    await loading.requested;
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => loading.refuse(500, 'INTERNAL'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await vi.waitFor(() => expect(api.callsTo('GET certificates/statements/pdf')).toBe(3));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('img', { name: 'Payment statement, September 2026, page 1 of 1' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('There is no payment statement for this month.')).toBeNull();
  });
});

describe('offline (English)', () => {
  const CACHED = { headers: { 'X-WFM-Cached-At': String(Date.parse('2026-11-18T07:30:00+09:00')) } };

  it('a list the phone kept says when it is from; a list never opened says it is not saved', async () => {
    const api = fakeApi();
    // The service worker answers from the worker's copy with the time it stored it.
    api.answer('GET certificates/statements', payDocumentYear(2026, [SEPTEMBER]), CACHED);
    api.failNetwork('GET certificates/receipts');
    const { view } = await open('/paymentStatementList', 'Payment statement', { month: '2026-09' });
    expect(await screen.findByRole('list', { name: 'Payment statement, September 2026' })).toBeTruthy();
    expect(await screen.findByText('Offline — data as of 07:30')).toBeTruthy();
    view.unmount();

    await open('/employmentTaxReceiptList', 'Income tax withholding receipt');
    expect(await screen.findByText('Offline — this data is not saved on this phone yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  // The note is kept per history entry (data-freshness.ts), and a certificate list that moves to
  // another month (by itself to the latest month with a document, or by the person) replaces its
  // entry without asking again (the year is the same): the note goes with it (pwa-notices.tsx).
  it('the note stays when the list moves to another month of the stored year', async () => {
    const api = fakeApi();
    api.answer('GET certificates/statements', payDocumentYear(2026, [SEPTEMBER]), CACHED);
    await open('/paymentStatementList', 'Payment statement');
    expect(await screen.findByRole('list', { name: 'Payment statement, September 2026' })).toBeTruthy();
    expect(await screen.findByText('Offline — data as of 07:30', {}, { timeout: 2_000 })).toBeTruthy();
    // The person picks another month of the same year: the same stored copy, the same note.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aug' })));
    expect(await screen.findByText('There is no payment statement for this month.')).toBeTruthy();
    expect(screen.getByText('Offline — data as of 07:30')).toBeTruthy();
    expect(api.callsTo('GET certificates/statements')).toBe(1);
  });
});

describe('payment statements (Korean)', () => {
  it('the month and the figures in Korean', async () => {
    const api = fakeApi();
    api.answer('GET certificates/statements', payDocumentYear(2026, [SEPTEMBER]));
    await renderScreen('/paymentStatementList', { session: 'worker', now: NOW, language: 'ko' });
    const list = within(await screen.findByRole('list', { name: '급여 명세서, 2026년 9월' }));
    expect(list.getByRole('listitem').textContent).toContain('근무 22일');
    expect(screen.getByRole('region', { name: '연도와 월' }).querySelector('[aria-pressed="true"]')?.getAttribute('aria-label')).toBe('9월, 문서 있음');
  });
});

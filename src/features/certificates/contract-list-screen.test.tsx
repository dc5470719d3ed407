/**
 * Employment contracts by month (/employmentContractList) against the fake API: the month picker
 * (months with a contract marked, the latest such month opened, years by the arrows), each contract
 * with its terms and whether it is signed, a month without any, loading and a failed load.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractSummary, contractYear } from '@/testing/certificate-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const NOW = '2026-11-18T10:00:00+09:00';
const UNSIGNED = contractSummary();
const SIGNED = contractSummary({
  id: 'k-302',
  corporationName: '한빛건설(주)',
  projectName: '판교 물류센터',
  jobTitle: '철근공',
  validFrom: '2026-11-03',
  validTo: null,
  dailyWage: 200000,
  signature: { signedAt: '2026-11-02T15:30:00Z', changedSinceSigning: true },
});

function picker() {
  return within(screen.getByRole('region', { name: 'Year and month' }));
}

function pressedMonth(): string | null {
  return picker().getByRole('button', { pressed: true }).getAttribute('aria-label');
}

async function openList() {
  const rendered = await renderScreen('/employmentContractList', { session: 'worker', now: NOW });
  await screen.findByRole('heading', { level: 1, name: 'Employment contract' });
  return rendered;
}

describe('employment contracts (English)', () => {
  it('the month’s contracts with their terms and signature; the months with one are marked', async () => {
    const api = fakeApi();
    api.answer('GET certificates/contracts', contractYear(2026, { 1: [UNSIGNED], 11: [UNSIGNED, SIGNED] }));
    await openList();
    const list = within(await screen.findByRole('list', { name: 'Employment contract, November 2026' }));
    expect(Object.fromEntries(api.lastRequest('GET certificates/contracts').query)).toEqual({ year: '2026' });
    const [first, second] = list.getAllByRole('listitem');
    expect(first?.textContent).toBe('송도 아파트 3단지 신축공사대성토건(주) · 형틀목공2026-01-01 to 2026-12-31 · Daily wage ₩180,000Not signed');
    // Signed on the Seoul day (15:30 UTC is past midnight there), and changed since.
    expect(second?.textContent).toBe('판교 물류센터한빛건설(주) · 철근공From 2026-11-03 · Daily wage ₩200,000Signed on 2026.11.03Changed after signing');
    expect(pressedMonth()).toBe('Nov, has a document');
    expect(picker().getByRole('heading', { name: '2026' })).toBeTruthy();
    expect(picker().getByRole('button', { name: 'Jan, has a document' })).toBeTruthy();
    expect(picker().getByRole('button', { name: 'Feb' })).toBeTruthy();
  });

  it('a contract opens the contract view with its id and month', async () => {
    const api = fakeApi();
    api.answer('GET certificates/contracts', contractYear(2026, { 11: [UNSIGNED] }));
    api.answer('GET certificates/contracts/{id}', UNSIGNED);
    api.failNetwork('GET certificates/contracts/{id}/pdf');
    const { path, router } = await openList();
    await act(async () => fireEvent.click(await screen.findByRole('link', { name: /송도 아파트 3단지 신축공사/ })));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(path()).toBe('/employmentContract');
    expect(router.state.location.state).toMatchObject({ month: '2026-11', contractId: 'k-301' });
    expect(api.lastRequest('GET certificates/contracts/{id}').path).toBe('certificates/contracts/k-301');
  });

  it('opens on the latest month with a contract when this month has none; a month without one says so', async () => {
    const api = fakeApi();
    api.answer('GET certificates/contracts', contractYear(2026, { 3: [UNSIGNED], 9: [SIGNED] }));
    await openList();
    expect(await screen.findByRole('list', { name: 'Employment contract, September 2026' })).toBeTruthy();
    expect(pressedMonth()).toBe('Sep, has a document');
    await act(async () => fireEvent.click(picker().getByRole('button', { name: 'Jun' })));
    expect(await screen.findByText('There is no employment contract for this month.')).toBeTruthy();
    expect(pressedMonth()).toBe('Jun');
    expect(screen.queryByRole('list')).toBeNull();
    // One call for the year: choosing a month asks nothing.
    expect(api.callsTo('GET certificates/contracts')).toBe(1);
  });

  it('the year arrows ask for that year and keep the month', async () => {
    const api = fakeApi();
    api.answer('GET certificates/contracts', contractYear(2026, { 11: [UNSIGNED] }), { once: true });
    api.answer('GET certificates/contracts', contractYear(2025, {}), { once: true });
    api.answer('GET certificates/contracts', contractYear(2026, { 11: [UNSIGNED] }), { once: true });
    await openList();
    await screen.findByRole('list', { name: 'Employment contract, November 2026' });
    await act(async () => fireEvent.click(picker().getByRole('button', { name: 'Previous year' })));
    expect(await screen.findByText('There is no employment contract for this month.')).toBeTruthy();
    expect(picker().getByRole('heading', { name: '2025' })).toBeTruthy();
    expect(api.lastRequest('GET certificates/contracts').query.get('year')).toBe('2025');
    expect(pressedMonth()).toBe('Nov');
    await act(async () => fireEvent.click(picker().getByRole('button', { name: 'Next year' })));
    expect(await screen.findByRole('list', { name: 'Employment contract, November 2026' })).toBeTruthy();
  });

  it('while loading says so and marks no month; a failed load says why', async () => {
    const api = fakeApi();
    const year = api.defer('GET certificates/contracts');
    await openList();
    await year.requested;
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(pressedMonth()).toBe('Nov');
    expect(screen.queryByText('There is no employment contract for this month.')).toBeNull();
    await act(async () => year.refuse(500, 'INTERNAL'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    expect(screen.queryByText('There is no employment contract for this month.')).toBeNull();
  });
});

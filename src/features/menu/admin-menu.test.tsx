/**
 * The admin menu (/admin, spec §2, §6) and its "Passkey on this phone" dialog (decision 063) against
 * the fake API: the site at work, the entries (the contract templates and the workers among them,
 * issue 33) with how many correction requests wait, the passkeys listed (loading, none, a failed load),
 * one removed after a confirmation (or kept), and a browser without WebAuthn told so. Adding a passkey
 * needs a real authenticator: e2e (admin-passkey.spec.ts).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '#contract/api-passkeys.ts';
import { correctionPage, adminCorrection } from '@/testing/admin-correction-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const SITE = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S001', siteName: '송도 3단지 현장' };
const ANDROID: Passkey = { id: '3f1c7a52-5d0e-4c7e-9a51-000000000001', label: 'Chrome · Android', createdAt: '2026-11-02T09:00:00+09:00', lastUsedAt: '2026-11-17T07:40:00+09:00' };
const LINUX: Passkey = { id: '3f1c7a52-5d0e-4c7e-9a51-000000000002', label: '', createdAt: '2026-11-10T18:30:00+09:00', lastUsedAt: null };

afterEach(() => {
  vi.restoreAllMocks();
});

async function open(language: 'en' | 'ko' = 'en', waiting = 2) {
  const api = fakeApi();
  api.answer('GET admin/currentSite', SITE);
  api.answer('GET admin/corrections', correctionPage(waiting > 0 ? [adminCorrection()] : [], null, waiting));
  const rendered = await renderScreen('/admin', { session: 'admin', language });
  await screen.findByRole('heading', { name: language === 'en' ? 'Administrator menu' : '관리자 메뉴' });
  return { ...rendered, api };
}

function openPasskeys() {
  return act(async () => fireEvent.click(screen.getByRole('button', { name: 'Passkey on this phone' })));
}

describe('the admin menu (English)', () => {
  it('shows the site, the scanner, the entries (the contract templates and the workers among them) and how many correction requests wait', async () => {
    const { api } = await open();
    expect(await screen.findByText('송도 3단지 현장')).toBeTruthy();
    expect(screen.getByText('대성토건(주)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scan QR codes' }).getAttribute('href')).toBe('/adminScan');
    const menu = within(screen.getByRole('navigation', { name: 'Administrator menu' }));
    expect(menu.getByRole('link', { name: 'QR check list' }).getAttribute('href')).toBe('/adminQrCheckedList');
    // Who is on site first (the evacuation's count), the files after the check list.
    expect(menu.getAllByRole('link')[0]?.getAttribute('href')).toBe('/adminRoster');
    expect(menu.getByRole('link', { name: 'On site now' }).getAttribute('href')).toBe('/adminRoster');
    expect(menu.getByRole('link', { name: 'Attendance files' }).getAttribute('href')).toBe('/adminExports');
    expect(await menu.findByText('2 waiting')).toBeTruthy();
    expect(menu.getByRole('link', { name: /Correction requests/ }).getAttribute('href')).toBe('/adminCorrections');
    expect(menu.getByRole('link', { name: 'Contract templates' }).getAttribute('href')).toBe('/adminContractTemplates');
    expect(menu.getByRole('link', { name: 'Workers' }).getAttribute('href')).toBe('/adminWorkers');
    // Workers come right after the contract templates they are taken on with.
    const links = menu.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.indexOf('/adminWorkers')).toBe(links.indexOf('/adminContractTemplates') + 1);
    const asked = api.lastRequest('GET admin/corrections').query;
    expect([asked.get('state'), asked.get('limit')]).toEqual(['pending', '1']);
    expect(menu.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'App language' })).toBeTruthy();
  });

  it('none waiting: no count', async () => {
    const { api } = await open('en', 0);
    await vi.waitFor(() => expect(api.callsTo('GET admin/corrections')).toBeGreaterThan(0));
    await screen.findByText('송도 3단지 현장');
    expect(screen.queryByText(/waiting/)).toBeNull();
  });

  it('is for an admin: without a session it is the login', async () => {
    const api = fakeApi();
    const { path } = await renderScreen('/admin');
    await screen.findByRole('heading', { name: 'Worker login' });
    expect(path()).toBe('/login');
    expect(api.requests).toEqual([]);
  });
});

describe('passkey on this phone (English)', () => {
  it('loading, then the passkeys with when each was added and used; none yet says so; a browser without passkeys is told', async () => {
    const { api } = await open();
    const list = api.defer('GET admin/passkeys');
    api.answer('GET admin/passkeys', { items: [ANDROID, LINUX] });
    await openPasskeys();
    const dialog = within(await screen.findByRole('dialog', { name: 'Passkey on this phone' }));
    await list.requested;
    expect(dialog.getByText('Loading…')).toBeTruthy();
    await act(async () => list.answer({ items: [] }));
    expect(await dialog.findByText('No passkey yet.')).toBeTruthy();
    // happy-dom has no WebAuthn: no button to add one, the reason instead.
    expect(dialog.queryByRole('button', { name: 'Add a passkey on this phone' })).toBeNull();
    expect(dialog.getByText('This browser cannot use passkeys.')).toBeTruthy();
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();

    await openPasskeys();
    const again = within(await screen.findByRole('dialog', { name: 'Passkey on this phone' }));
    const items = await again.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.passkeys__name')?.textContent)).toEqual(['Chrome · Android', 'Passkey']);
    expect(items[0]?.textContent).toContain('Added 2026.11.02');
    expect(items[0]?.textContent).toContain('Last used 2026.11.17');
    expect(items[1]?.textContent).toContain('Not used yet');
  });

  it('removes one after asking (kept when cancelled), says so and lists again; a failed removal is said', async () => {
    const { api } = await open();
    api.answer('GET admin/passkeys', { items: [ANDROID, LINUX] }, { once: true });
    api.answer('GET admin/passkeys', { items: [ANDROID] });
    api.failNetwork('DELETE admin/passkeys/{id}', { once: true });
    api.answerNothing('DELETE admin/passkeys/{id}');
    await openPasskeys();
    const dialog = within(await screen.findByRole('dialog', { name: 'Passkey on this phone' }));
    const remove = await dialog.findByRole('button', { name: 'Remove Passkey, added 2026.11.10' });
    await act(async () => fireEvent.click(remove));
    let confirm = screen.getByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(confirm.textContent).toContain('Logins with it will need a code by text message again.');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' })));
    expect(api.callsTo('DELETE admin/passkeys/{id}')).toBe(0);

    await act(async () => fireEvent.click(remove));
    confirm = screen.getByRole('alertdialog', { name: 'Remove this passkey?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' })));
    expect((await dialog.findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');

    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Remove Passkey, added 2026.11.10' })));
    confirm = screen.getByRole('alertdialog', { name: 'Remove this passkey?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' })));
    expect((await dialog.findByText('The passkey was removed.')).getAttribute('role')).toBe('status');
    expect(api.lastRequest('DELETE admin/passkeys/{id}').path).toBe(`admin/passkeys/${LINUX.id}`);
    await vi.waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(1));
  });

  it('a list that cannot load says why', async () => {
    const { api } = await open();
    api.refuse('GET admin/passkeys', 500, 'INTERNAL');
    await openPasskeys();
    const dialog = within(await screen.findByRole('dialog', { name: 'Passkey on this phone' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
  });
});

describe('the admin menu (Korean)', () => {
  it('says how many wait, and names the workers entry, in Korean', async () => {
    await open('ko', 3);
    expect(await screen.findByText('3건 대기')).toBeTruthy();
    expect(screen.getByRole('link', { name: '근로자' }).getAttribute('href')).toBe('/adminWorkers');
  });
});

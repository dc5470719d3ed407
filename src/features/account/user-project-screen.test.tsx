/**
 * Company selection (/userProject, docs/spec-notes.md §2) against the fake API: the projects of the worker's
 * contracts grouped by customer with the current one marked, while loading, none yet, a failed load,
 * a choice required, a refused or failed save, and a saved one that becomes current with the way home.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkerProject } from '#contract/api-projects.ts';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const SONGDO: WorkerProject = {
  customerCode: 'CU01',
  customerName: '대성토건',
  corporationName: '대성토건(주)',
  projectCode: 'P001',
  projectName: '송도 아파트 3단지 신축공사',
  projectAddress: '인천광역시 연수구 송도동 1',
  home: true,
};
const PANGYO: WorkerProject = {
  customerCode: 'CU02',
  customerName: '한빛건설',
  corporationName: '한빛건설(주)',
  projectCode: 'P101',
  projectName: '판교 물류센터 신축공사',
  projectAddress: '경기도 성남시 분당구 판교동 2',
  home: false,
};
const MAGOK: WorkerProject = { ...PANGYO, projectCode: 'P102', projectName: '마곡 연구동 신축공사', projectAddress: '서울특별시 강서구 마곡동 3' };

async function open() {
  const rendered = await renderScreen('/userProject', { session: 'worker' });
  await screen.findByRole('heading', { name: 'Company selection' });
  return rendered;
}

describe('company selection (English)', () => {
  it('loading, then the projects grouped by customer with the current one chosen and marked', async () => {
    const api = fakeApi();
    const list = api.defer('GET users/projects');
    await open();
    await list.requested;
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await act(async () => list.answer({ items: [SONGDO, PANGYO, MAGOK] }));
    const daesung = await screen.findByRole('group', { name: '대성토건' });
    const hanbit = screen.getByRole('group', { name: '한빛건설' });
    expect(within(hanbit).getAllByRole('radio')).toHaveLength(2);
    const current = within(daesung).getByRole('radio', { name: /송도 아파트 3단지 신축공사/ }) as HTMLInputElement;
    expect(current.checked).toBe(true);
    expect(within(daesung).getByText('Current')).toBeTruthy();
    expect(within(hanbit).queryByText('Current')).toBeNull();
    expect(within(hanbit).getByText('한빛건설(주) · 경기도 성남시 분당구 판교동 2')).toBeTruthy();
  });

  it('no projects yet: says how one comes', async () => {
    const api = fakeApi();
    api.answer('GET users/projects', { items: [] });
    await open();
    expect(await screen.findByText('You have no projects yet. Your employer adds you with your employment contract.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('a failed load says why', async () => {
    const api = fakeApi();
    api.failNetwork('GET users/projects');
    await open();
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot reach the server. Check your connection and try again.');
  });

  it('without a current project a choice is required; a project not of the worker’s contracts is refused', async () => {
    const api = fakeApi();
    api.answer('GET users/projects', { items: [{ ...SONGDO, home: false }, PANGYO] });
    api.refuse('PUT users/homeProject', 403, 'SITE_NOT_ALLOWED', {}, { once: true });
    api.failNetwork('PUT users/homeProject', { once: true });
    await open();
    await screen.findByRole('group', { name: '대성토건' });
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('alert').textContent).toBe('Choose a project.');
    expect(api.callsTo('PUT users/homeProject')).toBe(0);
    fireEvent.click(screen.getByRole('radio', { name: /판교 물류센터/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('You cannot log in to this corporation-site. Choose another one.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Cannot reach the server. Check your connection and try again.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to home' })).toBeNull();
  });

  it('the chosen project is saved, said, marked current after the list is read again, and home is offered', async () => {
    const api = fakeApi();
    api.answer('GET users/projects', { items: [SONGDO, PANGYO] }, { once: true });
    api.answer('GET users/projects', { items: [{ ...SONGDO, home: false }, { ...PANGYO, home: true }] });
    const save = api.defer('PUT users/homeProject');
    const { router } = await open();
    fireEvent.click(await screen.findByRole('radio', { name: /판교 물류센터/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await save.requested).body).toEqual({ projectCode: 'P101' });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => save.answerNothing());
    expect((await screen.findByRole('status')).textContent).toBe('Saved. Home now shows 판교 물류센터 신축공사.');
    await findCurrent('판교 물류센터');
    expect(api.callsTo('GET users/projects')).toBeGreaterThanOrEqual(2);
    const home = screen.getByRole('link', { name: 'Go to home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(router.state.location.pathname).toBe('/userProject');
  });
});

/** Waits until the project named is the checked radio and carries the Current badge. */
async function findCurrent(name: string) {
  const radio = (await screen.findByRole('radio', { name: new RegExp(`${name}.*Current`) })) as HTMLInputElement;
  expect(radio.checked).toBe(true);
}

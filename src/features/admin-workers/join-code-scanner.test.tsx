/**
 * Finding a worker by the "join this site" code on their phone (/adminWorkers, decision 084) against
 * the fake API, with the camera as the test says it reads: the card of the person the code names (as a
 * search by number shows it) and the camera stopped; the worker's code for work explained and nothing
 * sent; the server's refusals (expired, not ours) said while the camera keeps looking; a code read
 * again and again asked once. The real camera and zxing's decoding stay in e2e.
 */
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CorporationSite } from '#contract/api-auth.ts';
import type { FakeApi } from '@/testing/fake-api';
import { press } from '@/testing/interact';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { templateList } from '@/testing/template-answers';
import { workerLookup } from '@/testing/worker-answers';

const camera = vi.hoisted(() => ({ decode: null as ((text: string) => void) | null, wanted: false }));
vi.mock('@/domain/admin/use-qr-camera', () => ({
  CAMERA_START_MARK: 'scan:camera-start',
  useQrCamera: (_video: unknown, wanted: boolean, onDecode: (text: string) => void) => {
    camera.decode = onDecode;
    camera.wanted = wanted;
    return { status: wanted ? 'on' : 'off', torchAvailable: false, torchOn: false, setTorch: () => undefined, retry: () => undefined };
  },
}));

const SITE: CorporationSite = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S001', siteName: '판교 현장' };
const NOW = '2026-03-02T09:00:00+09:00';
const JOIN = `J1${'A'.repeat(115)}`;

beforeEach(() => {
  camera.decode = null;
  camera.wanted = false;
});

async function openScanner(api: FakeApi, language: 'en' | 'ko' = 'en') {
  api.answer('GET admin/currentSite', SITE);
  await renderScreen('/adminWorkers', { session: 'admin', language, now: NOW });
  await screen.findByRole('button', { name: language === 'en' ? "Scan the worker's join code" : '근로자의 합류 코드 스캔' });
  await press(language === 'en' ? "Scan the worker's join code" : '근로자의 합류 코드 스캔');
  await screen.findByRole('region', { name: language === 'en' ? "Scan the worker's join code" : '근로자의 합류 코드 스캔' });
  expect(camera.wanted).toBe(true);
}

async function read(text: string) {
  await act(async () => {
    camera.decode?.(text);
    await Promise.resolve();
  });
}

describe("the worker's join code (English)", () => {
  it('finds the person the code names: their card, the camera stopped, the code sent in the body once', async () => {
    const api = fakeApi();
    const pending = api.defer('POST admin/workers/byJoinCode');
    api.answer('GET admin/contractTemplates', templateList([]));
    await openScanner(api);
    expect(screen.getByRole('status').textContent).toBe("Hold the worker's join code inside the frame.");

    // The camera reads the code many times a second: one call while it is checked.
    await read(JOIN);
    await pending.requested;
    expect(screen.getByRole('status').textContent).toBe('Checking the code…');
    await read(JOIN);
    await act(async () => pending.answer(workerLookup()));
    const found = await screen.findByRole('article', { name: '임*윤' });
    expect(within(found).getByText('010-5820-3746')).toBeTruthy();
    expect(api.callsTo('POST admin/workers/byJoinCode')).toBe(1);
    expect(api.lastRequest('POST admin/workers/byJoinCode').body).toEqual({ code: JOIN });
    // The scanner left the screen: the camera hook's cleanup stops the camera.
    expect(screen.queryByRole('region', { name: "Scan the worker's join code" })).toBeNull();
  });

  it("explains the worker's code for work without asking the server, and keeps looking", async () => {
    const api = fakeApi();
    await openScanner(api);
    await read('W1AAAAexample');
    expect((await screen.findByRole('alert')).textContent).toBe("This is the worker's code for starting or ending work. Ask them for the join code instead: Menu → Join a site.");
    await read('https://example.com/');
    expect(screen.getByRole('alert').textContent).toBe('This code is not a join code of this app. Ask the worker to open Menu → Join a site and show that code.');
    expect(api.callsTo('POST admin/workers/byJoinCode')).toBe(0);
    expect(camera.wanted).toBe(true);
  });

  it("says the server's refusals, asks a refused code once, and takes the next code read", async () => {
    const api = fakeApi();
    api.refuse('POST admin/workers/byJoinCode', 410, 'JOIN_CODE_EXPIRED', {}, { once: true });
    api.answer('POST admin/workers/byJoinCode', workerLookup());
    api.answer('GET admin/contractTemplates', templateList([]));
    await openScanner(api);
    await read(JOIN);
    expect((await screen.findByRole('alert')).textContent).toBe('This join code has expired. Ask the worker to open it again: the app makes a new one.');
    await read(JOIN);
    expect(api.callsTo('POST admin/workers/byJoinCode')).toBe(1);
    expect(camera.wanted).toBe(true);

    const renewed = `J1${'B'.repeat(115)}`;
    await read(renewed);
    expect(await screen.findByRole('article', { name: '임*윤' })).toBeTruthy();
    expect(api.lastRequest('POST admin/workers/byJoinCode').body).toEqual({ code: renewed });
  });

  it('stops on request, and the search by number stays', async () => {
    const api = fakeApi();
    await openScanner(api);
    await press('Stop scanning');
    expect(screen.queryByRole('region', { name: "Scan the worker's join code" })).toBeNull();
    expect(screen.getByRole('button', { name: "Scan the worker's join code" })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Find a worker' })).toBeTruthy();
  });
});

describe('합류 코드 (한국어)', () => {
  it('찾은 사람의 카드를 보여 준다', async () => {
    const api = fakeApi();
    api.answer('POST admin/workers/byJoinCode', workerLookup());
    api.answer('GET admin/contractTemplates', templateList([]));
    await openScanner(api, 'ko');
    await read(JOIN);
    expect(await screen.findByRole('article', { name: '임*윤' })).toBeTruthy();
  });
});

// fake-indexeddb first: the outbox opens its IndexedDB store when the module loads.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Correction, CorrectionRequest } from '#contract/api-corrections.ts';
import { pendingCount } from '@/domain/personal-data/personal-stores';
import { clearSession, setUserSession } from '@/platform/session/session-store';
import { correctionItems, flushCorrections, queueCorrection, removeCorrectionItem, saveCorrectionItem, type CorrectionItem } from './correction-outbox';

const JANG = 'worker-jang';
const SONG = 'worker-song';

function fakeToken(subject: string): string {
  const claims = btoa(JSON.stringify({ sub: subject, role: 'user' })).replace(/=+$/, '');
  return `eyJhbGciOiJFUzI1NiJ9.${claims}.c2lnbmF0dXJl`;
}

function logInAs(subject: string): void {
  setUserSession({ accessToken: fakeToken(subject), refreshToken: fakeToken(subject), ynConvertPassword: 'Y' });
}

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

let queued = 0;
function item(owner: string, overrides: Partial<CorrectionItem> = {}): CorrectionItem {
  queued += 1;
  return { key: crypto.randomUUID(), owner, queuedAt: queued, status: 'draft', date: '20261118', eventType: 'EndWork', time: '18:00', nextDay: false, reason: '퇴근 스캔을 잊었습니다', ...overrides };
}

/** What the server answers next: a request made, a refusal, or no answer at all. */
type Answer = { status: number; body?: object } | 'no answer';
let answers: Answer[] = [];
/** Every request that reached the server, with the account it came under. */
let received: { subject: string; body: CorrectionRequest }[] = [];
/** The requests the server made, by idempotency key (a repeat answers the one made). */
let made = new Map<string, Correction>();

function correction(body: CorrectionRequest): Correction {
  return {
    id: crypto.randomUUID(),
    date: body.date,
    eventType: body.eventType,
    time: `2026-11-18T${body.time}:00+09:00`,
    original: null,
    reason: body.reason,
    hasPhoto: body.photo !== undefined,
    state: 'pending',
    createdAt: '2026-11-19T09:00:00+09:00',
    decidedAt: null,
    decidedBy: null,
    decisionNote: null,
    siteCode: 'P1001',
    siteName: '판교 물류센터 신축공사',
  };
}

async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  expect(request.method).toBe('POST');
  expect(new URL(request.url).pathname).toBe('/v1/mobile/wfm/work/corrections');
  const body = (await request.json()) as CorrectionRequest;
  const subject = JSON.parse(atob(request.headers.get('Authorization')?.split('.')[1] ?? '')) as { sub: string };
  const answer = answers.shift() ?? { status: 201 };
  if (answer === 'no answer') throw new TypeError('Failed to fetch');
  received.push({ subject: subject.sub, body });
  if (answer.status >= 400) return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  const repeat = made.get(body.idempotencyKey);
  const answered = repeat ?? correction(body);
  made.set(body.idempotencyKey, answered);
  return new Response(JSON.stringify(answered), { status: repeat ? 200 : 201, headers: { 'content-type': 'application/json' } });
}

beforeEach(async () => {
  answers = [];
  received = [];
  made = new Map();
  setOnline(true);
  vi.spyOn(globalThis, 'fetch').mockImplementation(fakeServer);
  for (const owner of [JANG, SONG]) for (const left of await correctionItems(owner)) await removeCorrectionItem(left);
  logInAs(JANG);
});

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

describe('the correction outbox', () => {
  it('sends a request written online at once, once, and forgets it', async () => {
    const written = item(JANG);
    const outcome = await queueCorrection(written);
    expect(outcome).toMatchObject({ kind: 'sent', answer: { eventType: 'EndWork', state: 'pending' } });
    expect(received.map((request) => request.body)).toEqual([{ date: '20261118', eventType: 'EndWork', time: '18:00', nextDay: false, reason: '퇴근 스캔을 잊었습니다', idempotencyKey: written.key }]);
    expect(await correctionItems(JANG)).toEqual([]);
    await flushCorrections(JANG);
    expect(received).toHaveLength(1);
  });

  it('keeps a request written offline, counts it for logout, and sends it once when online', async () => {
    setOnline(false);
    const written = item(JANG, { photo: '/9j/4A==' });
    expect(await queueCorrection(written)).toBeNull();
    expect((await correctionItems(JANG)).map((kept) => [kept.key, kept.status])).toEqual([[written.key, 'pending']]);
    expect(received).toEqual([]);
    expect(await pendingCount()).toBe(1);

    setOnline(true);
    await Promise.all([flushCorrections(JANG), flushCorrections(JANG)]);
    await flushCorrections(JANG);
    expect(received.map((request) => request.body.idempotencyKey)).toEqual([written.key]);
    expect(received[0]?.body.photo).toBe('/9j/4A==');
    expect(await correctionItems(JANG)).toEqual([]);
    expect(await pendingCount()).toBe(0);
  });

  it('keeps a request that got no answer, and sends it again with the same key (the server makes it once)', async () => {
    answers = ['no answer'];
    const written = item(JANG);
    expect(await queueCorrection(written)).toBeNull();
    expect((await correctionItems(JANG))[0]?.status).toBe('pending');
    await flushCorrections(JANG);
    expect(received.map((request) => request.body.idempotencyKey)).toEqual([written.key]);
    expect(made.size).toBe(1);
  });

  it('keeps a refused request with what the server said, for the worker to fix, and never sends it again by itself', async () => {
    answers = [{ status: 409, body: { code: 'CORRECTION_SEQUENCE', message: 'out of order', fields: { sequence: 'endWithoutBegin' } } }];
    const written = item(JANG);
    const outcome = await queueCorrection(written);
    expect(outcome).toMatchObject({ kind: 'refused', body: { code: 'CORRECTION_SEQUENCE' } });
    const [kept] = await correctionItems(JANG);
    expect(kept).toMatchObject({ key: written.key, status: 'refused', time: '18:00', reason: written.reason, refusal: { code: 'CORRECTION_SEQUENCE', fields: { sequence: 'endWithoutBegin' } } });
    expect(await pendingCount()).toBe(0);

    await flushCorrections(JANG);
    expect(received).toHaveLength(1);

    // Fixed and sent again: the refusal goes with it.
    const fixed = await queueCorrection({ ...(kept as CorrectionItem), time: '19:00' });
    expect(fixed?.kind).toBe('sent');
    expect(received[1]?.body).toMatchObject({ time: '19:00', idempotencyKey: written.key });
    expect(await correctionItems(JANG)).toEqual([]);
  });

  it('treats a server in trouble as "later", never as a refusal', async () => {
    answers = [{ status: 500, body: { code: 'INTERNAL', message: 'oops' } }];
    expect(await queueCorrection(item(JANG))).toBeNull();
    expect((await correctionItems(JANG))[0]?.status).toBe('pending');
  });

  it('never sends a worker’s request under another worker’s account, and keeps it for its owner', async () => {
    setOnline(false);
    const jangs = item(JANG);
    await queueCorrection(jangs);
    // 송민재 uses the phone now (장하늘's session ended without a logout).
    logInAs(SONG);
    setOnline(true);
    await flushCorrections(JANG);
    expect(received).toEqual([]);
    expect(await pendingCount()).toBe(0);
    const songs = item(SONG);
    await queueCorrection(songs);
    expect(received.map((request) => [request.subject, request.body.idempotencyKey])).toEqual([[SONG, songs.key]]);
    expect((await correctionItems(JANG)).map((kept) => [kept.key, kept.status])).toEqual([[jangs.key, 'pending']]);

    logInAs(JANG);
    await flushCorrections(JANG);
    expect(received.map((request) => [request.subject, request.body.idempotencyKey])).toEqual([
      [SONG, songs.key],
      [JANG, jangs.key],
    ]);
  });

  it('keeps drafts on the phone without sending them', async () => {
    const written = item(JANG, { time: '', reason: '퇴근' });
    await saveCorrectionItem(written);
    await flushCorrections(JANG);
    expect(received).toEqual([]);
    expect(await correctionItems(JANG)).toEqual([written]);
    expect(await pendingCount()).toBe(0);
  });
});

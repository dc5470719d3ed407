/**
 * The "join this site" code (issue 33, decision 084): the worker's app gets a code naming them; the
 * site office scans it and finds them as a search by their number does, for ten minutes. Anything
 * else read by the camera, a code altered, and a code after its life are refused with their reason.
 */
import { describe, expect, it } from 'vitest';
import type { WorkerLookup } from '#contract/api-employment.ts';
import type { JoinCode } from '#contract/api-qr.ts';
import { API_PREFIX } from '#contract/api-contract.ts';
import { JOIN_CODE_LIFETIME_SECONDS, joinCodeMessage, joinCodeOf, splitJoinCode } from '#contract/join-code.ts';
import { SEED_PASSWORD, SEED_WORKERS } from '../../seed/seed.ts';
import { useQrApp } from '../../testing/qr-app.ts';
import { errorOf, type TestApp } from '../../testing/test-app.ts';

/** Friday 2026-11-20, 09:00 in Seoul. */
const NOW = new Date('2026-11-20T09:00:00+09:00');
const KIM = SEED_WORKERS.kim;

function lookUp(t: TestApp, token: string, code: string): Promise<Response> {
  return t.api.post('/admin/workers/byJoinCode', { code }, { token });
}

async function joinCode(t: TestApp, token: string): Promise<JoinCode> {
  const answer = await t.api.post('/qr/joinCodes', undefined, { token });
  expect(answer.status).toBe(201);
  return (await answer.json()) as JoinCode;
}

describe('the "join this site" code (issue 33)', () => {
  const { t, s } = useQrApp(NOW);

  it('names the worker for ten minutes: the office finds them as by their number, at any site', async () => {
    const code = await joinCode(t, s.kim);
    expect(code).toMatchObject({ lifetimeSeconds: JOIN_CODE_LIFETIME_SECONDS, expiresAt: '2026-11-20T09:10:00+09:00' });
    expect(code.code).toMatch(/^J1[A-Za-z0-9_-]+$/);
    expect(splitJoinCode(code.code)?.fields.userId).toBe(KIM.id);

    const byPhone = (await (await t.api.get(`/admin/workers?phone=${KIM.phone}`, { token: s.jungP1001 })).json()) as WorkerLookup;
    const found = await lookUp(t, s.jungP1001, code.code);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual(byPhone);
    expect(byPhone.maskedName).not.toBe(KIM.name);

    // Another site's office finds the same person, with its own (no) employment.
    const elsewhere = await lookUp(t, s.ohP1002, code.code);
    expect(elsewhere.status).toBe(200);
    expect(((await elsewhere.json()) as WorkerLookup).userId).toBe(KIM.id);

    t.clock.advance((JOIN_CODE_LIFETIME_SECONDS - 1) * 1000);
    expect((await lookUp(t, s.jungP1001, code.code)).status).toBe(200);
    t.clock.advance(1000);
    const late = await lookUp(t, s.jungP1001, code.code);
    expect([late.status, (await errorOf(late)).code]).toEqual([410, 'JOIN_CODE_EXPIRED']);
  });

  it('refuses an attendance code, an altered code, another worker under the same signature and a made-up one', async () => {
    const attendance = (await (await t.api.post('/qr/codes', { eventType: 'BeginLunch' }, { token: s.kim })).json()) as { payload: string };
    const code = (await joinCode(t, s.kim)).code;
    const altered = code.slice(0, -2) + (code.at(-2) === 'A' ? 'B' : 'A') + code.at(-1);
    const split = splitJoinCode(code);
    if (!split) throw new Error('not a join code');
    const lee = joinCodeOf(joinCodeMessage({ ...split.fields, userId: SEED_WORKERS.lee.id }), split.signature);
    for (const text of [attendance.payload, altered, lee, 'J1' + 'A'.repeat(code.length - 2), 'hello', `${code}x`]) {
      const refused = await lookUp(t, s.jungP1001, text);
      expect([text, refused.status, (await errorOf(refused)).code]).toEqual([text, 422, 'JOIN_CODE_INVALID']);
    }
  });

  it('is for a logged-in worker and an admin only, and a closed account is not found', async () => {
    expect((await t.api.post('/qr/joinCodes', undefined, {})).status).toBe(401);
    const code = (await joinCode(t, s.kim)).code;
    expect((await lookUp(t, s.lee, code)).status).toBe(403);
    expect((await t.api.request('POST', `${API_PREFIX}/admin/workers/byJoinCode`, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) })).status).toBe(401);

    const cancelled = await t.api.post('/account/cancel', { password: SEED_PASSWORD, confirmPrecautions: true }, { token: s.kim });
    expect(cancelled.status).toBeLessThan(300);
    const gone = await lookUp(t, s.jungP1001, code);
    expect([gone.status, (await errorOf(gone)).code]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
  });
});

/**
 * The face on the scan (issue 33, decision 080): the admin takes a worker's photo with their consent;
 * it is written again without its metadata, shown on an accepted scan, served to the admins of a site
 * where the worker has a contract and to the worker, refused to another site's admin, and deleted
 * with the account.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { WorkerLookup } from '#contract/api-employment.ts';
import type { QrScanAnswer } from '#contract/api-qr.ts';
import { API_PREFIX } from '#contract/api-contract.ts';
import { SEED_PASSWORD, SEED_WORKERS } from '../../seed/seed.ts';
import { pixelBombJpeg, polyglotJpeg, smallJpeg } from '../../testing/images.ts';
import { useQrApp } from '../../testing/qr-app.ts';
import { errorOf, type TestApp } from '../../testing/test-app.ts';

/** Friday 2026-11-20, 09:00 in Seoul. */
const NOW = new Date('2026-11-20T09:00:00+09:00');
const KIM = SEED_WORKERS.kim;

function putPhoto(t: TestApp, token: string, userId: string, body: Record<string, unknown>): Promise<Response> {
  return t.api.request('PUT', `${API_PREFIX}/admin/workers/${userId}/photo`, { token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe("a worker's face photo for the gate (issue 33)", () => {
  const { t, s } = useQrApp(NOW);

  it('keeps the photo with consent, without its location; the lookup and an accepted scan say it is there; the site and the worker see it', async () => {
    const jpeg = await smallJpeg({ gps: true });
    const noConsent = await putPhoto(t, s.jungP1001, KIM.id, { photo: jpeg.toString('base64'), consent: false });
    expect([noConsent.status, (await errorOf(noConsent)).fields]).toEqual([400, { consent: 'consentRequired' }]);

    const taken = await putPhoto(t, s.jungP1001, KIM.id, { photo: jpeg.toString('base64'), consent: true });
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ recordedAt: '2026-11-20T09:00:00+09:00' });
    const lookup = (await (await t.api.get(`/admin/workers?phone=${KIM.phone}`, { token: s.jungP1001 })).json()) as WorkerLookup;
    expect(lookup).toMatchObject({ photoRecordedAt: '2026-11-20T09:00:00+09:00', language: 'ko' });

    const served = await t.api.get(`/admin/workers/${KIM.id}/photo`, { token: s.jungP1001 });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('no-store');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    const own = await t.api.get('/account/photo', { token: s.kim });
    expect([own.status, Buffer.from(await own.arrayBuffer()).equals(bytes)]).toEqual([200, true]);
    expect((await t.api.get('/account/photo', { token: s.lee })).status).toBe(404);

    // An accepted scan names the worker and says there is a face to show.
    const code = (await (await t.api.post('/qr/codes', { eventType: 'BeginLunch' }, { token: s.kim })).json()) as { payload: string };
    const scan = await t.api.post('/qr/scans', { payload: code.payload }, { token: s.jungP1001 });
    expect(scan.status).toBe(201);
    expect(((await scan.json()) as QrScanAnswer).event).toMatchObject({ workerId: KIM.id, hasPhoto: true, workerName: KIM.name });
  });

  it("refuses another site's admin (taking and seeing), what is not a photo, and a pixel bomb", async () => {
    const jpeg = (await smallJpeg()).toString('base64');
    const other = await putPhoto(t, s.ohP1002, SEED_WORKERS.lee.id, { photo: jpeg, consent: true });
    expect([other.status, (await errorOf(other)).code]).toEqual([404, 'NOT_FOUND']);
    expect((await t.api.get(`/admin/workers/${KIM.id}/photo`, { token: s.ohP1002 })).status).toBe(404);
    const polyglot = await putPhoto(t, s.jungP1001, KIM.id, { photo: (await polyglotJpeg()).toString('base64'), consent: true });
    expect([polyglot.status, (await errorOf(polyglot)).fields]).toEqual([400, { photo: 'invalid' }]);
    const bomb = await putPhoto(t, s.jungP1001, KIM.id, { photo: (await pixelBombJpeg()).toString('base64'), consent: true });
    expect([bomb.status, (await errorOf(bomb)).fields]).toEqual([400, { photo: 'tooLarge' }]);
    // A worker never sees anyone's photo through the admin's call.
    expect((await t.api.get(`/admin/workers/${KIM.id}/photo`, { token: s.lee })).status).toBe(403);
  });

  // Last: it ends 김민준's account.
  it('deletes the photo with the account', async () => {
    expect(await t.db.selectFrom('worker_photos').select('user_id').where('user_id', '=', KIM.id).executeTakeFirst()).toBeDefined();
    const cancelled = await t.api.post('/account/cancel', { password: SEED_PASSWORD, confirmPrecautions: true }, { token: s.kim });
    expect(cancelled.status).toBeLessThan(300);
    expect(await t.db.selectFrom('worker_photos').select('user_id').where('user_id', '=', KIM.id).executeTakeFirst()).toBeUndefined();
  });
});

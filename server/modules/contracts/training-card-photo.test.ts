/**
 * The photo of the basic safety training card (issue 33, decision 076): optional, kept with the
 * training record or on its own once the card is recorded, written again without its metadata,
 * replaced when taken again, served back only to the admins of a site where the worker has a contract
 * (404 to another site's admin and for an unknown worker), refused when it is not a photo (and then
 * nothing of the record is kept), and deleted with the account. A photo as large as the app sends it
 * passes the API's body limit (the face photo's too).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SafetyTraining, WorkerLookup } from '#contract/api-employment.ts';
import { API_PREFIX } from '#contract/api-contract.ts';
import { formatSeoulIso } from '#contract/seoul-time.ts';
import { SEED_PASSWORD, SEED_WORKERS } from '../../seed/seed.ts';
import { pixelBombJpeg, polyglotJpeg, smallJpeg } from '../../testing/images.ts';
import { useQrApp } from '../../testing/qr-app.ts';
import { errorOf, type TestApp } from '../../testing/test-app.ts';

/** Friday 2026-11-20, 09:00 in Seoul. */
const NOW = new Date('2026-11-20T09:00:00+09:00');
const KIM = SEED_WORKERS.kim;
const LEE = SEED_WORKERS.lee;
const UNKNOWN = '0b1e6a52-5d0e-4c7e-9a51-00000000ffff';

function put(t: TestApp, token: string, path: string, body: Record<string, unknown>): Promise<Response> {
  return t.api.request('PUT', `${API_PREFIX}${path}`, { token, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

const training = (t: TestApp, token: string, userId: string, body: Record<string, unknown>) => put(t, token, `/admin/workers/${userId}/safetyTraining`, body);
const cardPhoto = (t: TestApp, token: string, userId: string, photo: string) => put(t, token, `/admin/workers/${userId}/safetyTraining/photo`, { photo });
const servedCard = (t: TestApp, token: string, userId: string) => t.api.get(`/admin/workers/${userId}/safetyTraining/photo`, { token });

/** A photo of the card as the app sends it: 1280×800 of fine detail, a JPEG of a few hundred KB (far above the API's usual 64 KB body). */
async function cardSizedJpeg(): Promise<Buffer> {
  const width = 1280;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = 96 + (seed >> 24);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 60 }).toBuffer();
}

async function lookup(t: TestApp, token: string, phone: string): Promise<WorkerLookup> {
  return (await (await t.api.get(`/admin/workers?phone=${phone}`, { token })).json()) as WorkerLookup;
}

describe("the photo of the worker's safety training card (issue 33)", () => {
  const { t, s } = useQrApp(NOW);

  it('keeps it with the training record, without its location, and serves it back to the site’s admin only; recording again keeps it; taking it again replaces it', async () => {
    const recorded = await training(t, s.jungP1001, KIM.id, { certificateNo: '2026-서울-0412345', completedOn: '2026-11-19', photo: (await smallJpeg({ gps: true })).toString('base64') });
    expect(recorded.status).toBe(200);
    const at = formatSeoulIso(t.clock.now());
    expect(await recorded.json()).toEqual({ certificateNo: '2026-서울-0412345', completedOn: '2026-11-19', recordedAt: at, photoRecordedAt: at });
    expect((await lookup(t, s.jungP1001, KIM.phone)).safetyTraining).toMatchObject({ photoRecordedAt: at });

    const served = await servedCard(t, s.jungP1001, KIM.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    // jpegAnswer says `private, no-store`; the API's headers make every answer `no-store` (security-headers.ts): no cache keeps it.
    expect(served.headers.get('cache-control')).toContain('no-store');
    const first = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(first).metadata();
    expect([metadata.format, metadata.width, metadata.exif]).toEqual(['jpeg', 64, undefined]);

    // Another site's admin, a worker, an unknown worker: nothing.
    expect((await servedCard(t, s.ohP1002, KIM.id)).status).toBe(404);
    expect((await errorOf(await servedCard(t, s.ohP1002, KIM.id))).code).toBe('NOT_FOUND');
    expect((await servedCard(t, s.jungP1001, UNKNOWN)).status).toBe(404);
    expect((await servedCard(t, s.kim, KIM.id)).status).toBe(403);

    // The number recorded again (a typing mistake) without a photo: the photo stays.
    t.clock.advance(60_000);
    const again = (await (await training(t, s.jungP1001, KIM.id, { certificateNo: '2026-서울-0412346', completedOn: '2026-11-19' })).json()) as SafetyTraining;
    expect(again).toMatchObject({ certificateNo: '2026-서울-0412346', recordedAt: formatSeoulIso(t.clock.now()), photoRecordedAt: at });

    // On its own afterwards, as large as the app sends it: it replaces the one kept.
    t.clock.advance(60_000);
    const large = await cardSizedJpeg();
    expect(large.length).toBeGreaterThan(100 * 1024);
    expect(large.length).toBeLessThan(512 * 1024);
    const replaced = await cardPhoto(t, s.jungP1001, KIM.id, large.toString('base64'));
    expect(replaced.status, JSON.stringify(await replaced.clone().json())).toBe(200);
    expect(await replaced.json()).toEqual({ recordedAt: formatSeoulIso(t.clock.now()) });
    const second = Buffer.from(await (await servedCard(t, s.jungP1001, KIM.id)).arrayBuffer());
    expect((await sharp(second).metadata()).width).toBe(1280);
    expect((await lookup(t, s.jungP1001, KIM.phone)).safetyTraining?.photoRecordedAt).toBe(formatSeoulIso(t.clock.now()));
    expect(await t.db.selectFrom('safety_training_photos').select('recorded_by').where('user_id', '=', KIM.id).execute()).toEqual([{ recorded_by: expect.any(String) as string }]);

    // The face photo of that size passes the body limit too (it was held to the API's 64 KB).
    const face = await put(t, s.jungP1001, `/admin/workers/${KIM.id}/photo`, { photo: large.toString('base64'), consent: true });
    expect(face.status).toBe(200);
  });

  it("refuses another site's admin, an unknown worker, a worker without a training recorded, and what is not a photo; a refused photo keeps nothing of the record", async () => {
    const jpeg = (await smallJpeg()).toString('base64');
    const other = await cardPhoto(t, s.ohP1002, KIM.id, jpeg);
    expect([other.status, (await errorOf(other)).code]).toEqual([404, 'NOT_FOUND']);
    expect((await training(t, s.ohP1002, KIM.id, { certificateNo: '12345', completedOn: '2026-11-19', photo: jpeg })).status).toBe(404);
    expect((await cardPhoto(t, s.jungP1001, UNKNOWN, jpeg)).status).toBe(404);
    // 이서연 works at 송도 (P2001), where no training is recorded for her yet: the photo waits for the record.
    const untrained = await cardPhoto(t, s.jungP2001, LEE.id, jpeg);
    expect([untrained.status, (await errorOf(untrained)).code]).toEqual([404, 'NOT_FOUND']);

    // Not a photo: text, a JPEG with a page riding after it, a pixel bomb, more than 512 KB.
    const text = await cardPhoto(t, s.jungP1001, KIM.id, Buffer.from('<html>not a photo</html>').toString('base64'));
    expect([text.status, (await errorOf(text)).fields]).toEqual([400, { photo: 'invalid' }]);
    const polyglot = await training(t, s.jungP2001, LEE.id, { certificateNo: '2026-인천-0001', completedOn: '2026-11-18', photo: (await polyglotJpeg()).toString('base64') });
    expect([polyglot.status, (await errorOf(polyglot)).fields]).toEqual([400, { photo: 'invalid' }]);
    const both = await training(t, s.jungP2001, LEE.id, { certificateNo: ' ', completedOn: '2026-11-18', photo: (await pixelBombJpeg()).toString('base64') });
    expect([both.status, (await errorOf(both)).fields]).toEqual([400, { certificateNo: 'required', photo: 'tooLarge' }]);
    const tooLong = await cardPhoto(t, s.jungP1001, KIM.id, 'A'.repeat(700_000));
    expect([tooLong.status, (await errorOf(tooLong)).fields]).toEqual([400, { photo: 'tooLong' }]);
    const tooLarge = await cardPhoto(t, s.jungP1001, KIM.id, 'A'.repeat(800_000));
    expect([tooLarge.status, (await errorOf(tooLarge)).fields]).toEqual([400, { body: 'tooLarge' }]);
    // The refused record was not kept, nor its photo.
    expect((await lookup(t, s.jungP2001, LEE.phone)).safetyTraining).toBeNull();
    expect(await t.db.selectFrom('safety_training_photos').select('user_id').where('user_id', '=', LEE.id).executeTakeFirst()).toBeUndefined();
  });

  // Last: it ends 김민준's account.
  it('deletes the photo of the card with the account', async () => {
    expect(await t.db.selectFrom('safety_training_photos').select('user_id').where('user_id', '=', KIM.id).executeTakeFirst()).toBeDefined();
    const cancelled = await t.api.post('/account/cancel', { password: SEED_PASSWORD, confirmPrecautions: true }, { token: s.kim });
    expect(cancelled.status).toBeLessThan(300);
    expect(await t.db.selectFrom('safety_training_photos').select('user_id').where('user_id', '=', KIM.id).executeTakeFirst()).toBeUndefined();
  });
});

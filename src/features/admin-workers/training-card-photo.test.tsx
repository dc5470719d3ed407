/**
 * The photo of the safety training card (issue 33, decision 076) on the worker's card (/adminWorkers)
 * against the fake API: optional in the training dialog (sent with the record, or not at all), added
 * or replaced on its own in a dialog of its own once the card is recorded, shown small in the training
 * section and large when tapped (loaded with the session, its object URL revoked when replaced), and
 * each problem of the phone or the server said under the photo, which stays; readiness does not ask
 * for it.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ResizePhoto from '@/platform/files/resize-photo';

// The phone's canvas work (createImageBitmap) is not in happy-dom: the photo comes out as this small JPEG.
vi.mock('@/platform/files/resize-photo', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizePhoto>()),
  resizePhoto: vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' })),
}));
import type { CorporationSite } from '#contract/api-auth.ts';
import { PhotoError, resizePhoto } from '@/platform/files/resize-photo';
import type { FakeApi } from '@/testing/fake-api';
import { fill, press } from '@/testing/interact';
import { fakeApi, renderScreen } from '@/testing/render-screen';
import { employment, safetyTraining, workerLookup } from '@/testing/worker-answers';

const SITE: CorporationSite = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S001', siteName: '판교 현장' };
/** A Monday in 2026. */
const NOW = '2026-03-02T09:00:00+09:00';
const PHONE = '010-5820-3746';
const TRAINING_CALL = 'PUT admin/workers/{userId}/safetyTraining';
const CARD_CALL = 'PUT admin/workers/{userId}/safetyTraining/photo';
const CARD_PHOTO = 'GET admin/workers/{userId}/safetyTraining/photo';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

async function openWorker(api: FakeApi): Promise<HTMLElement> {
  api.answer('GET admin/currentSite', SITE);
  await renderScreen('/adminWorkers', { session: 'admin', language: 'en', now: NOW });
  await screen.findByRole('heading', { level: 1, name: 'Workers' });
  fill('Mobile number', PHONE);
  await press('Find');
  return screen.findByRole('region', { name: 'Basic safety training' });
}

function dialog(name: string): HTMLElement {
  return screen.getByRole('dialog', { name });
}

async function click(element: HTMLElement): Promise<void> {
  await act(async () => fireEvent.click(element));
}

/** Gives the dialog's camera button a photo (made small by the mocked resize). */
async function takePhoto(scope: HTMLElement, label = 'Take a photo of the card'): Promise<void> {
  const file = new File([new Uint8Array([1, 2, 3])], 'card.jpg', { type: 'image/jpeg' });
  await act(async () => fireEvent.change(within(scope).getByLabelText(label), { target: { files: [file] } }));
}

function statuses(): string[] {
  return screen.queryAllByRole('status').map((status) => status.textContent);
}

describe('the photo of the training card (English)', () => {
  it('is optional with the record: kept with it, then shown small and large from the session, and replaced on its own', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup({ employment: employment() }));
    api.answer(TRAINING_CALL, safetyTraining({ certificateNo: '2026-서울-0412345', completedOn: '2026-02-27', photoRecordedAt: '2026-03-02T09:00:00+09:00' }));
    api.answer(CARD_CALL, { recordedAt: '2026-03-02T09:05:00+09:00' });
    api.answerFile(CARD_PHOTO, JPEG);
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    const section = await openWorker(api);

    await click(within(section).getByRole('button', { name: 'Record training' }));
    const training = dialog('Basic safety training');
    const group = within(training).getByRole('group', { name: 'Photo of the card (optional)' });
    expect(within(group).getByText('Not needed for work; it keeps what the card shows.')).toBeTruthy();
    fill('Certificate number', '2026-서울-0412345');
    fill('Day of the training', '2026-02-27');
    await takePhoto(group);
    expect(await within(group).findByRole('img', { name: 'The photo of the card to keep' })).toBeTruthy();
    expect(vi.mocked(resizePhoto)).toHaveBeenLastCalledWith(expect.any(File), { maxSide: 1280, maxBytes: 512 * 1024 });
    expect(within(group).getByText('Take again')).toBeTruthy();
    await click(within(training).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lastRequest(TRAINING_CALL).body).toEqual({ certificateNo: '2026-서울-0412345', completedOn: '2026-02-27', photo: '/9j/2Q==' });
    expect(statuses()).toContain('Safety training and the photo of the card recorded.');

    // Small in the section, fetched with the admin's session; large when tapped.
    const thumbnail = await within(section).findByRole('button', { name: 'Enlarge: Training card of 임*윤' });
    expect(api.lastRequest(CARD_PHOTO).path).toBe(`admin/workers/${workerLookup().userId}/safetyTraining/photo`);
    expect(api.lastRequest(CARD_PHOTO).headers.get('Authorization')).toMatch(/^Bearer /);
    expect(within(section).getByText('Photo of the card kept on Mon, Mar 2, 2026')).toBeTruthy();
    await click(thumbnail);
    const viewer = dialog('Training card of 임*윤');
    const first = within(viewer).getByRole('img', { name: 'Training card of 임*윤' }).getAttribute('src');
    expect(first).toMatch(/^blob:/);
    await click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Replaced on its own: the new photo is loaded, the old one's object URL let go.
    await click(within(section).getByRole('button', { name: 'Replace the photo of the card' }));
    const alone = dialog('Photo of the training card');
    await takePhoto(alone);
    await within(alone).findByRole('img', { name: 'The photo of the card to keep' });
    await click(within(alone).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lastRequest(CARD_CALL).body).toEqual({ photo: '/9j/2Q==' });
    expect(statuses()).toContain('Photo of the card kept.');
    await vi.waitFor(() => expect(api.callsTo(CARD_PHOTO)).toBe(2));
    await vi.waitFor(() => expect(revoked).toHaveBeenCalledWith(first));
    revoked.mockRestore();
  });

  it('on its own: asks for the photo, says what the phone and the server refuse under it, keeps it, and the refusal of a worker not taken on here as the form’s error', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup({ employment: employment({ signed: true }), safetyTraining: safetyTraining() }));
    api.refuse(CARD_CALL, 400, 'BAD_REQUEST', { fields: { photo: 'invalid' } }, { once: true });
    api.refuse(CARD_CALL, 400, 'BAD_REQUEST', { fields: { photo: 'tooLarge' } }, { once: true });
    api.refuse(CARD_CALL, 404, 'NOT_FOUND');
    const section = await openWorker(api);
    // Readiness does not ask for the photo.
    expect(screen.getByText("Ready for work: the worker's QR codes are accepted at this site.")).toBeTruthy();
    expect(within(section).getByText('No photo of the card. It is optional.')).toBeTruthy();
    expect(api.callsTo(CARD_PHOTO)).toBe(0);

    await click(within(section).getByRole('button', { name: 'Add a photo of the card' }));
    const alone = dialog('Photo of the training card');
    await click(within(alone).getByRole('button', { name: 'Save' }));
    expect(within(alone).getByRole('alert').textContent).toBe('Take a photo of the card first.');
    expect(api.callsTo(CARD_CALL)).toBe(0);

    // A file the phone cannot read.
    vi.mocked(resizePhoto).mockRejectedValueOnce(new PhotoError('unreadable'));
    await act(async () => fireEvent.change(within(alone).getByLabelText('Choose a photo'), { target: { files: [new File(['notes'], 'notes.txt', { type: 'text/plain' })] } }));
    await vi.waitFor(() => expect(within(alone).getByRole('alert').textContent).toBe('This file is not a photo this phone can read. Take the photo again.'));
    vi.mocked(resizePhoto).mockRejectedValueOnce(new PhotoError('tooLarge'));
    await takePhoto(alone);
    await vi.waitFor(() => expect(within(alone).getByRole('alert').textContent).toBe('This photo cannot be made small enough. Take it again, closer.'));
    expect(within(alone).queryByRole('img')).toBeNull();

    await takePhoto(alone);
    await within(alone).findByRole('img', { name: 'The photo of the card to keep' });
    expect(within(alone).queryByRole('alert')).toBeNull();
    await click(within(alone).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(within(alone).getByRole('alert').textContent).toBe('This file is not a photo this phone can read. Take the photo again.'));
    await click(within(alone).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(within(alone).getByRole('alert').textContent).toBe('This photo cannot be made small enough. Take it again, closer.'));
    await click(within(alone).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(within(alone).getByRole('alert').textContent).toBe(
        'Only a worker taken on at this site, with the training recorded, can have a photo of the card kept here. Search the number again.',
      ),
    );
    expect(within(alone).getByRole('img', { name: 'The photo of the card to keep' })).toBeTruthy();
    expect(api.callsTo(CARD_CALL)).toBe(3);
    await click(within(alone).getByRole('button', { name: 'Cancel' }));
    expect(within(section).getByText('No photo of the card. It is optional.')).toBeTruthy();
  });

  it('with the record: the server’s refusal of the photo is said under it and what was typed stays; a photo kept is said so and stays without a new one', async () => {
    const api = fakeApi();
    api.answer('GET admin/workers', workerLookup({ employment: employment(), safetyTraining: safetyTraining({ photoRecordedAt: '2026-03-02T08:20:00+09:00' }) }));
    api.answerFile(CARD_PHOTO, JPEG);
    api.refuse(TRAINING_CALL, 400, 'BAD_REQUEST', { fields: { photo: 'tooLong' } }, { once: true });
    api.answer(TRAINING_CALL, safetyTraining({ certificateNo: '2026-서울-0412346', photoRecordedAt: '2026-03-02T08:20:00+09:00' }));
    const section = await openWorker(api);
    await within(section).findByRole('button', { name: 'Enlarge: Training card of 임*윤' });

    await click(within(section).getByRole('button', { name: 'Update' }));
    const training = dialog('Basic safety training');
    expect(within(training).getByText('A photo of the card is kept. A new one replaces it.')).toBeTruthy();
    fill('Certificate number', '2026-서울-0412346');
    await takePhoto(training);
    await within(training).findByRole('img', { name: 'The photo of the card to keep' });
    await click(within(training).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(within(training).getByRole('alert').textContent).toBe('This photo cannot be made small enough. Take it again, closer.'));
    expect((within(training).getByLabelText('Certificate number') as HTMLInputElement).value).toBe('2026-서울-0412346');
    expect(within(training).getByRole('img', { name: 'The photo of the card to keep' })).toBeTruthy();
    await click(within(training).getByRole('button', { name: 'Cancel' }));

    // Recorded again without a new photo: nothing is sent of it, and the one kept stays.
    await click(within(section).getByRole('button', { name: 'Update' }));
    fill('Certificate number', '2026-서울-0412346');
    await click(within(dialog('Basic safety training')).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lastRequest(TRAINING_CALL).body).toEqual({ certificateNo: '2026-서울-0412346', completedOn: '2026-02-03' });
    expect(statuses()).toContain('Safety training recorded.');
    expect(within(section).getByRole('button', { name: 'Enlarge: Training card of 임*윤' })).toBeTruthy();
  });
});

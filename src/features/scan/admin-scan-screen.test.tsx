// fake-indexeddb first: the scanner keys and the scan outbox open their IndexedDB stores when their modules load.
import 'fake-indexeddb/auto';
/**
 * The gate scanner (/adminScan) against the fake API, without a camera: the camera hook is replaced
 * at module level by one whose status the test sets and which hands the test the screen's decode
 * callback (a code the camera read). Codes are real W1 payloads signed here with an Ed25519 key that
 * GET /qr/scanner-keys gives the phone. Covered: the handheld scanner field, the answers shown for a
 * code recorded, used, expired, out of order, invalid, for another site (the server's and the phone's
 * own checks), a code saved on the phone when the network fails, the outbox of waiting and refused
 * scans with Send now and Dismiss, and the camera panel's words.
 * What stays in e2e: the real camera and zxing's decoding, the beep and the buzz, full screen, the
 * torch, Background Sync and a reload keeping the outbox through the service worker.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { clear, createStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CorporationSite } from '#contract/api-auth.ts';
import type { QrEventType } from '#contract/api-contract.ts';
import type { QrScannedEvent, ScannerKeys } from '#contract/api-qr.ts';
import { qrPayloadOf, serverCodeMessage, toBase64Url } from '#contract/qr-payload.ts';
import { gateScans } from '@/domain/attendance/gate-log';
import { outboxItems } from '@/domain/attendance/scan-outbox';
import { GATE_LOG_STORE, SCAN_OUTBOX_STORE, SCANNER_KEYS_STORE } from '@/domain/personal-data/personal-stores';
import { currentAdminSite } from '@/platform/session/current-user';
import type { FakeApi } from '@/testing/fake-api';
import { fakeApi, renderScreen } from '@/testing/render-screen';

const camera = vi.hoisted(() => ({ status: 'on' as string, decode: null as ((text: string) => void) | null }));
vi.mock('@/domain/admin/use-qr-camera', () => ({
  CAMERA_START_MARK: 'scan:camera-start',
  useQrCamera: (_video: unknown, wanted: boolean, onDecode: (text: string) => void) => {
    camera.decode = onDecode;
    return { status: wanted ? camera.status : 'off', torchAvailable: false, torchOn: false, setTorch: () => undefined, retry: () => undefined };
  },
}));

const NOW = '2026-11-18T07:58:00+09:00';
const SITE: CorporationSite = { corporationCode: 'C001', corporationName: '대성토건(주)', siteCode: 'S001', siteName: '판교 현장' };
const WORKER_SHORT_ID = '0b1e6a52';

let signingKey: CryptoKeyPair;
beforeEach(async () => {
  camera.status = 'on';
  camera.decode = null;
  await clear(createStore(SCAN_OUTBOX_STORE.database, SCAN_OUTBOX_STORE.store));
  await clear(createStore(SCANNER_KEYS_STORE.database, SCANNER_KEYS_STORE.store));
  await clear(createStore(GATE_LOG_STORE.database, GATE_LOG_STORE.store));
  signingKey ??= (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
});

async function scannerKeys(): Promise<ScannerKeys> {
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', signingKey.publicKey));
  return {
    serverTime: NOW,
    siteCode: 'S001',
    skewSeconds: 5,
    serverKeys: [toBase64Url(publicKey)],
    workers: [{ userId: '0b1e6a52-5d0e-4c7e-9a51-00000b1e6a52', shortId: WORKER_SHORT_ID, name: '김민준', initials: '민준', deviceKeys: [] }],
  };
}

/** A worker's code as the server makes it: issued `ageSeconds` before NOW, living 60 s. */
async function code(options: { id?: string; eventType?: QrEventType; ageSeconds?: number; siteCode?: string } = {}): Promise<string> {
  const issuedAt = Math.floor(Date.parse(NOW) / 1000) - (options.ageSeconds ?? 5);
  const message = serverCodeMessage(
    { eventType: options.eventType ?? 'BeginWork', issuedAt, lifetimeSeconds: 60, id: options.id ?? '00112233aabbccdd', siteCode: options.siteCode ?? 'S001' },
    WORKER_SHORT_ID,
  );
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, signingKey.privateKey, new Uint8Array(message)));
  return qrPayloadOf(message, signature);
}

const RECORDED: QrScannedEvent = { id: 'ev-1', eventType: 'BeginWork', occurredAt: '2026-11-18T07:58:03+09:00', workerName: '김민준', workerInitials: '민준', workerId: '0b1e6a52-5d0e-4c7e-9a51-000000000001', hasPhoto: false, siteCode: 'S001' };

async function openScanner(api: FakeApi, options: { keys?: boolean } = {}) {
  api.answer('GET admin/currentSite', SITE);
  if (options.keys === false) api.refuse('GET qr/scanner-keys', 500, 'INTERNAL');
  else api.answer('GET qr/scanner-keys', await scannerKeys());
  const rendered = await renderScreen('/adminScan', { session: 'admin', now: NOW });
  await screen.findByRole('heading', { level: 1, name: 'QR scan' });
  await screen.findByText('판교 현장');
  // The keys are on the phone before the first code comes.
  await vi.waitFor(() => expect(api.callsTo('GET qr/scanner-keys')).toBe(1));
  return rendered;
}

/** The handheld scanner types the code and Enter into the field. */
async function handheld(payload: string): Promise<void> {
  const field = screen.getByLabelText('Code from a handheld scanner');
  fireEvent.change(field, { target: { value: payload } });
  await act(async () => fireEvent.submit(field.closest('form') as HTMLFormElement));
}

function scanner() {
  return within(screen.getByRole('region', { name: 'Scanner' }));
}

function logLines(): string[] {
  const log = screen.getByRole('heading', { name: 'Scans on this screen' }).parentElement as HTMLElement;
  return within(log).queryAllByRole('listitem').map((item) => item.textContent);
}

describe('the gate scanner (English)', () => {
  it('a code from the handheld scanner is sent and recorded: the worker, the event and time, the log; the field is emptied', async () => {
    const api = fakeApi();
    api.answer('POST qr/scans', { event: RECORDED });
    await openScanner(api);
    expect(scanner().getByText("Scanning. Hold the worker's code inside the frame.")).toBeTruthy();
    expect(logLines()).toEqual([]);
    expect(screen.getByText('No codes scanned yet.')).toBeTruthy();
    const payload = await code();
    await handheld(`  ${payload}  `);
    const shown = await scanner().findByText('Recorded');
    expect(shown.closest('.scan-result')?.textContent).toBe('민준Recorded김민준Start work · 07:58');
    const sent = api.lastRequest('POST qr/scans').body as { payload: string; idempotencyKey: string; scannedAt: string };
    expect(sent.payload).toBe(payload);
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(sent.scannedAt)).toBeGreaterThanOrEqual(Date.parse(NOW));
    expect(logLines()).toEqual(['07:58김민준 · Start work']);
    expect((screen.getByLabelText('Code from a handheld scanner') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('heading', { name: 'Waiting to be sent' })).toBeNull();
  });

  it('a scan waiting for its answer is not listed as waiting to be sent: no card flashes up and away at each scan', async () => {
    const api = fakeApi();
    const answer = api.defer('POST qr/scans');
    await openScanner(api);
    await handheld(await code());
    await answer.requested;
    // The scan is in the outbox while it is sent (ADR 007), and the screen has read the outbox since.
    const owner = currentAdminSite() as string;
    await act(async () => expect((await outboxItems(owner)).map((item) => item.status)).toEqual(['pending']));
    expect(screen.queryByRole('region', { name: 'Waiting to be sent' })).toBeNull();
    answer.answer({ event: RECORDED });
    await scanner().findByText('Recorded');
    expect(screen.queryByRole('region', { name: 'Waiting to be sent' })).toBeNull();
    await vi.waitFor(async () => expect(await outboxItems(owner)).toEqual([]));
    expect(screen.queryByRole('region', { name: 'Waiting to be sent' })).toBeNull();
  });

  it('an accepted scan of a worker with a face photo shows it large (decision 080), fetched with the admin’s session', async () => {
    const api = fakeApi();
    api.answer('POST qr/scans', { event: { ...RECORDED, hasPhoto: true } });
    api.answerFile('GET admin/workers/{userId}/photo', new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    await openScanner(api);
    await handheld(await code());
    const face = (await scanner().findByRole('img', { name: 'Face photo of 김민준' })) as HTMLImageElement;
    expect(face.src).toMatch(/^blob:/);
    expect(face.closest('.scan-result')?.textContent).toBe('Recorded김민준Start work · 07:58');
    expect(api.lastRequest('GET admin/workers/{userId}/photo').path).toBe(`admin/workers/${RECORDED.workerId}/photo`);
    expect(api.lastRequest('GET admin/workers/{userId}/photo').headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('the gate keeps its accepted scans for the roster offline (decision 077), not a refused one', async () => {
    const api = fakeApi();
    api.answer('POST qr/scans', { event: RECORDED }, { once: true });
    api.refuse('POST qr/scans', 409, 'QR_SEQUENCE', { fields: { sequence: 'beginTwice' } });
    await openScanner(api);
    await handheld(await code());
    await scanner().findByText('Recorded');
    await handheld(await code({ id: '00112233aabbccee' }));
    await scanner().findByRole('alert');
    await vi.waitFor(async () =>
      expect((await gateScans('S001:admin-1')).map(({ workerShortId, workerName, eventType, at }) => ({ workerShortId, workerName, eventType, at }))).toEqual([
        { workerShortId: WORKER_SHORT_ID, workerName: '김민준', eventType: 'BeginWork', at: RECORDED.occurredAt },
      ]),
    );
  });

  it('Enter on an empty field says what to do, and sends nothing', async () => {
    const api = fakeApi();
    await openScanner(api);
    await handheld('   ');
    expect(screen.getByText('Scan a code with the handheld scanner, or paste one, then press Enter.')).toBeTruthy();
    expect(api.callsTo('POST qr/scans')).toBe(0);
  });

  it('a code the camera reads is taken the same way', async () => {
    const api = fakeApi();
    api.answer('POST qr/scans', { event: { ...RECORDED, eventType: 'BeginLunch', occurredAt: '2026-11-18T12:00:00+09:00' } });
    await openScanner(api);
    const payload = await code({ eventType: 'BeginLunch' });
    await act(async () => camera.decode?.(payload));
    expect(await scanner().findByText('Recorded')).toBeTruthy();
    expect(scanner().getByText('Lunch start · 12:00')).toBeTruthy();
    expect((api.lastRequest('POST qr/scans').body as { payload: string }).payload).toBe(payload);
  });

  it.each([
    [409, 'QR_ALREADY_USED', undefined, 'This QR code has already been used. Check the QR check list, or ask the worker to generate a new code.'],
    [410, 'QR_EXPIRED', undefined, 'This QR code has expired. Ask the worker to generate a new one.'],
    [409, 'QR_SEQUENCE', { sequence: 'beginTwice' }, 'This worker already started work today. Ask them to choose End work or a break.'],
    [422, 'QR_INVALID', undefined, 'This QR code is not valid. Ask the worker to show a new code.'],
    [403, 'QR_WRONG_SITE', undefined, 'This QR code is for another site. Check where the worker is registered.'],
    [403, 'EMPLOYMENT_ENDED', undefined, 'The employment at this site has ended, so codes for it are not accepted. Ask the site office.'],
    [
      403,
      'NOT_READY_FOR_WORK',
      { missing: 'signature' },
      'This worker has not signed the contract for this site yet. Ask them to sign it in the app, then scan a new code.',
    ],
    [403, 'NOT_READY_FOR_WORK', { missing: 'training' }, "This worker's basic safety training is not recorded. Record the training card under Workers, then scan a new code."],
    [
      403,
      'NOT_READY_FOR_WORK',
      { missing: 'signatureAndTraining' },
      'This worker cannot start yet: the contract is not signed and the basic safety training is not recorded. Record the training card under Workers and ask the worker to sign the contract in the app.',
    ],
  ] as const)('the server refuses a code (%i %s %o): not recorded, and what to do', async (status, code_, fields, message) => {
    const api = fakeApi();
    api.refuse('POST qr/scans', status, code_, fields ? { fields } : undefined);
    await openScanner(api);
    await handheld(await code());
    const refused = await scanner().findByRole('alert');
    expect(refused.textContent).toBe(`Not recorded${message}`);
    expect(logLines()).toEqual([`07:58${message}`]);
    expect(api.callsTo('POST qr/scans')).toBe(1);
    // Kept with its reason until dismissed (ADR 007), nothing waiting.
    const outbox = within(await screen.findByRole('region', { name: 'Waiting to be sent' }));
    expect(await outbox.findByText('Every saved scan has been sent.')).toBeTruthy();
    expect(outbox.getByRole('listitem').textContent).toBe(`07:58김민준 · Start work${message}Dismiss`);
    expect(outbox.queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it('the phone’s own check refuses an expired code, another site’s, a forged one and text that is no code, without sending', async () => {
    const api = fakeApi();
    await openScanner(api);
    await handheld(await code({ id: '0000000000000001', ageSeconds: 120 }));
    expect((await scanner().findByRole('alert')).textContent).toBe('Not recordedThis QR code has expired. Ask the worker to generate a new one.');
    await handheld(await code({ id: '0000000000000002', siteCode: 'S999' }));
    await vi.waitFor(() => expect(logLines()[0]).toBe('07:58This QR code is for another site. Check where the worker is registered.'));
    const genuine = await code({ id: '0000000000000003' });
    const forged = `${genuine.slice(0, -4)}${genuine.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    await handheld(forged);
    await vi.waitFor(() => expect(logLines()[0]).toBe('07:58This QR code is not valid. Ask the worker to show a new code.'));
    await handheld('https://example.com/not-a-code');
    await vi.waitFor(() => expect(logLines()).toHaveLength(4));
    expect(logLines()[0]).toBe('07:58This QR code is not valid. Ask the worker to show a new code.');
    expect(api.callsTo('POST qr/scans')).toBe(0);
  });

  it('no answer from the network: the scan is saved on the phone, waits in the outbox, and a second scan of it is refused', async () => {
    const api = fakeApi();
    api.failNetwork('POST qr/scans');
    await openScanner(api);
    const payload = await code();
    await handheld(payload);
    const saved = (await scanner().findByText('Saved, will send')).closest('.scan-result') as HTMLElement;
    expect(saved.textContent).toBe('Saved, will send김민준Start workChecked on this phone. It is sent when the connection is back.');
    expect(logLines()).toEqual(['07:58김민준 · Start work · Saved, will send']);
    const outbox = within(screen.getByRole('region', { name: 'Waiting to be sent' }));
    expect(await outbox.findByText('1 scan is saved on this phone and waiting to be sent.')).toBeTruthy();
    expect(outbox.getByRole('button', { name: 'Send now' })).toBeTruthy();

    await handheld(payload);
    await vi.waitFor(() => expect(logLines()[0]).toBe('07:58This code was already scanned on this phone and is waiting to be sent.'));
    expect(api.callsTo('POST qr/scans')).toBe(1);
  });

  it('a saved scan the server refuses when sent is listed with the reason until dismissed; the log gets the answer', async () => {
    const api = fakeApi();
    api.failNetwork('POST qr/scans', { once: true });
    api.refuse('POST qr/scans', 409, 'QR_SEQUENCE', { fields: { sequence: 'afterEnd' } });
    await openScanner(api);
    await handheld(await code({ eventType: 'EndWork' }));
    const outbox = within(await screen.findByRole('region', { name: 'Waiting to be sent' }));
    await outbox.findByText('1 scan is saved on this phone and waiting to be sent.');

    await act(async () => fireEvent.click(outbox.getByRole('button', { name: 'Send now' })));
    expect(await outbox.findByText('Every saved scan has been sent.')).toBeTruthy();
    expect(outbox.getByRole('heading', { name: 'Not recorded when sent' })).toBeTruthy();
    const [refused] = outbox.getAllByRole('listitem');
    expect(refused?.textContent).toBe('07:58김민준 · End workThis worker already ended work today. Nothing more can be recorded for today.Dismiss');
    await vi.waitFor(() => expect(logLines()[0]).toBe('07:58This worker already ended work today. Nothing more can be recorded for today.'));
    expect(api.callsTo('POST qr/scans')).toBe(2);

    await act(async () => fireEvent.click(outbox.getByRole('button', { name: 'Dismiss' })));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting to be sent' })).toBeNull());
  });

  it('without the site’s keys the phone cannot check a code: saved offline for the server to check, the worker unknown', async () => {
    const api = fakeApi();
    api.failNetwork('POST qr/scans');
    await openScanner(api, { keys: false });
    await handheld(await code());
    const saved = (await scanner().findByText('Saved, will send')).closest('.scan-result') as HTMLElement;
    expect(saved.textContent).toBe('Saved, will sendStart workThis phone could not check the code; the server checks it when the connection is back.');
    expect(logLines()).toEqual(['07:58Unknown worker · Start work · Saved, will send']);
  });

  it('offline with nothing stored yet, the scanner says one true thing: scans are saved on the phone, no "not saved" note above it (issue 35)', async () => {
    onTestFinished(vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false).mockRestore);
    const api = fakeApi();
    api.failNetwork('GET admin/currentSite');
    api.answer('GET qr/scanner-keys', await scannerKeys());
    await renderScreen('/adminScan', { session: 'admin', now: NOW });
    expect(await screen.findByText('Offline: scans are checked and saved on this phone, and sent when the connection is back.')).toBeTruthy();
    await vi.waitFor(() => expect(api.callsTo('GET admin/currentSite')).toBeGreaterThan(0));
    expect(screen.queryByText('Offline — this data is not saved on this phone yet.')).toBeNull();
    expect(document.querySelector('.offline-note')).toBeNull();
  });

  it('the same missing site on another admin screen keeps the note there (the scanner alone says it itself)', async () => {
    onTestFinished(vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false).mockRestore);
    const api = fakeApi();
    api.failNetwork('GET admin/currentSite');
    api.failNetwork('GET admin/corrections');
    await renderScreen('/adminCorrections', { session: 'admin', now: NOW });
    expect(await screen.findByText('Offline — this data is not saved on this phone yet.')).toBeTruthy();
  });

  it('the camera panel: permission refused says how to allow it, with nothing to turn off', async () => {
    const api = fakeApi();
    camera.status = 'denied';
    await openScanner(api);
    expect(scanner().getByRole('heading', { name: 'Permit camera access' })).toBeTruthy();
    expect(scanner().getByText('In the browser, tap the icon left of the address and set Camera to Allow.')).toBeTruthy();
    expect(scanner().getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(scanner().queryByRole('button', { name: 'Turn camera off' })).toBeNull();
    expect(scanner().getByRole('status').textContent).toBe('');

  });

  it('the camera can be turned off and on again', async () => {
    const api = fakeApi();
    await openScanner(api);
    await act(async () => fireEvent.click(scanner().getByRole('button', { name: 'Turn camera off' })));
    expect(scanner().getByText('The camera is off.')).toBeTruthy();
    expect(scanner().getByText("Turn the camera on to scan workers' QR codes.")).toBeTruthy();
    expect(scanner().getByRole('status').textContent).toBe('');
    await act(async () => fireEvent.click(scanner().getByRole('button', { name: 'Turn camera on' })));
    expect(scanner().getByRole('status').textContent).toBe("Scanning. Hold the worker's code inside the frame.");
    expect(scanner().queryByText('The camera is off.')).toBeNull();
  });
});

/**
 * The worker's QR code (/qrGenerate) against the fake API: the suggested event chosen to begin with,
 * an event that must be chosen, the code shown with its countdown, the screen asking whether the gate
 * recorded it and saying what was recorded, the code's expiry with a one-tap regenerate, another item,
 * and the refusals (no home project, the server's trouble, offline without a device key). Time is the
 * test's: fake timers for the countdown (performance.now, setInterval) and the status polls (setTimeout).
 * What the image decodes to and the scan at the gate stay in e2e (a camera and a second browser).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QrEventType } from '#contract/api-contract.ts';
import type { QrCode } from '#contract/api-qr.ts';
import { fakeApi, renderScreen } from '@/testing/render-screen';

function codeFor(eventType: QrEventType, id = '9f3a61c0b2d45e78', lifetimeSeconds = 30): QrCode {
  return {
    id,
    payload: `D1.${id}.${eventType}.signature`,
    issuedAt: '2026-11-18T07:58:00+09:00',
    expiresAt: new Date(Date.parse('2026-11-18T07:58:00+09:00') + lifetimeSeconds * 1000).toISOString().replace('Z', '+00:00'),
    eventType,
    siteCode: 'P1001',
    lifetimeSeconds,
  };
}


beforeEach(() => {
  // The countdown (performance.now, read every 250 ms) runs on the test's clock. The status polls
  // (setTimeout, every 2 s) stay on the real one: happy-dom's own fetch and events run on setTimeout.
  vi.useFakeTimers({ toFake: ['performance', 'setInterval', 'clearInterval'] });
});

/** Lets `ms` of the test's clock pass, with what the app does meanwhile. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function chosen(): string | null {
  const radio = screen.getAllByRole('radio').find((input) => (input as HTMLInputElement).checked);
  return radio ? (radio.closest('label')?.textContent ?? '') : null;
}

async function openQr() {
  const rendered = await renderScreen('/qrGenerate', { session: 'worker' });
  await screen.findByRole('group', { name: 'What do you want to record?' });
  return rendered;
}

async function generate(name = 'Generate QR code') {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

describe('QR code (English)', () => {
  it('the six events, the likely next one marked and chosen; generating sends it and shows the code with its remaining time', async () => {
    const api = fakeApi();
    api.answer('GET qr/next-event', { suggested: 'EndWork' });
    api.answer('POST qr/codes', codeFor('EndWork'));
    api.answer('GET qr/codes/{id}', { state: 'waiting', recorded: null });
    await openQr();
    await vi.waitFor(() => expect(chosen()).toBe('End workSuggested'));
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Start work',
      'End workSuggested',
      'Lunch start',
      'Lunch end',
      'Dinner start',
      'Dinner end',
    ]);
    expect(screen.getAllByText('Suggested')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See my QR check list' }).getAttribute('href')).toBe('/qrCheckedList');

    await generate();
    expect(await screen.findByRole('heading', { name: 'End work' })).toBeTruthy();
    expect(api.lastRequest('POST qr/codes').body).toEqual({ eventType: 'EndWork' });
    expect(screen.getByRole('img', { name: 'QR code for End work' }).className).toBe('qr-image');
    expect(screen.getByRole('timer').textContent).toBe('Remaining time 0:30');
    expect(screen.getByText('Turn your screen brightness up and hold the code steady in front of the scanner.')).toBeTruthy();

    // Whole seconds left, rounded up: half a second on it still says 30.
    await pass(500);
    expect(screen.getByRole('timer').textContent).toBe('Remaining time 0:30');
    await pass(500);
    expect(screen.getByRole('timer').textContent).toBe('Remaining time 0:29');
    // It asks whether the gate has recorded it (every two seconds), by the code's id.
    await vi.waitFor(() => expect(api.callsTo('GET qr/codes/{id}')).toBeGreaterThan(0), { timeout: 5_000 });
    expect(api.lastRequest('GET qr/codes/{id}').path).toBe('qr/codes/9f3a61c0b2d45e78');
  });

  it('another event can be chosen; nothing suggested after the day’s work has ended', async () => {
    const api = fakeApi();
    api.answer('GET qr/next-event', { suggested: null });
    api.answer('POST qr/codes', codeFor('BeginDinner'));
    api.answer('GET qr/codes/{id}', { state: 'waiting', recorded: null });
    await openQr();
    await vi.waitFor(() => expect(api.callsTo('GET qr/next-event')).toBeGreaterThan(0));
    expect(chosen()).toBeNull();
    expect(screen.queryByText('Suggested')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Dinner start' }));
    await generate();
    expect(await screen.findByRole('heading', { name: 'Dinner start' })).toBeTruthy();
    expect(api.lastRequest('POST qr/codes').body).toEqual({ eventType: 'BeginDinner' });
  });

  it('generating without an event chosen asks for one and sends nothing', async () => {
    const api = fakeApi();
    api.answer('GET qr/next-event', { suggested: null });
    await openQr();
    await vi.waitFor(() => expect(api.callsTo('GET qr/next-event')).toBeGreaterThan(0));
    await generate();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Select an item.');
    expect(screen.getByRole('group', { name: 'What do you want to record?' }).getAttribute('aria-describedby')).toBe(alert.id);
    expect(api.callsTo('POST qr/codes')).toBe(0);
    // Choosing one and generating clears it.
    api.answer('POST qr/codes', codeFor('BeginWork'));
    api.answer('GET qr/codes/{id}', { state: 'waiting', recorded: null });
    fireEvent.click(screen.getByRole('radio', { name: 'Start work' }));
    await generate();
    expect(await screen.findByRole('heading', { name: 'Start work' })).toBeTruthy();
    expect(screen.queryByText('Select an item.')).toBeNull();
  });

  it('once the gate has recorded it, says what and when, stops counting and offers home', async () => {
    const api = fakeApi();
    api.answer('GET qr/next-event', { suggested: 'BeginWork' });
    api.answer('POST qr/codes', codeFor('BeginWork'));
    api.answer('GET qr/codes/{id}', { state: 'recorded', recorded: { eventType: 'BeginWork', occurredAt: '2026-11-18T07:58:12+09:00' } });
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    await openQr();
    await vi.waitFor(() => expect(chosen()).toBe('Start workSuggested'));
    await generate();
    await screen.findByRole('timer');
    // The next ask (two seconds on) hears that the gate recorded it.
    expect(await screen.findByRole('heading', { name: 'Recorded' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Recorded: Start work 07:58');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    // The buzz is an effect of the recorded state: it runs after the render that shows it.
    await vi.waitFor(() => expect(vibrate).toHaveBeenCalledWith(200));
    expect(api.callsTo('GET qr/codes/{id}')).toBe(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose another item' })));
    expect(screen.getByRole('group', { name: 'What do you want to record?' })).toBeTruthy();
  });

  it('an expired code is dimmed and says so, with a one-tap regenerate of the same event', async () => {
    const api = fakeApi();
    api.answer('GET qr/next-event', { suggested: null });
    api.answer('POST qr/codes', codeFor('BeginLunch', '0000000000000001', 10), { once: true });
    api.answer('POST qr/codes', codeFor('BeginLunch', '0000000000000002', 10), { once: true });
    api.answer('GET qr/codes/{id}', { state: 'waiting', recorded: null });
    await openQr();
    fireEvent.click(screen.getByRole('radio', { name: 'Lunch start' }));
    await generate();
    expect((await screen.findByRole('timer')).textContent).toBe('Remaining time 0:10');
    await pass(9_000);
    expect(screen.getByRole('timer').textContent).toBe('Remaining time 0:01');
    expect(screen.queryByText('This code has expired.')).toBeNull();
    await pass(1_000);
    expect(screen.getByRole('alert').textContent).toBe('This code has expired.');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('img', { name: 'QR code for Lunch start' }).className).toBe('qr-image qr-image--dimmed');

    await generate('Generate again');
    expect((await screen.findByRole('timer')).textContent).toBe('Remaining time 0:10');
    expect(api.callsTo('POST qr/codes')).toBe(2);
    expect(api.lastRequest('POST qr/codes').body).toEqual({ eventType: 'BeginLunch' });
    expect(screen.getByRole('img', { name: 'QR code for Lunch start' }).className).toBe('qr-image');
    expect(screen.queryByText('This code has expired.')).toBeNull();
  });

  it('“Choose another item” goes back to the choice', async () => {
    const api = fakeApi();
    api.answer('GET qr/next-event', { suggested: 'BeginWork' });
    api.answer('POST qr/codes', codeFor('BeginWork'));
    api.answer('GET qr/codes/{id}', { state: 'waiting', recorded: null });
    await openQr();
    await vi.waitFor(() => expect(chosen()).toBe('Start workSuggested'));
    await generate();
    await screen.findByRole('timer');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose another item' })));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(chosen()).toBe('Start workSuggested');
  });

  it('a worker without a home project is told so (404 NO_HOME_PROJECT), and no code shows', async () => {
    const api = fakeApi();
    api.answer('GET qr/next-event', { suggested: 'BeginWork' });
    api.refuse('POST qr/codes', 404, 'NO_HOME_PROJECT');
    await openQr();
    await vi.waitFor(() => expect(chosen()).toBe('Start workSuggested'));
    await generate();
    expect((await screen.findByRole('alert')).textContent).toBe('No project is set for your account yet.');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each([
    ['signature', 'Your contract for this site is not signed yet, so your codes are not accepted. Sign it first, then make a new code.', true],
    ['training', 'The site has not recorded your basic safety training certificate yet, so your codes are not accepted. Show the card to the site office.', false],
    ['signatureAndTraining', 'Your codes are not accepted yet: sign your contract for this site, and show your basic safety training card to the site office.', true],
  ] as const)('a worker not ready for work (403, missing %s) is told what is missing, with the way to the contract when it is to sign', async (missing, message, link) => {
    const api = fakeApi();
    api.answer('GET qr/next-event', { suggested: 'BeginWork' });
    api.refuse('POST qr/codes', 403, 'NOT_READY_FOR_WORK', { fields: { missing } });
    await openQr();
    await vi.waitFor(() => expect(chosen()).toBe('Start workSuggested'));
    await generate();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('timer')).toBeNull();
    const sign = screen.queryByRole('link', { name: 'Sign the contract' });
    expect(sign?.getAttribute('href') ?? null).toBe(link ? '/employmentContractList' : null);
  });

  it('the server’s trouble is said, and the choice stays', async () => {
    const api = fakeApi();
    api.answer('GET qr/next-event', { suggested: 'EndWork' });
    api.refuse('POST qr/codes', 500, 'INTERNAL');
    await openQr();
    await vi.waitFor(() => expect(chosen()).toBe('End workSuggested'));
    await generate();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on the server. Try again in a moment.');
    expect(chosen()).toBe('End workSuggested');
  });

  it('offline on a phone that has no device key yet: says it cannot make codes by itself', async () => {
    const api = fakeApi();
    api.failNetwork('GET qr/next-event');
    api.failNetwork('POST qr/codes');
    await openQr();
    fireEvent.click(screen.getByRole('radio', { name: 'End work' }));
    await generate();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are offline, and this phone cannot make codes by itself yet. Connect once with this phone, then it can.',
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

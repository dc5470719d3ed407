/**
 * Attendance without a connection (ADR 007, 008): the gate scanner checks and saves a code while
 * offline and sends it once when the connection is back, its outbox surviving a reload; and a
 * worker's phone signs a code itself while offline, which the scanner checks and records.
 */
import { readShownQr, writeQrVideo } from './fake-camera.ts';
import { expect, signInAsWorker, test, useLocale } from './fixtures.ts';
import { cameraOn, openIdleScanner, scanAnswer, showCode, withGateBrowser } from './gate.ts';

const MOON = { name: '문태양', phone: '010-3579-2468' };
const BAE = { name: '배수아', phone: '010-4680-1357' };

test('an offline scan is checked on the phone, kept through a reload, and sent once when the connection is back (ko)', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await withGateBrowser(async (gateBrowser, cameraFile) => {
    const gate = await openIdleScanner(gateBrowser, base, 'ko');

    await useLocale(page.context(), base, 'ko');
    await signInAsWorker(page, MOON.phone);
    await showCode(page, 'ko');
    writeQrVideo(cameraFile, (await readShownQr(page)).pixels);

    // The gate loses its connection: the code is checked with the cached keys and saved.
    await gate.context().setOffline(true);
    await expect(gate.getByText('오프라인: 스캔은 이 휴대폰에서 확인해 저장하고')).toBeVisible();
    await cameraOn(gate, 'ko');
    await scanAnswer(gate, 'saved', [MOON.name, '이 휴대폰에서 확인했습니다.']);
    const waiting = gate.getByRole('region', { name: '전송 대기' });
    await expect(waiting).toContainText('스캔 1건이 이 휴대폰에 저장되어 전송을 기다리고 있습니다.');

    // Logout is refused while the scan waits, and says why.
    await gate.getByRole('button', { name: '뒤로' }).click();
    await expect(gate.getByText('스캔 1건이 이 휴대폰에 저장되어 전송을 기다리고 있습니다.')).toBeVisible();
    await gate.getByRole('button', { name: '로그아웃' }).click();
    await gate.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click();
    await expect(gate.getByRole('alertdialog', { name: '아직 로그아웃할 수 없습니다' })).toBeVisible();
    await gate.getByRole('button', { name: '확인' }).click();
    await expect(gate).toHaveURL(/\/admin$/);
    await gate.getByRole('link', { name: 'QR 코드 스캔' }).click();

    // The connection comes back but the server's answers to scans are lost: the try the app makes at
    // once fails. The app is reloaded: the saved scan is still there, still waiting; the try it makes
    // on start hangs until the test lets it fail.
    const scans = '**/v1/mobile/wfm/qr/scans';
    let answers: 'lost' | 'hang once' | 'through' = 'lost';
    let loseAnswer = (): void => undefined;
    const answerLost = new Promise<void>((resolve) => {
      loseAnswer = resolve;
    });
    await gate.context().route(scans, async (route) => {
      if (answers === 'through') return route.continue();
      if (answers === 'hang once') {
        answers = 'through';
        await answerLost;
      }
      return route.abort('internetdisconnected');
    });
    const tryOnline = gate.waitForEvent('requestfailed', (request) => request.url().endsWith('/qr/scans'));
    await gate.context().setOffline(false);
    await tryOnline;
    answers = 'hang once';
    const tryOnStart = gate.waitForRequest(scans);
    await gate.reload();
    await expect(waiting).toContainText('스캔 1건이');
    await tryOnStart;

    // The connection is back for real (later tries get through), and "Send now" is pressed while
    // that try still hangs: when it fails, the press is not lost with it (the next timed try is 30 s
    // away). The scan goes, once.
    await waiting.getByRole('button', { name: '지금 전송' }).click();
    loseAnswer();
    await expect(waiting).toHaveCount(0);
    await gate.context().unroute(scans);
    await gate.goto('/adminQrCheckedList');
    await gate.getByLabel('이름 또는 휴대폰 번호').fill(MOON.name);
    await gate.getByRole('button', { name: '검색', exact: true }).click();
    await expect(gate.locator('.qr-event')).toHaveCount(1);
    await expect(gate.locator('.qr-event')).toContainText('출근');
  });
});

test("a worker's phone makes a code while offline; the scanner checks it offline and records it when back online (en)", async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  // The worker's phone registers its key while online (opening the QR screen does it).
  await useLocale(page.context(), base, 'en');
  await signInAsWorker(page, BAE.phone);
  const registered = page.waitForResponse((response) => response.url().endsWith('/qr/device-keys'));
  await page.getByRole('link', { name: 'Show my QR code' }).click();
  expect((await registered).status()).toBe(201);

  await withGateBrowser(async (gateBrowser, cameraFile) => {
    // The scanner fetches the site's keys after the worker registered: it can check the phone's code.
    const gate = await openIdleScanner(gateBrowser, base, 'en');

    // A code shown online first (not scanned) brings the QR drawing code to the phone; the installed
    // app has it precached by its service worker, which this suite does not run.
    await showCode(page, 'en', { ko: '출근', en: 'Start work' });
    await page.getByRole('button', { name: 'Choose another item' }).click();

    await page.context().setOffline(true);
    await showCode(page, 'en', { ko: '출근', en: 'Start work' });
    await expect(page.getByText('Made on this phone while offline.')).toBeVisible();
    const shown = await readShownQr(page);
    expect(shown.text.startsWith('D1')).toBe(true);
    writeQrVideo(cameraFile, shown.pixels);

    await gate.context().setOffline(true);
    await cameraOn(gate, 'en');
    await scanAnswer(gate, 'saved', [BAE.name, 'Checked on this phone.']);

    await gate.context().setOffline(false);
    await expect(gate.locator('.scan-log__item--accepted').first()).toContainText(`${BAE.name} · Start work`);
    await expect(gate.getByRole('region', { name: 'Waiting to be sent' })).toHaveCount(0);
  });
  await page.context().setOffline(false);
});

// `npm run bench`: builds the app, starts the server on a fresh in-memory database and prints
// figures beside their budgets. It reports; it does not fail on a noisy machine.
//
// Figure 1 — JavaScript a phone downloads before a screen is usable: every script the page has
// requested by the time the screen's main content is visible (what loads later, such as the
// service worker's helper, does not delay the screen), gzip-compressed here (level 9, as a CDN
// would serve it) so the figure does not depend on the server's encoding.
//
// Figure 2 — the gate scanner: from the moment /adminScan starts the camera (its performance mark) to
// the first code the server accepted, with Chromium's fake camera playing a worker's real code; the
// median of 5 runs (a seeded worker records five different events, so each run is accepted).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launchWithFakeCamera, readShownQr, writeQrVideo } from '../tests/e2e/fake-camera.ts';
import { CHROMIUM_LAUNCH, startLocalServer } from './lib/local-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8282);
const HEAVY = /zxing|pdfjs|pdf-lib|qr-code-styling|perfect-freehand|fontkit/i;

function build() {
  if (process.argv.includes('--no-build')) return;
  execFileSync('npx', ['vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The scripts a page downloads while `run` brings a screen to the point where it is usable. */
async function collectScripts(page, run) {
  const pending = new Map();
  let usable = false;
  const onResponse = (response) => {
    const request = response.request();
    if (usable || (request.resourceType() !== 'script' && !response.url().endsWith('.js'))) return;
    pending.set(
      response.url(),
      response.body().then(
        (body) => ({ bytes: body.length, gz: gzipSync(body, { level: 9 }).length, heavy: HEAVY.test(body.toString('latin1', 0, Math.min(body.length, 200_000))) }),
        () => ({ bytes: 0, gz: 0, heavy: false }),
      ),
    );
  };
  page.on('response', onResponse);
  await run();
  usable = true;
  page.off('response', onResponse);
  const list = await Promise.all(pending.values());
  return {
    files: list.length,
    gz: list.reduce((sum, item) => sum + item.gz, 0),
    heavy: list.some((item) => item.heavy),
  };
}

function measure(page, base, path, ready) {
  return collectScripts(page, async () => {
    await page.goto(`${base}${path}`);
    await ready(page);
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Camera start → first accepted scan on /adminScan, in ms, for each of five events of one worker. */
async function scannerTimings(browser, base) {
  const dir = mkdtempSync(join(tmpdir(), 'wfm-bench-camera-'));
  const file = join(dir, 'camera.y4m');
  writeQrVideo(file, null);
  const gateBrowser = await launchWithFakeCamera(file);
  const timings = [];
  try {
    const workerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const worker = await workerContext.newPage();
    await worker.goto(`${base}/login`);
    await worker.getByLabel('휴대폰 번호').fill('010-5284-1937');
    await worker.getByLabel('비밀번호', { exact: true }).fill('Wfm!demo2026');
    await worker.getByRole('button', { name: '로그인', exact: true }).click();
    await worker.waitForURL(`${base}/`);

    const gateContext = await gateBrowser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await gateContext.grantPermissions(['camera'], { origin: base });
    const gate = await gateContext.newPage();
    await gate.goto(`${base}/adminLogin`);
    await gate.getByLabel('휴대폰 번호').fill('010-9876-5432');
    await gate.getByLabel('사번').fill('A1001');
    await gate.getByRole('button', { name: '다음' }).click();
    await gate.getByRole('radio', { name: '판교 물류센터 신축공사' }).check();
    await gate.getByRole('button', { name: '로그인', exact: true }).click();
    await gate.waitForURL(`${base}/admin`);

    for (const event of ['BeginWork', 'BeginLunch', 'EndLunch', 'BeginDinner', 'EndDinner']) {
      await worker.goto(`${base}/qrGenerate`);
      await worker.locator(`input[name=eventType][value=${event}]`).check();
      await worker.getByRole('button', { name: 'QR 코드 생성' }).click();
      await worker.locator('.qr-image canvas').waitFor();
      writeQrVideo(file, (await readShownQr(worker)).pixels);
      // A fresh page starts the camera on load and marks the moment.
      await gate.goto(`${base}/adminScan`);
      await gate.locator('.scan-result--accepted').waitFor({ timeout: 15_000 });
      timings.push(
        await gate.evaluate(() => {
          const [start] = performance.getEntriesByName('scan:camera-start');
          const [accepted] = performance.getEntriesByName('scan:first-accepted');
          return start && accepted ? accepted.startTime - start.startTime : Number.NaN;
        }),
      );
    }
  } finally {
    await gateBrowser.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return timings;
}

async function main() {
  build();
  const server = await startLocalServer(port);
  const { base } = server;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const rows = [];
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const login = await measure(page, base, '/login', (p) => p.getByRole('button', { name: '로그인', exact: true }).waitFor());
    rows.push({ figure: 'JS before /login is usable (gz)', value: kb(login.gz), budget: '≤ 120 KB', ok: login.gz <= 120 * 1024 && !login.heavy, note: `${login.files} files${login.heavy ? ', HEAVY LIBRARY IN SHELL' : ''}` });

    await page.getByLabel('휴대폰 번호').fill('010-2345-6789');
    await page.getByLabel('비밀번호', { exact: true }).fill('Wfm!demo2026');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL(`${base}/`);
    const fresh = await context.newPage();
    const home = await measure(fresh, base, '/', (p) => p.getByRole('list', { name: '일별 근무 시간' }).waitFor());
    rows.push({ figure: 'JS before / is usable (gz)', value: kb(home.gz), budget: '≤ 120 KB', ok: home.gz <= 120 * 1024 && !home.heavy, note: `${home.files} files${home.heavy ? ', HEAVY LIBRARY IN SHELL' : ''}` });

    // The QR screen's own JavaScript: what it adds to the shell, from home's QR button to a drawn code.
    const qr = await collectScripts(fresh, async () => {
      await fresh.getByRole('link', { name: '내 QR 코드 보기' }).click();
      await fresh.locator('input[name=eventType]').first().check();
      await fresh.getByRole('button', { name: 'QR 코드 생성' }).click();
      await fresh.locator('.qr-image canvas').waitFor();
    });
    rows.push({ figure: "/qrGenerate's own JS beyond the shell (gz)", value: kb(qr.gz), budget: '≤ 25 KB', ok: qr.gz <= 25 * 1024, note: `${qr.files} files (qr-code-styling included)` });

    const scans = await scannerTimings(browser, base);
    const scan = median(scans);
    rows.push({
      figure: 'Scanner: camera start → first accepted scan (median of 5)',
      value: `${Math.round(scan)} ms`,
      budget: '≤ 600 ms',
      ok: scan <= 600,
      note: `runs: ${scans.map((ms) => Math.round(ms)).join(', ')} ms`,
    });
  } finally {
    await browser.close();
    server.stop();
  }

  const width = Math.max(...rows.map((row) => row.figure.length));
  console.info(`${'figure'.padEnd(width)}  ${'value'.padStart(10)}  ${'budget'.padEnd(10)}  status  note`);
  for (const row of rows) {
    console.info(`${row.figure.padEnd(width)}  ${row.value.padStart(10)}  ${row.budget.padEnd(10)}  ${row.ok ? 'ok    ' : 'OVER  '}  ${row.note}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

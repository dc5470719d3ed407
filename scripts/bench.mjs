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
//
// Which libraries a script holds is read from the build's source maps (the bench builds with hidden
// source maps): a chunk holds a library when one of its sources is under node_modules/<library>/.
// The shell must hold none of the heavy ones; the certificate view brings react-pdf, pdf.js and
// perfect-freehand only when it is opened.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launchWithFakeCamera, readShownQr, writeQrVideo } from '../tests/e2e/fake-camera.ts';
import { CHROMIUM_LAUNCH, startLocalServer } from './lib/local-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8282);
const HEAVY = /zxing|pdfjs|pdf-lib|qr-code-styling|perfect-freehand|fontkit/i;
/** Libraries that must stay out of the shell (each loads with the one screen that needs it). */
const HEAVY_LIBRARIES = ['react-pdf', 'pdfjs-dist', 'perfect-freehand', 'pdf-lib', '@pdf-lib/fontkit', '@zxing/browser', '@zxing/library', 'qr-code-styling'];

function build() {
  if (process.argv.includes('--no-build')) return;
  execFileSync('npx', ['vite', 'build', '--sourcemap', 'hidden'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The heavy libraries in a built script (from its source map), or null when it has no map. */
function librariesOf(url) {
  const map = `dist${new URL(url).pathname}.map`;
  if (!existsSync(map)) return null;
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  return HEAVY_LIBRARIES.filter((library) => sources.some((source) => source.includes(`node_modules/${library}/`)));
}

/** The scripts a page downloads while `run` brings a screen to the point where it is usable. */
async function collectScripts(page, run, exclude = null) {
  const pending = new Map();
  let usable = false;
  const onResponse = (response) => {
    const request = response.request();
    if (usable || (request.resourceType() !== 'script' && !response.url().endsWith('.js'))) return;
    if (exclude?.test(response.url())) return;
    pending.set(
      response.url(),
      response.body().then(
        (body) => {
          const libraries = librariesOf(response.url());
          const heavy = libraries ? libraries.length > 0 : HEAVY.test(body.toString('latin1', 0, Math.min(body.length, 200_000)));
          return { bytes: body.length, gz: gzipSync(body, { level: 9 }).length, heavy, libraries: libraries ?? [] };
        },
        () => ({ bytes: 0, gz: 0, heavy: false, libraries: [] }),
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
    libraries: [...new Set(list.flatMap((item) => item.libraries))],
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
    const shellLibraries = [...new Set([...login.libraries, ...home.libraries])];
    rows.push({
      figure: 'heavy libraries in the shell (login + home)',
      value: String(shellLibraries.length),
      budget: '0',
      ok: shellLibraries.length === 0,
      note: shellLibraries.length > 0 ? shellLibraries.join(', ') : `none of ${HEAVY_LIBRARIES.join(', ')}`,
    });

    // The QR screen's own JavaScript: what it adds to the shell, from home's QR button to a drawn code.
    const qr = await collectScripts(fresh, async () => {
      await fresh.getByRole('link', { name: '내 QR 코드 보기' }).click();
      await fresh.locator('input[name=eventType]').first().check();
      await fresh.getByRole('button', { name: 'QR 코드 생성' }).click();
      await fresh.locator('.qr-image canvas').waitFor();
    });
    rows.push({ figure: "/qrGenerate's own JS beyond the shell (gz)", value: kb(qr.gz), budget: '≤ 25 KB', ok: qr.gz <= 25 * 1024, note: `${qr.files} files (qr-code-styling included)` });

    // The certificate view's own JavaScript: from the My info menu to a drawn contract page.
    const certificates = await context.newPage();
    await certificates.goto(`${base}/myAccount`);
    await certificates.getByRole('link', { name: '증명서 발급' }).waitFor();
    const pdfBytes = [];
    certificates.on('response', (response) => {
      if (response.headers()['content-type'] === 'application/pdf') void response.body().then((body) => pdfBytes.push(body.length));
    });
    const contract = await collectScripts(certificates, async () => {
      await certificates.getByRole('link', { name: '증명서 발급' }).click();
      await certificates.getByRole('link', { name: '근로계약서', exact: true }).click();
      await certificates.locator('.inquiry-list__item').first().click();
      await certificates.locator('.pdf-viewer__page canvas').waitFor();
    }, /pdf\.worker/);
    const needed = ['react-pdf', 'pdfjs-dist', 'perfect-freehand'];
    rows.push({
      figure: "the contract view's own JS beyond the shell (gz)",
      value: kb(contract.gz),
      budget: '≤ 200 KB',
      ok: contract.gz <= 200 * 1024 && needed.every((library) => contract.libraries.includes(library)),
      note: `${contract.files} files; brings ${contract.libraries.join(', ') || 'no heavy library'}`,
    });
    const worker = readdirSync('dist/assets').find((name) => name.startsWith('pdf.worker'));
    if (worker) {
      const gz = gzipSync(readFileSync(`dist/assets/${worker}`), { level: 9 }).length;
      rows.push({ figure: 'pdf.js worker, with the first document (gz)', value: kb(gz), budget: '≤ 400 KB', ok: gz <= 400 * 1024, note: 'a Worker script, loaded by the view only' });
    }
    const largest = Math.max(0, ...pdfBytes);
    rows.push({ figure: 'the contract PDF', value: kb(largest), budget: '≤ 100 KB', ok: largest > 0 && largest <= 100 * 1024, note: 'made on the server, font subset embedded' });

    // A figure that cannot be measured is reported as such; the other rows still print.
    try {
      const scans = await scannerTimings(browser, base);
      const scan = median(scans);
      rows.push({
        figure: 'Scanner: camera start → first accepted scan (median of 5)',
        value: `${Math.round(scan)} ms`,
        budget: '≤ 600 ms',
        ok: scan <= 600,
        note: `runs: ${scans.map((ms) => Math.round(ms)).join(', ')} ms`,
      });
    } catch (error) {
      rows.push({ figure: 'Scanner: camera start → first accepted scan (median of 5)', value: '-', budget: '≤ 600 ms', ok: false, note: `not measured: ${String(error).split('\n')[0]}` });
    }
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

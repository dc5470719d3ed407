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
// Figure 3 — offline: the precache (every file the service worker stores at install, as built,
// and gzip-compressed) and the cold start without network: a fresh browser process on a profile
// where a worker used the app once, with the server stopped (no network), from navigation to
// home showing the stored project, week and the "offline — data as of" note (median of 5).
// Which libraries a script holds is read from the build's source maps (the bench builds with hidden
// source maps): a chunk holds a library when one of its sources is under node_modules/<library>/.
// The shell must hold none of the heavy ones; the certificate view brings react-pdf, pdf.js and
// perfect-freehand only when it is opened.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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

/** Every URL of the precache manifest that vite-plugin-pwa injected into dist/sw.js, with its size. */
function precacheSize() {
  const sw = readFileSync('dist/sw.js', 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  let bytes = 0;
  let gz = 0;
  for (const url of urls) {
    const body = readFileSync(join('dist', url));
    bytes += statSync(join('dist', url)).size;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.length, bytes, gz };
}

/** Cold starts offline to home's content, each in a fresh browser process on the same profile. */
async function offlineColdStarts(server, runs) {
  const profile = mkdtempSync(join(tmpdir(), 'wfm-bench-offline-'));
  const options = { ...CHROMIUM_LAUNCH, viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' };
  try {
    let context = await chromium.launchPersistentContext(profile, options);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.base}/login`);
    await page.getByLabel('휴대폰 번호').fill('010-2345-6789');
    await page.getByLabel('비밀번호', { exact: true }).fill('Wfm!demo2026');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL(`${server.base}/`);
    // Until the worker controls the page and has filled the worker's offline store.
    const ready = () =>
      page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return false;
        for (const name of await caches.keys()) {
          if (name.startsWith('wfm-data:user:') && (await (await caches.open(name)).match('/__wfm/offline-data-filled'))) return true;
        }
        return false;
      });
    const deadline = Date.now() + 60_000;
    while (!(await ready())) {
      if (Date.now() > deadline) throw new Error('the offline store was not filled within 60 s');
      await page.waitForTimeout(500);
    }
    // Let the browser write the worker's registration and caches to the profile before it quits.
    await page.waitForTimeout(2000);
    await context.close();
    await server.stop();

    const times = [];
    for (let run = 0; run < runs; run += 1) {
      // The server is gone: every request that reaches the network fails, as on a site without signal.
      // (Playwright's offline emulation is not used: in a fresh browser process it fails the
      // navigation before the service worker can answer it, which no phone does.)
      context = await chromium.launchPersistentContext(profile, options);
      const fresh = context.pages()[0] ?? (await context.newPage());
      const started = performance.now();
      await fresh.goto(`${server.base}/`);
      await fresh.getByText('한빛건설 / 판교 물류센터 신축공사').waitFor();
      await fresh.locator('.offline-note').waitFor();
      await fresh.getByText(/\d+(\.\d)?H$/).first().waitFor();
      times.push(performance.now() - started);
      await context.close();
    }
    return times;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main() {
  build();
  const server = await startLocalServer(port);
  const { base } = server;
  const rows = [];
  let browser;
  try {
    browser = await chromium.launch(CHROMIUM_LAUNCH);
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

    // A figure that cannot be measured is reported as such; the figures after it still run.
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
      rows.push({ figure: 'Scanner: camera start → first accepted scan (median of 5)', value: 'failed', budget: '≤ 600 ms', ok: false, note: String(error).split('\n')[0] });
    }
  } catch (error) {
    // The server outlives a failed figure only if stopped here.
    await server.stop();
    throw error;
  } finally {
    await browser?.close();
  }

  try {
    const precache = precacheSize();
    rows.push({ figure: 'precache (as stored; gz in note)', value: kb(precache.bytes), budget: '≤ 1.5 MB', ok: precache.bytes <= 1.5 * 1024 * 1024, note: `${precache.files} files, ${kb(precache.gz)} gz` });
    const times = await offlineColdStarts(server, 5);
    const value = median(times);
    rows.push({ figure: 'cold start offline → home content (median of 5)', value: `${Math.round(value)} ms`, budget: '≤ 1000 ms', ok: value <= 1000, note: times.map((time) => Math.round(time)).join(' / ') + ' ms' });
  } finally {
    await server.stop();
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

// `npm run bench`: builds the app, starts the server on a fresh in-memory database and prints
// figures beside their budgets. It reports; it does not fail on a noisy machine.
//
// Figure 1 — JavaScript a phone downloads before a screen is usable: every script the page has
// requested by the time the screen's main content is visible (what loads later, such as the
// service worker's helper, does not delay the screen), gzip-compressed here (level 9, as a CDN
// would serve it) so the figure does not depend on the server's encoding.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
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

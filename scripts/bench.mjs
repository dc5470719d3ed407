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

async function measure(page, base, path, ready) {
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
  await page.goto(`${base}${path}`);
  await ready(page);
  usable = true;
  page.off('response', onResponse);
  const list = await Promise.all(pending.values());
  return {
    files: list.length,
    gz: list.reduce((sum, item) => sum + item.gz, 0),
    heavy: list.some((item) => item.heavy),
  };
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

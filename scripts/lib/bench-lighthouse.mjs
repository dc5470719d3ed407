// Lighthouse 13 (its default: the mobile preset with simulated throttling) on Debian's Chromium,
// driven through a Playwright persistent profile so a logged-in screen can be measured: the session
// is made by logging in on that profile. /login and /adminLogin are audited as first visits
// (Lighthouse resets the origin's storage); for / the session stays and the service worker goes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

async function debuggingPort(profile) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const [port] = readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n');
      if (port) return Number(port);
    } catch {
      // not written yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open a debugging port');
}

/** `keepStorage`: keep the origin's storage (the session in localStorage) instead of Lighthouse's reset. */
async function audit(port, url, keepStorage = false) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: keepStorage });
  const { categories, audits } = result.lhr;
  const failing = Object.values(audits)
    .filter((item) => item.score !== null && item.score < 1 && ['accessibility', 'best-practices'].some((category) => categories[category].auditRefs.some((ref) => ref.id === item.id && ref.weight > 0)))
    .map((item) => item.id);
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    failing,
  };
}

/**
 * Lighthouse's score moves from run to run on a busy machine (its docs advise the median of several
 * runs): each screen is audited this many times, and the run with the median performance stands.
 */
const RUNS = 3;

async function medianAudit(runs, auditOnce) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await auditOnce());
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)], runs: results.map((result) => result.performance) };
}

/**
 * Lighthouse on /login and /adminLogin (no session), then on / after a worker's login; each the
 * median of RUNS audits. `login(page)` logs a worker in on the given page.
 */
export async function lighthouseFigures(base, launchOptions, login) {
  const profile = mkdtempSync(join(tmpdir(), 'wfm-bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    args: [...launchOptions.args, '--remote-debugging-port=0'],
    viewport: { width: 390, height: 844 },
  });
  try {
    const port = await debuggingPort(profile);
    const figures = {};
    figures['/login'] = await medianAudit(RUNS, () => audit(port, `${base}/login`));
    figures['/adminLogin'] = await medianAudit(RUNS, () => audit(port, `${base}/adminLogin`));
    const page = context.pages()[0] ?? (await context.newPage());
    await login(page);
    figures['/'] = await medianAudit(RUNS, async () => {
      // A first visit with a session: the service worker the login (or the last audit) installed
      // and its caches go (they would answer from the phone and hide the network); the session in
      // localStorage stays.
      await page.goto(base);
      await page.evaluate(async () => {
        for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
        for (const name of await caches.keys()) await caches.delete(name);
      });
      await page.goto('about:blank');
      return audit(port, `${base}/`, true);
    });
    return figures;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_STAFF_API_TOKEN } from './tests/e2e/staff-token.ts';

/**
 * The end-to-end suite: Debian's Chromium (never a downloaded browser) against the built app and a
 * fresh server on an in-memory database. The browser runs in Los Angeles time on purpose: the app
 * must show Seoul days whatever the phone's time zone.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell (the package chromium-headless-shell, the same Chromium without
 * the browser's shell: Playwright's own default for headless runs). The specs run on it, except those
 * that need what only the whole browser has: the fake camera (the gate's scanner) and push. On this
 * 2-core machine the same tests took a quarter less time on it (2026-11-30, docs/testing.md). Where
 * it is not installed, every spec runs on the browser.
 */
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const shell = existsSync(headlessShell) ? headlessShell : chromium;
/** The specs that need the whole browser: a scanner's fake camera (admin-scan, console-clean's admin, first-morning, offline-scan), push (notifications). */
const WHOLE_BROWSER = ['admin-scan', 'console-clean', 'first-morning', 'notifications', 'offline-scan'].map((name) => `${name}.spec.ts`);
// The Seoul day the server seeds its demo data on, fixed once by the runner before the server starts
// (workers inherit the runner's environment and keep it): a run that crosses Seoul's midnight still
// finds the seed's "yesterday" where the seed put it (seedDay in tests/e2e/fixtures.ts).
process.env.E2E_SEED_DAY ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

/**
 * The longest files (a minute or more of a worker each), in a project listed first so they start
 * before the others (alphabetically among themselves): the run no longer ends with one of them on one
 * core while the other worker has nothing left (at 92dc92f update.spec ran alone for its last 90 s).
 * A file's tests stay together in one worker (fullyParallel is off).
 */
const LONGEST_FIRST = ['admin-scan', 'console-clean', 'language-sweep', 'offline', 'offline-chaos', 'update'].map((name) => `${name}.spec.ts`);

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous for a busy 2-core machine: on one, set-ups of three logins took 57 s and an expected
  // text 10 s. A test that passes is no slower for it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: true,
    timezoneId: 'America/Los_Angeles',
    serviceWorkers: 'block',
    // A failed test keeps its trace: each step with its time, the network and the console. Without
    // the screencast and the DOM snapshots, which cost a quarter of the suite's CPU on this 2-core
    // machine (recorded for every test, kept for the failed ones); error-context.md still has the
    // page as it was at the failure.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: { executablePath: shell, args: BROWSER_ARGS },
  },
  // The longest first (above); each on the headless shell or, for WHOLE_BROWSER, on Chromium.
  projects: [
    { name: 'longest', testMatch: LONGEST_FIRST.filter((file) => WHOLE_BROWSER.includes(file)), use: { launchOptions: { executablePath: chromium, args: BROWSER_ARGS } } },
    { name: 'longest-shell', testMatch: LONGEST_FIRST.filter((file) => !WHOLE_BROWSER.includes(file)) },
    { name: 'chromium', testMatch: WHOLE_BROWSER.filter((file) => !LONGEST_FIRST.includes(file)), use: { launchOptions: { executablePath: chromium, args: BROWSER_ARGS } } },
    { name: 'shell', testIgnore: [...LONGEST_FIRST, ...WHOLE_BROWSER] },
  ],
  webServer: {
    command: 'node server/main.ts',
    url: `http://127.0.0.1:${port}/v1/mobile/wfm/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    // QR codes live their usual 60 s, so a busy machine never sees one expire by accident; a test
    // that wants one to expire asks for a shorter life (TEST_CODE_LIFETIMES, shortLivedCodes in
    // gate.ts; never in production: the production start refuses it). 40 load-test workers (근로자 001…) give the offline chaos test enough attendance to record. Every
    // sign-up spec verifies from 127.0.0.1: the per-address verification limits are raised. The staff
    // API is on, so a spec can answer an inquiry (the notifications spec).
    env: {
      // Password hashes at 2^10 instead of production's 2^17 (about 1 ms instead of a second on a busy
      // machine); the production start refuses this (server/config.ts).
      SCRYPT_LOG_N: '10',
      STAFF_API_TOKEN: E2E_STAFF_API_TOKEN,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      TEST_CODE_LIFETIMES: 'on',
      SEED_LOAD_WORKERS: '40',
      VERIFICATION_STARTS_PER_ADDRESS: '100000',
      VERIFICATION_FAILURES_PER_ADDRESS: '100000',
    },
  },
});

/**
 * Installable (docs/spec-notes.md, "Offline (design)"): Chromium's own installability check passes on the built app, and
 * "Install the app" in my info offers the browser's prompt, the iPhone steps, the menu steps, or
 * says the app is installed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, signInAsWorker, test, useLocale } from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

test('Chromium finds the app installable: a complete manifest, no installability errors', async ({ playwright, baseURL }) => {
  // A real profile: Chromium never installs from an incognito-like context (Playwright's default).
  const profile = mkdtempSync(join(tmpdir(), 'wfm-install-'));
  const { executablePath, args = [] } = test.info().project.use.launchOptions ?? {};
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...(executablePath ? { executablePath } : {}),
    args,
    baseURL: baseURL ?? '',
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '근로자 로그인' })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown> & { icons: { src: string; sizes: string; purpose?: string }[] };
    expect(parsed).toMatchObject({ name: expect.any(String), short_name: 'WFM', description: expect.any(String), display: 'standalone', start_url: '/', scope: '/', theme_color: '#1f4e8c', background_color: '#ffffff' });
    for (const [sizes, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['192x192', 'maskable'], ['512x512', 'maskable']]) {
      const icon = parsed.icons.find((candidate) => candidate.sizes === sizes && candidate.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const answer = await page.request.get(icon?.src ?? '');
      expect(answer.headers()['content-type']).toBe('image/png');
    }
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors, { timeout: 20_000 })
      .toEqual([]);
    // iOS reads its own tags.
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'WFM');
    expect((await page.request.get('/apple-touch-icon.png')).ok()).toBe(true);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the install entry opens the browser’s prompt and then says the app is installed (en)', async ({ page, context, baseURL }) => {
  await useLocale(context, baseURL ?? '', 'en');
  await signInAsWorker(page);
  await page.goto('/myAccount');
  // What Chromium fires once the app is installable (headless Chromium never does): a prompt that records its use.
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
    event.prompt = async () => {
      (window as unknown as { __prompted: number }).__prompted = ((window as unknown as { __prompted?: number }).__prompted ?? 0) + 1;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
  const entry = page.getByRole('button', { name: /^Install the app/ });
  await entry.click();
  expect(await page.evaluate(() => (window as unknown as { __prompted?: number }).__prompted)).toBe(1);
  await expect(entry).toContainText('Installed');
  await entry.click();
  const dialog = page.getByRole('alertdialog', { name: 'The app is installed' });
  await expect(dialog).toContainText('Open it from your home screen.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/^Version \d+\.\d+\.\d+ \(.+\)$/)).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1' });

  test('opened from the home screen, the entry says the app is installed (ko)', async ({ page, context, baseURL }) => {
    await useLocale(context, baseURL ?? '', 'ko');
    // What Safari sets for a page opened from its home-screen icon.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));
    await signInAsWorker(page);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '내 정보' }).click();
    const entry = page.getByRole('button', { name: /^앱 설치/ });
    await expect(entry).toContainText('설치됨');
    await entry.click();
    await expect(page.getByRole('alertdialog', { name: '앱이 설치되어 있습니다' })).toContainText('설치된 앱을 사용하고 있습니다.');
  });
});


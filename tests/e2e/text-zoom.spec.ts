/**
 * Text zoom to 200% at 390 px (the phone's larger-text setting): the root font size is doubled, as
 * the browser's text size does, and no screen scrolls sideways or pushes text past the screen's edge.
 * Each screen's picture is attached to the test report to look at.
 */
import type { Page } from '@playwright/test';
import { ADMIN_SCREENS, ANONYMOUS_SCREENS, WORKER_SCREENS, type Screen } from './screens.ts';
import { appShown, expect, LOCALES, loginAsAdmin, loginAsWorker, test, useLocale, WORKER_A } from './fixtures.ts';
import { overflow } from './overflow.ts';

async function checkZoomed(page: Page, screens: Screen[], locale: string): Promise<void> {
  const found: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await appShown(page);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await screen.open?.(page);
    await page.waitForTimeout(100);
    found.push(...(await overflow(page)).map((line) => `${screen.name}: ${line}`));
    await test.info().attach(`${locale}-${screen.name}-zoom200`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  }
  expect(found).toEqual([]);
}

for (const locale of LOCALES) {
  test.describe(`text zoom 200% at 390 px (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLocale(context, baseURL ?? '', locale);
    });

    test('screens before login', async ({ page }) => {
      await checkZoomed(page, ANONYMOUS_SCREENS, locale);
    });

    test("a worker's screens", async ({ page }) => {
      test.setTimeout(240_000);
      await loginAsWorker(page, locale, WORKER_A.phone);
      await expect(page).toHaveURL(/\/$/);
      await checkZoomed(page, WORKER_SCREENS, locale);
    });

    test("an admin's screens", async ({ page }) => {
      await loginAsAdmin(page, locale, WORKER_A.project);
      await checkZoomed(page, ADMIN_SCREENS, locale);
    });
  });
}

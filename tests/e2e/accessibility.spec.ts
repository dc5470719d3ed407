/**
 * Accessibility as axe-core (WCAG 2.1 A and AA rules) judges it: every screen of tests/e2e/screens.ts,
 * in Korean and English, has no serious or critical violation. Screens are taken in the state a
 * person first sees them, plus the states listed there (a document open, a dialog shown).
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { ADMIN_SCREENS, ANONYMOUS_SCREENS, WORKER_SCREENS, type Screen } from './screens.ts';
import { appShown, expect, LOCALES, loginAsAdmin, loginAsWorker, test, useLocale, WORKER_A } from './fixtures.ts';

async function checkScreens(page: Page, screens: Screen[]): Promise<void> {
  const found: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await appShown(page);
    await screen.open?.(page);
    found.push(...(await seriousViolations(page)).map((line) => `${screen.name}: ${line}`));
  }
  expect(found).toEqual([]);
}

for (const locale of LOCALES) {
  test.describe(`accessibility (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLocale(context, baseURL ?? '', locale);
    });

    test('screens before login', async ({ page }) => {
      await checkScreens(page, ANONYMOUS_SCREENS);
    });

    // In two halves, so each test stays within a few minutes on a busy machine.
    const half = Math.ceil(WORKER_SCREENS.length / 2);
    for (const [part, screens] of [[1, WORKER_SCREENS.slice(0, half)], [2, WORKER_SCREENS.slice(half)]] as const) {
      test(`a worker's screens, part ${String(part)}`, async ({ page }) => {
        test.setTimeout(180_000);
        await loginAsWorker(page, locale, WORKER_A.phone);
        await expect(page).toHaveURL(/\/$/);
        await checkScreens(page, screens);
      });
    }

    test("an admin's screens", async ({ page }) => {
      await loginAsAdmin(page, locale, WORKER_A.project);
      await checkScreens(page, ADMIN_SCREENS);
    });
  });
}

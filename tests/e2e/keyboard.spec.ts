/**
 * The app without a pointer: a person logs in and moves around with Tab and Enter only, every
 * control reached this way shows where the focus is and has a name, and the alert dialog keeps the
 * focus inside while open and gives it back to the control that opened it.
 */
import type { Page } from '@playwright/test';
import { appShown, DEMO_PASSWORD, expect, type Locale, loginAsWorker, say, test, useLocale, WORKER_A } from './fixtures.ts';

interface Focused {
  tag: string;
  name: string;
  outline: string;
  inDialog: boolean;
}

/** What has the focus now: its tag, accessible-ish name, focus outline, and whether it is in an open dialog. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', name: '', outline: 'none', inDialog: false };
    const labelled = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement ? element.labels?.[0]?.textContent : null) ??
      element.textContent ??
      '';
    const style = getComputedStyle(element);
    return { tag: element.tagName.toLowerCase(), name: name.trim(), outline: `${style.outlineStyle} ${style.outlineWidth}`, inDialog: element.closest('dialog[open]') !== null };
  });
}

/**
 * Every control Tab reaches on the page, in order: Tab first runs to the end of the page (where the
 * focus leaves for the browser's own controls), then once through the whole page from its start.
 */
async function tabCycle(page: Page, limit = 60): Promise<Focused[]> {
  for (let press = 0; press < limit && (await focused(page)).tag !== 'body'; press += 1) await page.keyboard.press('Tab');
  const seen: Focused[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.tag === 'body') break;
    seen.push(now);
  }
  return seen;
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'en' as Locale;

test.describe(`keyboard (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('a person logs in and reaches the main screens with Tab and Enter only', async ({ page }) => {
    await page.goto('/login');
    // The form is live once the app has taken over its pre-rendered copy, which takes no focus.
    await appShown(page);
    const phone = say(locale, { ko: '휴대폰 번호', en: 'Mobile number' });
    const password = say(locale, { ko: '비밀번호', en: 'Password' });
    // Tab from the top of the page until the phone field has the focus.
    for (let press = 0; press < 10 && (await focused(page)).name !== phone; press += 1) await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe(phone);
    await page.keyboard.type(WORKER_A.phone);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe(password);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('list', { name: say(locale, { ko: '일별 근무 시간', en: 'Hours per day' }) }).waitFor();
    // Three seconds after the first screen settles the app loads its offline support, which may
    // draw home again: Tab through the page once it has loaded and run (two frames later).
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('offline-start'))), { timeout: 30_000 }).toBe(true);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

    const cycle = await tabCycle(page);
    const names = cycle.map((item) => item.name);
    expect(cycle.length).toBeGreaterThan(3);
    for (const item of cycle) {
      expect(item.name, `a ${item.tag} reached by Tab has a name`).not.toBe('');
      expect(item.outline, `${item.name} shows the focus`).not.toMatch(/^none/);
    }
    const work = say(locale, { ko: '근무', en: 'Work' });
    // The tab itself, by its whole name: a week strip day on a shift in progress says 근무 중 too.
    expect(names.some((name) => name === work), `Tab reaches ${work}: ${names.join(' | ')}`).toBe(true);
    // Back to the work tab by keyboard and open it with Enter.
    await page.keyboard.press('Tab');
    for (let press = 0; press < 60 && (await focused(page)).name !== work; press += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/work$/);
  });

  test('the alert dialog keeps the focus inside and gives it back', async ({ page }) => {
    await loginAsWorker(page, locale);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/myAccount');
    const logout = page.getByRole('button', { name: say(locale, { ko: '로그아웃', en: 'Log out' }), exact: true });
    await logout.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: say(locale, { ko: '로그아웃', en: 'Log out' }) });
    await expect(dialog).toBeVisible();
    // The safe choice has the focus first.
    expect(await focused(page)).toMatchObject({ name: say(locale, { ko: '취소', en: 'Cancel' }), inDialog: true });
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press(press % 2 === 0 ? 'Tab' : 'Shift+Tab');
      await page.keyboard.press('Tab');
      const now = await focused(page);
      // Tabbing past the last button may leave the page for the browser's own controls (body here), never to the page behind.
      expect(now.inDialog || now.tag === 'body', `focus went to ${now.tag} "${now.name}"`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(logout).toBeFocused();
    // Enter on the logout button again, then Cancel by keyboard: the focus is back on the button.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(logout).toBeFocused();
    await expect(page).toHaveURL(/\/myAccount$/);
  });
});

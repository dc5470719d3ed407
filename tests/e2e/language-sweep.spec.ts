/**
 * The language sweep: every screen of the app (screens.ts) in every language it speaks, at 390×844,
 * looked at as a person reading that language would:
 * - the screen is in the language (`<html lang>`), and no text the catalogs translate is left in
 *   English (`src/locales/<language>/*.po`, checked against what the screen shows and names);
 * - axe-core finds no serious or critical WCAG 2.1 A/AA violation (the screens' states listed in
 *   screens.ts included: a document open, a dialog shown);
 * - nothing reaches past the screen's right edge or is cut short, no text wraps one letter per line
 *   (a column squeezed to nothing, which no overflow check sees), and every list entry reads as one
 *   entry (its parts inside its own box, never handed to the list's grid: issue 35's check lists);
 * - at 200% text size (the phone's larger-text setting) nothing reaches past the edge and no text
 *   wraps a letter per line either.
 * A screen with a problem is attached to the report as a picture, at 100% and at 200%.
 * The first screen of each test loads from its address; the others open inside the running app, as a
 * link would, and are checked once their answers are drawn (no fixed wait, no `networkidle`).
 *
 * Flows are tested in one language each; this spec is where every language meets every screen.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGE_CODES, type Language } from '#contract/languages.ts';
import { seriousViolations } from './axe.ts';
import { expect, signInAsAdmin, signInAsOffice, signInAsWorker, test, useLocale, WORKER_A } from './fixtures.ts';
import { clipped, lettersPerLine, overflow, rowsApart } from './overflow.ts';
import { drawn, openInApp, trackRequests, twoFrames } from './settle.ts';
import { ADMIN_SCREENS, ANONYMOUS_SCREENS, OFFICE_SCREENS, WORKER_SCREENS, type Screen } from './screens.ts';

/** A .po file's messages: msgid → msgstr (each may span several quoted lines). */
function readCatalog(path: string): Map<string, string> {
  const messages = new Map<string, string>();
  let id: string | null = null;
  let field: 'msgid' | 'msgstr' | null = null;
  let text = '';
  const flush = () => {
    if (field === 'msgstr' && id !== null && id !== '') messages.set(id, text);
    if (field === 'msgid') id = text;
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    if (start) {
      flush();
      field = start[1] as 'msgid' | 'msgstr';
      text = JSON.parse(`"${start[2] ?? ''}"`) as string;
    } else if (/^".*"$/.test(line) && field) {
      text += JSON.parse(line) as string;
    } else {
      flush();
      field = null;
    }
  }
  flush();
  return messages;
}

/**
 * The English texts a screen in `language` must not show: each catalog message whose English is a
 * plain text (no placeholder, no tags) of a few letters, and whose translation differs from it.
 */
function englishLeftOver(language: Language): string[] {
  const dir = 'src/locales';
  const found = new Set<string>();
  for (const file of readdirSync(`${dir}/en`).filter((name) => name.endsWith('.po'))) {
    const english = readCatalog(`${dir}/en/${file}`);
    const translated = readCatalog(`${dir}/${language}/${file}`);
    for (const [id, text] of english) {
      const shown = text || id;
      const other = translated.get(id) ?? '';
      if (other === '' || other === shown || /[{<]/.test(shown) || !/[A-Za-z]{3}/.test(shown)) continue;
      found.add(shown.replace(/\s+/g, ' ').trim());
    }
  }
  return [...found];
}

/** Texts on the page, and names it gives (aria-label, placeholder, alt, title), that are in `english`. */
function untranslated(page: Page, english: string[]): Promise<string[]> {
  return page.evaluate((texts) => {
    const wanted = new Set(texts);
    const found = new Set<string>();
    const look = (text: string | null) => {
      const plain = (text ?? '').replace(/\s+/g, ' ').trim();
      if (wanted.has(plain)) found.add(plain);
    };
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.closest('script, style, template')) continue;
      look([...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join(''));
      look(element.textContent);
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) look(element.getAttribute(name));
    }
    look(document.title);
    return [...found].map((text) => `"${text}" is in English`);
  }, english);
}

/** A picture of a screen with a problem: kept in the test's output folder (test-results/) and the report. */
async function keepPicture(name: string, picture: Buffer): Promise<void> {
  const path = test.info().outputPath(name);
  writeFileSync(path, picture);
  await test.info().attach(name, { path, contentType: 'image/png' });
}

async function sweep(page: Page, language: Language, screens: Screen[]): Promise<void> {
  const english = language === 'en' ? [] : englishLeftOver(language);
  const found: string[] = [];
  for (const [index, screen] of screens.entries()) {
    if (index === 0) {
      trackRequests(page);
      await page.goto(screen.path);
    }
    else await openInApp(page, screen.path);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === screen.path);
    await drawn(page);
    await expect(page.locator('.first-screen')).toHaveCount(0);
    await screen.open?.(page);
    await drawn(page);
    const problems: string[] = [];
    const lang = await page.locator('html').getAttribute('lang');
    if (lang !== language) problems.push(`<html lang> is ${String(lang)}`);
    problems.push(...(await untranslated(page, english)), ...(await seriousViolations(page)), ...(await overflow(page)), ...(await clipped(page)), ...(await lettersPerLine(page)), ...(await rowsApart(page)));
    const normal = problems.length > 0 ? await page.screenshot({ fullPage: true }) : null;
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await twoFrames(page);
    const zoomed = [...(await overflow(page)), ...(await lettersPerLine(page))].map((line) => `at 200% text: ${line}`);
    if (zoomed.length > 0) await keepPicture(`${language}-${screen.name}-200.png`, await page.screenshot({ fullPage: true }));
    if (normal) await keepPicture(`${language}-${screen.name}.png`, normal);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '';
    });
    found.push(...[...problems, ...zoomed].map((line) => `${screen.name}: ${line}`));
  }
  expect(found).toEqual([]);
}

for (const language of LANGUAGE_CODES) {
  test.describe(`every screen in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLocale(context, baseURL ?? '', language);
    });

    test('screens before login', async ({ page }) => {
      await sweep(page, language, ANONYMOUS_SCREENS);
    });

    test("a worker's screens", async ({ page }) => {
      await signInAsWorker(page, WORKER_A.phone);
      await sweep(page, language, WORKER_SCREENS);
    });

    test("an admin's screens", async ({ page }) => {
      await signInAsAdmin(page, WORKER_A.project);
      await sweep(page, language, ADMIN_SCREENS);
    });

    test("the payroll office's screens", async ({ page }) => {
      await signInAsOffice(page);
      await sweep(page, language, OFFICE_SCREENS);
    });
  });
}

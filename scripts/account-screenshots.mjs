// `node scripts/account-screenshots.mjs [ko en zh-Hans vi]` against a running server (BASE, default
// http://127.0.0.1:8132): the account screens of issue 3 (sign-up with its sandbox pages, the
// screens before login, a worker's account screens) at 390×844 in each app language (or those
// named), saved to screenshots/accounts/. The app's words are looked up in its catalogs by their
// English text; the sandbox pages are filled by their fields' names.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { LANGUAGE_CODES } from '../contract/languages.ts';
import { CHROMIUM_LAUNCH } from './lib/local-server.mjs';

const base = process.env.BASE ?? 'http://127.0.0.1:8132';
const out = process.env.OUT ?? 'screenshots/accounts';

/** A .po file's quoted string (one line or several) after `keyword`. */
const quoted = (lines) => lines.map((line) => JSON.parse(line.replace(/^(msgid|msgstr|msgctxt) /, ''))).join('');

/** English text → the language's text, from every catalog of that language (src/locales/<language>/*.po). */
function catalog(locale) {
  const texts = new Map();
  const dir = `src/locales/${locale}`;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
    for (const entry of readFileSync(`${dir}/${file}`, 'utf8').split(/\n\n+/)) {
      const lines = entry.split('\n').filter((line) => line.startsWith('"') || /^(msgid|msgstr|msgctxt) /.test(line));
      const at = (keyword) => {
        const start = lines.findIndex((line) => line.startsWith(`${keyword} `));
        if (start < 0) return null;
        let end = start + 1;
        while (end < lines.length && lines[end].startsWith('"')) end += 1;
        return quoted(lines.slice(start, end));
      };
      const id = at('msgid');
      const text = at('msgstr');
      if (id && text && at('msgctxt') === null) texts.set(id, text);
    }
  }
  return (english) => {
    const text = texts.get(english);
    if (text === undefined) throw new Error(`no ${locale} text for "${english}"`);
    return text;
  };
}

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const asked = process.argv.slice(2);
    for (const locale of asked.length > 0 ? asked : LANGUAGE_CODES) {
      const say = catalog(locale);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, serviceWorkers: 'block' });
      await context.addCookies([{ name: 'locale', value: locale, url: base }]);
      const page = await context.newPage();
      // A new person each run (the server keeps who signed up).
      const person = { name: `한결${String.fromCharCode(0xac00 + Math.floor(Math.random() * 2000))}`, phone: `010-6${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}-${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}` };
      const shot = (name, full = true) => page.screenshot({ path: `${out}/${locale}-${name}.png`, fullPage: full });

      await page.goto(`${base}/join`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: say('Verify identity') }).click();
      await shot('join-1-errors');
      await page.getByLabel(say('Name'), { exact: true }).fill(person.name);
      await page.getByLabel(say('Resident registration number')).fill('910304-2123456');
      await page.getByLabel(say('Korean'), { exact: true }).check();
      await page.getByLabel(say('Birth date')).fill('1991-03-04');
      await shot('join-1-filled');
      const popupPromise = page.waitForEvent('popup');
      await page.getByRole('button', { name: say('Verify identity') }).click();
      let popup = await popupPromise;
      await popup.setViewportSize({ width: 390, height: 700 });
      await popup.waitForLoadState('networkidle');
      await popup.screenshot({ path: `${out}/${locale}-sandbox-realname.png`, fullPage: true });
      await popup.locator('button[name=action][value=confirm]').click();
      await page.getByRole('button', { name: say('Verify my phone') }).waitFor();
      await shot('join-2');
      const second = page.waitForEvent('popup');
      await page.getByRole('button', { name: say('Verify my phone') }).click();
      popup = await second;
      await popup.setViewportSize({ width: 390, height: 844 });
      await popup.waitForLoadState('networkidle');
      await popup.locator('button[name=action][value=confirm]').click();
      await popup.waitForLoadState('networkidle');
      await popup.screenshot({ path: `${out}/${locale}-sandbox-phone-errors.png`, fullPage: true });
      await popup.locator('input[name=name]').fill(person.name);
      await popup.locator('input[name=birthDate]').fill('19910304');
      await popup.locator('input[name=gender][value=female]').check();
      await popup.locator('input[name=nationality][value=korean]').check();
      await popup.locator('input[name=phone]').fill(person.phone);
      await popup.locator('button[name=action][value=confirm]').click();
      await page.getByLabel(say('Confirm password')).waitFor();
      await page.getByRole('button', { name: say('Complete sign-up') }).click();
      await shot('join-3-errors');
      // "View <policy>": the titles are the server's, in the language; the first one is shown.
      const [before, after] = say('View {0}').split('{0}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      await page.getByRole('button', { name: new RegExp(`^${before}.+${after}$`) }).first().click();
      await page.waitForLoadState('networkidle');
      await shot('join-3-policy', false);
      await page.getByRole('button', { name: say('Close') }).click();
      await page.getByLabel(say('Password'), { exact: true }).fill('Sign-up-2026!');
      await page.getByLabel(say('Confirm password')).fill('Sign-up-2026!');
      await page.getByLabel(say('Agree to all')).check();
      await page.getByRole('button', { name: say('Complete sign-up') }).click();
      await page.getByRole('alertdialog').waitFor();
      await shot('join-done', false);

      for (const path of ['/kbCertLogin', '/forgotPassword', '/firstLogin', '/passwordReissue', '/niceSuccess']) {
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        await shot(`anon${path.replace('/', '-')}`);
      }
      await page.goto(`${base}/sandbox/sms`, { waitUntil: 'networkidle' });
      await shot('sandbox-sms');

      await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
      await page.locator('input[name=phone]').fill('010-6981-4527');
      await page.locator('input[name=password]').fill('Wfm!demo2026');
      await page.locator('button[type=submit]').click();
      await page.waitForURL(`${base}/`);
      for (const path of ['/myAccount', '/accountManagementMenu', '/changePassword', '/changePhoneNumber', '/accountCancellation', '/privacyPolicyList', '/privacyPolicyView?id=privacy-2', '/userProject']) {
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        await shot(`worker${path.replace('/', '-').replace('?id=', '-')}`);
      }
      await page.goto(`${base}/accountCancellation`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: say('Cancel my account') }).click();
      await shot('worker-accountCancellation-errors');
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

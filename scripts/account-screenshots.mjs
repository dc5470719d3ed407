// `node scripts/account-screenshots.mjs` against a running server (BASE, default http://127.0.0.1:8132):
// the account screens of issue 3 at 390×844 in Korean and English, saved to screenshots/accounts/.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './lib/local-server.mjs';

const base = process.env.BASE ?? 'http://127.0.0.1:8132';
const out = process.env.OUT ?? 'screenshots/accounts';
const T = (locale, ko, en) => (locale === 'ko' ? ko : en);

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    for (const locale of ['ko', 'en']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, serviceWorkers: 'block' });
      await context.addCookies([{ name: 'locale', value: locale, url: base }]);
      const page = await context.newPage();
      // A new person each run (the server keeps who signed up).
      const person = { name: `한결${String.fromCharCode(0xac00 + Math.floor(Math.random() * 2000))}`, phone: `010-6${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}-${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}` };
      const shot = (name, full = true) => page.screenshot({ path: `${out}/${locale}-${name}.png`, fullPage: full });

      await page.goto(`${base}/join`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: T(locale, '본인 인증하기', 'Verify identity') }).click();
      await shot('join-1-errors');
      await page.getByLabel(T(locale, '이름', 'Name'), { exact: true }).fill(person.name);
      await page.getByLabel(T(locale, '주민등록번호', 'Resident registration number')).fill('910304-2123456');
      await page.getByLabel(T(locale, '내국인', 'Korean'), { exact: true }).check();
      await page.getByLabel(T(locale, '생년월일', 'Birth date')).fill('1991-03-04');
      await shot('join-1-filled');
      const popupPromise = page.waitForEvent('popup');
      await page.getByRole('button', { name: T(locale, '본인 인증하기', 'Verify identity') }).click();
      let popup = await popupPromise;
      await popup.setViewportSize({ width: 390, height: 700 });
      await popup.waitForLoadState('networkidle');
      await popup.screenshot({ path: `${out}/${locale}-sandbox-realname.png`, fullPage: true });
      await popup.getByRole('button', { name: T(locale, '확인', 'Confirm') }).click();
      await page.getByRole('button', { name: T(locale, '휴대폰 인증하기', 'Verify my phone') }).waitFor();
      await shot('join-2');
      const second = page.waitForEvent('popup');
      await page.getByRole('button', { name: T(locale, '휴대폰 인증하기', 'Verify my phone') }).click();
      popup = await second;
      await popup.setViewportSize({ width: 390, height: 844 });
      await popup.waitForLoadState('networkidle');
      await popup.getByRole('button', { name: T(locale, '확인', 'Confirm') }).click();
      await popup.waitForLoadState('networkidle');
      await popup.screenshot({ path: `${out}/${locale}-sandbox-phone-errors.png`, fullPage: true });
      await popup.getByLabel(T(locale, '이름', 'Name')).fill(person.name);
      await popup.getByLabel(T(locale, '생년월일 (8자리)', 'Birth date (8 digits)')).fill('19910304');
      await popup.getByLabel(T(locale, '여', 'Female'), { exact: true }).check();
      await popup.getByLabel(T(locale, '내국인', 'Korean'), { exact: true }).check();
      await popup.getByLabel(T(locale, '휴대폰 번호', 'Mobile number')).fill(person.phone);
      await popup.getByRole('button', { name: T(locale, '확인', 'Confirm') }).click();
      await page.getByLabel(T(locale, '비밀번호 확인', 'Confirm password')).waitFor();
      await page.getByRole('button', { name: T(locale, '가입하기', 'Complete sign-up') }).click();
      await shot('join-3-errors');
      await page.getByRole('button', { name: T(locale, '개인정보 처리방침 보기', 'View Privacy policy') }).click();
      await page.waitForLoadState('networkidle');
      await shot('join-3-policy', false);
      await page.getByRole('button', { name: T(locale, '닫기', 'Close') }).click();
      await page.getByLabel(T(locale, '비밀번호', 'Password'), { exact: true }).fill('Sign-up-2026!');
      await page.getByLabel(T(locale, '비밀번호 확인', 'Confirm password')).fill('Sign-up-2026!');
      await page.getByLabel(T(locale, '전체 동의', 'Agree to all')).check();
      await page.getByRole('button', { name: T(locale, '가입하기', 'Complete sign-up') }).click();
      await page.getByRole('alertdialog').waitFor();
      await shot('join-done', false);

      for (const path of ['/kbCertLogin', '/forgotPassword', '/passwordReissue', '/niceSuccess']) {
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
      await page.getByRole('button', { name: T(locale, '탈퇴하기', 'Cancel my account') }).click();
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

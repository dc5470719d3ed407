import { expect, type Locale, say, test, useLocale, WORKER_A } from './fixtures.ts';
import { answerPerson, newPerson, openProvider, popupClosed, withoutPopups, type Person } from './identity-fixtures.ts';
import type { Page } from '@playwright/test';

const KIM: Person = { name: WORKER_A.name, birthDate: '1985-03-14', rrn: '850314-1530217', gender: 'male', nationality: 'korean', phone: WORKER_A.phone };
const START = { ko: 'KB국민은행 인증서로 로그인', en: 'Log in with KB certificate' };

async function certificate(page: Page, locale: 'ko' | 'en', person: Person) {
  const popup = await openProvider(page, () => page.getByRole('button', { name: say(locale, START) }).click());
  await expect(popup.getByRole('heading', { name: say(locale, { ko: 'KB국민은행 인증서 (샌드박스)', en: 'KB bank certificate (sandbox)' }) })).toBeVisible();
  await answerPerson(popup, locale, person);
  await popupClosed(popup);
}

/** The flow in one language (the language sweep checks every screen in all four). */
const locale = 'ko' as Locale;

test.describe(`bank-certificate login (${locale})`, () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useLocale(context, baseURL ?? '', locale);
  });

  test('logs in the worker whose certificate it is', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: say(locale, { ko: '인증서로 로그인', en: 'Log in with bank certificate' }) }).click();
    await expect(page).toHaveURL(/\/kbCertLogin$/);
    await certificate(page, locale, KIM);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(WORKER_A.project)).toBeVisible();
  });

  // The provider's cancel and a failed certificate, and how the screen says each refusal, are the
  // screen's component tests (kb-login-screen.test.tsx) and the server's (accounts/routes.test.ts).
  test('says no account is linked to a certificate of someone who never signed up', async ({ page }) => {
    await page.goto('/kbCertLogin');
    await certificate(page, locale, newPerson());
    await expect(page.getByRole('alert')).toHaveText(say(locale, { ko: '이 인증서와 연결된 계정이 없습니다. 먼저 회원가입을 해 주세요.', en: 'No account is linked to this certificate. Sign up first.' }));
    await expect(page.getByRole('link', { name: say(locale, { ko: '회원가입', en: 'Sign up' }) })).toBeVisible();
    await expect(page).toHaveURL(/\/kbCertLogin$/);
  });

  test('in an installed app the certificate opens in the same window and the login completes after it', async ({ page }) => {
    await withoutPopups(page);
    await page.goto('/kbCertLogin');
    await page.getByRole('button', { name: say(locale, START) }).click();
    await answerPerson(page, locale, KIM);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(WORKER_A.project)).toBeVisible();
  });
});
